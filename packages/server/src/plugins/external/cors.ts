import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** The shell and remotes call the API from other origins, with cookies (credentials). */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.env.CORS_ORIGINS,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Idempotency-Key: a document issued from the browser (POST …/documents) is retried safely.
      allowedHeaders: ['Content-Type', 'Authorization', 'X-CSRF-Token', 'X-Refresh-Token', 'Idempotency-Key'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['env'] },
);
