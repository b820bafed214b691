export { contractResolver, type ContractSchema } from './contract-resolver.ts';
export { useContractForm, type ContractForm } from './use-contract-form.ts';
export { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';
export { applyServerErrors } from './server-errors.ts';
export { PasswordField } from './password-field.tsx';
export { PasswordRules, passwordRuleChecks } from './password-rules.tsx';
export { passwordMessages } from './messages.ts';
