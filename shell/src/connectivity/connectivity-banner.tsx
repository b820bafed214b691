import { Alert } from '@mui/material';
import { CONNECTIVITY_BANNER_ID, connectivityMessages, useServerReachable } from '@facturador/auth-api';

/**
 * While the API does not answer (a deploy, a restart, a network blip): says so and that the
 * suite keeps retrying. Fixed to the bottom so it covers neither the app bar nor a heading;
 * it goes by itself when the API is back.
 */
export function ConnectivityBanner() {
  const reachable = useServerReachable();
  if (reachable) return null;
  return (
    <Alert
      id={CONNECTIVITY_BANNER_ID}
      severity="warning"
      role="status"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar,
        borderRadius: 0,
        justifyContent: 'center',
      }}
    >
      {connectivityMessages.banner}
    </Alert>
  );
}
