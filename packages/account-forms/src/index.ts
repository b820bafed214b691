export { VerifyEmailForm, type VerifyEmailFormProps } from './verify-email-form.tsx';
export { ValidateAccountForm, type ValidateAccountFormProps } from './validate-account-form.tsx';
export {
  AccountUnavailable,
  accountUnavailableTitle,
  type AccountUnavailableProps,
  type UnavailableReason,
} from './account-unavailable.tsx';
export { accountFormMessages, paginationMessages } from './messages.ts';
export { usePagedList } from './paged-list.tsx';
export { SignOutButton } from './sign-out-button.tsx';
export { AccountSetupSteps, announceSetupStep, setupStepMessages, type SetupStep } from './setup-steps.tsx';
export { splitFullName, initialNames, type PersonNames } from './split-full-name.ts';
export { StatusBadge, type StatusBadgeProps } from './status-badge.tsx';
export { RoleBadge } from './role-badge.tsx';
export { StateBadge } from './state-badge.tsx';
