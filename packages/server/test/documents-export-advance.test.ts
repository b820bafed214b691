import { beforeAll, describe, expect, it } from '@jest/globals';
import { documentApiMessages, type DocumentDetail } from '@facturador/contracts';
import { detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';
import { readPdf } from './support/printed.ts';
import { createApiKey, listening, v1 } from './support/v1.ts';

/**
 * Issue 41, item 4: an export (0200, Incoterm) and an advance (anticipo) with the factura that
 * deducts it, issued through the session API and /v1 on the SUNAT double, which checks SUNAT's
 * anticipo rows itself (3218: the advance accepted in its register) — and their PDFs.
 */
describe('Exports and advances (anticipos)', () => {
  const { world, company, api, path } = documentsFixture();
  const buyer = { documentType: '6', documentNumber: '20512333797', name: 'CLIENTE EJEMPLO S.A.C.' } as const;
  const deduction = (advance: DocumentDetail, amount: string) => ({
    documentType: '01' as const,
    series: advance.series,
    number: advance.number,
    amount,
  });
  const issueOk = async (input: Parameters<typeof facturaInput>[1]) => {
    const answer = await issue(world.api, company.owner, company.id, facturaInput(world.api, input));
    expect({ status: answer.statusCode, body: answer.statusCode === 201 ? 'ok' : answer.json() }).toEqual({
      status: 201,
      body: 'ok',
    });
    return detailOf(answer);
  };
  const pdfText = async (document: DocumentDetail) => {
    const answer = await api().call('GET', path(`/documents/${document.id}/pdf?format=a4`), {
      token: company.owner.accessToken,
    });
    expect(answer.statusCode).toBe(200);
    return (await readPdf(answer.rawPayload)).text.replace(/\s+/g, ' ');
  };
  const nextNumber = async () => {
    const [row] = await api().db.query<{ next_correlative: number }>(
      `SELECT s.next_correlative FROM series s JOIN companies c ON c.id = s.company_id
        WHERE c.public_id = $1 AND s.series = 'F001' AND s.document_type = '01'`,
      [company.id],
    );
    return row!.next_correlative;
  };

  let advance: DocumentDetail;
  beforeAll(async () => {
    // 30 % of an order, paid before the goods: 600 + IGV = 708.
    advance = await issueOk({
      customer: buyer,
      lines: [
        {
          description: 'Anticipo del 30 % del pedido',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '600',
          affectation: '10',
        },
      ],
      advance: true,
    });
  }, 60_000);

  it('issues an export of goods to a buyer abroad: accepted, its PDF says «Exportación», the Incoterm and «Op. exportación»', async () => {
    const exported = await issueOk({
      operationType: '0200',
      currency: 'USD',
      customer: { documentType: '0', documentNumber: '98-7654321', name: 'ANDES TRADING LLC' },
      lines: [
        {
          description: 'Café en grano 60 kg',
          quantity: '20',
          unitCode: 'NIU',
          unitValue: '310.5',
          affectation: '40',
        },
      ],
      incoterm: 'FOB',
    });
    expect(exported.status).toBe('accepted');
    expect(exported.total).toBe('6210.00');
    const text = await pdfText(exported);
    expect(text).toContain('Operación: Exportación de bienes');
    expect(text).toContain('Incoterm: FOB');
    expect(text).toContain('Op. exportación US$ 6,210.00');
    expect(text).not.toContain('IGV (');
  }, 60_000);

  it('deducts an accepted advance: the double accepts, the totals are net of it and the PDF names it', async () => {
    expect(advance.status).toBe('accepted');
    const final = await issueOk({
      customer: buyer,
      lines: [
        {
          description: 'Escritorio de melamina',
          quantity: '10',
          unitCode: 'NIU',
          unitValue: '200',
          affectation: '10',
        },
      ],
      advanceDeductions: [deduction(advance, '708.00')],
    });
    expect(final.status).toBe('accepted');
    expect(final.total).toBe('1652.00');
    const text = await pdfText(final);
    expect(text).toContain(`Anticipo: F001-${advance.number} (S/ 708.00)`);
    expect(text).toContain('Anticipos deducidos S/ 708.00');
    expect(text).toContain('Op. gravada S/ 1,400.00');

    // Fully deducted now: another deduction is refused with what is left, and no number is spent.
    const before = await nextNumber();
    const again = await issue(
      world.api,
      company.owner,
      company.id,
      facturaInput(world.api, { customer: buyer, advanceDeductions: [deduction(advance, '10.00')] }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        {
          field: 'advanceDeductions.0.amount',
          message: documentApiMessages.advanceAmountLeft(`F001-${advance.number}`, 'S/ 0.00'),
        },
      ],
    });
    expect(await nextNumber()).toBe(before);
  }, 60_000);

  it('refuses to deduct what is not an advance of the buyer, in its currency', async () => {
    const plain = await issueOk({ customer: buyer });
    const other = await issueOk({
      customer: { documentType: '6', documentNumber: '20100070970', name: 'OTRO CLIENTE S.A.' },
      advance: true,
    });
    const refusal = async (input: Parameters<typeof facturaInput>[1]) =>
      (await issue(world.api, company.owner, company.id, facturaInput(world.api, input))).json();
    const label = (d: DocumentDetail) => `F001-${d.number}`;
    expect(await refusal({ customer: buyer, advanceDeductions: [deduction(plain, '10.00')] })).toMatchObject({
      details: [
        { field: 'advanceDeductions.0', message: documentApiMessages.advanceNotAdvance(label(plain)) },
      ],
    });
    expect(await refusal({ customer: buyer, advanceDeductions: [deduction(other, '10.00')] })).toMatchObject({
      details: [
        { field: 'advanceDeductions.0', message: documentApiMessages.advanceOtherCustomer(label(other)) },
      ],
    });
    const missing = { ...deduction(plain, '10.00'), number: 99_999 };
    expect(await refusal({ customer: buyer, advanceDeductions: [missing] })).toMatchObject({
      details: [{ field: 'advanceDeductions.0', message: documentApiMessages.advanceNotFound('F001-99999') }],
    });
  }, 60_000);

  it('takes an advance and its deduction through /v1, partly: what is left stays for the next one', async () => {
    const base = await listening(world.api);
    const key = await createApiKey(world.api, company.owner, company.id, { scopes: ['issue', 'read'] });
    const post = (body: unknown, idempotencyKey: string) =>
      v1(base, 'POST', '/v1/documents', {
        key: key.secret,
        body,
        headers: { 'idempotency-key': idempotencyKey },
      });
    const issued = await post(
      facturaInput(world.api, {
        customer: buyer,
        advance: true,
        lines: [
          { description: 'Anticipo', quantity: '1', unitCode: 'ZZ', unitValue: '1000', affectation: '10' },
        ],
      }),
      'advance-v1-0001',
    );
    expect(issued.status).toBe(201);
    const v1Advance = issued.json<{ data: DocumentDetail }>().data;
    const first = await post(
      facturaInput(world.api, {
        customer: buyer,
        lines: [
          { description: 'Servicio', quantity: '1', unitCode: 'ZZ', unitValue: '2000', affectation: '10' },
        ],
        advanceDeductions: [deduction(v1Advance, '590.00')],
      }),
      'advance-v1-0002',
    );
    expect(first.status).toBe(201);
    expect(first.json<{ data: DocumentDetail }>().data).toMatchObject({
      status: 'accepted',
      total: '1770.00',
    });
    const tooMuch = await post(
      facturaInput(world.api, { customer: buyer, advanceDeductions: [deduction(v1Advance, '590.01')] }),
      'advance-v1-0003',
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      details: [{ message: documentApiMessages.advanceAmountLeft(`F001-${v1Advance.number}`, 'S/ 590.00') }],
    });

    // Emitir's «Deducir anticipo» lists the buyer's advances with something left: not the spent one.
    const listed = await api().call(
      'GET',
      path(`/documents/advances?customerDocumentType=6&customerDocumentNumber=${buyer.documentNumber}`),
      { token: company.owner.accessToken },
    );
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ series: 'F001', number: v1Advance.number, total: '1180.00', left: '590.00' }),
    ]);
  }, 90_000);
});
