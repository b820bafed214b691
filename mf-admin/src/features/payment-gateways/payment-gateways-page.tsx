import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GATEWAY_DEFINITIONS, paymentGatewayMessages, type AdminGatewayState } from '@facturador/contracts';
import { AdminPage } from '../../shared/admin-page.tsx';
import { gatewaysQueryOptions } from './api/gateways-query.ts';
import { GatewayDialog } from './gateway-dialog.tsx';
import { gatewaysMessages as m } from './messages.ts';

function GatewayCard({ state, onConfigure }: { state: AdminGatewayState; onConfigure: () => void }) {
  const titleId = `gateway-${state.gateway}`;
  const labels = new Map(GATEWAY_DEFINITIONS[state.gateway].fields.map((field) => [field.name, field.label]));
  const secrets = state.fields.filter((field) => field.secret);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h2">
              {state.label}
            </Typography>
            <Chip
              size="small"
              color={state.enabled ? 'success' : 'default'}
              label={state.enabled ? m.enabled : m.disabled}
            />
          </Stack>
          <Typography variant="body2">
            {m.mode}: {paymentGatewayMessages.modeLabels[state.mode]}
          </Typography>
          {!state.hasAdapter && (
            <Typography variant="body2" color="text.secondary">
              {m.noAdapter}
            </Typography>
          )}
          {secrets.map((field) => (
            <Typography key={field.name} variant="body2" color="text.secondary" data-secret={field.name}>
              {labels.get(field.name)}: {field.masked ? m.secretSet(field.masked) : m.secretUnset}
            </Typography>
          ))}
        </Stack>
      </CardContent>
      {state.fields.length > 0 || state.hasAdapter ? (
        <CardActions>
          <Button onClick={onConfigure} aria-label={m.configureLabel(state.label)}>
            {m.configure}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

/** Pasarelas de Pago (issue 16, owner only): each gateway's credentials, mode and whether checkout uses it. */
export default function PaymentGatewaysPage() {
  const gateways = useQuery(gatewaysQueryOptions());
  const [open, setOpen] = useState<AdminGatewayState | null>(null);
  return (
    <AdminPage title={m.title} description={m.description}>
      {gateways.isError && <Alert severity="error">{m.loadError}</Alert>}
      {gateways.isPending && <CircularProgress aria-label={m.loading} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {gateways.data?.map((state) => (
          <GatewayCard key={state.gateway} state={state} onConfigure={() => setOpen(state)} />
        ))}
      </Box>
      {open && <GatewayDialog state={open} onClose={() => setOpen(null)} />}
    </AdminPage>
  );
}
