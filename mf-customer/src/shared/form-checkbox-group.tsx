import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * A fieldset of checkboxes bound to a form field holding the ticked options (an API key's
 * scopes, a webhook's events); its error stands under the boxes.
 */
export function FormCheckboxGroup<T extends FieldValues, Option extends string>({
  form,
  name,
  legend,
  options,
  labels,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  legend: string;
  options: readonly Option[];
  labels: Readonly<Record<Option, string>>;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen: readonly Option[] = field.value ?? [];
  const toggle = (option: Option) =>
    field.onChange(chosen.includes(option) ? chosen.filter((one) => one !== option) : [...chosen, option]);
  return (
    <FormControl component="fieldset" error={fieldState.invalid}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={chosen.includes(option)} onChange={() => toggle(option)} />}
            label={labels[option]}
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
