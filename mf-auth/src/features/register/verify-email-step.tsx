import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, login, resendCode, verifyRegisteredEmail } from '@facturador/auth-api';
import { emailCodeSchema } from '@facturador/contracts';
import { fieldErrorsOf, useFieldErrors } from '@facturador/forms';
import { messages } from '../../shared/messages.ts';
import type { Registered } from './register-form.tsx';

const FIELDS = ['code'] as const;

/** The code mailed at registration; once verified the user is signed in with the new password. */
export function VerifyEmailStep({ account }: { account: Registered }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [verified, setVerified] = useState(false);
  const fields = useFieldErrors(FIELDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = emailCodeSchema.safeParse(code);
    if (!parsed.success) {
      fields.show(
        fieldErrorsOf({ issues: parsed.error.issues.map((issue) => ({ ...issue, path: ['code'] })) }),
      );
      return;
    }
    setBusy(true);
    try {
      await verifyRegisteredEmail(account.email, parsed.data);
    } catch (error) {
      setBusy(false);
      fields.show({ code: isApiError(error) ? error.message : String(error) });
      return;
    }
    setVerified(true);
    // Signed in with the new password, the session navigates; if that fails the user signs in by hand.
    const result = await login(account);
    if (result.success) return;
    setBusy(false);
    setNotice({ severity: 'success', text: messages.verify.verified });
  }

  async function resend() {
    setNotice(null);
    try {
      await resendCode(account.email);
      setNotice({ severity: 'info', text: messages.verify.resent });
    } catch (error) {
      setNotice({ severity: 'error', text: isApiError(error) ? error.message : String(error) });
    }
  }

  if (verified && !busy)
    return (
      <Stack spacing={2}>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
        <Button component={RouterLink} to="/login" variant="contained">
          {messages.verify.signIn}
        </Button>
      </Stack>
    );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      aria-label={messages.verify.title}
    >
      <Typography color="text.secondary">{messages.verify.body(account.email)}</Typography>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <TextField
        label={messages.verify.code}
        {...fields.bind('code', code, setCode)}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        required
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {busy ? messages.verify.submitting : messages.verify.submit}
      </Button>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => void resend()}
        sx={{ alignSelf: 'center' }}
      >
        {messages.verify.resend}
      </Link>
    </Stack>
  );
}
