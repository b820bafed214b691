import { Alert, Button, Paper, Stack, Typography, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { changePasswordRequestSchema } from '@facturador/contracts';
import { isApiError, type ClientUser } from '@facturador/auth-api';
import {
  applyServerErrors,
  FormTextField,
  PasswordField,
  PasswordRules,
  SubmitButton,
  useContractForm,
} from '@facturador/forms';
import { useChangePassword, useRequestPasswordCreation } from '../api/password-mutations.ts';
import { profileMessages } from '../messages.ts';

const messages = profileMessages.password;
const RULES_ID = 'new-password-rules';

/** Change the password; an account created with Google and no password creates one by e-mail. */
export function PasswordSection({ user }: { user: ClientUser }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="password-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="password-title" variant="h6" component="h2" gutterBottom>
        {user.hasPassword ? messages.title : messages.createTitle}
      </Typography>
      {user.hasPassword ? <ChangePasswordForm /> : <CreatePassword email={user.email} />}
    </Paper>
  );
}

function NewPasswordField(props: TextFieldProps) {
  return <PasswordField {...props} describedBy={RULES_ID} />;
}

function ChangePasswordForm() {
  const form = useContractForm(changePasswordRequestSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [alert, setAlert] = useState<string | null>(null);
  const change = useChangePassword();
  const newPassword = form.watch('newPassword');

  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      // The hook toasts and has the security log read again.
      await change.mutateAsync(body);
      form.reset();
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography variant="body2" color="text.secondary">
        {messages.explain}
      </Typography>
      {alert && <Alert severity="error">{alert}</Alert>}
      <FormTextField
        form={form}
        name="currentPassword"
        id="current-password"
        label={messages.current}
        as={PasswordField}
        autoComplete="current-password"
        fullWidth
      />
      <FormTextField
        form={form}
        name="newPassword"
        id="new-password"
        label={messages.next}
        as={NewPasswordField}
        autoComplete="new-password"
        fullWidth
      />
      <PasswordRules id={RULES_ID} password={newPassword} />
      <FormTextField
        form={form}
        name="confirmPassword"
        id="confirm-password"
        label={messages.confirm}
        as={PasswordField}
        autoComplete="new-password"
        fullWidth
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <SubmitButton disabled={change.isPending}>
          {change.isPending ? messages.submitting : messages.submit}
        </SubmitButton>
      </Stack>
    </Stack>
  );
}

function CreatePassword({ email }: { email: string }) {
  const send = useRequestPasswordCreation(email);
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{messages.createBody(email)}</Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
          {messages.createSubmit}
        </Button>
      </Stack>
    </Stack>
  );
}
