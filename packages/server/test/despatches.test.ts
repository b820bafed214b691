import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  despatchInputSchema,
  limaDate,
  type DespatchBulkJob,
  type DespatchDetail,
  type DespatchInputDraft,
  type DespatchListItem,
} from '@facturador/contracts';
import { zipDocument } from '@facturador/einvoice';
import type { Queryable } from '../src/db/database.ts';
import { dispatchDueDespatches } from '../src/despatches/dispatch-despatch.ts';
import { issueDespatch } from '../src/despatches/issue-despatch.ts';
import type { DocumentsContext } from '../src/documents/documents-context.ts';
import { LEASE_MS, TICKET_BACK_OFF } from '../src/jobs/lease.ts';
import { createApiKey, listening, v1 } from './support/v1.ts';
import { documentsFixture } from './support/documents.ts';
import { nextEvent, socketClients } from './support/sockets.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

/** The company's own client in «Credenciales de API SUNAT», as the double knows it. */
const CLIENT = { clientId: 'cliente-gre-de-prueba-0001', clientSecret: 'Secreto/GRE+de=prueba' };

/**
 * Issue 42 items 2 and 5: guías 09 and 31 numbered, signed and sent to SUNAT's GRE REST API (the
 * double), their tickets polled by the document job to SUNAT's verdict; the token reused per
 * company and replaced once on 401; nothing lost across an outage or a lost answer, no number
 * reused; /v1/despatches with the guarantees of /v1/documents; the API credentials sealed.
 */
