import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  buildSignedRetentionPerception,
  buildSignedReversion,
  getStatusEnvelope,
  parseSoapResponse,
  readCdr,
  sendBillEnvelope,
  sendSummaryEnvelope,
  zipDocument,
  type SignedDocumentFiles,
  type SoapResponse,
} from '@facturador/einvoice';
import { unzipSync } from 'fflate';
import { startSunatSimulator, XmldsigjsVerifier, type SunatSimulator } from '../src/index.ts';
import {
  agentSigningKey,
  computeOtherCpe,
  perceptionDraft,
  retentionDraft,
  reversion,
} from './fixtures/other-cpe.ts';

// Real HTTP and RSA on a shared 2-core machine: jest's 5 s is too short for a test that is not stuck.
jest.setTimeout(30_000);

/**
 * End to end: the product's engine computes, builds, signs and zips a retención, a percepción and
 * a resumen de reversiones; its SOAP messages go over HTTP to the double's other-CPE route, which
 * judges them by its own rules and answers a signed CDR (or a ticket for the RR).
 */
const credentials = { username: '20000000001MODDATOS', password: 'moddatos' };
const key = agentSigningKey();
/** Lima's 2026-11-21, 10:00: the day after the documents' issue date. */
const NOW = '2026-11-21T15:00:00Z';

let sunat: SunatSimulator;

beforeAll(async () => {
  sunat = await startSunatSimulator({ pendingPolls: 0 });
});
afterAll(async () => {
  await sunat.close();
});
beforeEach(() => {
  sunat.control.reset();
  sunat.control.setClock(NOW);
});

async function call(url: string, envelope: string): Promise<SoapResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml' },
    body: envelope,
  });
  return parseSoapResponse(await response.text());
}

const sendBill = (files: SignedDocumentFiles, url = sunat.otherCpeUrl) =>
  call(
    url,
    sendBillEnvelope({
      ...credentials,
      fileName: `${files.fileName}.zip`,
      zipBase64: Buffer.from(files.zip).toString('base64'),
    }),
  );

function cdrOf(answer: SoapResponse) {
  if (answer.kind !== 'applicationResponse') throw new Error(`Se esperaba un CDR: ${JSON.stringify(answer)}`);
  const bytes = Buffer.from(answer.zipBase64, 'base64');
  const xml = Object.entries(unzipSync(bytes)).find(([name]) => name.endsWith('.xml'))![1];
  return { ...readCdr(bytes), xml: Buffer.from(xml).toString('utf8') };
}

async function reversionAnswer(files: SignedDocumentFiles) {
  const sent = await call(
    sunat.otherCpeUrl,
    sendSummaryEnvelope({
      ...credentials,
      fileName: `${files.fileName}.zip`,
      zipBase64: Buffer.from(files.zip).toString('base64'),
    }),
  );
  if (sent.kind !== 'ticket') throw new Error(`Se esperaba un ticket: ${JSON.stringify(sent)}`);
  const status = await call(sunat.otherCpeUrl, getStatusEnvelope({ ...credentials, ticket: sent.ticket }));
  if (status.kind !== 'status' || !status.content)
    throw new Error(`Se esperaba un estado: ${JSON.stringify(status)}`);
  return { statusCode: status.statusCode, cdr: readCdr(Buffer.from(status.content, 'base64')) };
}

const retention = () => buildSignedRetentionPerception(computeOtherCpe(retentionDraft), key);
const perception = () => buildSignedRetentionPerception(computeOtherCpe(perceptionDraft), key);

