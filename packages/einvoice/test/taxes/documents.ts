import { documentInputSchema, type DocumentInput, type DocumentInputDraft } from '@facturador/contracts';
import { computeDocument } from '../../src/calc.ts';
import type { ComputedDocument, Issuer } from '../../src/model/computed.ts';

/** Test inputs: a valid document of each kind, changed by the test where it matters. */
export const ISSUER: Issuer = {
  ruc: '20000000001',
  businessName: 'EMPRESA DE PRUEBA S.A.C.',
  address: 'AV. LIMA 123',
  ubigeo: '150101',
  establishmentCode: '0000',
};

export type LineDraft = DocumentInputDraft['lines'][number];

export const line = (overrides: Partial<LineDraft> = {}): LineDraft => ({
  description: 'Producto',
  quantity: '1',
  unitCode: 'NIU',
  unitValue: '100',
  affectation: '10',
  ...overrides,
});

export const facturaDraft = (overrides: Partial<DocumentInputDraft> = {}): DocumentInputDraft => ({
  documentType: '01',
  series: 'F001',
  issueDate: '2026-11-26',
  customer: { documentType: '6', documentNumber: '20100066603', name: 'CLIENTE S.A.C.' },
  lines: [line()],
  ...overrides,
});

export const boletaDraft = (overrides: Partial<DocumentInputDraft> = {}): DocumentInputDraft => ({
  documentType: '03',
  series: 'B001',
  issueDate: '2026-11-26',
  customer: { documentType: '1', documentNumber: '46027896', name: 'JUAN PÉREZ' },
  lines: [line()],
  ...overrides,
});

export const parse = (draft: DocumentInputDraft): DocumentInput => documentInputSchema.parse(draft);

export const compute = (draft: DocumentInputDraft, igvPercent = '18'): ComputedDocument =>
  computeDocument(parse(draft), { issuer: ISSUER, number: 1, igvPercent });

/** A Decimal as SUNAT writes an amount, so expectations read like the XML. */
export const fixed = (value: { toFixed(dp: number): string }, dp = 2): string => value.toFixed(dp);
