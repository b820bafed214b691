import { Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormDialog } from '@facturador/forms';
import { usersMessages } from '../messages.ts';

/** A yes/no question before an action on an account; the action's own toast reports it. */
export function ConfirmUserActionDialog(props: {
  id: string;
  title: string;
  body: string;
  confirmLabel?: string;
  /** What must hold before confirming (the typed e-mail of a deletion). */
  children?: ReactNode;
  canConfirm?: () => string | null;
  action: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = props.canConfirm?.() ?? null;
    setAlert(refusal);
    if (refusal) return;
    setPending(true);
    try {
      await props.action();
      props.onClose();
    } catch (error) {
      setAlert((error as Error).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      id={props.id}
      title={props.title}
      alert={alert}
      pending={pending}
      submitLabel={props.confirmLabel ?? usersMessages.confirm.confirm}
      cancelLabel={usersMessages.form.cancel}
      onSubmit={(event) => void submit(event)}
      onClose={props.onClose}
      maxWidth="xs"
    >
      <Typography>{props.body}</Typography>
      {props.children}
    </FormDialog>
  );
}
