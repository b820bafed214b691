import {
  loginRequestSchema,
  realtimeEventSchema,
  serverProfileSchema,
  type LoginRequest,
  type ServerProfile,
} from '@facturador/contracts';
import {
  AUTH_CHECK_RATE_LIMIT_COOLDOWN_MS,
  AUTH_SYNC_MESSAGES,
  SESSION_RECHECK_INTERVAL_MS,
  SESSION_STALE_AFTER_MS,
} from '../constants.ts';
import { ApiError, isApiError } from '../http/api-error.ts';
import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import { errorMessages, requestMessages, toastTitles } from '../messages.ts';
import {
  createRealtimeEventFilter,
  decideRealtimeEvent,
  type RealtimeDecision,
} from '../realtime/event-rules.ts';
import { ROUTES } from '../session/account-status.ts';
import { decideRouteAccess, GUEST_ONLY_ROUTES } from '../session/route-access.ts';
import { clearSessionState, sessionStore, setSessionUser } from '../session/session-store.ts';
import { toClientUser } from '../session/user.ts';
import { createCrossTabSync, type ChannelFactory } from '../sync/cross-tab.ts';
import { createTokenSync } from '../sync/token-sync.ts';
import { addToast, type NewToast } from '../toasts/toast-store.ts';
import { createTokenRefresher, startRefreshScheduler } from '../tokens/token-refresher.ts';
import { cookieTokenStore, isTokenUsable, type TokenStore } from '../tokens/token-storage.ts';
import {
  accountDisabledPath,
  accountReasonOf,
  emailLoginErrorMessage,
  googleLoginFailure,
  type AuthFailure,
} from './login-errors.ts';

/** What the shell gives the package: addresses and the side effects it owns. */
export interface AuthApiConfig {
  apiBaseUrl: string;
  authSyncUrl?: string | null;
  navigate?: (to: string) => void;
  /** Firebase sign-out (the shell loads Firebase only in mf-auth, so it is injected). */
  signOutIdentityProvider?: () => Promise<void> | void;
  /** The shell owns the realtime socket. */
  disconnectRealtime?: () => void;
  /** Toasts; by default they go to the package's toast store. */
  notify?: (toast: NewToast) => void;
  currentPath?: () => string;
  tokens?: TokenStore;
  channelFactory?: ChannelFactory;
  now?: () => number;
}

/** The one shape auth outcomes take; `act` is the one place that carries them out. */
export interface AuthDecision {
  redirectTo?: string;
  toast?: NewToast;
}
export type CheckResult = { authenticated: true } | { authenticated: false; redirectTo: string };
export type LoginResult =
  { success: true; redirectTo: string } | { success: false; error: AuthFailure; redirectTo?: string };

const UNAUTHENTICATED: CheckResult = { authenticated: false, redirectTo: ROUTES.login };
const AUTHENTICATED: CheckResult = { authenticated: true };

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** The profile answer may put the profile at the top level, in `data` or in `user`. */
export function profileFromAnswer(body: unknown): { profile: ServerProfile; isDeleted: boolean } {
  const top = record(body);
  const candidate = record(record(top?.data)?.user) ?? record(top?.data) ?? record(top?.user) ?? top;
  const parsed = serverProfileSchema.safeParse(candidate);
  if (!parsed.success) throw new ApiError(errorMessages.getProfile, 0, { code: 'INVALID_PROFILE' });
  return { profile: parsed.data, isDeleted: candidate?.isDeleted === true };
}

