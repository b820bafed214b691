import { TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { login } from '@facturador/auth-api';
import { loginRequestSchema } from '@facturador/contracts';
import { fieldErrorsOf, useFieldErrors } from '@facturador/forms';
import { AuthForm } from '../../shared/auth-form.tsx';
import { messages } from '../../shared/messages.ts';
import { PasswordField } from '../../shared/password-field.tsx';

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useFieldErrors(FIELDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (fields.show(parsed.success ? {} : fieldErrorsOf(parsed.error))) return;
    setBusy(true);
    // On success the session navigates (to the page the guard sent the user away from, if any).
    const returnTo = from && `${from.pathname}${from.search}${from.hash}`;
    const result = await login({ email, password }, { returnTo });
    if (result.success) return;
    setBusy(false);
    setFailure(result.error.message);
  }

  return (
    <AuthForm
      label={messages.login.title}
      onSubmit={submit}
      failure={failure}
      busy={busy}
      submitLabel={messages.login.submit}
      busyLabel={messages.login.submitting}
    >
      <TextField
        label={messages.login.email}
        type="email"
        autoComplete="email"
        {...fields.bind('email', email, setEmail)}
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        label={messages.login.password}
        autoComplete="current-password"
        {...fields.bind('password', password, setPassword)}
        required
        fullWidth
      />
    </AuthForm>
  );
}
