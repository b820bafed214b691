import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { billingMessages, documentApiMessages, documentMessages, limaDate } from '@facturador/contracts';
import { addDays, igvPercentFor } from '@facturador/einvoice';
import { addMemberAs } from './support/companies.ts';
import type { SignedInUser } from './support/api.ts';
import { boletaInput, detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';
import { nextEvent, socketClients } from './support/sockets.ts';

describe('Electronic documents: issue, read, void, notes', () => {
  const { world, company, api, path } = documentsFixture();
  let employee: SignedInUser;
  let outsider: SignedInUser;
  const sockets = socketClients();

  beforeAll(async () => {
    [employee, outsider] = await Promise.all([world.api.signedIn(), world.api.signedIn()]);
    await addMemberAs(world.api, company.owner, company.id, employee, 'EMPLOYEE_BUSINESS');
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
  });

  const tokensOf = async (user: SignedInUser) => {
    const [row] = await api().db.query<{ used: number; extra: number }>(
      'SELECT period_used AS used, extra_tokens AS extra FROM subscriptions WHERE user_id = $1',
      [user.id],
    );
    return row!;
  };
  const nextNumber = async (series: string) => {
    const [row] = await api().db.query<{ next: number }>(
      `SELECT s.next_correlative AS next FROM series s JOIN companies c ON c.id = s.company_id
        WHERE c.public_id = $1 AND s.series = $2 AND s.document_type = '01'`,
      [company.id, series],
    );
    return Number(row!.next);
  };

  it('issues a factura: numbered, signed, accepted by SUNAT, its token spent, its files downloadable', async () => {
    const before = await tokensOf(company.owner);
    const answer = await issue(api(), company.owner, company.id, facturaInput(api()));
    expect(answer.statusCode).toBe(201);
    const document = detailOf(answer);
    expect(document).toMatchObject({
      documentType: '01',
      series: 'F001',
      number: 1,
      fullNumber: 'F001-1',
      igv: '18.00',
      total: '118.00',
      status: 'accepted',
      sunatCode: '0',
      tokenState: 'spent',
      fileName: `${company.ruc}-01-F001-1`,
    });
    expect(document.digestValue).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(document.history.map((event) => event.status)).toEqual(['signed', 'accepted']);
    expect((await tokensOf(company.owner)).used).toBe(before.used + 1);

    const xml = await api().call('GET', path(`/documents/${document.id}/xml`), {
      token: company.owner.accessToken,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toContain(`${company.ruc}-01-F001-1.xml`);
    expect(xml.body).toContain('<cbc:ID>F001-1</cbc:ID>');
    expect(xml.body).toContain(document.digestValue);
    const cdr = await api().call('GET', path(`/documents/${document.id}/cdr`), {
      token: company.owner.accessToken,
    });
    expect(cdr.statusCode).toBe(200);
    expect(cdr.headers['content-type']).toBe('application/zip');
    expect(cdr.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lets an employee issue, tells the members in real time, and hides the company from outsiders', async () => {
    const url = await api().app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await sockets.connect(url, company.owner.accessToken);
    const event = nextEvent(socket, 'document_updated');
    const answer = await issue(api(), employee, company.id, boletaInput(api()));
    expect(answer.statusCode).toBe(201);
    expect(detailOf(answer)).toMatchObject({ fullNumber: 'B001-1', status: 'accepted' });
    expect(await event).toMatchObject({ type: 'document_updated', userId: company.owner.publicId });

    for (const call of [
      () => issue(api(), outsider, company.id, facturaInput(api())),
      () => api().call('GET', path('/documents'), { token: outsider.accessToken }),
      () => api().call('GET', path(`/documents/${detailOf(answer).id}`), { token: outsider.accessToken }),
      () => api().call('GET', path(`/documents/${detailOf(answer).id}/xml`), { token: outsider.accessToken }),
    ]) {
      const refused = await call();
      expect(refused.statusCode).toBe(404);
    }
  });

  it('taxes at the company’s IGV regime: 10.5 % for a restaurant under Ley 31556, chosen by an owner', async () => {
    const byEmployee = await api().call('PUT', path('/igv-regime'), {
      token: employee.accessToken,
      body: { regime: 'restaurant_hotel' },
    });
    expect(byEmployee.statusCode).toBe(403);
    const chosen = await api().call('PUT', path('/igv-regime'), {
      token: company.owner.accessToken,
      body: { regime: 'restaurant_hotel' },
    });
    expect(chosen.json()).toMatchObject({ data: { regime: 'restaurant_hotel' } });
    expect(chosen.json().data.rates).toContainEqual({ from: '2026-02-13', to: null, percent: '10.5' });
    // The rate of today's date in Ley 31556's schedule: 10.5 % since 2026-02-13. SUNAT takes it
    // with observation 4439 from an issuer outside its padrón of the reduced rate…
    const percent = igvPercentFor('restaurant_hotel', limaDate(api().clock.now()));
    const outside = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
    expect(outside).toMatchObject({
      igv: percent.toFixed(2),
      total: percent.plus(100).toFixed(2),
      status: 'observed',
    });
    // …and without it once the issuer is in the padrón.
    world.simulator.control.addToReducedIgvPadron([{ ruc: company.ruc, from: '2022-09-01' }]);
    const restaurant = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
    expect(restaurant).toMatchObject({ igv: percent.toFixed(2), status: 'accepted' });
    await api().call('PUT', path('/igv-regime'), {
      token: company.owner.accessToken,
      body: { regime: 'general' },
    });
    const general = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
    expect(general).toMatchObject({ igv: '18.00', total: '118.00' });
  });

  it('refuses a factura to a customer without RUC in Spanish, and takes neither a number nor a token', async () => {
    const [numberBefore, tokensBefore] = [await nextNumber('F001'), await tokensOf(company.owner)];
    const answer = await issue(
      api(),
      company.owner,
      company.id,
      facturaInput(api(), {
        customer: { documentType: '1', documentNumber: '45678912', name: 'JUAN PEREZ' },
      }),
    );
    // 422, not 400: the request is well formed; SUNAT's rules refuse the document (issue 43).
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((answer.json() as { message: string }).message).toMatch(/RUC/);
    expect(await nextNumber('F001')).toBe(numberBefore);
    expect(await tokensOf(company.owner)).toEqual(tokensBefore);
  });

  it('refuses a factura past SUNAT’s 3 days before numbering it (2108), and burns nothing', async () => {
    const [numberBefore, tokensBefore] = [await nextNumber('F001'), await tokensOf(company.owner)];
    const today = limaDate(api().clock.now());
    const late = await issue(
      api(),
      company.owner,
      company.id,
      facturaInput(api(), { issueDate: addDays(today, -4) }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'issueDate', code: '2108' })],
    });
    expect((late.json() as { message: string }).message).toContain('3 días');
    expect(await nextNumber('F001')).toBe(numberBefore);
    expect(await tokensOf(company.owner)).toEqual(tokensBefore);
    // The third day after its issue date is still in time.
    const lastDay = await issue(
      api(),
      company.owner,
      company.id,
      facturaInput(api(), { issueDate: addDays(today, -3) }),
    );
    expect(detailOf(lastDay)).toMatchObject({ status: 'accepted' });
  });

  it('gives a series its last number, 99999999, then says it is spent in Spanish and burns nothing', async () => {
    // A series of its own, one number from its end.
    await api().db.query(
      `INSERT INTO series (company_id, establishment_id, document_type, series, next_correlative, created_at, updated_at)
       SELECT company_id, establishment_id, '01', 'F099', 99999999, now(), now() FROM series s
        WHERE s.company_id = (SELECT id FROM companies WHERE public_id = $1) AND s.series = 'F001'`,
      [company.id],
    );
    const last = await issue(api(), company.owner, company.id, facturaInput(api(), { series: 'F099' }));
    expect(detailOf(last)).toMatchObject({ fullNumber: 'F099-99999999', status: 'accepted' });

    const tokensBefore = await tokensOf(company.owner);
    const spent = await issue(api(), company.owner, company.id, facturaInput(api(), { series: 'F099' }));
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({ message: documentApiMessages.seriesExhausted });
    expect(await tokensOf(company.owner)).toEqual(tokensBefore);
    // «Revisar» says the same before anyone tries.
    const review = await api().call('POST', path('/documents/validate'), {
      token: company.owner.accessToken,
      body: facturaInput(api(), { series: 'F099' }),
    });
    expect(review.statusCode).toBe(409);
    expect(review.json()).toMatchObject({ message: documentApiMessages.seriesExhausted });
  });
  it('spends a plan’s quota with its ledger line, then the extra balance, then refuses with 402 and burns nothing', async () => {
    type Plan = { period_quota: number | null; period_used: number; extra_tokens: number; state: string };
    const [kept] = await api().db.query<Plan>(
      'SELECT period_quota, period_used, extra_tokens, state FROM subscriptions WHERE user_id = $1',
      [company.owner.id],
    );
    const setPlan = (plan: Plan) =>
      api().db.query(
        `UPDATE subscriptions SET period_quota = $2, period_used = $3, extra_tokens = $4, state = $5
          WHERE user_id = $1`,
        [company.owner.id, plan.period_quota, plan.period_used, plan.extra_tokens, plan.state],
      );
    const lastLedgerLine = async () => {
      const [row] = await api().db.query<{
        delta: number;
        reason: string;
        description: string;
        balance: number;
      }>(
        `SELECT delta, reason, description, balance_after AS balance FROM token_ledger
          WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
        [company.owner.id],
      );
      return row;
    };
    try {
      // One token left in the period, one extra.
      await setPlan({ period_quota: 5, period_used: 4, extra_tokens: 1, state: 'active' });
      const fromQuota = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
      expect(fromQuota).toMatchObject({ status: 'accepted', tokenState: 'spent' });
      expect(await tokensOf(company.owner)).toEqual({ used: 5, extra: 1 });
      expect(await lastLedgerLine()).toEqual({
        delta: -1,
        reason: 'document',
        description: `Comprobante ${fromQuota.fullNumber}`,
        balance: 1,
      });

      // The period is used up: the extra balance pays.
      const fromExtra = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
      expect(fromExtra).toMatchObject({ status: 'accepted', tokenState: 'spent' });
      expect(await tokensOf(company.owner)).toEqual({ used: 5, extra: 0 });
      expect(await lastLedgerLine()).toMatchObject({
        description: `Comprobante ${fromExtra.fullNumber}`,
        balance: 0,
      });

      // Nothing left: 402 before a number is taken.
      const numberBefore = await nextNumber('F001');
      const none = await issue(api(), company.owner, company.id, facturaInput(api()));
      expect(none.statusCode).toBe(402);
      expect(none.json()).toMatchObject({ code: 'NO_TOKENS', message: billingMessages.noTokens });
      expect(await nextNumber('F001')).toBe(numberBefore);
      expect(await tokensOf(company.owner)).toEqual({ used: 5, extra: 0 });

      // A plan no longer active pays nothing, with tokens or without.
      await setPlan({ period_quota: 5, period_used: 0, extra_tokens: 3, state: 'expired' });
      const inactive = await issue(api(), company.owner, company.id, facturaInput(api()));
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json()).toMatchObject({ message: billingMessages.subscriptionInactive });
      expect(await nextNumber('F001')).toBe(numberBefore);
      expect(await tokensOf(company.owner)).toEqual({ used: 0, extra: 3 });
    } finally {
      await setPlan(kept!);
    }
  });

  it('refuses a malformed request with the contract’s Spanish message', async () => {
    const answer = await issue(api(), company.owner, company.id, facturaInput(api(), { lines: [] }));
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { message: string }).message).toContain(documentMessages.linesRequired);
  });

  it('answers a repeated Idempotency-Key with the same document, and refuses the key for another request', async () => {
    const headers = { 'idempotency-key': `erp-pedido-${Date.now()}` };
    const first = await issue(api(), company.owner, company.id, facturaInput(api()), headers);
    const again = await issue(api(), company.owner, company.id, facturaInput(api()), headers);
    // A replay answers what the first call answered, said to be a replay (issue 43).
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect([first.headers['idempotent-replayed'], again.headers['idempotent-replayed']]).toEqual([
      undefined,
      'true',
    ]);
    expect(again.json()).toEqual(first.json());
    const other = await issue(
      api(),
      company.owner,
      company.id,
      facturaInput(api(), { observations: 'otro pedido' }),
      headers,
    );
    expect(other.statusCode).toBe(409);
    expect((other.json() as { message: string }).message).toBe(documentApiMessages.idempotencyReused);
  });

  it('lists with filters and server-side pagination', async () => {
    const list = await api().call('GET', path('/documents?documentType=03&limit=1'), {
      token: employee.accessToken,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      data: [{ documentType: '03', fullNumber: 'B001-1' }],
      meta: { page: 1, limit: 1, total: 1 },
    });
    const search = await api().call('GET', path('/documents?search=F001-1'), { token: employee.accessToken });
    expect((search.json() as { data: { fullNumber: string }[] }).data.map((item) => item.fullNumber)).toEqual(
      ['F001-1'],
    );
  });

  it('issues a note at the rate of the factura it modifies, not at today’s (SUNAT 3291 on notes)', async () => {
    const original = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
    // As if issued under Ley 31556 before 2026-02-13, at 10 %; today the company would charge 10.5 %.
    world.simulator.control.setReducedIgvPadron([{ ruc: company.ruc, from: '2022-09-01' }]);
    await api().db.query('UPDATE documents SET igv_percent = 10 WHERE public_id = $1', [original.id]);
    await api().call('PUT', path('/igv-regime'), {
      token: company.owner.accessToken,
      body: { regime: 'restaurant_hotel' },
    });
    try {
      const answer = await api().call('POST', path(`/documents/${original.id}/notes`), {
        token: employee.accessToken,
        body: {
          documentType: '08',
          series: 'FD01',
          reasonCode: '01',
          reasonDescription: 'Intereses por mora',
        },
      });
      expect(detailOf(answer)).toMatchObject({ igv: '10.00', total: '110.00', status: 'accepted' });
    } finally {
      await api().call('PUT', path('/igv-regime'), {
        token: company.owner.accessToken,
        body: { regime: 'general' },
      });
    }
  });

  it('issues a credit note from an accepted factura, linked both ways', async () => {
    const original = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
    const answer = await api().call('POST', path(`/documents/${original.id}/notes`), {
      token: employee.accessToken,
      body: {
        documentType: '07',
        series: 'FC01',
        reasonCode: '01',
        reasonDescription: 'Anulación de la operación',
      },
    });
    expect(answer.statusCode).toBe(201);
    const note = detailOf(answer);
    expect(note).toMatchObject({
      documentType: '07',
      fullNumber: 'FC01-1',
      status: 'accepted',
      total: '118.00',
    });
    expect(note.reference).toEqual({ id: original.id, fullNumber: original.fullNumber });
    const reread = detailOf(
      await api().call('GET', path(`/documents/${original.id}`), { token: employee.accessToken }),
    );
    expect(reread.notes).toEqual([{ id: note.id, fullNumber: 'FC01-1', status: 'accepted' }]);
  });

  it('voids a factura through a comunicación de baja (owner only), polling the ticket until SUNAT answers', async () => {
    const document = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
    expect(document.voidable).toMatchObject({ method: 'RA' });
    const byEmployee = await api().call('POST', path(`/documents/${document.id}/void`), {
      token: employee.accessToken,
      body: { reason: 'Error en el precio' },
    });
    expect(byEmployee.statusCode).toBe(403);

    // The baja is dated when it is asked for; the clock moves on below, maybe past midnight in Lima.
    const bajaDate = limaDate(api().clock.now());
    const answer = await api().call('POST', path(`/documents/${document.id}/void`), {
      token: company.owner.accessToken,
      body: { reason: 'Error en el precio' },
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ data: { kind: 'RA', status: 'pending' } });
    const status = async () =>
      detailOf(
        await api().call('GET', path(`/documents/${document.id}`), { token: company.owner.accessToken }),
      ).status;
    expect(await status()).toBe('voiding');
    // SUNAT answers 98 (in process) a few times before its verdict: the job asks again each time.
    for (let round = 0; round < 10 && (await status()) === 'voiding'; round += 1) {
      api().clock.advance(10_000);
      await api().app.documentDispatch.run();
    }
    expect(await status()).toBe('voided');
    const summaries = await api().call('GET', path(`/summaries?date=${bajaDate}`), {
      token: company.owner.accessToken,
    });
    expect(summaries.json()).toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({
          kind: 'RA',
          status: 'accepted',
          lines: [expect.objectContaining({ fullNumber: document.fullNumber, lineStatus: '3' })],
        }),
      ]),
    });
  });

  it('voids a boleta through a resumen diario line with status 3, never a comunicación de baja', async () => {
    const document = detailOf(await issue(api(), company.owner, company.id, boletaInput(api())));
    expect(document.voidable).toMatchObject({ method: 'RC' });
    const answer = await api().call('POST', path(`/documents/${document.id}/void`), {
      token: company.owner.accessToken,
      body: { reason: 'Venta anulada' },
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toMatchObject({ data: { kind: 'RC', lines: [{ lineStatus: '3' }] } });
    for (let round = 0; round < 10; round += 1) {
      api().clock.advance(10_000);
      await api().app.documentDispatch.run();
    }
    const after = detailOf(
      await api().call('GET', path(`/documents/${document.id}`), { token: company.owner.accessToken }),
    );
    expect(after.status).toBe('voided');
    expect(after.history.at(-1)).toMatchObject({ status: 'voided' });
  });

  it('puts the document back and points to a credit note when SUNAT refuses the baja', async () => {
    const document = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
    // SUNAT does not know the factura (its register was emptied): the baja is refused, 2105.
    world.simulator.registry.clear();
    // The baja is dated when it is asked for; the clock moves on below, maybe past midnight in Lima.
    const bajaDate = limaDate(api().clock.now());
    const answer = await api().call('POST', path(`/documents/${document.id}/void`), {
      token: company.owner.accessToken,
      body: { reason: 'Error en el precio' },
    });
    expect(answer.statusCode).toBe(202);
    for (let round = 0; round < 10; round += 1) {
      api().clock.advance(10_000);
      await api().app.documentDispatch.run();
    }
    const after = detailOf(
      await api().call('GET', path(`/documents/${document.id}`), { token: company.owner.accessToken }),
    );
    expect(after.status).toBe('accepted');
    expect(after.history.at(-1)?.description).toMatch(/no aceptó la baja .*nota de crédito/);
    const summaries = (
      await api().call('GET', path(`/summaries?date=${bajaDate}`), { token: company.owner.accessToken })
    ).json() as {
      data: { kind: string; status: string; sunatCode: string | null; lines: { documentId: string }[] }[];
    };
    expect(
      summaries.data.find((summary) => summary.lines.some((line) => line.documentId === document.id)),
    ).toMatchObject({
      kind: 'RA',
      status: 'rejected',
    });
  });
});
