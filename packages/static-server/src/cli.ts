import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { warmRenderModules } from './live-render.ts';
import { createStaticServer } from './static-server.ts';

/** `facturador-serve --root dist --port 3001 [--allow-origin URL]… [--spa] [--config FILE] [--plain-signed-in]` */
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    spa: { type: 'boolean', default: false },
    // Signed-in pages as the plain shell, painted in the browser (a comparison, or a way out).
    'plain-signed-in': { type: 'boolean', default: false },
    config: { type: 'string' },
    name: { type: 'string', default: 'app' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error('--port is required');
  process.exit(2);
}

// "serving" is said once the render modules are loaded: a signed-in page asked the moment a
// server is up, under load, would otherwise miss its deadline and be answered with the plain shell.
await warmRenderModules(resolve(values.root));
const server = createStaticServer({
  root: values.root,
  allowedOrigins: values['allow-origin'],
  spaFallback: values.spa,
  signedInPages: !values['plain-signed-in'],
  ...(values.config ? { configFile: values.config } : {}),
});
server.listen(port, values.host, () => {
  console.log(JSON.stringify({ level: 'info', app: values.name, msg: 'serving', port, root: values.root }));
});

function shutdown(): void {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
