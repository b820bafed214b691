import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteAccountRequestSchema } from '@facturador/contracts';
import { accountDisabledPath, isApiError, performAuthOutcome, type ClientUser } from '@facturador/auth-api';
import {
  applyServerErrors,
  FormTextField,
  PasswordField,
  SubmitButton,
  useContractForm,
} from '@facturador/forms';
import { useDeleteAccount } from '../api/delete-account.ts';
import { profileMessages } from '../messages.ts';

const messages = profileMessages.deletion;

/** "Eliminar mi cuenta": a danger zone whose dialog asks for the e-mail (and the password). */
export function DeleteAccountSection({ user }: { user: ClientUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="delete-account-title"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main' }}
    >
      <Typography id="delete-account-title" variant="h6" component="h2" gutterBottom>
        {messages.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {messages.body}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {messages.open}
        </Button>
      </Stack>
      {open && <DeleteAccountDialog user={user} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function DeleteAccountDialog({ user, onClose }: { user: ClientUser; onClose: () => void }) {
  const schema = useMemo(
    () =>
      deleteAccountRequestSchema.refine((value) => value.email === user.email.toLowerCase(), {
        path: ['email'],
        message: messages.emailMismatch,
      }),
    [user.email],
  );
  const form = useContractForm(schema, { email: '', ...(user.hasPassword ? { password: '' } : {}) });
  const [alert, setAlert] = useState<string | null>(null);
  const navigate = useNavigate();
  const remove = useDeleteAccount();

  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await remove.mutateAsync(body);
      // The account-deleted page of SPEC.md §4, with its way back: contacting support. The
      // page is rendered first (flushSync: not in a transition) and the session ended there;
      // ended while /app is still on screen, the route guard would send the guest to /login.
      await navigate(accountDisabledPath('account_deleted', user.email), { replace: true, flushSync: true });
      performAuthOutcome({
        kind: 'sign-out',
        reason: null,
        redirectTo: null,
        endIdentity: true,
        tellOtherTabs: true,
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_PASSWORD') {
        form.setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="delete-account-dialog-title"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="delete-account-dialog-title">{messages.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{messages.body}</Typography>
            {alert && <Alert severity="error">{alert}</Alert>}
            <FormTextField
              form={form}
              name="email"
              label={messages.confirmEmail(user.email)}
              autoComplete="off"
              fullWidth
              autoFocus
            />
            {user.hasPassword && (
              <FormTextField
                form={form}
                name="password"
                id="delete-account-password"
                label={messages.password}
                as={PasswordField}
                autoComplete="current-password"
                fullWidth
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            {messages.cancel}
          </Button>
          <SubmitButton color="error" disabled={remove.isPending}>
            {remove.isPending ? messages.confirming : messages.confirm}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
