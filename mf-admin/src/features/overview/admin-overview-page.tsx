import { Box, CircularProgress, List, ListItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ROUTE_PATHS } from '@facturador/contracts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { formatCount, formatMonth, formatSoles } from '../../shared/format.ts';
import { presetRange, reportsLink } from '../../shared/report-range.ts';
import { overviewQueryOptions } from './api/overview-query.ts';
import { overviewMessages as messages } from './messages.ts';
import { OverviewFigure, OverviewFigureLink } from './overview-figure.tsx';
import { subscriptionsLink } from './subscription-links.ts';
import { LoadError } from '../../shared/load-error.tsx';

/** Resumen (/app/admin): today's figures, each a link to the page that explains it. */
export default function AdminOverviewPage() {
  const overview = useQuery(overviewQueryOptions());
  const thisMonth = presetRange('this-month');
  const data = overview.data;

  return (
    <AdminPage title={messages.title} description={messages.description}>
      {overview.isPending && <CircularProgress aria-label={messages.loading} />}
      <LoadError query={overview} message={messages.loadError} />
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
          }}
        >
          <OverviewFigure
            id="users"
            title={messages.users.title}
            value={formatCount(data.users.total)}
            caption={messages.users.caption}
            to={ROUTE_PATHS.adminUsers}
          >
            <OverviewFigureLink to={reportsLink(thisMonth, 'usuarios-nuevos')} data-figure="new-users">
              {messages.users.newThisMonth(formatCount(data.users.newThisMonth))}
            </OverviewFigureLink>
          </OverviewFigure>
          <OverviewFigure
            id="subscriptions"
            title={messages.subscriptions.title}
            value={formatCount(data.activeSubscriptions.total)}
            caption={messages.subscriptions.caption}
            to={subscriptionsLink({ state: 'active' })}
          >
            <List dense disablePadding>
              {data.activeSubscriptions.byPlan.map((plan) => (
                <ListItem key={plan.planId} disableGutters>
                  <OverviewFigureLink
                    to={subscriptionsLink({ state: 'active', plan: plan.planId })}
                    data-plan={plan.planName}
                  >
                    {messages.subscriptions.plan(plan.planName, formatCount(plan.subscriptions))}
                  </OverviewFigureLink>
                </ListItem>
              ))}
            </List>
          </OverviewFigure>
          <OverviewFigure
            id="revenue"
            title={messages.revenue.title}
            value={formatSoles(data.monthlyRecurringRevenueCents)}
            caption={messages.revenue.caption}
            to={subscriptionsLink({ state: 'active' })}
          />
          <OverviewFigure
            id="orders"
            title={messages.orders.title}
            value={formatCount(data.ordersAwaitingApproval)}
            caption={messages.orders.caption}
            to={subscriptionsLink({ orders: 'pending_approval' })}
          />
          <OverviewFigure
            id="documents"
            title={messages.documents.title}
            value={formatCount(data.documentsThisMonth.issued)}
            caption={messages.documents.caption}
            to={reportsLink(thisMonth, 'comprobantes')}
          >
            <OverviewFigureLink to={reportsLink(thisMonth, 'rechazos')} data-figure="rejected">
              {messages.documents.rejected(formatCount(data.documentsThisMonth.rejected))}
            </OverviewFigureLink>
          </OverviewFigure>
          <OverviewFigure
            id="tokens"
            title={messages.tokens.title}
            value={formatCount(data.tokensSpentThisMonth)}
            caption={messages.tokens.caption(formatMonth(data.month))}
            to={reportsLink(thisMonth, 'tokens')}
          />
        </Box>
      )}
    </AdminPage>
  );
}
