export { VerifyEmailForm, type VerifyEmailFormProps } from './verify-email-form.tsx';
export { ValidateAccountForm, type ValidateAccountFormProps } from './validate-account-form.tsx';
export {
  AccountUnavailable,
  accountUnavailableTitle,
  type AccountUnavailableProps,
  type UnavailableReason,
} from './account-unavailable.tsx';
export { accountFormMessages } from './messages.ts';
