import { TextField, type TextFieldProps } from '@mui/material';
import type { ComponentType } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldId } from './field-ids.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'form'
> & {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  /** What typed text becomes before it is kept (digits only, say). */
  parse?: (text: string) => string;
  /** A TextField with more to it (the password field with its show/hide button). */
  as?: ComponentType<TextFieldProps>;
};

/**
 * An MUI text field bound to a form's field: its error is the helper text (announced with
 * the field), `helperText` shows when there is none, and typing clears it.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  parse,
  as: Field = TextField,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = useFieldId(name, props.id);
  return (
    <Field
      {...props}
      id={id}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        if (fieldState.error) form.clearErrors(name);
        field.onChange(parse ? parse(event.target.value) : event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
