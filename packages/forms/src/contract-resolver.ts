import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { configureSpanishValidation } from '@facturador/contracts';

// The texts zod writes itself (a maximum length no contract names) in the server's
// language too, so a field never shows what the server would not answer.
configureSpanishValidation();

/** A contract schema as a form's resolver: the form submits what the schema outputs. */
export type ContractSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * The rules of a form are the contract's schema, the one the server validates the request
 * with: the same input is refused with the same Spanish text in the browser and in a 400.
 */
export function contractResolver<S extends ContractSchema>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
}
