import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  AccountSetupSteps,
  announceSetupStep,
  SignOutButton,
  ValidateAccountForm,
} from '@facturador/account-forms';
import { messages } from '../app/messages.ts';
import { useUser } from '../session/use-session.ts';
import { closeAfterDelay } from './close-after-delay.ts';

/** SPEC.md §2 and §5: account validation over /app, the second of the three setup steps. */
export default function ValidateAccountModal() {
  const user = useUser();
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} aria-labelledby="validate-account-title" fullWidth maxWidth="sm">
      <DialogTitle id="validate-account-title">{messages.validateAccount.title}</DialogTitle>
      <DialogContent>
        <AccountSetupSteps current="validateAccount" />
        <ValidateAccountForm
          firstName={user?.firstName}
          lastName={user?.lastName}
          fullName={user?.fullName}
          onValidated={(serverMessage) => {
            announceSetupStep('validateAccount', serverMessage);
            return closeAfterDelay(() => setOpen(false));
          }}
        />
      </DialogContent>
      {/* The modal cannot be dismissed: signing out is the way out. */}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <SignOutButton />
      </DialogActions>
    </Dialog>
  );
}
