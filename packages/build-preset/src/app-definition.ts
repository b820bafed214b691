/** What an app of the suite tells the shared build about itself. */
export interface AppDefinition {
  /** Module Federation container name, also the app's `output.uniqueName`. */
  name: string;
  /** The shell hosts; the remotes expose route modules. */
  kind: 'host' | 'remote';
  /** Port the app is served from in development and by `npm start`. */
  port: number;
  /** Modules a remote exposes, e.g. `{ './routes': './src/app/routes.tsx' }`. */
  exposes?: Record<string, string>;
  /** Module Federation runtime plugins (absolute paths), for the host. */
  runtimePlugins?: string[];
  /** Redirects written to `builds/meta/{id}.json`, read by the shell after a new build. */
  redirects?: Record<string, string>;
  /**
   * A module (path from the app's folder) whose default export renders HTML for the shell's
   * static server after a production build; see docs/decisions/0010.
   */
  prerender?: string;
  /**
   * A module whose default export (LiveRender) renders the pages with `liveData` per request
   * with the API's answer; bundled into the build for the app's static server (0010).
   */
  liveRender?: string;
}

export function defineApp(definition: AppDefinition): AppDefinition {
  return definition;
}
