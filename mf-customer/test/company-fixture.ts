import type { Company } from '@facturador/contracts';

/** A company as GET /companies/:id answers it, for the screens' tests. */
export function companyFixture(overrides: Partial<Company> = {}): Company {
  return {
    publicId: 'c1',
    ruc: '20512333797',
    businessName: 'Comercial Andina S.A.C.',
    tradeName: 'Andina',
    fiscalAddress: 'Av. Arequipa 123',
    ubigeo: { code: '150101', department: 'LIMA', province: 'LIMA', district: 'LIMA' },
    environment: 'demo',
    sendingChannel: 'SUNAT',
    providerId: null,
    printFormat: 'a4',
    isActive: true,
    myRole: 'OWNER_BUSINESS',
    credentials: { solUser: null, solPasswordSetAt: null, certificate: null },
    certificateWarning: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    logoDataUrl: null,
    ...overrides,
  };
}
