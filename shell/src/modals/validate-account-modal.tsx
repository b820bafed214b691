import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { ValidateAccountForm } from '@facturador/account-forms';
import { messages } from '../app/messages.ts';
import { useUser } from '../session/use-session.ts';
import { closeAfterDelay } from './close-after-delay.ts';

/** SPEC.md §2 and §5: account validation over /app. */
export default function ValidateAccountModal() {
  const user = useUser();
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} aria-labelledby="validate-account-title" fullWidth maxWidth="sm">
      <DialogTitle id="validate-account-title">{messages.validateAccount.title}</DialogTitle>
      <DialogContent>
        <ValidateAccountForm
          firstName={user?.firstName}
          lastName={user?.lastName}
          onValidated={() => closeAfterDelay(() => setOpen(false))}
        />
      </DialogContent>
    </Dialog>
  );
}
