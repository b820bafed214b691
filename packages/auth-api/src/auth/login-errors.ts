import { z } from 'zod';
import { googleLoginErrorSchema } from '@facturador/contracts';
import { isApiError } from '../http/api-error.ts';
import { emailLoginMessages, googleLoginMessages, requestMessages } from '../messages.ts';
import { ROUTES } from '../session/account-status.ts';

export interface AuthFailure {
  message: string;
  statusCode: number;
  code?: string;
}

const REASONS = { ACCOUNT_DELETED: 'account_deleted', ACCOUNT_INACTIVE: 'account_inactive' } as const;

/** /account-disabled with its query (SPEC.md §2: email, reason, message). */
export function accountDisabledPath(reason: string, email?: string | null, message?: string | null): string {
  const query = new URLSearchParams({ reason });
  if (email) query.set('email', email);
  if (message) query.set('message', message);
  return `${ROUTES.accountDisabled}?${query.toString()}`;
}

/** The account-disabled reason a failure code stands for, if any. */
export function accountReasonOf(code: string | undefined): string | null {
  return (code && REASONS[code as keyof typeof REASONS]) || null;
}

/** SPEC.md §8: the e-mail login texts. */
export function emailLoginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return (error instanceof Error && error.message) || emailLoginMessages.fallback;
  if (error.statusCode === 401) return error.serverMessage ?? emailLoginMessages.invalidCredentials;
  if (error.statusCode === 429) return emailLoginMessages.tooManyAttempts;
  if (error.statusCode === 403 && error.code === 'CSRF_INVALID') return requestMessages.csrfInvalidOnLogin;
  return error.serverMessage ?? (error.message || emailLoginMessages.fallback);
}

export interface GoogleLoginFailure {
  message: string;
  /** Where to go, when the answer says so. */
  redirectTo: string | null;
  /** Whether the identity provider session should be ended too. */
  signOut: boolean;
}

/**
 * The Google error fields of SPEC.md §3 (the contract's googleLoginErrorSchema), each read on
 * its own: a field that is not text is absent, and does not hide the others.
 */
const optionalText = (field: z.ZodOptional<z.ZodString>) => field.catch(undefined);
const { accountStatus, reason, userMessage, userEmail, redirectTo } = googleLoginErrorSchema.shape;
const googleErrorFields = z.object({
  accountStatus: optionalText(accountStatus),
  reason: optionalText(reason),
  userMessage: optionalText(userMessage),
  userEmail: optionalText(userEmail),
  redirectTo: optionalText(redirectTo),
});

/** SPEC.md §8: the Google login texts and redirects. */
export function googleLoginFailure(error: unknown): GoogleLoginFailure {
  if (!isApiError(error)) return { message: googleLoginMessages.default, redirectTo: null, signOut: false };
  const data = googleErrorFields.parse(error.data ?? {});
  const str = (value: string | undefined) => value || undefined;
  const reason = str(data.reason) ?? accountReasonOf(error.code) ?? undefined;
  const unavailable =
    data.accountStatus === 'disabled' || reason === 'account_deleted' || reason === 'account_inactive';
  if (error.statusCode === 400 && unavailable) {
    const message = str(data.userMessage) ?? googleLoginMessages.accountUnavailable;
    return {
      message,
      redirectTo: accountDisabledPath(reason ?? 'account_inactive', str(data.userEmail), message),
      signOut: true,
    };
  }
  const redirect = str(data.redirectTo);
  if (redirect)
    return {
      message: error.serverMessage ?? googleLoginMessages.default,
      redirectTo: redirect,
      signOut: true,
    };
  // Not in SPEC.md: sign-up closed by the settings (issue 16); the server's text says so.
  if (error.code === 'REGISTRATION_CLOSED')
    return { message: error.serverMessage ?? error.message, redirectTo: null, signOut: true };
  if (error.statusCode === 403)
    return { message: googleLoginMessages.security, redirectTo: null, signOut: false };
  if (error.statusCode === 429)
    return { message: googleLoginMessages.tooManyAttempts, redirectTo: null, signOut: false };
  if (error.statusCode >= 500)
    return { message: googleLoginMessages.server, redirectTo: null, signOut: false };
  return { message: error.serverMessage ?? error.message, redirectTo: null, signOut: false };
}
