/** The stand-in module the runtime plugin answers with when a remote cannot load. */
export interface UnavailableRemote {
  unavailable: true;
  id: string;
  reason: string;
}

export function unavailableRemote(id: string, error: unknown): UnavailableRemote {
  return { unavailable: true, id, reason: error instanceof Error ? error.message : String(error) };
}

export function isUnavailableRemote(module: unknown): module is UnavailableRemote {
  return typeof module === 'object' && module !== null && 'unavailable' in module;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`El módulo ${remote} no está disponible: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}
