import { useStore } from 'zustand';
import type { UnavailableReason } from '@facturador/account-forms';
import { sessionStore } from '@facturador/auth-api';
import { AccountUnavailablePage } from './account-unavailable-page.tsx';

/** /auth/account-deleted and /auth/account-disabled: the shell's guard lets only that state in. */
function AccountStatePage({ reason }: { reason: UnavailableReason }) {
  const email = useStore(sessionStore, (state) => state.user?.email ?? null);
  return <AccountUnavailablePage reason={reason} email={email} />;
}

export function AccountDeletedStatePage() {
  return <AccountStatePage reason="account_deleted" />;
}

export function AccountDisabledStatePage() {
  return <AccountStatePage reason="account_inactive" />;
}
