import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';

const REDOC_SCRIPT = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/**
 * The page an integrator reads: Redoc over /v1/openapi.json, its script served from the npm
 * package by this API, so the page works without the Internet. Relative addresses keep it
 * working behind a proxy that mounts the API under a prefix (the cluster's /api/).
 */
const PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Facturador API v1 — Referencia</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="openapi.json" hide-download-button="false"></redoc>
    <script src="docs/redoc.standalone.js"></script>
  </body>
</html>
`;

/** /v1's OpenAPI document and its reference page: public, like the session API's /docs. */
const v1ReferenceRoutes: FastifyPluginAsync = async (app) => {
  let script: Buffer | undefined;

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.v1Swagger());

  app.get('/v1/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );

  app.get('/v1/docs/redoc.standalone.js', { schema: { hide: true } }, async (_request, reply) => {
    script ??= await readFile(REDOC_SCRIPT);
    return reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(script);
  });
};

export default v1ReferenceRoutes;
