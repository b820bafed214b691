import { useStore } from 'zustand';
import { sessionStore } from '@facturador/auth-api';
import { AccountUnavailable, type UnavailableReason } from './account-unavailable.tsx';

/** /auth/account-deleted and /auth/account-disabled: the shell's guard lets only that state in. */
function AccountStatePage({ reason }: { reason: UnavailableReason }) {
  const email = useStore(sessionStore, (state) => state.user?.email ?? null);
  return <AccountUnavailable reason={reason} email={email} />;
}

export function AccountDeletedStatePage() {
  return <AccountStatePage reason="account_deleted" />;
}

export function AccountDisabledStatePage() {
  return <AccountStatePage reason="account_inactive" />;
}
