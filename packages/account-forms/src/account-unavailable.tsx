import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  statusBadges,
  statusMessages,
  supportChatHref,
  supportEmailHref,
  useSupportContacts,
} from '@facturador/auth-api';
import { accountFormMessages } from './messages.ts';
import { SignOutButton } from './sign-out-button.tsx';

const m = accountFormMessages.accountUnavailable;

export type UnavailableReason = 'account_deleted' | 'account_inactive';

/** The heading of the page or dialog around AccountUnavailable. */
export function accountUnavailableTitle(reason: UnavailableReason): string {
  return reason === 'account_deleted' ? statusBadges.accountDeleted : statusBadges.accountInactive;
}

export interface AccountUnavailableProps {
  reason: UnavailableReason;
  email?: string | null;
  /** What the server said (Google sign-in's userMessage), when it said more than SPEC.md's text. */
  message?: string | null;
}

/** SPEC.md §2: a deleted or deactivated account may write to support (e-mail, chat) or sign out. */
export function AccountUnavailable({ reason, email, message }: AccountUnavailableProps) {
  const support = useSupportContacts();
  const deleted = reason === 'account_deleted';
  const explanation = deleted ? statusMessages.accountDeleted : statusMessages.accountInactive;

  return (
    <Stack spacing={2}>
      <Alert severity={deleted ? 'error' : 'warning'} role="alert">
        {message && message !== explanation ? `${message} ${explanation}` : explanation}
      </Alert>
      {email && (
        <Typography variant="body2" color="text.secondary">
          {m.account}: <strong>{email}</strong>
        </Typography>
      )}
      <Stack spacing={1}>
        <Button
          variant="contained"
          href={support ? supportEmailHref(support, m.mailSubject) : '#'}
          disabled={!support}
        >
          {m.supportEmail}
        </Button>
        <Button
          variant="outlined"
          href={support ? supportChatHref(support, m.chatMessage(email)) : '#'}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!support}
        >
          {m.supportChat}
        </Button>
        <SignOutButton />
      </Stack>
    </Stack>
  );
}
