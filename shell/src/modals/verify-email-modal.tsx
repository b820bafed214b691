import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import {
  AccountSetupSteps,
  announceSetupStep,
  SignOutButton,
  VerifyEmailForm,
} from '@facturador/account-forms';
import { verifyEmail } from '@facturador/auth-api';
import { messages } from '../app/messages.ts';
import { useUser } from '../session/use-session.ts';
import { closeAfterDelay } from './close-after-delay.ts';

/** SPEC.md §2: e-mail verification over /app, the first of the three setup steps. */
export default function VerifyEmailModal() {
  const user = useUser();
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} aria-labelledby="verify-email-title" fullWidth maxWidth="xs">
      <DialogTitle id="verify-email-title">{messages.verifyEmail.title}</DialogTitle>
      <DialogContent>
        <AccountSetupSteps current="verifyEmail" />
        <Typography sx={{ mb: 2 }}>{messages.verifyEmail.body(user?.email ?? '')}</Typography>
        <VerifyEmailForm
          email={user?.email}
          verify={verifyEmail}
          onVerified={(serverMessage) => {
            announceSetupStep('verifyEmail', serverMessage);
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
