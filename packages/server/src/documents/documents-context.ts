import type { FastifyInstance } from 'fastify';

/**
 * What issuing, sending and voiding a document need of the server. The running server is one;
 * the demo seed is another (the same server on its own clock, inside the seed's transaction), so
 * the demo's history goes through the very code a person's documents go through.
 */
export type DocumentsContext = Pick<
  FastifyInstance,
  'db' | 'clock' | 'env' | 'secrets' | 'realtime' | 'documentDispatch' | 'mailer' | 'log'
>;
