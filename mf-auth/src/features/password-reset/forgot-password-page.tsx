import { Alert, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '@facturador/auth-api';
import { forgotPasswordRequestSchema } from '@facturador/contracts';
import { fieldErrorsOf, useFieldErrors } from '@facturador/forms';
import { AuthForm } from '../../shared/auth-form.tsx';
import { messages } from '../../shared/messages.ts';
import { PageHeading } from '../../shared/page-heading.tsx';
import { requestPasswordReset } from './password-requests.ts';

const FIELDS = ['email'] as const;

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useFieldErrors(FIELDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (fields.show(parsed.success ? {} : fieldErrorsOf(parsed.error))) return;
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      // Only failures that say nothing about the account reach here (rate limit, network).
      setFailure(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2}>
      <PageHeading title={messages.forgot.title}>{sent ? null : messages.forgot.body}</PageHeading>
      {sent ? (
        <Alert severity="success" role="status">
          {messages.forgot.sent}
        </Alert>
      ) : (
        <AuthForm
          label={messages.forgot.title}
          onSubmit={submit}
          failure={failure}
          busy={busy}
          submitLabel={messages.forgot.submit}
          busyLabel={messages.forgot.submitting}
        >
          <TextField
            label={messages.forgot.email}
            type="email"
            autoComplete="email"
            {...fields.bind('email', email, setEmail)}
            required
            fullWidth
            autoFocus
          />
        </AuthForm>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
        {messages.forgot.back}
      </Link>
    </Stack>
  );
}
