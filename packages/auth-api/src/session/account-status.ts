import { ROUTE_PATHS, USER_NOT_FOUND_PATH } from '@facturador/contracts';
import { statusBadges, statusMessages } from '../messages.ts';
import type { ClientUser } from './user.ts';

export type AccountStatusId =
  | 'not_logged_in'
  | 'account_deleted'
  | 'inactive'
  | 'verify_email'
  | 'validate_account'
  | 'onboarding'
  | 'complete';

/** What the shell shows over /app in a state: a modal, or nothing. */
export type AccountModal = 'verify-email' | 'validate-account' | 'onboarding' | 'account-unavailable' | null;

export interface AccountStatus {
  id: AccountStatusId;
  /** The route of the state: where mismatching routes send the user. */
  route: string;
  modal: AccountModal;
  badge: string;
  message: string | null;
  /** Whether the state may use /app paths. */
  mayUseApp: boolean;
}

/** The routes the account states lead to (paths from the contracts' one list). */
export const ROUTES = {
  login: ROUTE_PATHS.login,
  app: ROUTE_PATHS.app,
  accountDeleted: ROUTE_PATHS.accountDeletedState,
  accountDisabledState: ROUTE_PATHS.accountDisabledState,
  accountDisabled: ROUTE_PATHS.accountDisabled,
  userNotFound: USER_NOT_FOUND_PATH,
} as const;

const STATES: Record<AccountStatusId, AccountStatus> = {
  not_logged_in: {
    id: 'not_logged_in',
    route: ROUTES.login,
    modal: null,
    badge: statusBadges.notLoggedIn,
    message: statusMessages.notLoggedIn,
    mayUseApp: false,
  },
  account_deleted: {
    id: 'account_deleted',
    route: ROUTES.accountDeleted,
    modal: 'account-unavailable',
    badge: statusBadges.accountDeleted,
    message: statusMessages.accountDeleted,
    mayUseApp: false,
  },
  inactive: {
    id: 'inactive',
    route: ROUTES.accountDisabledState,
    modal: 'account-unavailable',
    badge: statusBadges.accountInactive,
    message: statusMessages.accountInactive,
    mayUseApp: false,
  },
  verify_email: {
    id: 'verify_email',
    route: ROUTES.app,
    modal: 'verify-email',
    badge: statusBadges.verifyEmail,
    message: statusMessages.verifyEmail,
    mayUseApp: true,
  },
  validate_account: {
    id: 'validate_account',
    route: ROUTES.app,
    modal: 'validate-account',
    badge: statusBadges.validateAccount,
    message: statusMessages.validateAccount,
    mayUseApp: true,
  },
  onboarding: {
    id: 'onboarding',
    route: ROUTES.app,
    modal: 'onboarding',
    badge: statusBadges.onboarding,
    message: statusMessages.onboarding,
    mayUseApp: true,
  },
  complete: {
    id: 'complete',
    route: ROUTES.app,
    modal: null,
    badge: statusBadges.complete,
    message: null,
    mayUseApp: true,
  },
};

/** SPEC.md §4: the account status, first match wins. */
export function accountStatus(user: ClientUser | null | undefined): AccountStatus {
  if (!user) return STATES.not_logged_in;
  if (user.isDeleted) return STATES.account_deleted;
  if (!user.isActive) return STATES.inactive;
  if (!user.isVerifiedEmail) return STATES.verify_email;
  if (!user.isValidAccount) return STATES.validate_account;
  if (!user.hasOnboarding) return STATES.onboarding;
  return STATES.complete;
}
