import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Every message of a form's errors, each once, in the order of the fields. */
export function errorMessages(errors: FieldErrors<FieldValues>): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && !found.includes(message)) found.push(message);
    for (const [key, value] of Object.entries(node)) if (key !== 'ref' && key !== 'message') walk(value);
  };
  walk(errors);
  return found;
}
