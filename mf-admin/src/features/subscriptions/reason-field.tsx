import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@facturador/forms';

/** Every change made by hand says why: the audit log keeps it, and a rejection shows it to the customer. */
export function ReasonField<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, FieldValues>;
  label: string;
  helperText: string;
}) {
  return (
    <FormTextField
      form={props.form}
      name={'reason' as Path<T>}
      label={props.label}
      helperText={props.helperText}
      fullWidth
      multiline
      minRows={2}
    />
  );
}
