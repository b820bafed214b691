import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** A yes/no field of a form as a labelled switch, with an optional line under it. */
export function FormSwitch<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  helperText?: string;
}) {
  const { field } = useController({ control: props.form.control, name: props.name });
  const hintId = props.helperText ? `${props.name}-hint` : undefined;
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={props.label}
      />
      {props.helperText && <FormHelperText id={hintId}>{props.helperText}</FormHelperText>}
    </Stack>
  );
}
