import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { logout, statusMessages } from '@facturador/auth-api';
import { messages } from '../../shared/messages.ts';
import { useRuntimeConfig } from '../../shared/use-runtime-config.ts';

export type UnavailableReason = 'account_deleted' | 'account_inactive';

export interface AccountUnavailableProps {
  reason: UnavailableReason;
  email?: string | null;
  message?: string | null;
}

/** SPEC.md §2: a deleted or deactivated account may write to support (e-mail, chat) or sign out. */
export function AccountUnavailable({ reason, email, message }: AccountUnavailableProps) {
  const config = useRuntimeConfig();
  const [leaving, setLeaving] = useState(false);
  const deleted = reason === 'account_deleted';
  const title = deleted ? messages.disabled.deletedTitle : messages.disabled.inactiveTitle;
  const explanation = deleted ? statusMessages.accountDeleted : statusMessages.accountInactive;
  const support = config?.support;
  const chat = encodeURIComponent(messages.disabled.chatMessage(email ?? ''));
  const subject = encodeURIComponent(messages.disabled.mailSubject);

  async function signOut() {
    setLeaving(true);
    await logout();
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Alert severity={deleted ? 'error' : 'warning'} role="alert">
              {message && message !== explanation ? `${message} ${explanation}` : explanation}
            </Alert>
            {email && (
              <Typography variant="body2" color="text.secondary">
                {messages.disabled.account}: <strong>{email}</strong>
              </Typography>
            )}
            <Stack spacing={1}>
              <Button
                variant="contained"
                href={support ? `mailto:${support.email}?subject=${subject}` : '#'}
                disabled={!support}
              >
                {messages.disabled.supportEmail}
              </Button>
              <Button
                variant="outlined"
                href={support ? `https://wa.me/${support.whatsapp}?text=${chat}` : '#'}
                target="_blank"
                rel="noopener noreferrer"
                disabled={!support}
              >
                {messages.disabled.supportChat}
              </Button>
              <Button onClick={() => void signOut()} disabled={leaving}>
                {leaving ? messages.disabled.signingOut : messages.disabled.signOut}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
