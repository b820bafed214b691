import { endpoints } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route.ts';
import { CSRF_COOKIE } from '../../plugins/app/csrf.ts';

const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, endpoints.csrfToken, async (_request, reply) => {
    const csrfToken = app.issueCsrfToken();
    // Lax and HttpOnly: the shell on :3000 and the API on :4000 are the same site.
    reply.setCookie(CSRF_COOKIE, csrfToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.env.NODE_ENV === 'production',
    });
    return { success: true as const, data: { csrfToken } };
  });
};

export default csrfRoutes;
