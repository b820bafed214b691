import { Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ServiceState } from '@facturador/contracts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { formatDateTime } from '../../shared/format.ts';
import { LoadError } from '../../shared/load-error.tsx';
import { operationsQueryOptions } from './api/operations-query.ts';
import { AppsTable } from './components/apps-table.tsx';
import { HistoryTable } from './components/history-table.tsx';
import { InstancesTable } from './components/instances-table.tsx';
import { systemMessages as messages } from './messages.ts';

const STATE_COLOURS: Record<ServiceState, 'success' | 'error' | 'default'> = {
  ok: 'success',
  unavailable: 'error',
  not_configured: 'default',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ServiceChip({ name, state }: { name: string; state: ServiceState }) {
  return (
    <Chip
      color={STATE_COLOURS[state]}
      variant={state === 'ok' ? 'filled' : 'outlined'}
      label={`${name}: ${messages.services.states[state]}`}
      data-service-state={state}
    />
  );
}

/** Sistema (/app/admin/sistema): deployed builds, tabs on them, API instances, health, releases. */
export default function SystemPage() {
  const operations = useQuery(operationsQueryOptions());
  const data = operations.data;
  return (
    <AdminPage
      title={messages.title}
      description={messages.description}
      actions={
        data && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {messages.checkedAt(formatDateTime(data.checkedAt))}
          </Typography>
        )
      }
    >
      {operations.isPending && <CircularProgress aria-label={messages.loading} />}
      <LoadError query={operations} message={messages.loadError} />
      {data && (
        <Stack spacing={2}>
          <Section title={messages.apps.title}>
            <AppsTable apps={data.apps} />
          </Section>
          <Section title={messages.services.title}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <ServiceChip name={messages.services.database} state={data.database} />
              <ServiceChip name={messages.services.redis} state={data.redis} />
            </Stack>
          </Section>
          <Section title={messages.instances.title}>
            <InstancesTable instances={data.instances} />
          </Section>
          <Section title={messages.history.title}>
            <HistoryTable history={data.history} />
          </Section>
        </Stack>
      )}
    </AdminPage>
  );
}
