import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '@facturador/forms';

/**
 * A dialog's form submit: saved, then closed; a refusal goes under its fields (or the
 * dialog's alert when no field holds it).
 */
export function useDialogSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  save: (body: O) => Promise<unknown>,
  onClose: () => void,
): { alert: string | null; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await save(body);
      onClose();
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });
  return { alert, onSubmit: (event) => void submit(event) };
}
