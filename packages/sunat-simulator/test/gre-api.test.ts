import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { GRE_BETA_CLIENT, GRE_SCOPE, startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { greSend, privado, solUser, transportista } from './fixtures/gre.ts';

/** SUNAT's GRE REST API on the double, called over HTTP as any client would (issue 42). */
let sunat: SunatSimulator;
const NOW = new Date('2026-11-26T15:00:00Z');

beforeAll(async () => {
  sunat = await startSunatSimulator({ pendingPolls: 1, now: () => NOW });
});
afterAll(() => sunat.close());
beforeEach(() => sunat.control.reset());

interface Answer {
  status: number;
  body: Record<string, unknown>;
}
async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${sunat.greUrl}${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const tokenForm = (changes: Record<string, string> = {}) =>
  new URLSearchParams({
    grant_type: 'password',
    scope: GRE_SCOPE,
    client_id: GRE_BETA_CLIENT.clientId,
    client_secret: GRE_BETA_CLIENT.clientSecret,
    username: solUser.username,
    password: solUser.password,
    ...changes,
  });
const requestToken = (form = tokenForm(), clientId = GRE_BETA_CLIENT.clientId) =>
  call(`/clientessol/${clientId}/oauth2/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
async function token(): Promise<string> {
  const answer = await requestToken();
  return answer.body.access_token as string;
}
const send = (bearer: string, fileName: string, body: unknown) =>
  call(`/contribuyente/gem/comprobantes/${fileName}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const status = (bearer: string, ticket: string) =>
  call(`/contribuyente/gem/comprobantes/envios/${ticket}`, {
    headers: { authorization: `Bearer ${bearer}` },
  });

/** Polls a ticket until it leaves 98 (the double's polls are counted, never waited for). */
async function settle(bearer: string, ticket: string): Promise<Answer> {
  for (let poll = 0; poll < 5; poll++) {
    const answer = await status(bearer, ticket);
    if (answer.body.codRespuesta !== '98') return answer;
  }
  throw new Error('the ticket never left 98');
}

describe('POST /v1/clientessol/{client_id}/oauth2/token/', () => {
  it('issues a bearer token for the client, its secret and the SOL user', async () => {
    const answer = await requestToken();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'JWT', expires_in: 3600 });
  });

  it.each([
    ['an unknown client', tokenForm({ client_id: 'otro' }), 'otro', 401, 'invalid_client'],
    ['a wrong secret', tokenForm({ client_secret: 'mal' }), GRE_BETA_CLIENT.clientId, 401, 'invalid_client'],
    ['a wrong SOL password', tokenForm({ password: 'mal' }), GRE_BETA_CLIENT.clientId, 400, 'invalid_grant'],
    [
      'another grant',
      tokenForm({ grant_type: 'client_credentials' }),
      GRE_BETA_CLIENT.clientId,
      400,
      'unsupported_grant_type',
    ],
    ['another scope', tokenForm({ scope: 'https://otro' }), GRE_BETA_CLIENT.clientId, 400, 'invalid_scope'],
  ])('refuses %s with the OAuth2 error body', async (_name, form, clientId, code, error) => {
    const answer = await requestToken(form, clientId);
    expect(answer.status).toBe(code);
    expect(answer.body).toEqual({ error, error_description: expect.any(String) });
  });
});

describe('send and ticket', () => {
  it('answers a ticket, 98 while in process, then 0 with a signed CDR', async () => {
    const bearer = await token();
    const { fileName, body } = greSend(privado);
    const sent = await send(bearer, fileName, body);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ numTicket: expect.any(String), fecRecepcion: NOW.toISOString() });
    const ticket = sent.body.numTicket as string;
    expect((await status(bearer, ticket)).body).toEqual({ codRespuesta: '98' });
    const done = await settle(bearer, ticket);
    expect(done.body).toMatchObject({ codRespuesta: '0', indCdrGenerado: '1' });
    const zip = unzipSync(Buffer.from(done.body.arcCdr as string, 'base64'));
    const cdr = Buffer.from(zip[`R-${fileName}.xml`]!).toString('utf8');
    expect(cdr).toContain('<cbc:ResponseCode>0</cbc:ResponseCode>');
    expect(cdr).toContain('<ds:SignatureValue>');
    // The link SUNAT's CDR gives for the printed guía's QR (greenter #212): the double's names the guía.
    expect(cdr).toContain(
      `<cbc:DocumentDescription>https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=${Buffer.from(fileName).toString('base64url')}</cbc:DocumentDescription>`,
    );
    expect(sunat.registry.get('20000000001', '09', 'T001', 1)).toMatchObject({
      status: 'accepted',
      via: 'gre',
    });
  });

  it('accepts a subcontracted guía transportista (31)', async () => {
    const bearer = await token();
    const { fileName, body } = greSend(transportista);
    const done = await settle(bearer, (await send(bearer, fileName, body)).body.numTicket as string);
    expect(done.body.codRespuesta).toBe('0');
  });

  it('answers 99 with the rule broken, its text and a CDR of the rejection', async () => {
    const bearer = await token();
    const { fileName, body } = greSend({ ...privado, drivers: [] });
    const done = await settle(bearer, (await send(bearer, fileName, body)).body.numTicket as string);
    expect(done.body).toMatchObject({
      codRespuesta: '99',
      error: { numError: '3357', desError: 'Debe consignar informacion del conductor principal' },
      indCdrGenerado: '1',
    });
  });

  it('refuses the same number twice (1033), without a CDR', async () => {
    const bearer = await token();
    const first = greSend(privado);
    await settle(bearer, (await send(bearer, first.fileName, first.body)).body.numTicket as string);
    const again = await settle(
      bearer,
      (await send(bearer, first.fileName, first.body)).body.numTicket as string,
    );
    expect(again.body).toMatchObject({
      codRespuesta: '99',
      error: { numError: '1033' },
      indCdrGenerado: '0',
    });
  });

  it('takes a number again after an exception (0306): SUNAT never received that guía', async () => {
    const bearer = await token();
    const good = greSend(privado);
    const unreadable = zipSync({ [`${good.fileName}.xml`]: strToU8('<DespatchAdvice') });
    const broken = {
      archivo: {
        ...good.body.archivo,
        arcGreZip: Buffer.from(unreadable).toString('base64'),
        hashZip: createHash('sha256').update(unreadable).digest('hex'),
      },
    };
    const first = await settle(bearer, (await send(bearer, good.fileName, broken)).body.numTicket as string);
    expect(first.body).toMatchObject({ codRespuesta: '99', error: { numError: '0306' } });
    const again = await settle(
      bearer,
      (await send(bearer, good.fileName, good.body)).body.numTicket as string,
    );
    expect(again.body.codRespuesta).toBe('0');
  });

  it('refuses a zip whose SHA-256 is not hashZip (422)', async () => {
    const bearer = await token();
    const { fileName, body } = greSend(privado);
    const answer = await send(bearer, fileName, { archivo: { ...body.archivo, hashZip: '0'.repeat(64) } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: [{ cod: '2859' }] });
  });

  it('refuses another RUC than the token user’s (0154)', async () => {
    const bearer = await token();
    const { body } = greSend(privado);
    const answer = await send(bearer, '20512345678-09-T001-1', body);
    expect(answer.body).toMatchObject({ errors: [{ cod: '0154' }] });
  });

  it('answers 0127 for a ticket it never gave', async () => {
    const answer = await status(await token(), 'no-existe');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: [{ cod: '0127' }] });
  });

  it('refuses without a token, and with an expired one (401)', async () => {
    const { fileName, body } = greSend(privado);
    expect((await send('nada', fileName, body)).status).toBe(401);
    const bearer = await token();
    sunat.control.advanceClock(3600 * 1000);
    const expired = await send(bearer, fileName, body);
    expect(expired).toEqual({ status: 401, body: { cod: '401', msg: 'El token ha expirado' } });
  });

  it('keeps a ticket at 98 for the configured delay on its clock', async () => {
    sunat.control.setPendingPolls(0);
    sunat.control.setGreTicketDelay(5000);
    const bearer = await token();
    const { fileName, body } = greSend(privado);
    const ticket = (await send(bearer, fileName, body)).body.numTicket as string;
    expect((await status(bearer, ticket)).body.codRespuesta).toBe('98');
    sunat.control.advanceClock(5000);
    expect((await status(bearer, ticket)).body.codRespuesta).toBe('0');
    sunat.control.setGreTicketDelay(0);
  });
});

