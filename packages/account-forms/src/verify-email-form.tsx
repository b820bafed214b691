import { Alert, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { errorMessages, resendCode, validationMessages } from '@facturador/auth-api';
import { EMAIL_CODE_LENGTH, verifyEmailRequestSchema } from '@facturador/contracts';
import { applyServerErrors, FormTextField, SubmitButton, useContractForm } from '@facturador/forms';
import { accountFormMessages } from './messages.ts';
import { spanishFailure } from './spanish-failure.ts';

const m = accountFormMessages.verifyEmail;
const codeSchema = verifyEmailRequestSchema.pick({ code: true });
const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH);

export interface VerifyEmailFormProps {
  /** The account's address: a new code is sent there. */
  email: string | null | undefined;
  /**
   * Sends the code: a signed-in user's verifyEmail, or a guest's just after registering.
   * Resolves to what the server said.
   */
  verify: (code: string) => Promise<string | undefined>;
  /** The server accepted the code (with its message); the form stays busy until this settles. */
  onVerified: (serverMessage: string | undefined) => void | Promise<void>;
}

type Notice = { severity: 'error' | 'success'; text: string } | null;

/** SPEC.md §2: e-mail verification, a single code field, and a new code on request. */
export function VerifyEmailForm({ email, verify, onVerified }: VerifyEmailFormProps) {
  const form = useContractForm(codeSchema, { code: '' });
  const [notice, setNotice] = useState<Notice>(null);
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ code }) => {
    setNotice(null);
    let serverMessage: string | undefined;
    try {
      serverMessage = await verify(code);
    } catch (error) {
      const alert = applyServerErrors(form, error);
      if (alert) setNotice({ severity: 'error', text: spanishFailure(errorMessages.verifyCode, alert) });
      return;
    }
    await onVerified(serverMessage);
  });

  async function resend() {
    setNotice(null);
    if (!email) {
      setNotice({ severity: 'error', text: validationMessages.userEmailUnavailable });
      return;
    }
    try {
      await resendCode(email);
      setNotice({ severity: 'success', text: m.resent });
    } catch (error) {
      setNotice({ severity: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
      <FormTextField
        form={form}
        name="code"
        parse={digitsOnly}
        label={m.code}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: EMAIL_CODE_LENGTH },
        }}
        fullWidth
        autoFocus
      />
      <SubmitButton size="large" disabled={busy} fullWidth>
        {busy ? m.submitting : m.submit}
      </SubmitButton>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => void resend()}
        sx={{ alignSelf: 'center' }}
      >
        {m.resend}
      </Link>
    </Stack>
  );
}
