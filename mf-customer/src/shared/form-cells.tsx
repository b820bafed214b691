import { Grid, type GridProps } from '@mui/material';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@facturador/forms';
import { FormSelect } from './form-select.tsx';

/** How wide a form's cell is on each screen (the Grid's `size`). */
type Span = { span: GridProps['size'] };

/** A small, full-width text field in its own cell of a form's grid. */
export function TextCell<T extends FieldValues>({ span, ...props }: FormTextFieldProps<T> & Span) {
  return (
    <Grid size={span}>
      <FormTextField fullWidth size="small" {...props} />
    </Grid>
  );
}

/** A small, full-width select in its own cell of a form's grid. */
export function SelectCell<T extends FieldValues>({
  span,
  ...props
}: ComponentProps<typeof FormSelect<T>> & Span) {
  return (
    <Grid size={span}>
      <FormSelect fullWidth size="small" {...props} />
    </Grid>
  );
}
