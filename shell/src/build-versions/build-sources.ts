import type { RuntimeConfig } from '@facturador/contracts';
import { REMOTE_NAMES } from '@facturador/federation';

export interface BuildSource {
  app: string;
  /** Folder that holds `latest.json` and `meta/` of this app's builds. */
  buildsUrl: string;
}

/** The shell's own builds folder and each remote's, next to its manifest. */
export function buildSources(config: RuntimeConfig, shellOrigin: string): BuildSource[] {
  return [
    { app: 'shell', buildsUrl: new URL('/builds/', shellOrigin).href },
    ...REMOTE_NAMES.map((name) => ({ app: name, buildsUrl: new URL('builds/', config.remotes[name]).href })),
  ];
}
