import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startSunatSimulator, type SunatSimulator } from '../src/index.ts';
import { NOW, RUC, envelope, post } from './fixtures/client.ts';

jest.setTimeout(30_000);

/** A ticket no one was given: once the user passes, SUNAT can only say it does not exist (0127). */
const probe = (url: string, user: string, password = 'ClaveSol1') =>
  post(url, envelope('getStatus', { ticket: '000000000000000' }, user, password));

const control = async (url: string, body: unknown) => {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

/** Issue 40: the double answers a RUC's SOL users with the code a test asks for. */
describe('refused SOL users (solRefusals)', () => {
  let sim: SunatSimulator;

  beforeAll(async () => {
    sim = await startSunatSimulator({ now: () => NOW, xsd: false, acceptAnyUser: true });
  });
  afterAll(() => sim.close());

  it('accepts the user until told otherwise: the unknown ticket answers 0127', async () => {
    expect((await probe(sim.url, `${RUC}FACTURA1`)).fault).toEqual({
      code: 'Client.0127',
      message: 'El ticket no existe - Detalle: 000000000000000',
    });
  });

  it.each([
    ['0111', 'No tiene el perfil para enviar comprobantes electronicos'],
    ['0102', 'Usuario o contraseña incorrectos'],
    ['0104', 'La Clave ingresada es incorrecta'],
    ['0105', 'El Usuario no está activo'],
    ['0113', 'El usuario no esta afiliado a Factura Electronica'],
  ])('answers %s with SUNAT’s text on every operation, set through /__control', async (code, text) => {
    const set = await control(sim.controlUrl, { action: 'solRefusals', entries: [{ ruc: RUC, code }] });
    expect(set.json.solRefusals).toEqual([{ ruc: RUC, code }]);
    expect((await probe(sim.url, `${RUC}FACTURA1`)).fault).toEqual({ code: `Client.${code}`, message: text });
    const send = await post(
      sim.url,
      envelope(
        'sendBill',
        { fileName: `${RUC}-01-F001-1.zip`, contentFile: 'UEsFBgAAAAAAAAAAAAAAAAAAAAAAAA==' },
        `${RUC}FACTURA1`,
        'x',
      ),
    );
    expect(send.fault?.code).toBe(`Client.${code}`);
  });

  it('refuses only the named user when one is given, never the beta user, and forgets on reset', async () => {
    await control(sim.controlUrl, {
      action: 'solRefusals',
      entries: [{ ruc: RUC, code: '0111', user: 'otro' }],
    });
    expect((await probe(sim.url, `${RUC}OTRO`)).fault?.code).toBe('Client.0111');
    expect((await probe(sim.url, `${RUC}FACTURA1`)).fault?.code).toBe('Client.0127');

    await control(sim.controlUrl, { action: 'addSolRefusals', entries: [{ ruc: RUC, code: '0102' }] });
    expect((await probe(sim.url, `${RUC}MODDATOS`, 'moddatos')).fault?.code).toBe('Client.0127');

    await control(sim.controlUrl, { action: 'reset' });
    expect(sim.control.solRefusals()).toEqual([]);
    expect((await probe(sim.url, `${RUC}OTRO`)).fault?.code).toBe('Client.0127');
  });

  it('refuses a malformed entry with 400 and changes nothing', async () => {
    sim.control.setSolRefusals([{ ruc: RUC, code: '0112' }]);
    const bad = await control(sim.controlUrl, {
      action: 'solRefusals',
      entries: [{ ruc: RUC, code: '2335' }],
    });
    expect(bad.status).toBe(400);
    expect(String(bad.json.error)).toMatch(/code inválido: 2335/);
    expect(sim.control.solRefusals()).toEqual([{ ruc: RUC, code: '0112' }]);
  });
});
