import { callApi } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';

/** POST /auth/forgot-password: the server answers the same whether the e-mail exists or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await callApi(endpoints.forgotPassword, { body: { email } });
}

/** POST /auth/reset-password with the token of the e-mailed link. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await callApi(endpoints.resetPassword, { body: { token, password } });
}
