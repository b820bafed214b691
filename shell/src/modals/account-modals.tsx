import { lazy, Suspense } from 'react';
import type { AccountModal } from '@facturador/auth-api';
import { useAccountStatus } from '../session/use-session.ts';

// Loaded only when a modal is due: the forms (react-hook-form among them) stay out of the
// shell's first load, which every public page pays for.
const VerifyEmailModal = lazy(() => import('./verify-email-modal.tsx'));
const ValidateAccountModal = lazy(() => import('./validate-account-modal.tsx'));
const AccountUnavailableModal = lazy(() => import('./account-unavailable-modal.tsx'));

/**
 * SPEC.md §2: the modals over /app, chosen by the account status. After a successful
 * step the profile is re-read and the status — hence the modal — changes by itself.
 */
export function AccountModals({ only }: { only?: readonly AccountModal[] }) {
  const { modal } = useAccountStatus();
  if (only && !only.includes(modal)) return null;
  return (
    <Suspense fallback={null}>
      {modal === 'verify-email' && <VerifyEmailModal />}
      {modal === 'validate-account' && <ValidateAccountModal />}
      {modal === 'account-unavailable' && <AccountUnavailableModal />}
    </Suspense>
  );
}
