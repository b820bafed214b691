import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isApiError } from '@facturador/auth-api';
import { passwordSchema } from '@facturador/contracts';
import { useFieldErrors, type FieldErrors } from '@facturador/forms';
import { AuthForm } from '../../shared/auth-form.tsx';
import { messages } from '../../shared/messages.ts';
import { PageHeading } from '../../shared/page-heading.tsx';
import { PasswordField } from '../../shared/password-field.tsx';
import { PasswordRules } from '../../shared/password-rules.tsx';
import { resetPassword } from './password-requests.ts';

const FIELDS = ['password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];
const RULES_ID = 'reset-password-rules';

export default function ResetPasswordPage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useFieldErrors(FIELDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const errors: FieldErrors<Field> = {};
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) errors.password = parsed.error.issues[0]?.message;
    if (confirm !== password) errors.confirm = messages.reset.mismatch;
    if (fields.show(errors)) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

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
        busy={busy}
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
          <PasswordField
            label={messages.reset.password}
            autoComplete="new-password"
            {...fields.bind('password', password, setPassword)}
            id="reset-password"
            describedBy={RULES_ID}
            required
            fullWidth
            autoFocus
          />
          <Box sx={{ mt: 1 }}>
            <PasswordRules id={RULES_ID} password={password} />
          </Box>
        </Box>
        <PasswordField
          label={messages.reset.confirm}
          autoComplete="new-password"
          {...fields.bind('confirm', confirm, setConfirm)}
          required
          fullWidth
        />
      </AuthForm>
    </Stack>
  );
}
