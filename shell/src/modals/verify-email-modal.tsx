import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessages, isApiError, resendCode, validationMessages, verifyEmail } from '@facturador/auth-api';
import { emailCodeSchema } from '@facturador/contracts';
import { messages } from '../app/messages.ts';
import { useUser } from '../session/use-session.ts';
import { closeAfterDelay } from './close-after-delay.ts';

/** SPEC.md §2: e-mail verification, a single code field and a resend link. */
export function VerifyEmailModal() {
  const user = useUser();
  const [open, setOpen] = useState(true);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = emailCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? validationMessages.codeFormat);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await verifyEmail(parsed.data);
      await closeAfterDelay(() => setOpen(false));
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : errorMessages.verifyCode);
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    if (!user?.email) {
      setError(validationMessages.userEmailUnavailable);
      return;
    }
    try {
      await resendCode(user.email);
      setNotice(messages.verifyEmail.resent);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : errorMessages.verifyCode);
    }
  };

  return (
    <Dialog open={open} aria-labelledby="verify-email-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="verify-email-title">{messages.verifyEmail.title}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{messages.verifyEmail.body(user?.email ?? '')}</Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {errorMessages.verifyCode}
              {error !== errorMessages.verifyCode ? `: ${error}` : ''}
            </Alert>
          )}
          {notice && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          <TextField
            label={messages.verifyEmail.code}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            autoFocus
            fullWidth
          />
          <Link component="button" type="button" onClick={() => void resend()}>
            {messages.verifyEmail.resend}
          </Link>
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={busy}>
            {messages.verifyEmail.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
