import { useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { authApi, ROUTES } from '@facturador/auth-api';
import { loginRequestSchema } from '@facturador/contracts';
import { FormTextField, useContractForm } from '@facturador/forms';
import { AuthForm } from '../../shared/auth-form.tsx';
import { EmailField } from '../../shared/email-field.tsx';
import { messages } from '../../shared/messages.ts';
import { PasswordField } from '../../shared/password-field.tsx';

/** Where a signed-in user goes: the /app page the guard sent them away from, else the decision. */
function destination(redirectTo: string, from: Location | undefined): string {
  if (redirectTo !== ROUTES.app || !from?.pathname.startsWith(ROUTES.app)) return redirectTo;
  return `${from.pathname}${from.search}${from.hash}`;
}

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const form = useContractForm(loginRequestSchema, { email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    const result = await authApi().login(credentials);
    if (result.success) {
      void navigate(destination(result.redirectTo, from), { replace: true });
      return;
    }
    if (result.redirectTo) {
      void navigate(result.redirectTo, { replace: true });
      return;
    }
    setFailure(result.error.message);
  });

  return (
    <AuthForm
      label={messages.login.title}
      onSubmit={submit}
      failure={failure}
      busy={form.formState.isSubmitting}
      submitLabel={messages.login.submit}
      busyLabel={messages.login.submitting}
    >
      <EmailField form={form} label={messages.login.email} autoFocus />
      <FormTextField
        form={form}
        name="password"
        as={PasswordField}
        label={messages.login.password}
        autoComplete="current-password"
        required
        fullWidth
      />
    </AuthForm>
  );
}
