import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, type ContractSchema } from './contract-resolver.ts';

export type ContractForm<S extends ContractSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A react-hook-form form checked with a contract schema on submit. An error stays until
 * the next submit, except on a field being typed in (FormTextField clears it): a person
 * fixing a field is not told about it again letter by letter.
 */
export function useContractForm<S extends ContractSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): ContractForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: contractResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
}
