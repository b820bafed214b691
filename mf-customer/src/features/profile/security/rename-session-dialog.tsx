import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { renameSessionRequestSchema, type Session } from '@facturador/contracts';
import { FormTextField, SubmitButton, useContractForm, useServerSubmit } from '@facturador/forms';
import { useRenameSession } from '../api/security-mutations.ts';
import { profileMessages } from '../messages.ts';

const messages = profileMessages.sessions;

export function RenameSessionDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const form = useContractForm(renameSessionRequestSchema, { newName: session.name });
  const rename = useRenameSession(session.id);
  const { alert, onSubmit } = useServerSubmit(form, async ({ newName }) => {
    await rename.mutateAsync(newName);
    onClose();
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-session-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="rename-session-title">{messages.renameTitle}</DialogTitle>
        <DialogContent>
          {alert && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {alert}
            </Alert>
          )}
          <FormTextField
            form={form}
            name="newName"
            label={messages.renameLabel}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{messages.cancel}</Button>
          <SubmitButton disabled={rename.isPending}>{messages.save}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
