import { SUNAT_NS, faultEnvelope } from './soap/envelope.ts';

/**
 * Failures SUNAT is known for, injected on the next matching requests:
 * - timeout: hold the answer `ms` (then process and answer) or, without `ms`, forever (never processed);
 * - http500: HTTP 500 with an HTML body, nothing processed;
 * - emptyResponse: processed, but the answer element is empty (`<applicationResponse/>`);
 * - emptyBody: HTTP 200 with zero bytes, nothing processed (production's refusal, sunat-cli #36);
 * - storeNotFound: fault `Server.200` "Error opening URL 'store:///notfound'" (greenter #22);
 * - lostAnswer: processed and registered, then the connection is destroyed without an answer,
 *   so the client must recover with getStatusCdr.
 * SUNAT's Consulta Integrada (operation consultaIntegrada, its token and its query alike) takes
 * timeout and http500, and only from a fault that names it, so a fault for every operation keeps
 * hitting the SOAP calls it always did.
 * The guía API (operations greToken, greSend, greStatus) takes timeout, http500 and lostAnswer too, and:
 * - http401: answers 401 as for a bad token, nothing processed;
 * - expireToken: every token issued expires now, then the request is processed (401): the token
 *   that dies in the middle of a batch.
 */
export type FaultKind =
  | 'timeout'
  | 'http500'
  | 'emptyResponse'
  | 'emptyBody'
  | 'storeNotFound'
  | 'lostAnswer'
  | 'http401'
  | 'expireToken';

export interface FaultSpec {
  kind: FaultKind;
  /** How many requests it applies to (default 1; 0 or Infinity: until cleared). */
  times?: number;
  /** timeout only: how long to hold the answer; absent = forever. */
  ms?: number;
  /** Only these operations (sendBill, sendSummary, getStatus, getStatusCdr, greToken, greSend, greStatus); default all. */
  operations?: string[];
}

interface ActiveFault extends FaultSpec {
  remaining: number;
}

export class FaultQueue {
  private faults: ActiveFault[] = [];

  add(spec: FaultSpec): void {
    const times = spec.times === undefined ? 1 : spec.times === 0 ? Infinity : spec.times;
    this.faults.push({ ...spec, remaining: times });
  }

  /** The fault for this request, consuming one use of it; `namedOnly`: only a fault that names the operation. */
  take(operation: string, { namedOnly = false } = {}): FaultSpec | undefined {
    const index = this.faults.findIndex((f) =>
      f.operations ? f.operations.includes(operation) : !namedOnly,
    );
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }

  list(): FaultSpec[] {
    return this.faults.map(({ remaining, ...spec }) => ({ ...spec, times: remaining }));
  }

  clear(): void {
    this.faults = [];
  }
}

export const STORE_NOT_FOUND = faultEnvelope(
  'Server.200',
  " - Detalle: Error opening URL 'store:///notfound'",
);

/** The operation's response with its payload element empty. */
export function emptyResponse(operation: string): string {
  const inner: Record<string, string> = {
    sendBill: '<applicationResponse></applicationResponse>',
    sendSummary: '<ticket></ticket>',
    getStatus: '<status></status>',
    getStatusCdr: '<statusCdr></statusCdr>',
  };
  return (
    `<?xml version="1.0" encoding="UTF-8"?><soap-env:Envelope xmlns:soap-env="http://schemas.xmlsoap.org/soap/envelope/"><soap-env:Header/><soap-env:Body>` +
    `<br:${operation}Response xmlns:br="${SUNAT_NS}">${inner[operation] ?? ''}</br:${operation}Response></soap-env:Body></soap-env:Envelope>`
  );
}
