import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { AdminPlan } from '@facturador/contracts';
import { plansMessages } from './messages.ts';

const messages = plansMessages.confirmDelete;

/** Deleting is for a plan nobody used; the server refuses otherwise and the text says why. */
export function ConfirmDeleteDialog(props: { plan: AdminPlan; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby="delete-plan-title"
      aria-describedby="delete-plan-body"
    >
      <DialogTitle id="delete-plan-title">{messages.title(props.plan.name)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-plan-body">{messages.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{messages.cancel}</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm}>
          {messages.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
