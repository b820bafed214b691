import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AccountSetupSteps, announceSetupStep, VerifyEmailForm } from '@facturador/account-forms';
import { login, verifyRegisteredEmail } from '@facturador/auth-api';
import { messages } from '../../shared/messages.ts';
import { pendingVerification } from './pending-verification.ts';
import type { Registered } from './register-form.tsx';

/** The code mailed at registration; once verified the user is signed in with the new password. */
export function VerifyEmailStep({ account, onStartOver }: { account: Registered; onStartOver: () => void }) {
  const [verified, setVerified] = useState(false);

  async function signIn(serverMessage: string | undefined) {
    announceSetupStep('verifyEmail', serverMessage);
    pendingVerification.clear();
    // Signed in with the new password, the session navigates; if that fails (or the page was
    // reloaded, so the password is gone) the user signs in by hand.
    const result = account.password
      ? await login({ email: account.email, password: account.password })
      : null;
    if (!result?.success) setVerified(true);
  }

  if (verified)
    return (
      <Stack spacing={2}>
        <Alert severity="success">{messages.verify.verified}</Alert>
        <Button
          component={RouterLink}
          to={`/login?email=${encodeURIComponent(account.email)}`}
          variant="contained"
        >
          {messages.verify.signIn}
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2} component="section" aria-label={messages.verify.title}>
      <AccountSetupSteps current="verifyEmail" />
      <Typography color="text.secondary">{messages.verify.body(account.email)}</Typography>
      <VerifyEmailForm
        email={account.email}
        verify={(code) => verifyRegisteredEmail(account.email, code)}
        onVerified={signIn}
      />
      <Button onClick={onStartOver} sx={{ alignSelf: 'flex-start' }}>
        {messages.verify.otherEmail}
      </Button>
    </Stack>
  );
}
