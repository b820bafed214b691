export { createStaticServer, type StaticServerOptions } from './static-server.ts';
export { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy.ts';
export { acceptedEncodings } from './encoding.ts';
