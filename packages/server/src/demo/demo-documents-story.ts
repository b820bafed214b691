import { plusDays, type DocumentInputDraft } from '@facturador/contracts';
import type { DemoDocuments, IssuedDemoDocument } from './demo-documents.ts';
import { DEMO_BUYERS, DEMO_PRODUCTS } from './demo-sales.ts';
import type { DemoRandom } from './demo-random.ts';

/** A past month of the shop: sales on four days, a few documents each. */
export async function sellPeriod(
  documents: DemoDocuments,
  random: DemoRandom,
  from: Date,
  now: Date,
): Promise<void> {
  for (const day of [3, 10, 17, 24]) {
    const at = plusDays(from, day + random.next() * 0.3);
    if (at >= now) break;
    await documents.sell(at, random.int(2, 4), random);
  }
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** A note's input from the document it modifies: the same buyer, in the note series of its family. */
function noteOf(
  original: IssuedDemoDocument,
  note: { documentType: '07' | '08'; reasonCode: string; reasonDescription: string },
  lines: DocumentInputDraft['lines'],
): Omit<DocumentInputDraft, 'issueDate'> {
  const family = original.input.series.charAt(0);
  return {
    documentType: note.documentType,
    series: `${family}${note.documentType === '07' ? 'C' : 'D'}01`,
    currency: original.input.currency,
    customer: original.input.customer,
    lines,
    reference: {
      documentType: original.input.documentType as '01' | '03',
      series: original.input.series,
      number: original.number,
      reasonCode: note.reasonCode,
      reasonDescription: note.reasonDescription,
    },
  };
}

const business = (index: number) => DEMO_BUYERS.businesses[index]!;

/**
 * The running month, where the documents in every state live: what SUNAT accepted, one accepted
 * with an observation, one rejected after an outage kept it unsent past SUNAT's three days, a
 * credit and a debit note, a factura and a boleta voided, and today's sales. In time order: the
 * seed's clock only goes forwards.
 */
export async function currentPeriodStory(
  documents: DemoDocuments,
  random: DemoRandom,
  now: Date,
): Promise<void> {
  await documents.sell(hoursBefore(now, 11 * 24), 3, random);
  // A line classified with a segment of Catálogo 25 instead of a product: SUNAT's observation 3496.
  await documents.issue(hoursBefore(now, 9 * 24), {
    documentType: '01',
    series: 'F001',
    customer: business(1),
    lines: [
      {
        description: 'Abarrotes surtidos para cocina (canasta)',
        quantity: '3',
        unitCode: 'NIU',
        unitValue: '84.7458',
        affectation: '10',
        sunatProductCode: '50000000',
      },
    ],
  });
  const late = await documents.issueDuringOutage(hoursBefore(now, 8 * 24), {
    documentType: '01',
    series: 'F001',
    customer: business(2),
    lines: [{ ...DEMO_PRODUCTS[0]!, quantity: '10' }],
  });
  await documents.sell(hoursBefore(now, 7 * 24), 3, random);
  const factura = await documents.issue(hoursBefore(now, 7 * 24 - 3), {
    documentType: '01',
    series: 'F001',
    customer: business(0),
    lines: [
      { ...DEMO_PRODUCTS[2]!, quantity: '50' },
      { ...DEMO_PRODUCTS[3]!, quantity: '48' },
    ],
  });
  await documents.issue(
    hoursBefore(now, 6 * 24),
    noteOf(
      factura,
      { documentType: '07', reasonCode: '07', reasonDescription: 'Devolución de productos en mal estado' },
      [{ ...DEMO_PRODUCTS[3]!, quantity: '6' }],
    ),
  );
  await documents.issue(
    hoursBefore(now, 5 * 24),
    noteOf(
      factura,
      { documentType: '08', reasonCode: '01', reasonDescription: 'Intereses por pago fuera de plazo' },
      [
        {
          description: 'Intereses moratorios',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '12.7119',
          affectation: '10',
        },
      ],
    ),
  );
  // The job's next try came after the outage, more than three days late: SUNAT's 2108.
  await documents.sendAgain(hoursBefore(now, 4 * 24), late.id);
  await documents.sell(hoursBefore(now, 3 * 24), 4, random);
  const wrongFactura = await documents.issue(hoursBefore(now, 2 * 24), {
    documentType: '01',
    series: 'F001',
    customer: business(3),
    lines: [{ ...DEMO_PRODUCTS[5]!, quantity: '2' }],
  });
  const wrongBoleta = await documents.issue(hoursBefore(now, 2 * 24 - 1), {
    documentType: '03',
    series: 'B001',
    customer: DEMO_BUYERS.people[0]!,
    lines: [{ ...DEMO_PRODUCTS[1]!, quantity: '2' }],
  });
  await documents.voidDocument(hoursBefore(now, 30), wrongFactura.id, 'Error en el RUC del cliente');
  await documents.voidDocument(hoursBefore(now, 29), wrongBoleta.id, 'Venta anulada por el cliente');
  await documents.sell(hoursBefore(now, 2), 2, random);
}
