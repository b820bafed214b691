import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { logout } from '@facturador/auth-api';
import { messages } from '../app/messages.ts';
import { useRuntimeConfig } from '../config/runtime-config-context.tsx';
import { useAccountStatus, useUser } from '../session/use-session.ts';

/** SPEC.md §2: a deactivated or deleted account may contact support or sign out. */
export function AccountUnavailableModal() {
  const status = useAccountStatus();
  const user = useUser();
  const { support } = useRuntimeConfig();
  const chatText = encodeURIComponent(messages.accountUnavailable.chatMessage(user?.email ?? ''));

  const signOut = () => void logout();

  return (
    <Dialog open aria-labelledby="account-unavailable-title" fullWidth maxWidth="xs">
      <DialogTitle id="account-unavailable-title">{status.badge}</DialogTitle>
      <DialogContent>
        <Typography role="alert">{status.message}</Typography>
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            href={`mailto:${support.email}?subject=${encodeURIComponent(messages.accountUnavailable.mailSubject)}`}
          >
            {messages.accountUnavailable.email}
          </Button>
          <Button
            variant="outlined"
            href={`https://wa.me/${support.whatsapp}?text=${chatText}`}
            target="_blank"
            rel="noopener"
          >
            {messages.accountUnavailable.chat}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={signOut}>{messages.account.signOut}</Button>
      </DialogActions>
    </Dialog>
  );
}
