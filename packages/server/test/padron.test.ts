import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { rucLookupMessages, rucLookupResponseSchema, validationMessages } from '@facturador/contracts';
import { demoPadronFile } from '../src/padron/demo-padron.ts';
import { importPadron } from '../src/padron/import-padron.ts';
import { padronFileLines } from '../src/padron/padron-file.ts';
import { RUC_LOOKUP_LIMIT } from '../src/padron/ruc-lookup.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';

/** A one-file zip as SUNAT publishes it: deflated, sizes in the central directory. */
function zipOf(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 42);
  const directoryOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe('RUC lookup from the padrón reducido', () => {
  let api: TestApi;
  let user: SignedInUser;
  let folder: string;

  beforeAll(async () => {
    api = await startApi();
    user = await api.signedIn();
    folder = await mkdtemp(join(tmpdir(), 'padron-'));
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await rm(folder, { recursive: true, force: true });
  });

  const lookup = (ruc: string, token: string | undefined = user.accessToken) =>
    api.call('GET', `/ruc/${ruc}`, { token });

  it('imports the demo fixture through the command’s own function', async () => {
    const progress = await importPadron(api.app.db, await padronFileLines(demoPadronFile()), {
      batchSize: 10,
    });
    expect(progress).toEqual({ lines: 33, imported: 32, skipped: 0 });
  });

  it('answers the taxpayer with its address and the district named from the INEI catalogue', async () => {
    const answer = await lookup('20604581738');
    expect(answer.statusCode).toBe(200);
    expect(rucLookupResponseSchema.parse(answer.json()).data).toMatchObject({
      ruc: '20604581738',
      businessName: 'INVERSIONES HUAMÁN & ASOCIADOS S.A.C.',
      state: 'ACTIVO',
      condition: 'HABIDO',
      address: 'AV. AREQUIPA NRO. 1250',
      ubigeo: { code: '150116', department: 'LIMA', province: 'LIMA', district: 'LINCE' },
      warning: null,
    });
  });

  it('warns about a taxpayer that is not ACTIVO or not HABIDO', async () => {
    const baja = rucLookupResponseSchema.parse((await lookup('20451287339')).json()).data;
    expect(baja).toMatchObject({ state: 'BAJA DE OFICIO', condition: 'HABIDO' });
    expect(baja.warning).toBe(
      'El contribuyente está en estado BAJA DE OFICIO: SUNAT rechaza facturas a un RUC que no está activo.',
    );
    const notFound = rucLookupResponseSchema.parse((await lookup('20601234573')).json()).data;
    expect(notFound.warning).toBe(rucLookupMessages.notHabido('NO HALLADO'));
    expect(notFound.warning).toContain('NO HALLADO');
  });

  it('says in Spanish when the RUC is not in the padrón, and refuses a wrong check digit', async () => {
    const missing = await lookup('20100070970');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: rucLookupMessages.notFound,
    });

    const wrong = await lookup('20512333798');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(wrong.json())).toContain(validationMessages.rucCheckDigit);
  });

  it('requires a session', async () => {
    const answer = await api.call('GET', '/ruc/20604581738');
    expect(answer.statusCode).toBe(401);
  });

  it('limits how many lookups one account makes', async () => {
    const busy = await api.signedIn();
    const now = api.app.clock.now();
    await api.app.db.query(
      'INSERT INTO ruc_lookups (user_id, created_at) SELECT $1, $2 FROM generate_series(1, $3)',
      [busy.id, now, RUC_LOOKUP_LIMIT.maxLookups],
    );
    const refused = await lookup('20604581738', busy.accessToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: rucLookupMessages.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back.
    expect((await lookup('20604581738')).statusCode).toBe(200);
  });

  it('updates a RUC already there, counts and skips bad lines, and reads the zip SUNAT publishes', async () => {
    const text = [
      'RUC|NOMBRE O RAZÓN SOCIAL|ESTADO DEL CONTRIBUYENTE|CONDICIÓN DE DOMICILIO|UBIGEO|',
      '20604581738|INVERSIONES HUAMÁN & ASOCIADOS S.A.C.|BAJA DEFINITIVA|HABIDO|150116|AV.|AREQUIPA|-|-|1250|-|-|-|-|-|',
      'línea cortada|',
      '20000000001|EMPRESA DE PRUEBAS BETA S.A.|ACTIVO|HABIDO|150131|',
      '',
    ].join('\r\n');
    const zip = join(folder, 'padron_reducido_ruc.zip');
    await writeFile(zip, zipOf('padron_reducido_ruc.txt', Buffer.from(text, 'latin1')));

    const progress = await importPadron(api.app.db, await padronFileLines(zip), { batchSize: 1 });
    expect(progress).toEqual({ lines: 4, imported: 2, skipped: 1 });
    const updated = rucLookupResponseSchema.parse((await lookup('20604581738')).json()).data;
    expect(updated).toMatchObject({
      businessName: 'INVERSIONES HUAMÁN & ASOCIADOS S.A.C.',
      state: 'BAJA DEFINITIVA',
    });
    expect(updated.warning).toBe(rucLookupMessages.notActive('BAJA DEFINITIVA'));
    const [row] = await api.app.db.query<{ count: string }>('SELECT count(*) AS count FROM ruc_padron');
    expect(Number(row?.count)).toBe(32);
  });
});
