import { Button, Typography } from '@mui/material';
import type { ResponsiveColumn } from '@facturador/forms';
import { useQuery } from '@tanstack/react-query';
import {
  formatSoles,
  type Order,
  ORDER_STATE_COLORS,
  ORDER_STATE_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@facturador/contracts';
import { ordersQueryOptions } from '../api/billing-queries.ts';
import type { Purchase } from '../catalogue/purchase.ts';
import { capitalize, formatDateTime } from '../../../shared/format.ts';
import { plansMessages } from '../messages.ts';
import { Section } from '../section.tsx';
import { OrderReceipt } from './order-receipt.tsx';
import { PagedTable, usePaging } from '../../../shared/paged-table.tsx';
import { StateBadge } from '@facturador/account-forms';

const messages = plansMessages.orders;
const PAGE_SIZES = [5, 10, 25];

/** The page the section opens on, also fetched for a render on the server (prefetch-plans.ts). */
export const firstOrdersPage = () => ordersQueryOptions(1, PAGE_SIZES[0]!);

/** The customer's words for an order's state: one awaiting review is «Pendiente de aprobación». */
const stateLabel = (order: Order) =>
  order.state === 'pending_approval' ? messages.pendingApproval : capitalize(ORDER_STATE_LABELS[order.state]);

/** What an order shows, in the table's order; on a phone the first titles its card. */
const ORDER_COLUMNS: readonly ResponsiveColumn<Order>[] = [
  {
    header: messages.item,
    cell: (order) => (
      <>
        {`${messages.kinds[order.kind]}: ${order.item.name}`}
        <Typography variant="caption" color="text.secondary" component="div">
          {order.reference}
        </Typography>
      </>
    ),
  },
  { header: messages.date, cell: (order) => formatDateTime(order.createdAt), noWrap: true },
  { header: messages.amount, cell: (order) => formatSoles(order.amountCents), align: 'right', noWrap: true },
  { header: messages.method, cell: (order) => PAYMENT_METHOD_LABELS[order.method] },
  {
    header: messages.state,
    cell: (order) => (
      <>
        <StateBadge label={stateLabel(order)} colors={ORDER_STATE_COLORS[order.state]} />
        {order.state === 'rejected' && order.rejectionReason && (
          <Typography variant="caption" component="div" sx={{ mt: 0.5 }}>
            {messages.rejected(order.rejectionReason)}
          </Typography>
        )}
      </>
    ),
  },
];

/** The user's orders, newest first, with their state, a refusal's reason and «Pagar» while unpaid. */
export function OrdersSection({ onPay }: { onPay: (purchase: Purchase) => void }) {
  const paging = usePaging(PAGE_SIZES);
  const query = useQuery(ordersQueryOptions(paging.page + 1, paging.limit));
  return (
    <Section id="orders" title={messages.title}>
      <PagedTable
        paging={paging}
        query={query}
        messages={messages}
        labelledBy="orders-title"
        columns={ORDER_COLUMNS}
        rowKey={(order) => order.id}
        actions={{
          header: messages.actions,
          cell: (order) => (
            <>
              <OrderReceipt order={order} />
              {order.state === 'pending_payment' && (
                <Button
                  size="small"
                  aria-label={messages.payLabel(order.item.name)}
                  onClick={() => onPay({ order })}
                >
                  {messages.pay}
                </Button>
              )}
            </>
          ),
        }}
        minWidth={640}
      />
    </Section>
  );
}
