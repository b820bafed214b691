import {
  emailSchema,
  endpoints,
  ROUTE_PATHS,
  type LoginRequest,
  type TokenPairResponse,
} from '@facturador/contracts';
import { AUTH_SYNC_MESSAGES } from '../constants.ts';
import { isApiError } from '../http/api-error.ts';
import { performAuthOutcome, type AuthOutcome } from '../session/auth-outcome.ts';
import { homePathFor } from '../session/route-access.ts';
import { sessionDeps } from '../session/session-deps.ts';
import { toClientUser } from '../session/user.ts';
import {
  accountDisabledPath,
  accountReasonOf,
  emailLoginErrorMessage,
  googleLoginFailure,
  type AuthFailure,
} from './login-errors.ts';
import { storeSession } from './store-session.ts';

/** A sign-in either went through (and its outcome was performed) or failed with a Spanish text. */
export type LoginResult = { success: true } | { success: false; error: AuthFailure };

const failureOf = (error: unknown, message: string): AuthFailure => ({
  message,
  statusCode: isApiError(error) ? error.statusCode : 0,
  ...(isApiError(error) && error.code ? { code: error.code } : {}),
});

/** A path under /app to return to after signing in (the page the guard sent the user away from). */
export interface LoginOptions {
  returnTo?: string | undefined;
}

function signedIn(answer: TokenPairResponse, options: LoginOptions = {}): AuthOutcome {
  storeSession(answer.access_token, answer.refresh_token, answer.user);
  sessionDeps().crossTab.announce(AUTH_SYNC_MESSAGES.login);
  const { user } = answer;
  // SPEC.md §4: after e-mail login a deleted or inactive account goes to /account-disabled.
  if (user.isDeleted) return { kind: 'redirect', to: accountDisabledPath('account_deleted', user.email) };
  if (!user.isActive) return { kind: 'redirect', to: accountDisabledPath('account_inactive', user.email) };
  const back = options.returnTo;
  return {
    kind: 'redirect',
    to: back?.startsWith(`${ROUTE_PATHS.app}/`) ? back : homePathFor(toClientUser(user).roles),
  };
}

/** SPEC.md §4 and §8: e-mail login. */
export async function login(input: LoginRequest, options: LoginOptions = {}): Promise<LoginResult> {
  let answer: TokenPairResponse;
  try {
    answer = await sessionDeps().client.call(endpoints.login, { body: input });
  } catch (error) {
    const failure = failureOf(error, emailLoginErrorMessage(error));
    const reason = isApiError(error) ? accountReasonOf(error.code) : null;
    if (reason) {
      const email = emailSchema.safeParse(input.email).data ?? input.email;
      performAuthOutcome({ kind: 'redirect', to: accountDisabledPath(reason, email, failure.message) });
    }
    return { success: false, error: failure };
  }
  performAuthOutcome(signedIn(answer, options));
  return { success: true };
}

/**
 * SPEC.md §4 and §8: Google login with the identity provider's ID token; it lands where an
 * e-mail login does (a deleted or inactive account is refused by the API before this).
 */
export async function loginWithGoogle(idToken: string): Promise<LoginResult> {
  let answer: TokenPairResponse;
  try {
    answer = await sessionDeps().client.call(endpoints.googleLogin, { body: { idToken } });
  } catch (error) {
    const failure = googleLoginFailure(error);
    if (failure.redirectTo) performAuthOutcome({ kind: 'redirect', to: failure.redirectTo });
    return { success: false, error: failureOf(error, failure.message) };
  }
  performAuthOutcome(signedIn(answer));
  return { success: true };
}
