import fp from 'fastify-plugin';

/**
 * Every answer, errors and 404s included, tells browsers not to guess its type: a CSV or a
 * voucher file served by the API is never run as a script or a page (issue 28).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
    });
  },
  { name: 'security-headers' },
);
