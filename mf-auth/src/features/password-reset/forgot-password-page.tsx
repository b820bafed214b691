import { Alert, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { forgotPasswordRequestSchema } from '@facturador/contracts';
import { applyServerErrors, useContractForm } from '@facturador/forms';
import { AuthForm } from '../../shared/auth-form.tsx';
import { EmailField } from '../../shared/email-field.tsx';
import { messages } from '../../shared/messages.ts';
import { PageHeading } from '../../shared/page-heading.tsx';
import { requestPasswordReset } from './password-requests.ts';

export default function ForgotPasswordPage() {
  const form = useContractForm(forgotPasswordRequestSchema, { email: '' });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      // Only failures that say nothing about the account reach here (rate limit, network).
      setFailure(applyServerErrors(form, error));
    }
  });

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
          busy={form.formState.isSubmitting}
          submitLabel={messages.forgot.submit}
          busyLabel={messages.forgot.submitting}
        >
          <EmailField form={form} id="forgot-email" label={messages.forgot.email} autoFocus />
        </AuthForm>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
        {messages.forgot.back}
      </Link>
    </Stack>
  );
}
