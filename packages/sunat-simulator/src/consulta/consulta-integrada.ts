import type { IncomingMessage, ServerResponse } from 'node:http';
import { GreTokens, OAUTH_ERRORS, type GreClient } from '../gre/oauth.ts';
import { readBody, send } from '../http-io.ts';
import type { Registry } from '../registry/registry.ts';

/**
 * SUNAT's «Consulta Integrada de Comprobantes de Pago» REST API (manual «Consulta de validez del
 * CPE», api.sunat.gob.pe): a token by client_credentials at api-seguridad's
 * /v1/clientesextranet/{client_id}/oauth2/token/, then POST
 * /v1/contribuyente/contribuyentes/{ruc}/validarcomprobante with { numRuc, codComp, numeroSerie,
 * numero, fechaEmision (dd/mm/aaaa), monto }. It answers the state of any comprobante, boletas
 * included, where getStatusCdr answers only 01/07/08: estadoCp 0 NO EXISTE (never received, or
 * rejected), 1 ACEPTADO, 2 ANULADO, 3 AUTORIZADO, 4 NO AUTORIZADO.
 */
export const CONSULTA_SCOPE = 'https://api.sunat.gob.pe/v1/contribuyente/contribuyentes';

const TOKEN = /^\/v1\/clientesextranet\/([^/]+)\/oauth2\/token\/?$/;
const VALIDATE = /^\/v1\/contribuyente\/contribuyentes\/(\d{11})\/validarcomprobante\/?$/;

export const isConsultaPath = (path: string): boolean => TOKEN.test(path) || VALIDATE.test(path);

export interface ConsultaDeps {
  registry: Registry;
  clients: () => GreClient[];
  now: () => Date;
}

const json = (res: ServerResponse, status: number, body: unknown): void =>
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8');

/** dd/mm/aaaa → aaaa-mm-dd, as the register keeps it. */
const isoOf = (date: unknown): string | undefined => {
  const match = typeof date === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : undefined;
};

export class ConsultaIntegrada {
  readonly tokens = new GreTokens();
  readonly tokenSeconds = 3600;

  constructor(private readonly deps: ConsultaDeps) {}

  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const body = await readBody(req);
    const token = TOKEN.exec(path);
    if (token && req.method === 'POST') return json(res, ...this.token(decodeURIComponent(token[1]!), body));
    const validate = VALIDATE.exec(path);
    if (validate && req.method === 'POST')
      return json(res, ...this.validate(req.headers.authorization, validate[1]!, body));
    json(res, 404, { cod: '404', msg: 'Recurso no encontrado' });
  }

  private token(pathClientId: string, body: string): [number, unknown] {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials') return [400, OAUTH_ERRORS.unsupportedGrant];
    if (form.get('scope') !== CONSULTA_SCOPE) return [400, OAUTH_ERRORS.invalidScope];
    const client = this.deps.clients().find((c) => c.clientId === pathClientId);
    if (
      !client ||
      form.get('client_id') !== pathClientId ||
      form.get('client_secret') !== client.clientSecret
    )
      return [401, OAUTH_ERRORS.invalidClient];
    const accessToken = this.tokens.issue('', client.clientId, this.deps.now().getTime(), this.tokenSeconds);
    return [200, { access_token: accessToken, token_type: 'JWT', expires_in: this.tokenSeconds }];
  }

  private validate(authorization: string | undefined, ruc: string, body: string): [number, unknown] {
    if (!this.tokens.check(authorization, this.deps.now().getTime()).ok)
      return [401, { msg: 'No autorizado', cod: '401' }];
    let query: Record<string, unknown>;
    try {
      query = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return [400, { success: false, message: 'El cuerpo no es un JSON válido' }];
    }
    const number = Number(query.numero);
    const date = isoOf(query.fechaEmision);
    if (
      query.numRuc !== ruc ||
      typeof query.codComp !== 'string' ||
      typeof query.numeroSerie !== 'string' ||
      !Number.isInteger(number) ||
      !date
    )
      return [400, { success: false, message: 'Los parámetros de la consulta no son válidos' }];
    const entry = this.deps.registry.get(ruc, query.codComp, query.numeroSerie, number);
    // A rejected comprobante does not exist for SUNAT; one issued another day is not this one.
    const estadoCp =
      !entry || entry.status === 'rejected' || (entry.issueDate && entry.issueDate !== date)
        ? '0'
        : entry.status === 'voided'
          ? '2'
          : '1';
    return [
      200,
      {
        success: true,
        message: 'Operation Success! ',
        data: { estadoCp, estadoRuc: '00', condDomiRuc: '00', observaciones: [] },
      },
    ];
  }
}
