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
export { ApiError, isApiError } from './http/api-error.ts';
export type { HttpClient, RequestOptions } from './http/http-client.ts';
export {
  configureAuthApi,
  authApi,
  createAuthRuntime,
  type AuthApiConfig,
  type AuthDecision,
  type AuthRuntime,
  type CheckResult,
  type LoginResult,
} from './auth/auth-runtime.ts';
export {
  accountDisabledPath,
  emailLoginErrorMessage,
  googleLoginFailure,
  type AuthFailure,
} from './auth/login-errors.ts';
export {
  isTokenUsable,
  tokenExpiresAt,
  cookieTokenStore,
  type TokenStore,
  type TokenPair,
} from './tokens/token-storage.ts';
export { refreshBackoffDelay, needsRefresh } from './tokens/token-refresher.ts';
export {
  createRealtimeEventFilter,
  decideRealtimeEvent,
  type RealtimeDecision,
} from './realtime/event-rules.ts';
export { type ChannelFactory, type ChannelLike } from './sync/cross-tab.ts';
export * from './api/users.ts';
export * from './api/sessions.ts';
export type { CallOptions } from './api/with-toasts.ts';
export * from './runtime-config/index.ts';

/** SPEC.md §8: without identity (Firebase) settings, Google login is disabled. */
export function isGoogleLoginEnabled(config: { identity?: unknown }): boolean {
  return Boolean(config.identity);
}

/** SPEC.md §4: the realtime socket is open exactly while the session is authenticated. */
export function shouldConnectRealtime(state: { status: string }): boolean {
  return state.status === 'authenticated';
}
