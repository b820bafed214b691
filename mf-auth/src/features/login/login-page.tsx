import { Alert, Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { requestMessages } from '@facturador/auth-api';
import { messages } from '../../shared/messages.ts';
import { PageHeading } from '../../shared/page-heading.tsx';
import { GoogleButton } from './google-button.tsx';
import { LoginForm } from './login-form.tsx';

/** Reasons the client sends a user back to /login with (SPEC.md §2, §8). */
const REASONS: Readonly<Record<string, string>> = { user_not_found: requestMessages.userNotFound };

export default function LoginPage() {
  const [query] = useSearchParams();
  const reason = REASONS[query.get('reason') ?? ''];
  return (
    <Stack spacing={2}>
      <PageHeading title={messages.login.title} />
      {reason && (
        <Alert severity="warning" role="status">
          {reason}
        </Alert>
      )}
      <LoginForm />
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {messages.login.forgot}
      </Link>
      <Divider>{messages.login.or}</Divider>
      <GoogleButton />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {messages.login.noAccount}{' '}
        <Link component={RouterLink} to="/register">
          {messages.login.register}
        </Link>
      </Typography>
    </Stack>
  );
}
