import { Checkbox, FormControlLabel } from '@mui/material';
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useFieldId } from '@facturador/forms';

/** A labelled checkbox that sets a form's yes/no field (no error of its own to show). */
export function FormCheckbox<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
}) {
  const id = useFieldId(name);
  const checked = useWatch({ control: form.control, name }) as boolean;
  return (
    <FormControlLabel
      control={
        <Checkbox
          id={id}
          checked={checked}
          onChange={(event) => form.setValue(name, event.target.checked as PathValue<T, Path<T>>)}
        />
      }
      label={label}
    />
  );
}
