import { Alert, Box, Button, Link, Stack, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { resetPasswordRequestSchema } from '@facturador/contracts';
import {
  applyServerErrors,
  FormTextField,
  PasswordField,
  PasswordRules,
  useContractForm,
} from '@facturador/forms';
import { z } from 'zod';
import { AuthForm } from '../../shared/auth-form.tsx';
import { messages } from '../../shared/messages.ts';
import { PageHeading } from '../../shared/page-heading.tsx';
import { resetPassword } from './password-requests.ts';

const RULES_ID = 'reset-password-rules';

/** The contract's password rules, typed twice: the token comes from the link, not a field. */
const newPasswordSchema = resetPasswordRequestSchema
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((value) => value.confirm === value.password, {
    path: ['confirm'],
    message: messages.reset.mismatch,
  });

/** The new password's field, described by the rules under it. */
function NewPasswordField(props: TextFieldProps) {
  return <PasswordField {...props} describedBy={RULES_ID} />;
}

export default function ResetPasswordPage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const form = useContractForm(newPasswordSchema, { password: '', confirm: '' });
  const password = useWatch({ control: form.control, name: 'password' });
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (value) => {
    setFailure(null);
    try {
      await resetPassword(token, value.password);
      setDone(true);
    } catch (error) {
      setFailure(applyServerErrors(form, error));
    }
  });

  if (!token)
    return (
      <Stack spacing={2}>
        <PageHeading title={messages.reset.title} />
        <Alert severity="error">{messages.reset.missingToken}</Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained">
          {messages.reset.requestAgain}
        </Button>
      </Stack>
    );

  if (done)
    return (
      <Stack spacing={2}>
        <PageHeading title={messages.reset.title} />
        <Alert severity="success" role="status">
          {messages.reset.done}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {messages.reset.signIn}
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <PageHeading title={messages.reset.title} />
      <AuthForm
        label={messages.reset.title}
        onSubmit={submit}
        busy={form.formState.isSubmitting}
        submitLabel={messages.reset.submit}
        busyLabel={messages.reset.submitting}
      >
        {failure && (
          <Alert severity="error" role="alert">
            {failure}{' '}
            <Link component={RouterLink} to="/forgot-password">
              {messages.reset.requestAgain}
            </Link>
          </Alert>
        )}
        <Box>
          <FormTextField
            form={form}
            name="password"
            as={NewPasswordField}
            label={messages.reset.password}
            autoComplete="new-password"
            id="reset-password"
            required
            fullWidth
            autoFocus
          />
          <Box sx={{ mt: 1 }}>
            <PasswordRules id={RULES_ID} password={password} />
          </Box>
        </Box>
        <FormTextField
          form={form}
          name="confirm"
          id="reset-confirm"
          as={PasswordField}
          label={messages.reset.confirm}
          autoComplete="new-password"
          required
          fullWidth
        />
      </AuthForm>
    </Stack>
  );
}
