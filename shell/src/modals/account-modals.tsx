import type { AccountModal } from '@facturador/auth-api';
import { useAccountStatus } from '../session/use-session.ts';
import { AccountUnavailableModal } from './account-unavailable-modal.tsx';
import { ValidateAccountModal } from './validate-account-modal.tsx';
import { VerifyEmailModal } from './verify-email-modal.tsx';

/**
 * SPEC.md §2: the modals over /app, chosen by the account status. After a successful
 * step the profile is re-read and the status — hence the modal — changes by itself.
 */
export function AccountModals({ only }: { only?: readonly AccountModal[] }) {
  const { modal } = useAccountStatus();
  if (only && !only.includes(modal)) return null;
  if (modal === 'verify-email') return <VerifyEmailModal />;
  if (modal === 'validate-account') return <ValidateAccountModal />;
  if (modal === 'account-unavailable') return <AccountUnavailableModal />;
  return null;
}
