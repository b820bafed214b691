import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { AccountUnavailable, accountUnavailableTitle } from '@facturador/account-forms';
import { useAccountStatus, useUser } from '../session/use-session.ts';

/** SPEC.md §2: a deactivated or deleted account may contact support or sign out. */
export default function AccountUnavailableModal() {
  const { id } = useAccountStatus();
  const user = useUser();
  const reason = id === 'account_deleted' ? 'account_deleted' : 'account_inactive';
  return (
    <Dialog open aria-labelledby="account-unavailable-title" fullWidth maxWidth="xs">
      <DialogTitle id="account-unavailable-title">{accountUnavailableTitle(reason)}</DialogTitle>
      <DialogContent>
        <AccountUnavailable reason={reason} email={user?.email} />
      </DialogContent>
    </Dialog>
  );
}
