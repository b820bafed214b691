import { faultEnvelope } from './soap/envelope.ts';

/**
 * SUNAT's real failure modes (issue 43, fourth class; greenter's, Lycet's and sunat-cli's issues),
 * each injected on a share of the matching requests during a window of the double's clock, so a
 * chaos run can cycle through them while it issues (FaultQueue, faults.ts, injects the next N):
 * - emptyBody: HTTP 200 with zero bytes, nothing processed (production's refusal, sunat-cli #36);
 * - unavailable: a «servicio no disponible» fault of the 0109, 0130–0138 or 0200–0204 family
 *   (CódigosRetorno), nothing processed; `code` picks one (default 0130);
 * - stuckTicket: the summary's ticket answers 98 for `ms` of the double's clock (greenter #89,
 *   #93: «hours»), then resolves as usual;
 * - lostAnswer: processed and registered, then the connection is dropped. A resend of the same
 *   file is answered as SUNAT does: a factura or note by the register (1033 when it was accepted;
 *   `resend: '0402'` answers «La numeracion o nombre del documento ya ha sido enviado
 *   anteriormente» instead), a summary's new ticket resolves 2223 («El archivo ya fue presentado»);
 * - summary401: HTTP 401 on sendSummary/getStatus, nothing processed;
 * - slow: the answer comes `ms` of real time late and costs `simulatedMs` of the double's clock
 *   (SUNAT's take over 60 s: a run uses a short real delay and moves the clock by the 60 s+);
 * - summaryWithoutCdr: the ticket resolves 0 with no CDR and the summary's boletas stay
 *   unreported (the resumen that «was accepted» yet left the boletas out for weeks).
 */
export type ChaosMode =
  'emptyBody' | 'unavailable' | 'stuckTicket' | 'lostAnswer' | 'summary401' | 'slow' | 'summaryWithoutCdr';

export const CHAOS_MODES: readonly ChaosMode[] = [
  'emptyBody',
  'unavailable',
  'stuckTicket',
  'lostAnswer',
  'summary401',
  'slow',
  'summaryWithoutCdr',
];

/** The «servicio no disponible» codes and texts of CódigosRetorno (v20260212): authentication, storage, batch. */
export const UNAVAILABLE_TEXTS = {
  '0109': 'El sistema no puede responder su solicitud. (El servicio de autenticación no está disponible)',
  '0130': 'El sistema no puede responder su solicitud. (No se pudo obtener el ticket de proceso)',
  '0131': 'El sistema no puede responder su solicitud. (No se pudo grabar el archivo en el directorio)',
  '0132': 'El sistema no puede responder su solicitud. (No se pudo grabar escribir en el archivo zip)',
  '0133': 'El sistema no puede responder su solicitud. (No se pudo grabar la entrada del log)',
  '0134': 'El sistema no puede responder su solicitud. (No se pudo grabar en el storage)',
  '0135': 'El sistema no puede responder su solicitud. (No se pudo encolar el pedido)',
  '0136': 'El sistema no puede responder su solicitud. (No se pudo recibir una respuesta del batch)',
  '0137': 'El sistema no puede responder su solicitud. (Se obtuvo una respuesta nula)',
  '0138': 'El sistema no puede responder su solicitud. (Error en Base de Datos)',
  '0200': 'No se pudo procesar su solicitud. (Ocurrio un error en el batch)',
  '0201': 'No se pudo procesar su solicitud. (Llego un requerimiento nulo al batch)',
  '0202': 'No se pudo procesar su solicitud. (No llego información del archivo ZIP)',
  '0203': 'No se pudo procesar su solicitud. (No se encontro archivos en la informacion del archivo ZIP)',
  '0204': 'No se pudo procesar su solicitud. (Este tipo de requerimiento solo acepta 1 archivo)',
} as const;
export type UnavailableCode = keyof typeof UNAVAILABLE_TEXTS;

/** CódigosRetorno 0402, what SUNAT may answer the resend of a file it already took. */
export const RESENT_0402 = 'La numeracion o nombre del documento ya ha sido enviado anteriormente';

/** Which SOAP operations each mode touches unless the rule names its own. */
const DEFAULT_OPERATIONS: Record<ChaosMode, string[]> = {
  emptyBody: ['sendBill', 'sendSummary', 'getStatus', 'getStatusCdr'],
  unavailable: ['sendBill', 'sendSummary', 'getStatus', 'getStatusCdr'],
  stuckTicket: ['sendSummary'],
  lostAnswer: ['sendBill', 'sendSummary'],
  summary401: ['sendSummary', 'getStatus'],
  slow: ['sendBill', 'sendSummary', 'getStatus', 'getStatusCdr'],
  summaryWithoutCdr: ['sendSummary'],
};

