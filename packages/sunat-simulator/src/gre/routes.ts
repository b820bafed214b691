import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultSpec } from '../faults.ts';
import { readBody, send } from '../http-io.ts';
import type { GreAnswer, GreService } from './service.ts';

const TOKEN = /^\/v1\/clientessol\/([^/]+)\/oauth2\/token\/?$/;
const STATUS = /^\/v1\/contribuyente\/gem\/comprobantes\/envios\/([^/]+)$/;
const SEND = /^\/v1\/contribuyente\/gem\/comprobantes\/([^/]+)$/;

const json = (res: ServerResponse, answer: GreAnswer): void =>
  send(res, answer.status, JSON.stringify(answer.body), 'application/json; charset=utf-8');

/**
 * The guía API's routes on the double's server: the token (api-seguridad's path), the send and the
 * ticket (api-cpe's), so a client changes only the two origins. Injected faults apply per operation.
 */
export async function handleGreRequest(
  gre: GreService,
  takeFault: (operation: string) => FaultSpec | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const token = TOKEN.exec(path);
  const status = STATUS.exec(path);
  const sent = status ? null : SEND.exec(path);
  const operation = token ? 'greToken' : status ? 'greStatus' : sent ? 'greSend' : undefined;
  const method = token || sent ? 'POST' : 'GET';
  if (!operation || req.method !== method) {
    json(res, { status: 404, body: { cod: '404', msg: 'Recurso no encontrado' } });
    return;
  }
  const body = await readBody(req);
  const authorization = req.headers.authorization;
  const run = async (): Promise<GreAnswer> => {
    if (token) return gre.token(decodeURIComponent(token[1]!), new URLSearchParams(body));
    if (status) return gre.status(authorization, decodeURIComponent(status[1]!));
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { status: 400, body: { cod: '400', msg: 'El cuerpo no es un JSON válido' } };
    }
    return gre.send(authorization, decodeURIComponent(sent![1]!), parsed);
  };

  const fault = takeFault(operation);
  switch (fault?.kind) {
    case 'http500':
      json(res, { status: 500, body: { cod: '500', msg: 'Error inesperado' } });
      return;
    case 'http401':
      json(res, { status: 401, body: { cod: '401', msg: 'No autorizado' } });
      return;
    case 'expireToken':
      gre.tokens.expireAll(gre.now());
      json(res, await run());
      return;
    case 'lostAnswer':
      await run();
      req.socket.destroy();
      return;
    case 'timeout':
      if (fault.ms === undefined) return; // held: the client's timeout ends it, close() the server's
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      json(res, await run());
      return;
    default:
      json(res, await run());
  }
}
