import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { secureLogoutRequestSchema, type Session } from '@facturador/contracts';
import { applyServerErrors, FormTextField, SubmitButton, useContractForm } from '@facturador/forms';
import { useRequestLogoutCode, useSecureLogout } from '../api/security-mutations.ts';
import { profileMessages } from '../messages.ts';

const messages = profileMessages.sessions;

/**
 * Secure sign-out: a code mailed to the account's e-mail proves that whoever ends the session
 * also reads that inbox. A wrong or expired code is refused by the server and ends nothing.
 */
export function SecureLogoutDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const form = useContractForm(secureLogoutRequestSchema, { verificationCode: '' });
  const [alert, setAlert] = useState<string | null>(null);
  const requestCode = useRequestLogoutCode({ onError: (error) => setAlert(error.message) });
  const logout = useSecureLogout(session.id);
  const codeSent = requestCode.isSuccess;

  const submit = form.handleSubmit(async ({ verificationCode }) => {
    setAlert(null);
    try {
      await logout.mutateAsync(verificationCode);
      onClose();
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="secure-logout-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="secure-logout-title">{messages.secureTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {codeSent ? messages.codeSent : messages.secureIntro(session.name)}
            </DialogContentText>
            {alert && <Alert severity="error">{alert}</Alert>}
            {codeSent && (
              <FormTextField
                form={form}
                name="verificationCode"
                label={messages.code}
                autoFocus
                autoComplete="one-time-code"
                parse={(text) => text.replace(/\D/g, '').slice(0, 6)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{messages.cancel}</Button>
          {codeSent ? (
            <>
              <Button onClick={() => requestCode.mutate()} disabled={requestCode.isPending}>
                {messages.resend}
              </Button>
              <SubmitButton color="error" disabled={logout.isPending}>
                {messages.secureConfirm}
              </SubmitButton>
            </>
          ) : (
            <Button variant="contained" onClick={() => requestCode.mutate()} disabled={requestCode.isPending}>
              {requestCode.isPending ? messages.sendingCode : messages.sendCode}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
