import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@facturador/contracts';
import { REMOTE_NAMES } from '@facturador/federation';

/** Registers every remote from config.json's manifest URLs (no URL is built in). */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })),
    { force: true },
  );
}
