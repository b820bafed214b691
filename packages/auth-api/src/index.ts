export { sessionStore, setSessionUser, type SessionState } from './session/session-store.ts';
export { RenderedSession, renderedSessionState, useSessionState } from './session/rendered-session.ts';
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
export { STATUS_BADGE_COLORS } from './session/status-badge-colors.ts';
export {
  decideRouteAccess,
  homePathFor,
  matchProtectedRoute,
  PROTECTED_ROUTES,
  type RouteDecision,
} from './session/route-access.ts';
export * from './roles/roles.ts';
export * from './roles/menu.ts';
export {
  toastStore,
  addToast,
  clearToasts,
  removeToast,
  type Toast,
  type NewToast,
} from './toasts/toast-store.ts';
export { ApiError, isApiError, type ErrorCode } from './http/api-error.ts';
export { queryRetry } from './http/query-retry.ts';
export type { HttpClient } from './http/http-client.ts';

// The session: started once by the shell; its decisions come out as outcomes the shell performs.
export { startAuthSession, type AuthSessionConfig } from './session/start-auth-session.ts';
export { onAuthOutcome, performAuthOutcome, type AuthOutcome } from './session/auth-outcome.ts';
export { endLocalSession } from './session/end-session.ts';
export { checkSession } from './session/check-session.ts';
export { initializeSession, type CheckResult } from './session/initialize.ts';
export { handleRealtimeEvent } from './realtime/handle-realtime-event.ts';
export { login, loginWithGoogle, type LoginResult } from './auth/sign-in.ts';
export { logout } from './auth/logout.ts';
export {
  accountDisabledPath,
  emailLoginErrorMessage,
  googleLoginFailure,
  type AuthFailure,
} from './auth/login-errors.ts';

// Server state: one typed call per contract endpoint, and the profile's query.
export { callApi, callApiFile } from './api/call-api.ts';
export {
  register,
  resendCode,
  validateAccount,
  verifyEmail,
  verifyRegisteredEmail,
} from './api/account-requests.ts';
export { profileKeys } from './profile/profile-query.ts';
/** Mis Planes y Tokens' queries live under this key; `billing_updated` makes them stale. */
export {
  BILLING_QUERY_KEY,
  DESPATCHES_QUERY_KEY,
  DOCUMENTS_QUERY_KEY,
  SETTINGS_QUERY_KEY,
} from './realtime/realtime-invalidations.ts';

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
export * from './runtime-config/index.ts';

/** SPEC.md §8: without identity (Firebase) settings, Google login is disabled. */
export function isGoogleLoginEnabled(config: { identity?: unknown }): boolean {
  return Boolean(config.identity);
}

/** SPEC.md §4: the realtime socket is open exactly while the session is authenticated. */
export function shouldConnectRealtime(state: { status: string }): boolean {
  return state.status === 'authenticated';
}
export {
  CONNECTIVITY_BANNER_ID,
  connectivityStore,
  isOutage,
  outageRetryDelay,
  useServerReachable,
  type ConnectivityState,
} from './connectivity/connectivity.ts';
export type { RefreshResult } from './tokens/token-refresher.ts';