describe('the other-CPE service of the double', () => {
  it('accepts a retención with a CDR signed by SUNAT, and answers 1033 when it comes again', async () => {
    const files = retention();
    const cdr = cdrOf(await sendBill(files));
    expect(cdr).toMatchObject({
      responseCode: '0',
      referenceId: 'R001-1',
      description: 'El Comprobante de Retención numero R001-1, ha sido aceptado',
      documentDigest: files.digestValue,
    });
    expect((await new XmldsigjsVerifier().verify(cdr.xml)).valid).toBe(true);
    expect(sunat.registry.get('20000000001', '20', 'R001', 1)?.status).toBe('accepted');

    const again = await sendBill(files);
    expect(again).toMatchObject({ kind: 'fault', code: 1033 });
  });

  it('accepts a percepción', async () => {
    expect(cdrOf(await sendBill(perception()))).toMatchObject({ responseCode: '0', referenceId: 'P001-1' });
  });

  it('refuses a retención on the billService of facturas (0151) and a factura name on its own route', async () => {
    expect(await sendBill(retention(), sunat.url)).toMatchObject({ kind: 'fault', code: 151 });
    const files = retention();
    expect(
      await sendBill({
        ...files,
        fileName: '20000000001-01-F001-1',
        zip: zipDocument('20000000001-01-F001-1', files.xml),
      }),
    ).toMatchObject({
      kind: 'fault',
      code: 151,
    });
  });

  it('rejects a physical series SUNAT has not authorised (3207) and burns the number', async () => {
    const doc = { ...computeOtherCpe(retentionDraft), series: '0001', id: '0001-1' };
    const cdr = cdrOf(await sendBill(buildSignedRetentionPerception(doc, key)));
    expect(cdr.responseCode).toBe('3207');
    expect(sunat.registry.get('20000000001', '20', '0001', 1)?.status).toBe('rejected');
  });

  it('rejects a retención received more than 3 days after its issue date (2600), not on the third', async () => {
    sunat.control.setClock('2026-11-23T15:00:00Z');
    expect(cdrOf(await sendBill(retention())).responseCode).toBe('0');
    sunat.control.setClock('2026-11-24T15:00:00Z');
    const late = buildSignedRetentionPerception(computeOtherCpe(retentionDraft, 2), key);
    expect(cdrOf(await sendBill(late)).responseCode).toBe('2600');
  });

  it('rejects what the engine did not compute: an altered amount breaks the signature (2335)', async () => {
    const files = retention();
    const altered = files.xml.replace(
      '<cbc:TotalInvoiceAmount currencyID="PEN">91.74',
      '<cbc:TotalInvoiceAmount currencyID="PEN">91.00',
    );
    expect(altered).not.toBe(files.xml);
    const cdr = cdrOf(await sendBill({ ...files, zip: zipDocument(files.fileName, altered) }));
    expect(cdr.responseCode).toBe('2335');
  });

  it('reverts a retención and a percepción by RR with a ticket; a second reversión of them is 2751', async () => {
    expect(cdrOf(await sendBill(retention())).responseCode).toBe('0');
    expect(cdrOf(await sendBill(perception())).responseCode).toBe('0');
    const lines = [
      { documentType: '20' as const, series: 'R001', number: 1 },
      { documentType: '40' as const, series: 'P001', number: 1 },
    ];
    const first = await reversionAnswer(buildSignedReversion(reversion(lines), key));
    expect(first.statusCode).toBe('0');
    expect(first.cdr).toMatchObject({ responseCode: '0', referenceId: 'RR-20261121-1' });
    expect(sunat.registry.get('20000000001', '40', 'P001', 1)?.status).toBe('voided');

    const second = await reversionAnswer(buildSignedReversion(reversion(lines, '2026-11-21', 2), key));
    expect(second).toMatchObject({ statusCode: '99', cdr: { responseCode: '2751' } });
  });

  it('refuses to revert what SUNAT does not have (2750) and the same RR twice (2223)', async () => {
    const rr = buildSignedReversion(reversion([{ documentType: '20', series: 'R001', number: 9 }]), key);
    expect((await reversionAnswer(rr)).cdr.responseCode).toBe('2750');
    expect((await reversionAnswer(rr)).cdr.responseCode).toBe('2223');
  });
});
