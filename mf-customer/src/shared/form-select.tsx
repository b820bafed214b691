import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldId } from '@facturador/forms';

/**
 * A native select bound to a form field: the keyboard and the phone's own picker work as
 * everywhere, and its error is the helper text.
 */
export function FormSelect<T extends FieldValues>({
  form,
  name,
  options,
  onValue,
  helperText,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select' | 'form'> & {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  options: readonly { value: string; label: string }[];
  /** Called with the new value after the field takes it. */
  onValue?: (value: string) => void;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const id = useFieldId(name, props.id);
  return (
    <TextField
      {...props}
      id={id}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        if (fieldState.error) form.clearErrors(name);
        field.onChange(event.target.value);
        onValue?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
