import { describe, expect, it } from '@jest/globals';
import { documentInputSchema, type DocumentLineInput } from '@facturador/contracts';
import { computeDocument } from '@facturador/einvoice';
import { printedLinesOf } from '../src/documents/printed/printed-lines.ts';

const issuer = {
  ruc: '20512333797',
  businessName: 'EMPRESA DEMO S.A.C.',
  address: 'Av. Lima 123',
  ubigeo: '150101',
  establishmentCode: '0000',
};

function printed(line: Omit<DocumentLineInput, 'description'>) {
  const input = documentInputSchema.parse({
    documentType: '01',
    series: 'F001',
    issueDate: '2026-11-26',
    customer: { documentType: '6', documentNumber: '20607854247', name: 'CLIENTE S.A.C.' },
    lines: [{ description: 'Ítem', ...line }],
  });
  const computed = computeDocument(input, { issuer, number: 1, igvPercent: '18', issueTime: '10:00:00' });
  return printedLinesOf(computed, input)[0]!;
}

describe('The unit price a line prints: the one the buyer was told, with taxes', () => {
  it('prints a price typed with taxes as typed, at least 2 decimals', () => {
    expect(printed({ quantity: '1', unitCode: 'NIU', unitPrice: '10', affectation: '10' })).toMatchObject({
      unitPrice: '10.00',
      amount: '10.00',
    });
    // A discount changes what the line charges, not the price the buyer was told.
    expect(
      printed({ quantity: '2', unitCode: 'NIU', unitPrice: '10', discount: '5', affectation: '10' }),
    ).toMatchObject({ unitPrice: '10.00', amount: '15.00' });
  });

  it('prints a line given by its value without taxes at its price with them', () => {
    expect(printed({ quantity: '1', unitCode: 'ZZ', unitValue: '100', affectation: '10' })).toMatchObject({
      unitPrice: '118.00',
      amount: '118.00',
    });
    // A price of a few decimals is written in full (S/ 0.055 a screw)…
    expect(
      printed({ quantity: '1000', unitCode: 'NIU', unitValue: '0.0466101695', affectation: '10' }),
    ).toMatchObject({ unitPrice: '0.055', amount: '55.00' });
    // …a repeating quotient as the buyer would be told it.
    expect(
      printed({ quantity: '3', unitCode: 'NIU', unitValue: '3.3333333333', affectation: '20' }),
    ).toMatchObject({ unitPrice: '3.33', amount: '10.00' });
  });

  it('charges nothing on a free line', () => {
    expect(printed({ quantity: '1', unitCode: 'NIU', unitValue: '50', affectation: '13' })).toMatchObject({
      amount: '0.00',
    });
  });
});
