import { describe, expect, it } from '@jest/globals';
import { documentApiMessages, documentInputSchema, type SeriesStatus } from '@facturador/contracts';
import type { Queryable } from '../src/db/database.ts';
import { issueDocument } from '../src/documents/issue-document.ts';
import { VOIDS_FOUND_BY_CONSULTA } from '../src/documents/summary-without-cdr.ts';
import type { SignedInUser } from './support/api.ts';
import { randomRuc } from './support/companies.ts';
import {
  boletaInput,
  detailOf,
  documentsFixture,
  facturaInput,
  issue,
  refusedOf,
} from './support/documents.ts';

/**
 * Issue 26: a document is never lost and never sent twice — numbers under concurrency, SUNAT
 * down, answers lost, exceptions given back, rejections burned. The SUNAT double is real HTTP
 * on loopback; only its faults are injected.
 */
describe('Electronic documents: delivery to SUNAT', () => {
  // The double knows this company's SOL account: a wrong password is answered 0102.
  const ruc = randomRuc();
  const { world, company, api } = documentsFixture({
    simulator: { accounts: { [`${ruc}FACTURA1`]: 'ClaveSol1' } },
    // Shorter than the double's injected 3 s delay: the timeout is this file's subject.
    env: { SUNAT_TIMEOUT_MS: 2_000 },
    company: { ruc },
  });
  const owner = (): SignedInUser => company.owner;
  const read = async (id: string) =>
    detailOf(
      await api().call('GET', `/companies/${company.id}/documents/${id}`, { token: owner().accessToken }),
    );
  const operationsOf = async (id: string) =>
    (
      await api().db.query<{ operation: string }>(
        `SELECT x.operation FROM sunat_exchanges x JOIN documents d ON d.id = x.document_id
          WHERE d.public_id = $1 ORDER BY x.id`,
        [id],
      )
    ).map((row) => row.operation);
  const tokensUsed = async () => {
    const [row] = await api().db.query<{ used: number }>(
      'SELECT period_used AS used FROM subscriptions WHERE user_id = $1',
      [owner().id],
    );
    return row!.used;
  };
  /** The job's next runs, as time passes: each step moves the clock past the next retry. */
  const letTimePass = async (ms: number, step = 5_000) => {
    for (let passed = 0; passed < ms; passed += step) {
      api().clock.advance(step);
      await api().app.documentDispatch.run();
    }
  };

  it('gives 50 documents issued at once on one series 50 consecutive numbers and 50 tokens', async () => {
    const before = await tokensUsed();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => issue(api(), owner(), company.id, boletaInput(api()))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
    const documents = answers.map(detailOf);
    expect(documents.map((document) => document.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(await tokensUsed()).toBe(before + 50);
    // On a loaded machine some answers come after the client stopped waiting: the job recovers them.
    await letTimePass(120_000, 10_000);
    const statuses = await Promise.all(documents.map(async (document) => (await read(document.id)).status));
    expect(new Set(statuses)).toEqual(new Set(['accepted']));
    expect(await tokensUsed()).toBe(before + 50);
    const received = world.simulator.registry
      .list()
      .filter((entry) => entry.ruc === company.ruc && entry.series === 'B001');
    expect(received).toHaveLength(50);
  }, 180_000);

  it('loses nothing while SUNAT is down for a minute, and sends everything once when it is back', async () => {
    await world.simulator.control.down({ mode: 'refuse' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => issue(api(), owner(), company.id, facturaInput(api()))),
    );
    const ids = answers.map((answer) => {
      expect(answer.statusCode).toBe(201);
      const document = detailOf(answer);
      // Numbered, signed and kept; the answer says, in plain words, that SUNAT was not reached.
      expect(document.status).toBe('signed');
      expect(document.lastError).toBe(documentApiMessages.sunatUnreachable);
      return document.id;
    });
    await letTimePass(60_000);
    expect(new Set(await Promise.all(ids.map(async (id) => (await read(id)).status)))).toEqual(
      new Set(['signed']),
    );
    await world.simulator.control.up();
    await letTimePass(300_000, 30_000);
    for (const id of ids) {
      const document = await read(id);
      expect(document.status).toBe('accepted');
      // Refused connections never reached SUNAT: one send got through, nothing was asked twice.
      const operations = await operationsOf(id);
      expect(operations.every((operation) => operation === 'sendBill')).toBe(true);
      expect(world.simulator.registry.get(company.ruc, '01', document.series, document.number)?.hash).toBe(
        document.digestValue,
      );
    }
  }, 120_000);

  it('recovers a lost answer with getStatusCdr before any resend', async () => {
    world.simulator.control.inject({ kind: 'lostAnswer', operations: ['sendBill'] });
    const answer = await issue(api(), owner(), company.id, facturaInput(api()));
    const document = detailOf(answer);
    expect(document.status).toBe('sent');
    await letTimePass(10_000);
    const after = await read(document.id);
    expect(after.status).toBe('accepted');
    expect(after.cdr).toMatchObject({ code: '0' });
    expect(await operationsOf(document.id)).toEqual(['sendBill', 'getStatusCdr']);
  });

  it("recovers a boleta whose answer was lost through SUNAT's Consulta Integrada, never by a resend", async () => {
    world.simulator.control.inject({ kind: 'lostAnswer', operations: ['sendBill'] });
    const document = detailOf(await issue(api(), owner(), company.id, boletaInput(api())));
    expect(document.status).toBe('sent');
    await letTimePass(10_000);
    const after = await read(document.id);
    expect(after).toMatchObject({ status: 'accepted', sunatCode: '0', tokenState: 'spent' });
    // getStatusCdr does not serve boletas: the consulta said SUNAT has it, nothing went twice.
    expect(await operationsOf(document.id)).toEqual(['sendBill', 'validarComprobante']);

    // An empty 200 (nothing processed): the consulta says «no existe», so the same bytes go again.
    world.simulator.control.addChaos({ mode: 'emptyBody', share: 1, operations: ['sendBill'] });
    const unseen = detailOf(await issue(api(), owner(), company.id, boletaInput(api())));
    world.simulator.control.clearChaos();
    expect(unseen.status).toBe('sent');
    await letTimePass(10_000);
    expect(await read(unseen.id)).toMatchObject({ status: 'accepted', cdr: { code: '0' } });
    expect(await operationsOf(unseen.id)).toEqual(['sendBill', 'validarComprobante', 'sendBill']);

    // A resumen diario whose ticket says 0 without a CDR and leaves the boleta unreported: the
    // consulta shows it still accepted, so the same RC goes again and this time takes effect.
    world.simulator.control.addChaos({ mode: 'summaryWithoutCdr', share: 1 });
    const voiding = await api().call('POST', `/companies/${company.id}/documents/${document.id}/void`, {
      token: owner().accessToken,
      body: { reason: 'Venta anulada' },
    });
    world.simulator.control.clearChaos();
    expect(voiding.statusCode).toBe(202);
    await letTimePass(60_000);
    expect((await read(document.id)).status).toBe('voided');
    const summaryCalls = await api().db.query<{ operation: string }>(
      `SELECT x.operation FROM sunat_exchanges x JOIN summary_lines l ON l.summary_id = x.summary_id
         JOIN documents d ON d.id = l.document_id WHERE d.public_id = $1 ORDER BY x.id`,
      [document.id],
    );
    expect(summaryCalls.filter((call) => call.operation === 'sendSummary')).toHaveLength(2);
  });

  it('a baja SUNAT took before its answer was lost is never an exception while the consulta cannot yet say what came of it', async () => {
    const document = detailOf(await issue(api(), owner(), company.id, facturaInput(api())));
    expect(document.status).toBe('accepted');
    // The RA's answer is lost and its resend refused «ya ha sido enviado» (0402); the first
    // consulta that could tell fails.
    world.simulator.control.addChaos({
      mode: 'lostAnswer',
      share: 1,
      operations: ['sendSummary'],
      resend: '0402',
    });
    world.simulator.control.inject({ kind: 'http500', operations: ['consultaIntegrada'] });
    const voiding = await api().call('POST', `/companies/${company.id}/documents/${document.id}/void`, {
      token: owner().accessToken,
      body: { reason: 'Servicio no prestado' },
    });
    world.simulator.control.clearChaos();
    expect(voiding.statusCode).toBe(202);
    await letTimePass(120_000);
    expect((await read(document.id)).status).toBe('voided');
    const [summary] = await api().db.query<{ status: string; cdr_description: string }>(
      `SELECT s.status, s.cdr_description FROM summaries s JOIN summary_lines l ON l.summary_id = s.id
         JOIN documents d ON d.id = l.document_id WHERE d.public_id = $1`,
      [document.id],
    );
    expect(summary).toEqual({ status: 'accepted', cdr_description: VOIDS_FOUND_BY_CONSULTA });
  });

  it('retries after a timeout and an HTTP 500 with the same signed XML', async () => {
    world.simulator.control.inject({ kind: 'timeout', ms: 3_000, operations: ['sendBill'] });
    world.simulator.control.inject({ kind: 'http500', operations: ['sendBill', 'getStatusCdr'] });
    const document = detailOf(await issue(api(), owner(), company.id, facturaInput(api())));
    expect(document.status).toBe('sent');
    const xmlBefore = (
      await api().call('GET', `/companies/${company.id}/documents/${document.id}/xml`, {
        token: owner().accessToken,
      })
    ).body;
    await letTimePass(120_000, 10_000);
    const after = await read(document.id);
    expect(after.status).toBe('accepted');
    const xmlAfter = (
      await api().call('GET', `/companies/${company.id}/documents/${document.id}/xml`, {
        token: owner().accessToken,
      })
    ).body;
    expect(xmlAfter).toBe(xmlBefore);
    expect(after.digestValue).toBe(document.digestValue);
  });

  it('gives the token back for an exception (wrong SOL password) and spends it again on the resend', async () => {
    const saveSol = (password: string) =>
      api().call('PUT', `/companies/${company.id}/credentials/sol`, {
        token: owner().accessToken,
        body: { solUser: 'FACTURA1', solPassword: password },
      });
    expect((await saveSol('Equivocada1')).statusCode).toBe(200);
    const before = await tokensUsed();
    const document = refusedOf(await issue(api(), owner(), company.id, facturaInput(api())));
    expect(document).toMatchObject({ status: 'exception', sunatCode: '0102', tokenState: 'refunded' });
    expect(await tokensUsed()).toBe(before);
    const [refund] = await api().db.query<{ reason: string; delta: number }>(
      `SELECT reason, delta FROM token_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [owner().id],
    );
    expect(refund).toEqual({ reason: 'document_refund', delta: 1 });

    expect((await saveSol('ClaveSol1')).statusCode).toBe(200);
    const resent = await api().call('POST', `/companies/${company.id}/documents/${document.id}/resend`, {
      token: owner().accessToken,
    });
    expect(resent.statusCode).toBe(200);
    expect(detailOf(resent)).toMatchObject({
      status: 'accepted',
      tokenState: 'spent',
      number: document.number,
    });
    expect(await tokensUsed()).toBe(before + 1);
  });

  it('burns the number of a rejected document and keeps its token spent', async () => {
    const original = detailOf(await issue(api(), owner(), company.id, facturaInput(api())));
    // SUNAT lost track of the factura (its register was emptied): the note's reference is unknown, 2119.
    world.simulator.registry.clear();
    const answer = await api().call('POST', `/companies/${company.id}/documents/${original.id}/notes`, {
      token: owner().accessToken,
      body: {
        documentType: '07',
        series: 'FC01',
        reasonCode: '01',
        reasonDescription: 'Anulación de la operación',
      },
    });
    // Never «emitido»: 422 with SUNAT's code and the document (issue 43).
    const note = refusedOf(answer);
    expect(answer.json()).toMatchObject({ code: 'SUNAT_REJECTED', details: { sunatCode: '2119' } });
    expect((answer.json() as { message: string }).message).not.toContain('emitido');
    expect(note).toMatchObject({ status: 'rejected', sunatCode: '2119', tokenState: 'spent' });
    expect(note.cdr?.description).toBeTruthy();
    const next = refusedOf(
      await api().call('POST', `/companies/${company.id}/documents/${original.id}/notes`, {
        token: owner().accessToken,
        body: {
          documentType: '07',
          series: 'FC01',
          reasonCode: '01',
          reasonDescription: 'Anulación de la operación',
        },
      }),
    );
    expect(next.number).toBe(note.number + 1);
  });

  /** Issues a factura whose request dies as it stores its signature, after its number committed. */
  const numberAndDie = async () => {
    const { app } = api();
    const [{ id: companyId }] = (await app.db.query<{ id: string }>(
      'SELECT id FROM companies WHERE public_id = $1',
      [company.id],
    )) as [{ id: string }];
    const dying = {
      ...app.db,
      kind: app.db.kind,
      transaction: app.db.transaction.bind(app.db),
      query: ((sql, params) =>
        typeof sql === 'string' && sql.includes('WITH stored AS')
          ? Promise.reject(new Error('the process died'))
          : app.db.query(sql, params)) as Queryable['query'],
    };
    await expect(
      issueDocument(
        {
          db: dying,
          clock: app.clock,
          env: app.env,
          secrets: app.secrets,
          realtime: app.realtime,
          documentDispatch: app.documentDispatch,
          mailer: app.mailer,
          log: app.log,
        },
        { companyId, userId: owner().id, input: documentInputSchema.parse(facturaInput(api())) },
      ),
    ).rejects.toThrow('the process died');
    const [numbered] = await app.db.query<{ id: string; number: number; zip: Buffer | null }>(
      `SELECT d.public_id AS id, d.number, d.zip FROM documents d WHERE d.company_id = $1 ORDER BY d.id DESC LIMIT 1`,
      [companyId],
    );
    return numbered!;
  };

  it('signs and sends, once and under its own number, a document whose request died between its number and its signature', async () => {
    const before = await tokensUsed();
    const numbered = await numberAndDie();
    expect(numbered.zip).toBeNull();
    expect(await read(numbered.id)).toMatchObject({ status: 'signed', tokenState: 'reserved', history: [] });
    expect(await tokensUsed()).toBe(before + 1);

    // A download meanwhile signs it from its row; the job, after the lease, sends those bytes.
    const xml = await api().call('GET', `/companies/${company.id}/documents/${numbered.id}/xml`, {
      token: owner().accessToken,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain(`<cbc:ID>F001-${numbered.number}</cbc:ID>`);
    await letTimePass(70_000, 10_000);
    const sent = await read(numbered.id);
    expect(sent).toMatchObject({ status: 'accepted', tokenState: 'spent' });
    expect(sent.history.map((event) => event.status)).toEqual(['signed', 'accepted']);
    expect(xml.body).toContain(sent.digestValue!);
    expect(await operationsOf(numbered.id)).toEqual(['sendBill']);
    expect(world.simulator.registry.get(company.ruc, '01', 'F001', numbered.number)?.hash).toBe(
      sent.digestValue,
    );
    // The series moved on once: the next factura takes the next number.
    const next = detailOf(await issue(api(), owner(), company.id, facturaInput(api())));
    expect(next.number).toBe(numbered.number + 1);
    expect(await tokensUsed()).toBe(before + 2);
  }, 60_000);

  it('says on its page why a numbered document waits unsigned, and signs and sends it once it can', async () => {
    // This file's clock has run near fifteen minutes: the owner signs in again, as after a break.
    const again = (await api().login(owner().email)).json() as {
      access_token: string;
      refresh_token: string;
    };
    Object.assign(company.owner, { accessToken: again.access_token, refreshToken: again.refresh_token });
    const numbered = await numberAndDie();
    // The company's certificate expired meanwhile: nothing may be signed with it.
    const { db } = api();
    const owned = 'company_id = (SELECT id FROM companies WHERE public_id = $1)';
    const [{ notAfter }] = (await db.query<{ notAfter: Date }>(
      `SELECT certificate_not_after AS "notAfter" FROM company_credentials WHERE ${owned}`,
      [company.id],
    )) as [{ notAfter: Date }];
    const expireOn = (date: Date) =>
      db.query(`UPDATE company_credentials SET certificate_not_after = $2 WHERE ${owned}`, [
        company.id,
        date,
      ]);
    await expireOn(new Date(api().clock.now().getTime() - 86_400_000));
    try {
      await letTimePass(70_000, 10_000);
      const waiting = await read(numbered.id);
      expect(waiting).toMatchObject({
        status: 'signed',
        tokenState: 'reserved',
        lastError: documentApiMessages.notSigned(documentApiMessages.certificateExpired),
      });
      expect(await operationsOf(numbered.id)).toEqual([]);
    } finally {
      await expireOn(notAfter);
    }
    // Back-off, not every lease: then signed and sent once, and the reason gone.
    await letTimePass(120_000, 10_000);
    const sent = await read(numbered.id);
    expect(sent).toMatchObject({ status: 'accepted', tokenState: 'spent', lastError: null });
    expect(await operationsOf(numbered.id)).toEqual(['sendBill']);
  }, 60_000);

  // Last: it moves the clock four days, past every access token of this file.
  it('warns in the history and by one e-mail the day before the last day to send; the series show it', async () => {
    await world.simulator.control.down({ mode: 'refuse' });
    const first = detailOf(await issue(api(), owner(), company.id, facturaInput(api())));
    const second = detailOf(await issue(api(), owner(), company.id, facturaInput(api())));
    expect(first.sendDeadline > first.issueDate).toBe(true);
    const warnings = async () =>
      api().db.query<{ description: string }>(
        `SELECT e.description FROM document_events e JOIN documents d ON d.id = e.document_id
          WHERE d.public_id = $1 AND e.status = 'deadline'`,
        [first.id],
      );
    const warningMails = async () =>
      (await api().outbox(owner().email)).filter((mail) =>
        mail.subject.startsWith('Plazo de envío a SUNAT por vencer'),
      );
    const seriesStatus = async (token: string) => {
      const answer = await api().call('GET', `/companies/${company.id}/documents/series-status`, { token });
      expect(answer.statusCode).toBe(200);
      const { data } = answer.json() as { data: SeriesStatus };
      const of = (type: string, series: string) =>
        data.series.find((item) => item.documentType === type && item.series === series)!;
      return { data, of };
    };

    await api().app.documentDispatch.run();
    expect(await warnings()).toEqual([]);
    // Both facturas are numbered and kept, SUNAT has neither: the gap is the series' last two numbers.
    const before = await seriesStatus(owner().accessToken);
    expect(before.data.environment).toBe('test');
    expect(before.of('01', 'F001')).toMatchObject({
      lastNumber: second.number,
      pendingCount: 2,
      pending: [
        { documentId: first.id, number: first.number, status: 'signed' },
        { documentId: second.id, number: second.number, status: 'signed' },
      ],
      deadlineCount: 0,
      deadlines: [],
    });
    // The notes SUNAT refused above: burned, never pending.
    expect(before.of('07', 'FC01')).toMatchObject({ rejectedCount: 2, pendingCount: 0 });
    // 50 boletas at once, then 2 whose answers were lost.
    expect(before.of('03', 'B001')).toMatchObject({ lastNumber: 52, pendingCount: 0 });

    api().clock.advance(2 * 86_400_000);
    await api().app.documentDispatch.run();
    await api().app.documentDispatch.run();
    expect(await warnings()).toEqual([
      { description: expect.stringContaining(`vence el ${first.sendDeadline}`) },
    ]);
    // One e-mail for the company's run, naming both documents.
    const [mail, ...more] = await warningMails();
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`${first.series}-${first.number}: vence el`);
    expect(mail!.text).toContain(`${second.series}-${second.number}: vence el`);

    // Past the last day: the series lists both as late; no second e-mail.
    api().clock.advance(2 * 86_400_000);
    await api().app.documentDispatch.run();
    expect(await warningMails()).toHaveLength(1);
    const signedIn = (await api().login(owner().email)).json() as { access_token: string };
    const after = (await seriesStatus(signedIn.access_token)).of('01', 'F001');
    expect(after.deadlineCount).toBe(2);
    expect(after.deadlines).toEqual([
      expect.objectContaining({
        number: first.number,
        kind: 'send',
        deadline: first.sendDeadline,
        daysLeft: -1,
      }),
      expect.objectContaining({
        number: second.number,
        kind: 'send',
        deadline: second.sendDeadline,
        daysLeft: -1,
      }),
    ]);
    await world.simulator.control.up();
  });
});
