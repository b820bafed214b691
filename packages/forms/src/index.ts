export { contractResolver, type ContractSchema } from './contract-resolver.ts';
export { useContractForm, type ContractForm } from './use-contract-form.ts';
export { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';
export { applyServerErrors } from './server-errors.ts';
