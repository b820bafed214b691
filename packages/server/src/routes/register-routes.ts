import type { FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

// Any options and type provider: a folder's plugins are typed by their own routes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RoutePlugin = FastifyPluginAsync<any, RawServerDefault, any>;

/**
 * Registers a folder's route plugins in order, each named by its key. Fastify names a plugin
 * that has no name by searching every loaded module for the one that exports it, twice per
 * registration: under jest's module registry that search took about 7 % of the API suite.
 */
export async function registerRoutes(
  app: FastifyInstance,
  plugins: Record<string, RoutePlugin>,
): Promise<void> {
  for (const [name, plugin] of Object.entries(plugins)) {
    if (!Object.hasOwn(plugin, DISPLAY_NAME)) Object.defineProperty(plugin, DISPLAY_NAME, { value: name });
    await app.register(plugin);
  }
}
