import { authApi } from '@facturador/auth-api';
import { verifyEmailRequestSchema } from '@facturador/contracts';

/**
 * POST /users/verify-email for a guest who has just registered: auth-api's verifyEmail reads
 * the e-mail of a signed-in user, and this user has no session yet.
 */
export function verifyRegisteredEmail(email: string, code: string): Promise<unknown> {
  return authApi().client.request({
    method: 'POST',
    path: '/users/verify-email',
    body: verifyEmailRequestSchema.parse({ email, code }),
    authEntry: true,
  });
}
