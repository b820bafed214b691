import { accountStatus, toClientUser } from '@facturador/auth-api';
import { StatusBadge } from '@facturador/account-forms';
import type { AdminUser } from '@facturador/contracts';

/** SPEC.md §4's status badge of a listed user, computed as their own session would. */
export function UserStatusBadge({ user }: { user: AdminUser }) {
  return <StatusBadge size="small" status={accountStatus(toClientUser(user))} />;
}
