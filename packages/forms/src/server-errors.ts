import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@facturador/auth-api';

/**
 * Puts a failed call's field issues (a 400's `details`: `email`, `items.0.name`) under the
 * form's fields, the first one focused, and answers what the form's alert should say: null
 * when every issue found its field, else the error's Spanish message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError' | 'getValues'>,
  error: unknown,
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const fields = Object.keys(form.getValues());
  const placed = error.fieldErrors.filter((issue) => fields.includes(issue.field.split('.')[0] ?? ''));
  placed.forEach((issue, index) =>
    form.setError(
      issue.field as Path<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: index === 0 },
    ),
  );
  return placed.length > 0 && placed.length === error.fieldErrors.length ? null : error.message;
}
