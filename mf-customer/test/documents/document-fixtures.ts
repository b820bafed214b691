import type { DocumentDetail, Series } from '@facturador/contracts';
import type { Handler, Reply } from '@facturador/test-support/http-server';
import { notFound } from '@facturador/test-support/http-server';
import { companyFixture } from '../company-fixture.ts';

export const COMPANY_ID = 'c1';

export const SERIES: Series[] = [
  {
    publicId: 's1',
    establishmentId: 'e1',
    establishmentCode: '0000',
    documentType: '01',
    series: 'F001',
    nextCorrelative: 8,
    isActive: true,
  },
  {
    publicId: 's2',
    establishmentId: 'e1',
    establishmentCode: '0000',
    documentType: '03',
    series: 'B001',
    nextCorrelative: 3,
    isActive: true,
  },
  {
    publicId: 's3',
    establishmentId: 'e1',
    establishmentCode: '0000',
    documentType: '07',
    series: 'FC01',
    nextCorrelative: 1,
    isActive: true,
  },
  {
    publicId: 's4',
    establishmentId: 'e1',
    establishmentCode: '0000',
    documentType: '08',
    series: 'FD01',
    nextCorrelative: 1,
    isActive: true,
  },
];

/** A document as GET /companies/:id/documents/:documentId answers it. */
export function documentFixture(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    id: 'd1',
    documentType: '01',
    series: 'F001',
    number: 8,
    fullNumber: 'F001-8',
    issueDate: '2026-11-26',
    customer: { documentType: '6', documentNumber: '20607854247', name: 'Distribuidora Norte S.A.C.' },
    currency: 'PEN',
    igv: '18.00',
    total: '118.00',
    status: 'accepted',
    sunatCode: '0',
    environment: 'production',
    createdAt: '2026-11-26T15:00:00.000Z',
    fileName: '20512333797-01-F001-8',
    digestValue: 'abc123=',
    sendDeadline: '2026-11-29',
    cdr: { code: '0', description: 'La Factura numero F001-8, ha sido aceptada', notes: [] },
    lastError: null,
    history: [
      { date: '2026-11-26T15:00:00.000Z', status: 'signed', code: null, description: 'Firmado' },
      { date: '2026-11-26T15:00:01.000Z', status: 'accepted', code: '0', description: 'Aceptado por SUNAT' },
    ],
    reference: null,
    notes: [],
    voidable: { method: 'RA', until: '2026-12-03' },
    tokenState: 'spent',
    input: {
      lines: [
        {
          description: 'Servicio de mantenimiento',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '100',
          affectation: '10',
        },
      ],
    },
    lines: [
      {
        description: 'Servicio de mantenimiento',
        quantity: '1',
        unitCode: 'ZZ',
        affectation: '10',
        unitPrice: '118.00',
        amount: '118.00',
      },
    ],
    ...overrides,
  };
}

/** The companies and series every Comprobantes screen reads, then `handler` for the rest. */
export function documentsApi(handler: Handler = () => notFound): Handler {
  return (request): Reply | Promise<Reply> => {
    if (request.method === 'GET' && request.path === '/companies')
      return { body: { success: true, data: [companyFixture({ publicId: COMPANY_ID })] } };
    if (request.method === 'GET' && request.path === `/companies/${COMPANY_ID}/series`)
      return { body: { success: true, data: SERIES } };
    return handler(request);
  };
}
