import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { cataloguesMessages as messages } from '../../../../shared/catalogues/messages.ts';

/** Asks before deleting an entry of a catalogue: deleting cannot be undone. */
export function ConfirmDeleteDialog(props: {
  title: string;
  body: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      onClose={props.pending ? undefined : props.onCancel}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-body"
    >
      <DialogTitle id="confirm-delete-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-body">{props.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.pending}>
          {messages.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={props.onConfirm} disabled={props.pending}>
          {messages.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
