import { Alert } from '@mui/material';
import { usePublicSettings } from '@facturador/auth-api';
import { messages } from '../app/messages.ts';

/** The administrators' maintenance notice, above every signed-in page while one is set. */
export function MaintenanceBanner() {
  const notice = usePublicSettings()?.maintenanceNotice;
  if (!notice) return null;
  return (
    <Alert severity="warning" role="status" aria-label={messages.maintenance.label} sx={{ mb: 2 }}>
      {notice}
    </Alert>
  );
}
