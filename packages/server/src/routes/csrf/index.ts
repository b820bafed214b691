import { csrfTokenResponseSchema } from '@facturador/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSRF_COOKIE } from '../../plugins/app/csrf.ts';

const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/csrf/token',
    {
      schema: {
        tags: ['csrf'],
        summary: 'Token CSRF: se envía en X-CSRF-Token en cada POST, PUT, PATCH y DELETE',
        response: { 200: csrfTokenResponseSchema },
      },
    },
    async (_request, reply) => {
      const csrfToken = app.issueCsrfToken();
      // Lax and HttpOnly: the shell on :3000 and the API on :4000 are the same site.
      reply.setCookie(CSRF_COOKIE, csrfToken, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.env.NODE_ENV === 'production',
      });
      return { success: true as const, data: { csrfToken } };
    },
  );
};

export default csrfRoutes;
