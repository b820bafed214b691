import { Alert, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicSettings } from '@facturador/auth-api';
import { systemSettingsMessages } from '@facturador/contracts';
import { messages } from '../../shared/messages.ts';
import { PageHeading } from '../../shared/page-heading.tsx';
import { RegisterForm, type Registered } from './register-form.tsx';
import { pendingVerification } from './pending-verification.ts';
import { VerifyEmailStep } from './verify-email-step.tsx';

export default function RegisterPage() {
  const [account, setAccount] = useState<Registered | null>(() => {
    const email = pendingVerification.read();
    return email ? { email } : null;
  });
  const registered = (next: Registered) => {
    pendingVerification.save(next.email);
    setAccount(next);
  };
  const startOver = () => {
    pendingVerification.clear();
    setAccount(null);
  };
  // Configuración del sistema may close sign-up: the page says so instead of offering the form.
  const registrationOpen = usePublicSettings()?.registrationOpen ?? true;
  if (account)
    return (
      <Stack spacing={1}>
        <PageHeading title={messages.verify.title} />
        <VerifyEmailStep account={account} onStartOver={startOver} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <PageHeading title={messages.register.title} />
      {registrationOpen ? (
        <RegisterForm onRegistered={registered} />
      ) : (
        <Alert severity="info" role="status">
          {systemSettingsMessages.registrationClosed}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {messages.register.haveAccount}{' '}
        <Link component={RouterLink} to="/login">
          {messages.register.signIn}
        </Link>
      </Typography>
    </Stack>
  );
}
