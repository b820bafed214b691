/**
 * A record of the shared objects this package creates, kept on `globalThis` so tests (and
 * a developer in the console) can see whether Module Federation delivered one copy of the
 * package or several. Each evaluation of this package adds an entry.
 */
export interface FederationDiagnostics {
  instances: Record<string, unknown[]>;
  consumers: Record<string, unknown>;
}

const KEY = '__FACTURADOR_FEDERATION__';

export function federationDiagnostics(): FederationDiagnostics {
  const holder = globalThis as unknown as Record<string, FederationDiagnostics | undefined>;
  holder[KEY] ??= { instances: {}, consumers: {} };
  return holder[KEY];
}

export function registerSharedInstance(name: string, instance: unknown): void {
  const registry = federationDiagnostics().instances;
  (registry[name] ??= []).push(instance);
}

/** An app records the session store it received, to compare across apps. */
export function registerConsumer(app: string, instance: unknown): void {
  federationDiagnostics().consumers[app] = instance;
}
