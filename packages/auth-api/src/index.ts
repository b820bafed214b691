export { sessionStore, type SessionState } from './session/session-store.ts';
export { selectAccountStatus, selectInitials } from './session/session-store.ts';
export { federationDiagnostics, registerConsumer } from './diagnostics.ts';
export * from './constants.ts';
export * from './messages.ts';
export { toClientUser, userInitials, type ClientUser } from './session/user.ts';
export {
  accountStatus,
  ROUTES,
  type AccountStatus,
  type AccountStatusId,
  type AccountModal,
} from './session/account-status.ts';
export {
  decideRouteAccess,
  matchProtectedRoute,
  GUEST_ONLY_ROUTES,
  PROTECTED_ROUTES,
  type RouteDecision,
} from './session/route-access.ts';
export * from './roles/roles.ts';
export * from './roles/menu.ts';
export { toastStore, addToast, removeToast, type Toast, type NewToast } from './toasts/toast-store.ts';
