import { createContext, useContext } from 'react';

const FieldIdPrefix = createContext<string | null>(null);

/**
 * Gives a form's fields ids made from their names (`emitir-lines-0-quantity`) instead of React's
 * generated ones. A page rendered on the server is replaced by the app's own render, not
 * hydrated (docs/decisions/0039), and its generated ids differ: what a person typed or ticked
 * before the app was up is replayed by id, so the ids must be the same in both renders.
 */
export const FieldIdScope = FieldIdPrefix.Provider;

/** The id of the field `name` within the nearest FieldIdScope; `id` when given; else none. */
export function useFieldId(name: string, id?: string): string | undefined {
  const prefix = useContext(FieldIdPrefix);
  return id ?? (prefix === null ? undefined : `${prefix}-${name.replace(/\./g, '-')}`);
}
