import { describe, expect, it } from '@jest/globals';
import type { Series } from '@facturador/contracts';
import { companyFixture } from './company-fixture.ts';
import { computeNextSteps, editableCompanies } from '../src/features/dashboard/next-steps.ts';

const certificate = (notAfter: string) => ({
  subject: 'CN=Comercial Andina S.A.C.',
  ruc: '20512333797',
  notAfter,
  setAt: '2026-11-01T00:00:00.000Z',
});
const ready = companyFixture({
  credentials: {
    solUser: 'MODDATOS',
    solPasswordSetAt: '2026-11-01T00:00:00.000Z',
    certificate: certificate('2027-11-01T00:00:00.000Z'),
  },
});
const f001: Series = {
  publicId: 's1',
  establishmentId: 'e1',
  establishmentCode: '0000',
  documentType: '01',
  series: 'F001',
  nextCorrelative: 1,
  isActive: true,
};
const kinds = (result: ReturnType<typeof computeNextSteps>) => result.steps.map((step) => step.kind);

describe('the next steps that block issuing', () => {
  it('asks for a company first when the user has none', () => {
    expect(computeNextSteps([], {})).toEqual({
      steps: [{ kind: 'registerCompany', href: '/app/mis-empresas' }],
      waitingForSeries: false,
      editableCount: 0,
    });
  });

  it('lists certificate, SOL credentials and series of a fresh company, each with the page that fixes it', () => {
    const result = computeNextSteps([companyFixture()], { c1: [] });
    expect(result.steps).toEqual([
      {
        kind: 'certificateMissing',
        href: '/app/mis-empresas/c1/facturacion',
        company: { publicId: 'c1', name: 'Andina' },
      },
      {
        kind: 'solCredentials',
        href: '/app/mis-empresas/c1/facturacion',
        company: { publicId: 'c1', name: 'Andina' },
      },
      { kind: 'series', href: '/app/mis-empresas/c1/series', company: { publicId: 'c1', name: 'Andina' } },
    ]);
    expect(result.waitingForSeries).toBe(false);
  });

  it('has nothing pending for a company with a valid certificate, SOL credentials and an active series', () => {
    expect(computeNextSteps([ready], { c1: [f001] })).toEqual({
      steps: [],
      waitingForSeries: false,
      editableCount: 1,
    });
  });

  it('counts only active series, and a SOL user without its password is not enough', () => {
    const company = { ...ready, credentials: { ...ready.credentials, solPasswordSetAt: null } };
    expect(kinds(computeNextSteps([company], { c1: [{ ...f001, isActive: false }] }))).toEqual([
      'solCredentials',
      'series',
    ]);
  });

  it('warns of an expired or expiring certificate with its end date, as the server flags it', () => {
    const expired = { ...ready, publicId: 'c2', certificateWarning: 'expired' as const };
    const expiring = { ...ready, publicId: 'c3', certificateWarning: 'expiring' as const };
    const result = computeNextSteps([expired, expiring], { c2: [f001], c3: [f001] });
    expect(result.steps).toEqual([
      {
        kind: 'certificateExpired',
        href: '/app/mis-empresas/c2/facturacion',
        company: { publicId: 'c2', name: 'Andina' },
        notAfter: '2027-11-01T00:00:00.000Z',
      },
      {
        kind: 'certificateExpiring',
        href: '/app/mis-empresas/c3/facturacion',
        company: { publicId: 'c3', name: 'Andina' },
        notAfter: '2027-11-01T00:00:00.000Z',
      },
    ]);
  });

  it('leaves out companies where the user is an employee, and inactive ones', () => {
    const companies = [
      companyFixture({ publicId: 'e1', myRole: 'EMPLOYEE_BUSINESS' }),
      companyFixture({ publicId: 'off', isActive: false }),
      companyFixture({ publicId: 'a1', myRole: 'ADMINISTRATOR_BUSINESS', tradeName: null }),
    ];
    expect(editableCompanies(companies).map((company) => company.publicId)).toEqual(['a1']);
    const result = computeNextSteps(companies, { a1: [f001] });
    expect(result.steps.map((step) => step.company?.publicId)).toEqual(['a1', 'a1']);
    expect(result.steps[0]?.company?.name).toBe('Comercial Andina S.A.C.');
    expect(result.editableCount).toBe(1);
  });

  it('does not claim the account is ready while a company’s series are unknown', () => {
    const result = computeNextSteps([ready], {});
    expect(result).toEqual({ steps: [], waitingForSeries: true, editableCount: 1 });
  });
});
