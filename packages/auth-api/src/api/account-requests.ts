import { endpoints, type RegisterRequest, type ValidateAccountRequest } from '@facturador/contracts';
import { ApiError, isApiError } from '../http/api-error.ts';
import { errorMessages, validationMessages } from '../messages.ts';
import { performAuthOutcome } from '../session/auth-outcome.ts';
import { checkSession } from '../session/check-session.ts';
import { routeOutcome } from '../session/route-outcome.ts';
import { sessionDeps } from '../session/session-deps.ts';
import { sessionStore } from '../session/session-store.ts';
import { callApi } from './call-api.ts';

/** SPEC.md §4: after a successful verification or validation the profile and modals are re-evaluated. */
async function afterAccountChange(): Promise<void> {
  if (await checkSession()) performAuthOutcome(routeOutcome());
}

/** SPEC.md §8: the modal's fallback text when the server gives none. */
function withFallback(error: unknown, fallback: string): ApiError {
  if (isApiError(error))
    return error.serverMessage || error.code === 'VALIDATION_ERROR'
      ? error
      : new ApiError(fallback, error.statusCode, error);
  return new ApiError(fallback, 0);
}

/**
 * POST /users/verify-email with the signed-in user's e-mail (SPEC.md §5). Resolves to what
 * the server said, for the success toast.
 */
export async function verifyEmail(code: string): Promise<string | undefined> {
  const email = sessionStore.getState().user?.email;
  if (!email) throw new ApiError(validationMessages.userEmailUnavailable, 0);
  let answer;
  try {
    answer = await callApi(endpoints.verifyEmail, { body: { email, code } });
  } catch (error) {
    throw withFallback(error, errorMessages.verifyCode);
  }
  await afterAccountChange();
  return answer.message;
}

/** POST /users/verify-email for a guest who has just registered (no session yet). */
export async function verifyRegisteredEmail(email: string, code: string): Promise<string | undefined> {
  const answer = await callApi(endpoints.verifyEmail, { body: { email, code } });
  return answer.message;
}

export async function resendCode(email: string): Promise<void> {
  await callApi(endpoints.resendCode, { body: { email } });
}

export async function register(body: RegisterRequest): Promise<void> {
  await callApi(endpoints.registerUser, { body });
}

/**
 * POST /users/validate-account: requires a session (SPEC.md §5); the error is read from
 * message. Resolves to what the server said, for the success toast.
 */
export async function validateAccount(body: ValidateAccountRequest): Promise<string | undefined> {
  if (!sessionDeps().tokens.getAccessToken()) throw new ApiError(validationMessages.notAuthenticated, 401);
  let answer;
  try {
    answer = await callApi(endpoints.validateAccount, { body });
  } catch (error) {
    throw withFallback(error, errorMessages.validateAccount);
  }
  await afterAccountChange();
  return answer.message;
}
