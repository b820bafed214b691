import { useState, type FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './server-errors.ts';

export interface ServerSubmit {
  /** The refusal no field could hold, for the form's alert; null while there is none. */
  alert: string | null;
  /** The form element's submit handler: checks the fields, then sends. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Hides the alert (the form was put back as it was, say). */
  clearAlert: () => void;
}

/**
 * A form that sends its checked values to the server. `send` does all a success takes
 * (the call, then closing or resetting): whatever it throws is a refusal, which lands under
 * the fields it names and, when no field holds it, in `alert`. Each submit clears the last one.
 */
export function useServerSubmit<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  send: (values: TTransformedValues) => Promise<unknown>,
): ServerSubmit {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await send(values);
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });
  return { alert, onSubmit: (event) => void submit(event), clearAlert: () => setAlert(null) };
}
