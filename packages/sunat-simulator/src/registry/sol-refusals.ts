import { faultEnvelope } from '../soap/envelope.ts';

/**
 * SUNAT's answers to a SOL user who may not use the web service (CódigosRetorno of its
 * validation sheets, v20260212), which the double gives on request for a RUC so that a client's
 * «Probar conexión» can be tested against each:
 *
 * - 0102 «Usuario o contraseña incorrectos», 0103 «El Usuario ingresado no existe», 0104
 *   «La Clave ingresada es incorrecta», 0105 «El Usuario no está activo», 0106 «El Usuario no es
 *   válido»;
 * - 0109 «… (El servicio de autenticación no está disponible)»;
 * - 0111 «No tiene el perfil para enviar comprobantes electronicos» (General sheet: «El usuario
 *   que invoca el servicio no es emisor ni PSE»);
 * - 0112 «El usuario debe ser secundario»;
 * - 0113 «El usuario no esta afiliado a Factura Electronica».
 */
export const SOL_REFUSAL_CODES = [
  '0102',
  '0103',
  '0104',
  '0105',
  '0106',
  '0109',
  '0111',
  '0112',
  '0113',
] as const;
export type SolRefusalCode = (typeof SOL_REFUSAL_CODES)[number];

/** Every SOL user of `ruc` (or only `user`, the part after the RUC) is answered `code`. */
export interface SolRefusal {
  ruc: string;
  code: SolRefusalCode;
  user?: string;
}

/** The texts the double answers with, from SUNAT's CódigosRetorno (not the product's catalogue). */
export const SOL_REFUSAL_TEXTS: Readonly<Record<SolRefusalCode, string>> = {
  '0102': 'Usuario o contraseña incorrectos',
  '0103': 'El Usuario ingresado no existe',
  '0104': 'La Clave ingresada es incorrecta',
  '0105': 'El Usuario no está activo',
  '0106': 'El Usuario no es válido',
  '0109': 'El sistema no puede responder su solicitud. (El servicio de autenticación no está disponible)',
  '0111': 'No tiene el perfil para enviar comprobantes electronicos',
  '0112': 'El usuario debe ser secundario',
  '0113': 'El usuario no esta afiliado a Factura Electronica',
};

const isCode = (value: unknown): value is SolRefusalCode =>
  typeof value === 'string' && (SOL_REFUSAL_CODES as readonly string[]).includes(value);

/** Checks the control endpoint's `entries` before anything changes. */
export function parseSolRefusals(value: unknown): SolRefusal[] {
  if (!Array.isArray(value)) throw new Error('entries debe ser una lista de { ruc, code, user? }');
  return value.map((raw: unknown) => {
    const { ruc, code, user } = (raw ?? {}) as Record<string, unknown>;
    if (typeof ruc !== 'string' || !/^\d{11}$/.test(ruc)) throw new Error(`RUC inválido: ${String(ruc)}`);
    if (!isCode(code))
      throw new Error(`code inválido: ${String(code)} (uno de ${SOL_REFUSAL_CODES.join(', ')})`);
    if (user !== undefined && (typeof user !== 'string' || user.length === 0))
      throw new Error(`user inválido: ${String(user)}`);
    return typeof user === 'string' ? { ruc, code, user: user.toUpperCase() } : { ruc, code };
  });
}

/**
 * The double's list of refused SOL users: empty at start and after `reset()`. SUNAT beta's public
 * user (RUC + MODDATOS) is never refused: it is how test documents reach the double.
 */
export class SolRefusals {
  private entries: SolRefusal[] = [];

  set(entries: readonly SolRefusal[]): void {
    this.entries = [...entries];
  }

  add(entries: readonly SolRefusal[]): void {
    this.entries.push(...entries);
  }

  list(): SolRefusal[] {
    return [...this.entries];
  }

  reset(): void {
    this.entries = [];
  }

  /** The code the WS-Security user `username` (RUC + user) is refused with, or null. */
  refusalOf(username: string | undefined): SolRefusalCode | null {
    if (!username || /^\d{11}MODDATOS$/.test(username)) return null;
    const ruc = username.slice(0, 11);
    const user = username.slice(11).toUpperCase();
    const entry = this.entries.find((e) => e.ruc === ruc && (e.user === undefined || e.user === user));
    return entry?.code ?? null;
  }
}

/** The SOAP fault SUNAT answers a refused user with: `soap-env:Client.NNNN` and its text. */
export function refusalFault(code: SolRefusalCode): { fault: true; code: string; xml: string } {
  return { fault: true, code, xml: faultEnvelope(`Client.${code}`, SOL_REFUSAL_TEXTS[code]) };
}
