import { beforeAll, describe, expect, it } from '@jest/globals';
import { documentApiMessages, type DocumentDetail } from '@facturador/contracts';
import { ruleMessages } from '@facturador/einvoice';
import { boletaInput, detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';

const INTEREST_LINE = {
  description: 'Intereses por mora',
  quantity: '1',
  unitCode: 'ZZ',
  unitValue: '25',
  affectation: '10',
} as const;

describe('Debit notes (08) from a document: Catálogo 10 reasons, a series of type 08 and of its family', () => {
  const { world, company } = documentsFixture();
  let factura: DocumentDetail;
  let boleta: DocumentDetail;

  beforeAll(async () => {
    factura = detailOf(await issue(world.api, company.owner, company.id, facturaInput(world.api)));
    boleta = detailOf(await issue(world.api, company.owner, company.id, boletaInput(world.api)));
  }, 60_000);

  const debitNote = (original: DocumentDetail, body: Record<string, unknown>) =>
    world.api.call('POST', `/companies/${company.id}/documents/${original.id}/notes`, {
      token: company.owner.accessToken,
      body: {
        documentType: '08',
        series: 'FD01',
        reasonCode: '01',
        reasonDescription: 'Pago con 30 días de atraso',
        lines: [INTEREST_LINE],
        ...body,
      },
    });
  const messageOf = (answer: { json(): unknown }) => (answer.json() as { message: string }).message;

  it('issues a debit note charging only its own lines, linked to the factura', async () => {
    const answer = await debitNote(factura, {});
    expect(answer.statusCode).toBe(201);
    expect(detailOf(answer)).toMatchObject({
      documentType: '08',
      fullNumber: 'FD01-1',
      status: 'accepted',
      igv: '4.50',
      total: '29.50',
      reference: { id: factura.id, fullNumber: factura.fullNumber },
    });
  });

  it('takes the export and IVAP adjustments (11, 12) of Catálogo 10 and refuses a credit-note reason', async () => {
    const refused = await debitNote(factura, { reasonCode: '04' });
    expect(refused.statusCode).toBe(422);
    expect(messageOf(refused)).toContain(ruleMessages.debitNoteReason);
    const ivap = await debitNote(factura, { reasonCode: '12' });
    expect(ivap.statusCode < 300 ? 'ok' : ivap.body).toBe('ok');
  });

  it('refuses a credit-note series, and a series of the other family', async () => {
    const creditSeries = await debitNote(factura, { series: 'FC01' });
    expect(creditSeries.statusCode).toBe(400);
    expect(messageOf(creditSeries)).toContain(documentApiMessages.seriesNotFound);
    // The series exists but breaks SUNAT's rule for the note: 422, as every pre-flight refusal.
    const boletaSeries = await debitNote(factura, { series: 'BD01' });
    expect(boletaSeries.statusCode).toBe(422);
    expect(messageOf(boletaSeries)).toContain(ruleMessages.noteSeriesMismatch('F'));
  });

  it('issues a boleta’s debit note in its B series', async () => {
    const answer = await debitNote(boleta, { series: 'BD01', reasonCode: '03' });
    expect(answer.statusCode).toBe(201);
    expect(detailOf(answer)).toMatchObject({ fullNumber: 'BD01-1', status: 'accepted' });
  });
});
