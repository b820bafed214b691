import { describe, expect, it } from '@jest/globals';
import { detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';
import { readPdf } from './support/printed.ts';

/**
 * Issue 41, the percepción within a factura (operación 2001, Factura rows 63–64): issued through
 * the session API on the SUNAT double, which checks the charge 51 and the «Percepcion» terms itself,
 * and printed with the total to collect; one SUNAT would refuse is answered 422 before its number.
 */
describe('A factura with percepción', () => {
  const { world, company, api, path } = documentsFixture();
  const cement = [
    {
      description: 'Cemento Portland',
      quantity: '100',
      unitCode: 'NIU',
      unitValue: '25.5',
      affectation: '10' as const,
    },
  ];

  it('is accepted by the double, and its PDF says the percepción and the total to collect', async () => {
    const answer = await issue(
      world.api,
      company.owner,
      company.id,
      facturaInput(world.api, { operationType: '2001', lines: cement, perception: { code: '51' } }),
    );
    expect({ status: answer.statusCode, body: answer.statusCode === 201 ? 'ok' : answer.json() }).toEqual({
      status: 201,
      body: 'ok',
    });
    const factura = detailOf(answer);
    expect({ status: factura.status, total: factura.total }).toEqual({
      status: 'accepted',
      total: '3009.00',
    });
    const pdf = await api().call('GET', path(`/documents/${factura.id}/pdf?format=a4`), {
      token: company.owner.accessToken,
    });
    const text = (await readPdf(pdf.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Percepción: 2 %, S/ 60.18');
    // The label wraps in the header's narrow column: its words and the amount, not one line.
    expect(text).toContain('Total a cobrar con');
    expect(text).toContain('S/ 3,069.18');
  }, 60_000);

  it('refuses an operation 2001 at the counter without its régimen with SUNAT’s 3093, before a number', async () => {
    const answer = await issue(
      world.api,
      company.owner,
      company.id,
      facturaInput(world.api, { operationType: '2001', lines: cement }),
    );
    expect(answer.statusCode).toBe(422);
    expect(JSON.stringify(answer.json())).toContain('3093');
  }, 60_000);
});
