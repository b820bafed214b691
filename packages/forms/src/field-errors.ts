import { useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message of each field, from a zod error. */
export function fieldErrorsOf<F extends string>(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Field errors plus the inputs they belong to: `show` sets the errors and moves the focus
 * to the first field (in form order) that has one.
 */
export function useFieldErrors<F extends string>(order: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const inputs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  return {
    errors,
    inputRef: (field: F) => (element: HTMLElement | null) => {
      inputs.current[field] = element;
    },
    show(next: FieldErrors<F>): boolean {
      setErrors(next);
      const first = order.find((field) => next[field]);
      if (first) inputs.current[first]?.focus();
      return first !== undefined;
    },
    clear(field: F) {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    /**
     * The props that tie a text field to its value and its error: typing clears the error,
     * the error text is the field's helper text (so it is announced with the field).
     */
    bind(field: F, value: string, setValue: (next: string) => void) {
      return {
        value,
        onChange: (event: { target: { value: string } }) => {
          setValue(event.target.value);
          setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
        },
        error: Boolean(errors[field]),
        helperText: errors[field],
        inputRef: (element: HTMLElement | null) => {
          inputs.current[field] = element;
        },
      };
    },
  };
}
