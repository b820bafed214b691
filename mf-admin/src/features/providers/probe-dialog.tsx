import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { PROVIDER_URL_KINDS, type AdminProvider, type ProviderUrlKind } from '@facturador/contracts';
import { useTestProvider } from './api/test-provider.ts';
import { providersMessages } from './messages.ts';

const m = providersMessages.probe;

/** Probar conexión: one button per configured URL, the server's outcome below. */
export function ProbeDialog({ provider, onClose }: { provider: AdminProvider; onClose: () => void }) {
  const probe = useTestProvider();
  const urls: Record<ProviderUrlKind, string | null> = {
    test: provider.testUrl,
    production: provider.productionUrl,
    status: provider.statusUrl,
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="probe-title" fullWidth maxWidth="sm">
      <DialogTitle id="probe-title">{m.title(provider.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{m.intro}</Typography>
          {PROVIDER_URL_KINDS.map((kind) => (
            <Stack
              key={kind}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">{m.urls[kind]}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {urls[kind] ?? m.missing}
                </Typography>
              </Stack>
              <Button
                variant="outlined"
                disabled={!urls[kind] || probe.isPending}
                aria-label={m.runLabel(m.urls[kind])}
                onClick={() => probe.mutate({ id: provider.id, url: kind })}
              >
                {probe.isPending && probe.variables.url === kind ? m.running : m.run}
              </Button>
            </Stack>
          ))}
          {probe.data && (
            <Alert severity={probe.data.reachable ? 'success' : 'error'} role="status">
              {probe.data.message}
            </Alert>
          )}
          {probe.error && (
            <Alert severity="error" role="status">
              {probe.error.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
