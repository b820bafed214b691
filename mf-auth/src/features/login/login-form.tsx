import { TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { authApi, ROUTES } from '@facturador/auth-api';
import { loginRequestSchema } from '@facturador/contracts';
import { fieldErrorsOf, useFieldErrors } from '@facturador/forms';
import { AuthForm } from '../../shared/auth-form.tsx';
import { messages } from '../../shared/messages.ts';
import { PasswordField } from '../../shared/password-field.tsx';

const FIELDS = ['email', 'password'] as const;

/** Where a signed-in user goes: the /app page the guard sent them away from, else the decision. */
function destination(redirectTo: string, from: Location | undefined): string {
  if (redirectTo !== ROUTES.app || !from?.pathname.startsWith(ROUTES.app)) return redirectTo;
  return `${from.pathname}${from.search}${from.hash}`;
}

export function LoginForm() {
  const navigate = useNavigate();
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
    const result = await authApi().login({ email, password });
    if (result.success) {
      void navigate(destination(result.redirectTo, from), { replace: true });
      return;
    }
    if (result.redirectTo) {
      void navigate(result.redirectTo, { replace: true });
      return;
    }
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
