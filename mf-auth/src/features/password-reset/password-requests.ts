import { authApi } from '@facturador/auth-api';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@facturador/contracts';

/** POST /auth/forgot-password: the server answers the same whether the e-mail exists or not. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return authApi().client.request({
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordRequestSchema.parse({ email }),
    authEntry: true,
  });
}

/** POST /auth/reset-password with the token of the e-mailed link. */
export function resetPassword(token: string, password: string): Promise<unknown> {
  return authApi().client.request({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordRequestSchema.parse({ token, password }),
    authEntry: true,
  });
}