export function createAuthRuntime(config: AuthApiConfig) {
  const now = config.now ?? Date.now;
  const tokens = config.tokens ?? cookieTokenStore();
  const navigate = config.navigate ?? ((to: string) => window.location.assign(to));
  const notify = config.notify ?? ((toast: NewToast) => void addToast(toast));
  const currentPath = config.currentPath ?? (() => `${window.location.pathname}${window.location.search}`);
  const tokenSync = createTokenSync(config.authSyncUrl);
  const realtimeFilter = createRealtimeEventFilter(now);
  const stops: (() => void)[] = [];

  function act(decision: AuthDecision): void {
    if (decision.toast) notify(decision.toast);
    if (decision.redirectTo) navigate(decision.redirectTo);
  }

  async function signOutIdentityProvider(): Promise<void> {
    try {
      await config.signOutIdentityProvider?.();
    } catch (error) {
      console.warn('No se pudo cerrar la sesión del proveedor de identidad', error);
    }
  }

  function clearAuth(message: string | null = null): void {
    tokens.clear();
    clearSessionState(message);
    config.disconnectRealtime?.();
  }

  function storeSession(accessToken: string, refreshToken: string, body: unknown): void {
    tokens.setTokens({ accessToken, refreshToken });
    const { profile, isDeleted } = profileFromAnswer(body);
    setSessionUser(toClientUser(profile, { isDeleted }), now());
    void tokenSync.push(accessToken);
  }

  const client: HttpClient = createHttpClient(config.apiBaseUrl, {
    tokens,
    now,
    refresh: () => refresher.refresh(),
    clearAuth: (message) => clearAuth(message),
    userNotFound: (message) => {
      clearAuth(message);
      void signOutIdentityProvider();
      crossTab.announce(AUTH_SYNC_MESSAGES.logout);
      act({ redirectTo: ROUTES.userNotFound, toast: { type: 'error', title: toastTitles.error, message } });
    },
  });

  const refresher = createTokenRefresher({
    now,
    onSessionLost: () => clearAuth(requestMessages.sessionExpired),
    async callRefresh() {
      const refreshToken = tokens.getRefreshToken();
      if (!refreshToken) throw new ApiError(requestMessages.authTokenRequired, 401);
      const body = await client.request<Record<string, unknown>>({
        method: 'POST',
        path: '/auth/refresh',
        headers: { 'X-Refresh-Token': refreshToken },
        authEntry: true,
      });
      storeSession(String(body.access_token), String(body.refresh_token), body.user);
    },
  });

  /** Re-read the profile; a failure clears auth, a 429 pushes the next check back 10 min. */
  async function checkSession(): Promise<boolean> {
    const startedAt = now();
    const state = sessionStore.getState();
    if (startedAt < state.authCheckBlockedUntil) return state.status === 'authenticated';
    if (!tokens.getAccessToken() && !tokens.getRefreshToken()) {
      clearSessionState();
      return false;
    }
    try {
      const { profile, isDeleted } = profileFromAnswer(
        await client.request({ method: 'GET', path: '/users/profile' }),
      );
      setSessionUser(toClientUser(profile, { isDeleted }), now());
      return true;
    } catch (error) {
      if (isApiError(error) && error.statusCode === 429) {
        const blockedUntil =
          Math.max(startedAt, sessionStore.getState().authCheckBlockedUntil) +
          AUTH_CHECK_RATE_LIMIT_COOLDOWN_MS;
        sessionStore.setState({
          authCheckBlockedUntil: blockedUntil,
          error: requestMessages.authCheckRateLimit,
        });
        return sessionStore.getState().status === 'authenticated';
      }
      clearAuth(isApiError(error) ? error.message : null);
      return false;
    }
  }

  /** After the account changed (profile update, verification): leave a route it may no longer use. */
  function reevaluateRoute(): void {
    const decision = decideRouteAccess(currentPath(), sessionStore.getState().user);
    if (!decision.allow) act({ redirectTo: decision.redirectTo });
  }

  const crossTab = createCrossTabSync(
    {
      onLogin: () => {
        void initialize().then((result) => {
          const path = currentPath().split('?')[0] ?? '';
          if (result.authenticated && (GUEST_ONLY_ROUTES as readonly string[]).includes(path))
            act({ redirectTo: ROUTES.app });
        });
      },
      onLogout: () => {
        clearAuth();
        act({ redirectTo: ROUTES.login });
      },
    },
    config.channelFactory,
  );
  stops.push(() => crossTab.close());

  let monitoring = false;
  function startMonitoring(): void {
    if (monitoring || typeof window === 'undefined') return;
    monitoring = true;
    stops.push(startRefreshScheduler({ refresher, tokens, now }));
    const recheck = setInterval(() => {
      if (sessionStore.getState().status === 'authenticated') void checkSession();
    }, SESSION_RECHECK_INTERVAL_MS);
    stops.push(() => clearInterval(recheck));
  }

  /** SPEC.md §4: on startup, with tokens, load the profile (again only if older than 900 s). */
  async function initialize(): Promise<CheckResult> {
    startMonitoring();
    const access = tokens.getAccessToken();
    const refresh = tokens.getRefreshToken();
    if (!access && !refresh) {
      clearSessionState();
      return UNAUTHENTICATED;
    }
    if (!isTokenUsable(access, now())) {
      if (!refresh || !(await refresher.refresh())) {
        clearAuth();
        return UNAUTHENTICATED;
      }
      return AUTHENTICATED;
    }
    const { user, lastCheckedAt } = sessionStore.getState();
    if (user && lastCheckedAt !== null && now() - lastCheckedAt <= SESSION_STALE_AFTER_MS)
      return AUTHENTICATED;
    return (await checkSession()) ? AUTHENTICATED : UNAUTHENTICATED;
  }

  /** SPEC.md §4 and §8: e-mail login. */
  async function login(input: LoginRequest): Promise<LoginResult> {
    const parsed = loginRequestSchema.safeParse(input);
    if (!parsed.success) {
      return { success: false, error: { message: parsed.error.issues[0]?.message ?? '', statusCode: 400 } };
    }
    try {
      const body = await client.request<Record<string, unknown>>({
        method: 'POST',
        path: '/auth/login',
        body: parsed.data,
        authEntry: true,
      });
      storeSession(String(body.access_token), String(body.refresh_token), body.user);
    } catch (error) {
      const failure: AuthFailure = {
        message: emailLoginErrorMessage(error),
        statusCode: isApiError(error) ? error.statusCode : 0,
        ...(isApiError(error) && error.code ? { code: error.code } : {}),
      };
      const reason = isApiError(error) ? accountReasonOf(error.code) : null;
      return reason
        ? {
            success: false,
            error: failure,
            redirectTo: accountDisabledPath(reason, parsed.data.email, failure.message),
          }
        : { success: false, error: failure };
    }
    crossTab.announce(AUTH_SYNC_MESSAGES.login);
    const user = sessionStore.getState().user;
    if (user?.isDeleted)
      return { success: true, redirectTo: accountDisabledPath('account_deleted', user.email) };
    if (user && !user.isActive)
      return { success: true, redirectTo: accountDisabledPath('account_inactive', user.email) };
    return { success: true, redirectTo: ROUTES.app };
  }

  /** SPEC.md §4 and §8: Google login with the identity provider's ID token. */
  async function loginWithGoogle(idToken: string): Promise<LoginResult> {
    let body: Record<string, unknown>;
    try {
      body = await client.request({
        method: 'POST',
        path: '/auth/google',
        body: { idToken },
        authEntry: true,
      });
    } catch (error) {
      const failure = googleLoginFailure(error);
      if (failure.signOut) await signOutIdentityProvider();
      const result: LoginResult = {
        success: false,
        error: { message: failure.message, statusCode: isApiError(error) ? error.statusCode : 0 },
      };
      return failure.redirectTo ? { ...result, redirectTo: failure.redirectTo } : result;
    }
    const data = record(body.data);
    const access = body.access_token ?? data?.accessToken;
    const refresh = body.refresh_token ?? data?.refreshToken;
    if (typeof access === 'string' && typeof refresh === 'string')
      storeSession(access, refresh, body.user ?? data?.user);
    else await checkSession();
    crossTab.announce(AUTH_SYNC_MESSAGES.login);
    return { success: true, redirectTo: ROUTES.app };
  }

  /** SPEC.md §4: out of the identity provider, the API and local data; other tabs follow. */
  async function logout(): Promise<{ success: true; redirectTo: string }> {
    await signOutIdentityProvider();
    try {
      await client.request({ method: 'POST', path: '/auth/logout', authEntry: true });
    } catch (error) {
      console.warn('Cierre de sesión en el servidor fallido', error);
    }
    await tokenSync.remove();
    clearAuth();
    crossTab.announce(AUTH_SYNC_MESSAGES.logout);
    return { success: true, redirectTo: ROUTES.login };
  }

  /** SPEC.md §4: a realtime auth event from the shell's socket. Returns what was decided. */
  async function handleRealtimeEvent(payload: unknown): Promise<RealtimeDecision | null> {
    const parsed = realtimeEventSchema.safeParse(payload);
    if (!parsed.success || !realtimeFilter.accept(parsed.data)) return null;
    const decision = decideRealtimeEvent(parsed.data);
    if (decision.action === 'logout') {
      clearAuth(decision.message);
      act({
        redirectTo: decision.redirectTo,
        toast: { type: 'warning', title: toastTitles.session, message: decision.message },
      });
    } else if (decision.action === 'recheck-session') {
      if (!(await checkSession())) {
        const { message, redirectTo } = decision.ifUnauthenticated;
        clearAuth(message);
        act({ redirectTo, toast: { type: 'warning', title: toastTitles.session, message } });
      }
    } else if ((await checkSession()) && decision.reevaluateRoute) {
      reevaluateRoute();
    }
    return decision;
  }

  return {
    client,
    tokens,
    act,
    initialize,
    checkSession,
    reevaluateRoute,
    login,
    loginWithGoogle,
    logout,
    refresh: () => refresher.refresh(),
    handleRealtimeEvent,
    dispose(): void {
      for (const stop of stops.splice(0)) stop();
      monitoring = false;
    },
  };
}
export type AuthRuntime = ReturnType<typeof createAuthRuntime>;

let current: AuthRuntime | null = null;

/** The shell calls this once at boot, with config.json's addresses and its own side effects. */
export function configureAuthApi(config: AuthApiConfig): AuthRuntime {
  current?.dispose();
  current = createAuthRuntime(config);
  return current;
}

export function authApi(): AuthRuntime {
  if (!current) throw new Error('configureAuthApi() debe llamarse antes de usar @facturador/auth-api');
  return current;
}
