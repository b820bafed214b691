import { AdminPage } from '../../shared/admin-page.tsx';
import { useViewParam, ViewTabs } from '../../shared/view-tabs.tsx';
import { subscriptionsMessages as messages } from './messages.ts';
import { PendingOrdersGrid } from './pending-orders-grid.tsx';
import { SubscriptionsGrid } from './subscriptions-grid.tsx';

const VIEWS = ['suscripciones', 'pagos'] as const;

/** Suscripciones: every customer's subscription, and the payments waiting for approval. */
export default function AdminSubscriptionsPage() {
  const [view, setView] = useViewParam(VIEWS);
  return (
    <AdminPage title={messages.title} description={messages.description}>
      <ViewTabs
        label={messages.tabs.label}
        view={view}
        onChange={setView}
        tabs={[
          { value: 'suscripciones', label: messages.tabs.subscriptions },
          { value: 'pagos', label: messages.tabs.orders },
        ]}
      />
      {view === 'suscripciones' ? <SubscriptionsGrid /> : <PendingOrdersGrid />}
    </AdminPage>
  );
}
