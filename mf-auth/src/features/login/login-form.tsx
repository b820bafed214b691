import { useState } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router-dom';
import { login } from '@facturador/auth-api';
import { loginRequestSchema } from '@facturador/contracts';
import { FormTextField, PasswordField, useContractForm } from '@facturador/forms';
import { AuthForm } from '../../shared/auth-form.tsx';
import { EmailField } from '../../shared/email-field.tsx';
import { messages } from '../../shared/messages.ts';

export function LoginForm() {
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  // A verified sign-up arrives with its e-mail (/login?email=…): only the password is left to type.
  const [query] = useSearchParams();
  const knownEmail = query.get('email') ?? '';
  const form = useContractForm(loginRequestSchema, { email: knownEmail, password: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    // On success the session navigates (to the page the guard sent the user away from, if any).
    const returnTo = from && `${from.pathname}${from.search}${from.hash}`;
    const result = await login(credentials, { returnTo });
    if (result.success) return;
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
      <EmailField form={form} id="login-email" label={messages.login.email} autoFocus={!knownEmail} />
      <FormTextField
        form={form}
        name="password"
        id="login-password"
        as={PasswordField}
        label={messages.login.password}
        autoComplete="current-password"
        autoFocus={Boolean(knownEmail)}
        required
        fullWidth
      />
    </AuthForm>
  );
}
