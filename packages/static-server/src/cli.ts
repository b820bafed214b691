import { parseArgs } from 'node:util';
import { createStaticServer } from './static-server.ts';

/** `facturador-serve --root dist --port 3001 [--allow-origin URL]… [--spa] [--config FILE]` */
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    spa: { type: 'boolean', default: false },
    config: { type: 'string' },
    name: { type: 'string', default: 'app' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error('--port is required');
  process.exit(2);
}

const server = createStaticServer({
  root: values.root,
  allowedOrigins: values['allow-origin'],
  spaFallback: values.spa,
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
