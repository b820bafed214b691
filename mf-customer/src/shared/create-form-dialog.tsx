import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog, useServerSubmit } from '@facturador/forms';

/** What opens a creating dialog gives it: where the created record goes, and how to close it. */
export interface CreateDialogProps<TCreated> {
  onCreated: (created: TCreated) => void;
  onClose: () => void;
}

/**
 * A dialog that creates one record: the form goes to `create`; what the server made goes to
 * `onCreated` and the dialog closes; a refusal no field can hold stands in the dialog's alert.
 */
export function CreateFormDialog<TFields extends FieldValues, TBody, TCreated>({
  id,
  form,
  create,
  onCreated,
  messages,
  onClose,
  children,
}: CreateDialogProps<TCreated> & {
  id: string;
  form: UseFormReturn<TFields, unknown, TBody>;
  create: { mutateAsync: (body: NoInfer<TBody>) => Promise<{ data: TCreated }>; isPending: boolean };
  messages: { createTitle: string; save: string; cancel: string };
  children: ReactNode;
}) {
  const { alert, onSubmit } = useServerSubmit(form, async (body) => {
    const answer = await create.mutateAsync(body);
    onClose();
    onCreated(answer.data);
  });
  return (
    <FormDialog
      id={id}
      title={messages.createTitle}
      alert={alert}
      pending={create.isPending}
      submitLabel={messages.save}
      cancelLabel={messages.cancel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}
