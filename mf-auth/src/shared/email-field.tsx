import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@facturador/forms';

/**
 * The e-mail of every mf-auth form: a required field the browser may fill in. Its `id` is
 * given, not generated: text typed on the prerendered page is replayed by id.
 */
export function EmailField<T extends FieldValues & { email: string }>(
  props: Omit<FormTextFieldProps<T>, 'name' | 'type' | 'autoComplete'> & { id: string },
) {
  return (
    <FormTextField
      {...props}
      name={'email' as Path<T>}
      type="email"
      autoComplete="email"
      required
      fullWidth
    />
  );
}
