import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error.ts';
import { AUTH_MESSAGES } from '../../auth/messages.ts';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route's method is checked (the OpenAPI document declares the 403 from this too). */
export const csrfChecks = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Not called by a browser, and authenticated otherwise (a signed webhook). */
    skipCsrf?: boolean;
  }
  interface FastifyInstance {
    issueCsrfToken(): string;
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Signed double submit: GET /csrf/token sets the token in an HttpOnly cookie and answers it;
 * every mutating call sends it back in X-CSRF-Token. Another site can make the browser send
 * the cookie but can neither read the answer nor forge the signature.
 */
export default fp(
  async (app) => {
    const sign = (nonce: string) =>
      createHmac('sha256', app.jwtSecret).update(`csrf:${nonce}`).digest('base64url');
    const isSigned = (token: string) => {
      const [nonce, signature, extra] = token.split('.');
      return !!nonce && !!signature && extra === undefined && safeEqual(signature, sign(nonce));
    };

    app.decorate('issueCsrfToken', () => {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    });

    app.addHook('onRequest', async (request) => {
      // Unknown routes answer 404 whatever the method.
      if (!csrfChecks(request.method) || !request.routeOptions.url) return;
      // A server-to-server call (a gateway's webhook) has no cookie: its signature is its proof.
      if (request.routeOptions.config.skipCsrf === true) return;
      const header = request.headers[CSRF_HEADER];
      const cookie = request.cookies[CSRF_COOKIE];
      const valid =
        typeof header === 'string' &&
        typeof cookie === 'string' &&
        safeEqual(header, cookie) &&
        isSigned(header);
      if (!valid) throw new AppError(403, 'CSRF_INVALID', AUTH_MESSAGES.csrfInvalid);
    });
  },
  { name: 'csrf', dependencies: ['cookie', 'services'] },
);