describe('guías de remisión through SUNAT’s GRE API', () => {
  const { world, company, api, path } = documentsFixture({ simulator: { greClients: [CLIENT] } });
  let base: string;
  let key: string;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const sockets = socketClients();
  const call = (method: 'GET' | 'POST' | 'PUT', suffix: string, body?: unknown) =>
    api().call(method, path(suffix), {
      token: company.owner.accessToken,
      ...(body === undefined ? {} : { body }),
    });

  const today = () => limaDate(api().clock.now());
  const goods = [{ description: 'Arroz extra costal 50 kg', quantity: '20', unitCode: 'NIU' }];
  const remitente = (): DespatchInputDraft => ({
    documentType: '09',
    series: 'T001',
    issueDate: today(),
    recipient: { documentType: '6', documentNumber: '20100070970', name: 'SUPERMERCADOS PERUANOS S.A.' },
    reasonCode: '01',
    transportMode: '01',
    startDate: today(),
    handoverDate: today(),
    grossWeight: '1060.500',
    carrier: { ruc: '20601234567', name: 'TRANSPORTES ANDINOS S.A.C.', mtcRegistration: '1528745CNG' },
    origin: {
      ubigeo: '150101',
      address: 'AV. LOS OLIVOS 123, LIMA',
      establishmentCode: '0000',
      establishmentRuc: company.ruc,
    },
    destination: { ubigeo: '150131', address: 'AV. JAVIER PRADO ESTE 4200, SANTIAGO DE SURCO' },
    relatedDocuments: [{ documentType: '01', number: 'F001-125', issuerRuc: company.ruc }],
    lines: goods,
  });
  const transportista = (): DespatchInputDraft => ({
    documentType: '31',
    series: 'V001',
    issueDate: today(),
    recipient: { documentType: '6', documentNumber: '20100070970', name: 'SUPERMERCADOS PERUANOS S.A.' },
    shipper: { documentType: '6', documentNumber: '20512345678', name: 'DISTRIBUIDORA DEL NORTE S.A.' },
    startDate: today(),
    grossWeight: '8.750',
    weightUnit: 'TNE',
    mtcRegistration: '0025874CNG',
    vehicle: { plate: 'ABC123', circulationCard: '15M21028251E' },
    drivers: [
      {
        documentType: '1',
        documentNumber: '44556677',
        firstName: 'JUAN CARLOS',
        lastName: 'QUISPE MAMANI',
        licence: 'Q44556677',
      },
    ],
    origin: { ubigeo: '130101', address: 'CAR. PANAMERICANA NORTE KM 560, TRUJILLO' },
    destination: { ubigeo: '150131', address: 'AV. JAVIER PRADO ESTE 4200, SANTIAGO DE SURCO' },
    relatedDocuments: [{ documentType: '09', number: 'T001-450', issuerRuc: '20512345678' }],
    lines: [{ description: 'Cajas de conservas de pescado', quantity: '350', unitCode: 'BX' }],
  });

  const issue = async (input: DespatchInputDraft) => {
    const answer = await call('POST', '/despatches', input);
    expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
    return (answer.json() as { data: DespatchDetail }).data;
  };
  const detail = async (id: string) =>
    ((await call('GET', `/despatches/${id}`)).json() as { data: DespatchDetail }).data;
  /** Moves the clock past every back-off and lets the document job (guías included) run, until `done`. */
  const pollUntil = async (ids: string[], done: (despatch: DespatchDetail) => boolean) => {
    let all: DespatchDetail[] = [];
    for (let round = 0; round < 8; round++) {
      api().clock.advance(20_000);
      await api().app.documentDispatch.run();
      all = await Promise.all(ids.map(detail));
      if (all.every(done)) break;
    }
    return all;
  };
  const settled = (despatch: DespatchDetail) => !['signed', 'pending'].includes(despatch.status);
  /** The guía API calls logged, by operation and HTTP status, oldest first. */
  const exchanges = async (despatchId?: string) =>
    api().db.query<{ operation: string; http_status: number | null; text: string }>(
      `SELECT x.operation, x.http_status, concat_ws(' ', x.operation, x.endpoint, x.request, x.response, x.error) AS text
         FROM sunat_exchanges x JOIN despatches d ON d.id = x.despatch_id
        WHERE d.company_id = (SELECT id FROM companies WHERE public_id = $1) ${despatchId ? 'AND d.public_id = $2' : ''}
        ORDER BY x.id`,
      despatchId ? [company.id, despatchId] : [company.id],
    );
  const tokensAsked = async () => (await exchanges()).filter((x) => x.operation === 'greToken').length;
  /** The guía's calls to the send and ticket endpoints (the token's left out), oldest first. */
  const calls = async (despatchId: string) =>
    (await exchanges(despatchId))
      .filter((x) => x.operation !== 'greToken')
      .map((x) => `${x.operation} ${x.http_status}`);
  /** The server's own context, its database's statements seen first by `query` (as another instance's). */
  const contextWith = (query: (sql: string, params?: unknown[]) => Promise<unknown[]>): DocumentsContext => {
    const { app } = api();
    const db = {
      ...app.db,
      kind: app.db.kind,
      transaction: app.db.transaction.bind(app.db),
      query: query as Queryable['query'],
    };
    const { clock, env, secrets, realtime, documentDispatch, mailer, log } = app;
    return { db, clock, env, secrets, realtime, documentDispatch, mailer, log };
  };

  beforeAll(async () => {
    const [main] = ((await call('GET', '/establishments')).json() as { data: { publicId: string }[] }).data;
    for (const [documentType, series] of [
      ['09', 'T001'],
      ['31', 'V001'],
    ])
      expect(
        (await call('POST', '/series', { establishmentId: main!.publicId, documentType, series })).statusCode,
      ).toBe(201);
    key = (await createApiKey(world.api, company.owner, company.id)).secret;
    base = await listening(world.api);
    receiver = await startWebhookReceiver();
    const hook = await call('POST', '/webhooks', {
      url: receiver.url,
      events: ['despatch.accepted', 'despatch.rejected'],
    });
    expect(hook.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await receiver?.close();
  });

  it('keeps the GRE API credentials sealed, never answers them, and «Probar conexión» asks SUNAT for a token', async () => {
    const wrong = await call('PUT', '/credentials/gre', { ...CLIENT, clientSecret: 'otro-secreto' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      message: 'Credenciales de API de SUNAT guardadas',
      data: { configured: true },
    });
    const refused = await call('POST', '/credentials/gre/test');
    expect(refused.json()).toMatchObject({
      message: 'SUNAT no entregó el token: Cliente no autorizado',
      data: { ok: false, error: 'invalid_client' },
    });

    const saved = await call('PUT', '/credentials/gre', CLIENT);
    const tested = await call('POST', '/credentials/gre/test');
    expect(tested.json()).toMatchObject({
      message: 'Conexión correcta: SUNAT entregó un token para las guías de remisión',
      data: { ok: true, error: null },
    });
    const answers = [saved, await call('GET', '/credentials/gre'), await call('GET', '')].map((a) => a.body);
    const [row] = await api().db.query<{ row: string }>(
      `SELECT row_to_json(k)::text AS row FROM company_credentials k
        JOIN companies c ON c.id = k.company_id WHERE c.public_id = $1`,
      [company.id],
    );
    for (const text of [...answers, row!.row]) {
      expect(text).not.toContain(CLIENT.clientSecret);
      expect(text).not.toContain(CLIENT.clientId);
    }
    const unknown = await call('PUT', '/credentials/gre', { ...CLIENT, scope: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: expect.stringContaining('Campo no reconocido: scope') });
  });

  it('issues a 09 and a 31 in one batch with one token; the job polls their tickets to SUNAT’s CDR', async () => {
    const batch = await Promise.all([issue(remitente()), issue(transportista()), issue(remitente())]);
    expect(batch.map((d) => [d.fullNumber, d.status])).toEqual([
      [expect.stringMatching(/^T001-[12]$/), 'pending'],
      ['V001-1', 'pending'],
      [expect.stringMatching(/^T001-[12]$/), 'pending'],
    ]);
    expect(new Set(batch.map((d) => d.fullNumber)).size).toBe(3);
    expect(batch.every((d) => d.ticket)).toBe(true);
    // «Probar conexión» asked its own token; the batch asked one, shared by its three sends.
    expect(await tokensAsked()).toBe(1);

    const done = await pollUntil(
      batch.map((d) => d.id),
      settled,
    );
    expect(done.map((d) => [d.status, d.sunat?.code, d.hasCdr])).toEqual([
      ['accepted', '0', true],
      ['accepted', '0', true],
      ['accepted', '0', true],
    ]);
    expect(await tokensAsked()).toBe(1);
    const cdr = await call('GET', `/despatches/${batch[1]!.id}/cdr`);
    expect(cdr.headers['content-disposition']).toContain(`R-${company.ruc}-31-V001-1.zip`);
    expect(cdr.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const xml = await call('GET', `/despatches/${batch[1]!.id}/xml`);
    expect(xml.body).toContain('<cbc:DespatchAdviceTypeCode');
    expect(xml.body).toContain('V001-1');

    // despatch.accepted to the company's webhook, one per guía, with the guía as /v1 answers it.
    await api().app.documentDispatch.idle();
    expect(
      receiver.received
        .map((r) => JSON.parse(r.body) as { type: string; data: DespatchDetail })
        .filter((e) => e.type === 'despatch.accepted')
        .map((e) => e.data.fullNumber)
        .sort(),
    ).toEqual(batch.map((d) => d.fullNumber).sort());
  });

  it('replaces a token SUNAT refuses (401) once, and no more than once per call', async () => {
    const before = await tokensAsked();
    world.simulator.control.inject({ kind: 'http401', operations: ['greSend'] });
    const once = await issue(remitente());
    expect(once.status).toBe('pending');
    expect((await exchanges(once.id)).map((x) => `${x.operation} ${x.http_status}`)).toEqual([
      'greSend 401',
      'greToken 200',
      'greSend 200',
      'greStatus 200',
    ]);
    expect(await tokensAsked()).toBe(before + 1);

    // Refused again with the new token: no loop of tokens; the job sends it again later.
    world.simulator.control.inject({ kind: 'http401', operations: ['greSend'], times: 2 });
    const twice = await issue(remitente());
    expect(twice.status).toBe('signed');
    expect(twice.lastError).toBeTruthy();
    expect(await tokensAsked()).toBe(before + 2);
    const [after] = await pollUntil([twice.id], settled);
    expect(after!.status).toBe('accepted');
    expect(await tokensAsked()).toBe(before + 2);
  });

  it('asks the ticket right after the send; the job asks those still in process several at once, each once, after the back-off', async () => {
    // A quick SUNAT: the issuing request's own ask brings the CDR, no job needed.
    world.simulator.control.setPendingPolls(0);
    try {
      const quick = await issue(remitente());
      expect(quick).toMatchObject({ status: 'accepted', sunat: { code: '0' }, hasCdr: true });
      expect(await calls(quick.id)).toEqual(['greSend 200', 'greStatus 200']);

      // SUNAT still at work (98): answered «en proceso», the ticket asked again only after 2 s.
      world.simulator.control.setPendingPolls(1);
      const slow = [await issue(remitente()), await issue(remitente()), await issue(remitente())];
      expect(slow.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
      const waits = await api().db.query<{ ms: number }>(
        `SELECT (extract(epoch FROM next_attempt_at - $2::timestamptz) * 1000)::int AS ms
           FROM despatches WHERE public_id = ANY($1::uuid[])`,
        [slow.map((d) => d.id), api().clock.now()],
      );
      expect(waits.map((w) => w.ms)).toEqual(slow.map(() => TICKET_BACK_OFF.firstMs));
      await api().app.documentDispatch.run();
      for (const d of slow) expect(await calls(d.id)).toEqual(['greSend 200', 'greStatus 200']);

      // Due (as 2 s later): the job takes them together — their claims are out at once.
      const dueNow = (ids: string[]) =>
        api().db.query('UPDATE despatches SET next_attempt_at = $2 WHERE public_id = ANY($1::uuid[])', [
          ids,
          api().clock.now(),
        ]);
      await dueNow(slow.map((d) => d.id));
      let claiming = 0;
      let mostAtOnce = 0;
      const watched = contextWith(async (sql, params) => {
        const claim = sql.includes('SET send_attempts = send_attempts + 1');
        if (claim) mostAtOnce = Math.max(mostAtOnce, ++claiming);
        try {
          return await api().db.query(sql, params);
        } finally {
          if (claim) claiming -= 1;
        }
      });
      expect(await dispatchDueDespatches(watched, 50)).toBeGreaterThanOrEqual(slow.length);
      expect(mostAtOnce).toBeGreaterThanOrEqual(slow.length);
      for (const d of slow) {
        expect(await detail(d.id)).toMatchObject({ status: 'accepted', sunat: { code: '0' } });
        expect(await calls(d.id)).toEqual(['greSend 200', 'greStatus 200', 'greStatus 200']);
      }

      // Two instances' jobs at once: the lease gives each ticket to one of them.
      const two = [await issue(remitente()), await issue(remitente())];
      await dueNow(two.map((d) => d.id));
      await Promise.all([
        dispatchDueDespatches(api().app, 50),
        dispatchDueDespatches(
          contextWith((sql, params) => api().db.query(sql, params)),
          50,
        ),
      ]);
      for (const d of two) {
        expect(await detail(d.id)).toMatchObject({ status: 'accepted' });
        expect(await calls(d.id)).toEqual(['greSend 200', 'greStatus 200', 'greStatus 200']);
      }
    } finally {
      world.simulator.control.setPendingPolls(2);
    }
  });

  it('signs and sends, once and under its own number, a guía whose request died between its number and its signature', async () => {
    const { app } = api();
    const [ids] = await app.db.query<{ company_id: string; user_id: string }>(
      `SELECT c.id AS company_id, u.id AS user_id FROM companies c, users u
        WHERE c.public_id = $1 AND u.public_id = $2`,
      [company.id, company.owner.publicId],
    );
    // The issuing request dies as it stores the signature, after the numbering transaction committed.
    const dying = contextWith((sql, params) =>
      sql.includes('UPDATE despatches SET xml')
        ? Promise.reject(new Error('the process died'))
        : app.db.query(sql, params),
    );
    await expect(
      issueDespatch(dying, {
        companyId: ids!.company_id,
        userId: ids!.user_id,
        input: despatchInputSchema.parse(remitente()),
      }),
    ).rejects.toThrow('the process died');
    const [numbered] = await app.db.query<{ id: string; number: number; zip: Buffer | null }>(
      'SELECT d.public_id AS id, d.number, d.zip FROM despatches d WHERE d.company_id = $1 ORDER BY d.id DESC LIMIT 1',
      [ids!.company_id],
    );
    expect(numbered!.zip).toBeNull();
    expect(await detail(numbered!.id)).toMatchObject({ status: 'signed', ticket: null });

    // Not before its lease ends: the request that numbered it owned it until then.
    await app.documentDispatch.run();
    expect(await calls(numbered!.id)).toEqual([]);
    api().clock.advance(LEASE_MS);
    const [sent] = await pollUntil([numbered!.id], settled);
    expect(sent).toMatchObject({ status: 'accepted', sunat: { code: '0' }, hasCdr: true });
    expect((await calls(numbered!.id)).filter((c) => c.startsWith('greSend'))).toEqual(['greSend 200']);
    const xml = await call('GET', `/despatches/${numbered!.id}/xml`);
    expect(xml.body).toContain(`<cbc:ID>T001-${numbered!.number}</cbc:ID>`);
    const [signed] = await app.db.query<{ digest_value: string }>(
      'SELECT digest_value FROM despatches WHERE public_id = $1',
      [numbered!.id],
    );
    expect(xml.body).toContain(signed!.digest_value);
    // The series moved on once: the next guía takes the next number.
    expect((await issue(remitente())).number).toBe(numbered!.number + 1);
  });

  it('keeps a guía through an outage and a lost answer; a rejection burns its number, never reused', async () => {
    // SUNAT unreachable: numbered and kept, sent by the job once SUNAT is back.
    await world.simulator.control.down({ mode: 'refuse' });
    const kept = await issue(remitente());
    expect(kept.status).toBe('signed');
    expect(kept.lastError).toMatch(/SUNAT/);
    // Its bytes altered after signing (as if broken on the way): SUNAT answers 99 with 2335.
    const [stored] = await api().db.query<{ file_name: string; xml: string }>(
      'SELECT file_name, xml FROM despatches WHERE public_id = $1',
      [kept.id],
    );
    await api().db.query('UPDATE despatches SET zip = $2 WHERE public_id = $1', [
      kept.id,
      Buffer.from(zipDocument(stored!.file_name, stored!.xml.replace('Arroz extra', 'Arroz EXTRA'))),
    ]);
    await world.simulator.control.up();
    const [rejected] = await pollUntil([kept.id], settled);
    expect(rejected).toMatchObject({ status: 'rejected', sunat: { code: '2335' }, hasCdr: true });

    // SUNAT took the next one but its answer was lost: resent, SUNAT's 1033 is the receipt.
    world.simulator.control.inject({ kind: 'lostAnswer', operations: ['greSend'] });
    const lost = await issue(remitente());
    expect(lost.status).toBe('signed');
    const [recovered] = await pollUntil([lost.id], settled);
    expect(recovered).toMatchObject({ status: 'accepted', sunat: { code: '1033' }, hasCdr: false });

    const next = await issue(remitente());
    const numbers = [rejected!, recovered!, next].map((d) => d.number);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    await api().app.documentDispatch.idle();
    expect(
      receiver.received
        .map((r) => JSON.parse(r.body) as { type: string; data: DespatchDetail })
        .filter((e) => e.type === 'despatch.rejected')
        .map((e) => e.data.fullNumber),
    ).toEqual([rejected!.fullNumber]);
  });

  it('/v1/despatches: Idempotency-Key replays the first answer, unknown fields are refused in Spanish', async () => {
    const body = transportista();
    const headers = { 'idempotency-key': 'guia-v1-00000001' };
    const first = await v1(base, 'POST', '/v1/despatches', { key, body, headers });
    expect(first.status).toBe(201);
    const issued = first.json<{ data: DespatchDetail }>().data;
    const again = await v1(base, 'POST', '/v1/despatches', { key, body, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await v1(base, 'POST', '/v1/despatches', {
      key,
      body: { ...body, grossWeight: '9' },
      headers,
    });
    expect(other.status).toBe(409);
    expect(other.json().message).toBe('Esa Idempotency-Key ya se usó para otra guía');
    const unkeyed = await v1(base, 'POST', '/v1/despatches', { key, body });
    expect(unkeyed.status).toBe(400);
    const unknown = await v1(base, 'POST', '/v1/despatches', {
      key,
      body: { ...body, placa: 'ABC123' },
      headers: { 'idempotency-key': 'guia-v1-00000002' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json().message).toContain('Campo no reconocido: placa');

    const list = await v1(base, 'GET', '/v1/despatches?limit=2', { key });
    const page = list.json<{ data: DespatchListItem[]; next_cursor: string | null }>();
    expect(page.data[0]!.id).toBe(issued.id);
    expect(page.next_cursor).toBeTruthy();
    const one = await v1(base, 'GET', `/v1/despatches/${issued.id}`, { key });
    expect(one.json<{ data: DespatchDetail }>().data).toMatchObject({ id: issued.id, documentType: '31' });
    // V001-1 was the batch's: this is the series' next number, and only one was taken for the key.
    expect(issued.fullNumber).toBe('V001-2');
  });

  it('/v1/despatches/bulk: each guía issued once by the job, a bad row named in Spanish, the batch replayed by its key', async () => {
    const [driver] = transportista().drivers!;
    const body = {
      despatches: [
        transportista(),
        { ...transportista(), drivers: [{ ...driver, licence: 'X' }] },
        { ...transportista(), drivers: [] },
      ],
    };
    const headers = { 'idempotency-key': 'guias-lote-0001' };
    const first = await v1(base, 'POST', '/v1/despatches/bulk', { key, body, headers });
    expect(first.status).toBe(202);
    const created = first.json<{ message: string; data: DespatchBulkJob }>();
    expect(created.message).toBe('Emisión masiva iniciada: 3 guías en cola.');
    // The row that cannot be a guía is failed at once, its field named as a person names it.
    expect(created.data.rows[1]).toMatchObject({
      status: 'failed',
      error:
        'Conductor 1 — licencia de conducir: La licencia de conducir debe tener de 9 a 10 letras mayúsculas o dígitos',
    });
    await api().app.documentDispatch.idle();
    const job = (await v1(base, 'GET', `/v1/despatch-bulk/${created.data.id}`, { key })).json<{
      data: DespatchBulkJob;
    }>().data;
    expect(job).toMatchObject({ status: 'done', total: 3, done: 3, issued: 1, failed: 2 });
    expect(job.rows[0]).toMatchObject({ status: 'issued', despatch: { status: 'pending' }, error: null });
    // SUNAT's rule 3357, refused before a number was taken, its field in Spanish too.
    expect(job.rows[2]).toMatchObject({
      status: 'failed',
      despatch: null,
      error: 'Conductores: Indica el conductor principal: documento, nombres, apellidos y licencia',
    });
    const keys = await api().db.query<{ idempotency_key: string }>(
      "SELECT idempotency_key FROM despatches WHERE idempotency_key LIKE 'guias-lote-0001:%'",
    );
    expect(keys.map((row) => row.idempotency_key)).toEqual(['guias-lote-0001:1']);

    const again = await v1(base, 'POST', '/v1/despatches/bulk', { key, body, headers });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await v1(base, 'POST', '/v1/despatches/bulk', {
      key,
      body: { despatches: [transportista()] },
      headers,
    });
    expect(other.status).toBe(409);
    // A batch of guías is not a batch of documents: /v1/bulk does not know it.
    expect((await v1(base, 'GET', `/v1/bulk/${created.data.id}`, { key })).status).toBe(404);
    const tooMany = await v1(base, 'POST', '/v1/despatches/bulk', {
      key,
      body: { despatches: Array.from({ length: 1001 }, () => ({})) },
      headers: { 'idempotency-key': 'guias-lote-0002' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json().message).toContain('Un lote admite hasta 1000 guías: divídelo en varios');
    const csv = await v1(base, 'GET', `/v1/despatch-bulk/${created.data.id}/result.csv`, { key });
    expect(csv.text).toContain(`1,1,Emitido,${job.rows[0]!.despatch!.fullNumber},En proceso en SUNAT`);

    const [settledGuia] = await pollUntil([job.rows[0]!.despatch!.id], settled);
    const pdf = await v1(base, 'GET', `/v1/despatches/${settledGuia!.id}/pdf`, { key });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`${settledGuia!.fileName}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('resends a guía SUNAT did not register, from its detail and from /v1, live over realtime; never a rejected one', async () => {
    const socket = await sockets.connect(base, company.owner.accessToken);
    // SUNAT out at their first send; then a file name SUNAT cannot read: 0151, an exception.
    world.simulator.control.inject({ kind: 'http500', operations: ['greSend'], times: 2 });
    const kept = [await issue(remitente()), await issue(transportista())];
    expect(kept.map((d) => d.status)).toEqual(['signed', 'signed']);
    const rename = (id: string, from: string, to: string) =>
      api().db.query(`UPDATE despatches SET file_name = replace(file_name, $2, $3) WHERE public_id = $1`, [
        id,
        from,
        to,
      ]);
    for (const d of kept) await rename(d.id, `-${d.number}`, `-${d.number}X`);
    const told = nextEvent(socket, 'despatch_updated');
    const failed = await pollUntil(
      kept.map((d) => d.id),
      settled,
    );
    expect(failed.map((d) => [d.status, d.sunat?.code])).toEqual([
      ['exception', '0151'],
      ['exception', '0151'],
    ]);
    expect(await told).toMatchObject({ type: 'despatch_updated', userId: company.owner.publicId });

    // The cause fixed: resent as signed, SUNAT's new ticket told to the members' tabs.
    for (const d of kept) await rename(d.id, `-${d.number}X`, `-${d.number}`);
    const resentLive = nextEvent(socket, 'despatch_updated');
    const fromScreen = await call('POST', `/despatches/${kept[0]!.id}/resend`);
    expect(fromScreen.statusCode).toBe(200);
    expect(fromScreen.json()).toMatchObject({
      message: `Guía ${kept[0]!.fullNumber} enviada de nuevo a SUNAT`,
      data: { status: 'pending', sunat: null, ticket: expect.any(String) },
    });
    await resentLive;
    const fromV1 = await v1(base, 'POST', `/v1/despatches/${kept[1]!.id}/resend`, { key });
    expect(fromV1.status).toBe(200);
    expect(fromV1.json<{ data: DespatchDetail }>().data.status).toBe('pending');
    const acceptedLive = nextEvent(socket, 'despatch_updated');
    const done = await pollUntil(
      kept.map((d) => d.id),
      settled,
    );
    expect(done.map((d) => [d.fullNumber, d.status])).toEqual(kept.map((d) => [d.fullNumber, 'accepted']));
    await acceptedLive;

    // A rejected guía's number is burned: refused in Spanish, left as it was; an accepted one too.
    const [rejected] = await api().db.query<{ id: string; full_number: string }>(
      `SELECT public_id::text AS id, series || '-' || number AS full_number FROM despatches WHERE status = 'rejected' LIMIT 1`,
    );
    const refused = await call('POST', `/despatches/${rejected!.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `La guía ${rejected!.full_number} fue rechazada por SUNAT y su número ya no se puede volver a usar: no se reenvía. Emite una guía nueva con los datos corregidos.`,
    );
    expect((await detail(rejected!.id)).status).toBe('rejected');
    const accepted = await v1(base, 'POST', `/v1/despatches/${kept[1]!.id}/resend`, { key });
    expect(accepted.status).toBe(409);
    expect(accepted.json().message).toBe('Solo se reenvía una guía que SUNAT no recibió');
  });

  it('never logs the API client, its secret, the SOL password or a token', async () => {
    const logged = (await exchanges()).map((x) => x.text).join('\n');
    expect(logged).toContain('greToken');
    for (const secret of [CLIENT.clientId, CLIENT.clientSecret, 'ClaveSol1', 'gre.'])
      expect(logged).not.toContain(secret);
  });
});
