import { describe, expect, it } from '@jest/globals';
import {
  documentInputSchema,
  TEST_DOCUMENT_TEXTS,
  type DocumentEnvironment,
  type DocumentStatus,
} from '@facturador/contracts';
import { computeDocument } from '@facturador/einvoice';
import { a4Layout } from '../src/documents/printed/a4-layout.ts';
import { printedDocumentOf } from '../src/documents/printed/printed-document.ts';
import { renderPdf } from '../src/documents/printed/render-pdf.ts';
import { ticketLayout } from '../src/documents/printed/ticket-layout.ts';
import { readPdf } from './support/printed.ts';

const MARK = TEST_DOCUMENT_TEXTS.watermark;

/** A boleta as the printed modules receive it, issued in `environment`, in `status` today. */
function printed(environment: DocumentEnvironment, status: DocumentStatus = 'accepted') {
  const input = documentInputSchema.parse({
    documentType: '03',
    series: 'B001',
    issueDate: '2026-11-26',
    customer: { documentType: '1', documentNumber: '45678912', name: 'Juan Pérez' },
    lines: [
      { description: 'Menú del día', quantity: '1', unitCode: 'NIU', unitPrice: '10', affectation: '10' },
    ],
  });
  const computed = computeDocument(input, {
    issuer: {
      ruc: '20512333797',
      businessName: 'EMPRESA DEMO S.A.C.',
      address: 'Av. Lima 123',
      ubigeo: '150101',
      establishmentCode: '0000',
    },
    number: 7,
    igvPercent: '18',
    issueTime: '10:00:00',
  });
  return printedDocumentOf({
    computed,
    input,
    status,
    environment,
    digestValue: 'hash=',
    company: { fiscalAddress: 'Av. Lima 123', logoDataUrl: null },
    consultUrl: 'https://facturador.test/consulta',
  });
}

/** Every text node of a pdfmake definition, wherever it is nested. */
const textsOf = (node: unknown): string[] =>
  typeof node === 'string'
    ? []
    : Array.isArray(node)
      ? node.flatMap(textsOf)
      : node && typeof node === 'object'
        ? Object.entries(node).flatMap(([key, value]) =>
            key === 'text' && typeof value === 'string' ? [value] : textsOf(value),
          )
        : [];

describe('The PRUEBA mark of a document issued in test (issue 40)', () => {
  it.each([
    ['A4', a4Layout],
    ['ticket', ticketLayout],
  ] as const)(
    'lays «PRUEBA — SIN VALOR TRIBUTARIO» across the %s and beside the number; a real one has neither',
    (_format, layout) => {
      const test = layout(printed('test'), '<svg/>');
      expect(test.watermark).toMatchObject({ text: MARK });
      expect(textsOf(test.content)).toContain(MARK);

      const real = layout(printed('production'), '<svg/>');
      expect(real.watermark).toBeUndefined();
      expect(textsOf(real.content)).not.toContain(MARK);
    },
  );

  it('keeps PRUEBA across a voided test document, with ANULADO beside its number', () => {
    const definition = a4Layout(printed('test', 'voided'), '<svg/>');
    expect(definition.watermark).toMatchObject({ text: MARK });
    expect(textsOf(definition.content)).toEqual(expect.arrayContaining(['ANULADO', MARK]));
    expect(a4Layout(printed('production', 'voided'), '<svg/>').watermark).toMatchObject({ text: 'ANULADO' });
  });

  it.each(['a4', 'ticket'] as const)('writes the mark in the %s PDF’s text', async (format) => {
    const { text } = await readPdf(await renderPdf(printed('test'), format));
    expect(text.replace(/\s+/g, ' ')).toContain(MARK);
  });
});