export interface ChaosRule {
  mode: ChaosMode;
  /** Share of the matching requests it hits, 0–1. */
  share: number;
  /** Window on the double's clock (ISO or epoch ms); absent: from now / without end. */
  from?: string | number;
  until?: string | number;
  /** Window length from when it is added, instead of `until`. */
  forMs?: number;
  operations?: string[];
  /** unavailable: the code (default 0130). */
  code?: string;
  /** stuckTicket: how long on the double's clock; slow: the real delay. */
  ms?: number;
  /** slow: how far the double's clock moves for the slow answer (default 0). */
  simulatedMs?: number;
  /** lostAnswer: how a resend of the file is answered ('register': as the register says). */
  resend?: 'register' | '0402';
}

/** A rule as /__control lists it: its window resolved, and how many requests it hit. */
export type ChaosRuleState = Omit<ChaosRule, 'from' | 'until' | 'forMs'> & {
  from: string;
  until: string | null;
  hits: number;
};

interface ActiveRule extends ChaosRule {
  fromMs: number;
  untilMs: number;
  hits: number;
}

const at = (value: string | number): number => (typeof value === 'number' ? value : Date.parse(value));

/** Checks a rule that arrives from /__control; throws with the reason. */
export function parseChaosRule(input: unknown): ChaosRule {
  const rule = input as Partial<ChaosRule> | null;
  if (!rule || typeof rule !== 'object') throw new Error('La regla debe ser un objeto');
  if (!CHAOS_MODES.includes(rule.mode as ChaosMode))
    throw new Error(`Modo desconocido: ${String(rule.mode)}`);
  if (typeof rule.share !== 'number' || !(rule.share >= 0 && rule.share <= 1))
    throw new Error('share debe ser un número entre 0 y 1');
  if (rule.mode === 'unavailable' && rule.code !== undefined && !(rule.code in UNAVAILABLE_TEXTS))
    throw new Error(`Código de servicio no disponible desconocido: ${rule.code}`);
  for (const key of ['from', 'until'] as const)
    if (rule[key] !== undefined && Number.isNaN(at(rule[key]))) throw new Error(`${key} no es una fecha`);
  return rule as ChaosRule;
}

/**
 * The rules in force, and the draw: a request matches a rule when its operation is one of the
 * rule's and the double's clock is within the window; then `share` decides. Rules are tried in
 * the order they were added; the first that draws wins. `random` is injectable for the tests.
 */
export class ChaosSchedule {
  private rules: ActiveRule[] = [];

  constructor(private readonly random: () => number = Math.random) {}

  add(rule: ChaosRule, now: number): void {
    const fromMs = rule.from === undefined ? now : at(rule.from);
    const untilMs =
      rule.until !== undefined ? at(rule.until) : rule.forMs !== undefined ? fromMs + rule.forMs : Infinity;
    this.rules.push({ ...rule, fromMs, untilMs, hits: 0 });
  }

  /** The rule that hits this request, if any. */
  pick(operation: string, now: number): ChaosRule | undefined {
    for (const rule of this.rules) {
      if (now < rule.fromMs || now >= rule.untilMs) continue;
      if (!(rule.operations ?? DEFAULT_OPERATIONS[rule.mode]).includes(operation)) continue;
      if (rule.share <= 0 || this.random() >= rule.share) continue;
      rule.hits++;
      return rule;
    }
    return undefined;
  }

  /** Whether any rule's window is open now (the chaos run waits for none to be). */
  active(now: number): boolean {
    return this.rules.some((r) => now >= r.fromMs && now < r.untilMs);
  }

  list(): ChaosRuleState[] {
    return this.rules.map(({ fromMs, untilMs, forMs: _forMs, ...rule }) => ({
      ...rule,
      from: new Date(fromMs).toISOString(),
      until: Number.isFinite(untilMs) ? new Date(untilMs).toISOString() : null,
    }));
  }

  clear(): void {
    this.rules = [];
  }
}

/** The «servicio no disponible» fault as SUNAT sends it: `soap-env:Client.NNNN` and the sheet's text. */
export function unavailableFault(code = '0130'): string {
  return faultEnvelope(
    `Client.${code}`,
    UNAVAILABLE_TEXTS[code as UnavailableCode] ?? UNAVAILABLE_TEXTS['0130'],
  );
}

/** A 401 as SUNAT's gateway answers an unauthorised summary call (no SOAP). */
export const UNAUTHORIZED_BODY = '<html><body><h1>401 Unauthorized</h1></body></html>';
