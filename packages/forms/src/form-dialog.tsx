import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from './submit-button.tsx';

/**
 * A dialog that is one form: its title names it, a failure the fields could not hold shows
 * above them, and the submit button is disabled while the call is on its way.
 */
export function FormDialog(props: {
  id: string;
  title: string;
  alert: string | null;
  /** A way out the failure offers (a link to where a limit is raised), beside its text. */
  alertAction?: ReactNode;
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <Dialog
      open
      onClose={props.pending ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
    >
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.alert && (
              <Alert severity="error" action={props.alertAction}>
                {props.alert}
              </Alert>
            )}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.pending}>
            {props.cancelLabel}
          </Button>
          <SubmitButton disabled={props.pending}>{props.submitLabel}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