describe('faults of the guía API (/__control)', () => {
  const inject = (fault: object) =>
    fetch(sunat.controlUrl, { method: 'POST', body: JSON.stringify({ action: 'fault', fault }) });

  it('answers 500 and 401 when told, processing nothing', async () => {
    const bearer = await token();
    const { fileName, body } = greSend(privado);
    await inject({ kind: 'http500', operations: ['greSend'] });
    expect((await send(bearer, fileName, body)).status).toBe(500);
    await inject({ kind: 'http401', operations: ['greSend'] });
    expect((await send(bearer, fileName, body)).status).toBe(401);
    expect(sunat.registry.get('20000000001', '09', 'T001', 1)).toBeUndefined();
  });

  it('expires the token in the middle of a batch; a new token goes on', async () => {
    const bearer = await token();
    const first = greSend(privado, 1);
    expect((await send(bearer, first.fileName, first.body)).status).toBe(200);
    await inject({ kind: 'expireToken', operations: ['greSend'] });
    const second = greSend(privado, 2);
    expect((await send(bearer, second.fileName, second.body)).status).toBe(401);
    expect((await send(await token(), second.fileName, second.body)).status).toBe(200);
  });

  it('holds a slow ticket answer for the injected time', async () => {
    const bearer = await token();
    const { fileName, body } = greSend(privado);
    const ticket = (await send(bearer, fileName, body)).body.numTicket as string;
    await inject({ kind: 'timeout', ms: 50, operations: ['greStatus'] });
    const started = Date.now();
    expect((await status(bearer, ticket)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
