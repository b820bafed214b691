import { describe, expect, it } from '@jest/globals';
import { companyFixture, productionFixture } from './company-fixture.ts';
import { stepHint, stepTitle } from '../src/features/dashboard/next-step-text.ts';
import {
  computeNextSteps,
  editableCompanies,
  type NextStep,
  type NextStepsResult,
} from '../src/features/dashboard/next-steps.ts';

const certificate = (notAfter: string) => ({
  subject: 'CN=Comercial Andina S.A.C.',
  holder: 'Comercial Andina S.A.C.',
  issuer: null,
  ruc: '20512333797',
  format: 'pkcs12' as const,
  notAfter,
  setAt: '2026-11-01T00:00:00.000Z',
});
const inProduction = (overrides: Parameters<typeof companyFixture>[0] = {}) =>
  companyFixture({
    environment: 'production',
    credentials: {
      solUser: 'FACTURA1',
      solPasswordSetAt: '2026-11-01T00:00:00.000Z',
      certificate: certificate('2027-11-01T00:00:00.000Z'),
    },
    production: productionFixture({}, { since: '2026-11-03T00:00:00.000Z' }),
    ...overrides,
  });
/** What a person reads: each step's link text and where it goes. */
const read = (steps: NextStep[]) => steps.map((step) => [stepTitle(step), step.href]);
const lists = (result: NextStepsResult) => ({
  toIssue: read(result.toIssue),
  toProduction: read(result.toProduction),
});

describe('the dashboard’s next steps, from the server’s «Pasar a producción» checks (issue 40)', () => {
  it('asks for a company first when the user has none', () => {
    expect(computeNextSteps([])).toEqual({
      toIssue: [{ kind: 'registerCompany', href: '/app/mis-empresas' }],
      toProduction: [],
      editableCount: 0,
    });
  });

  it('says what a company in test lacks for production, never as if it could not issue yet', () => {
    const fresh = companyFixture({
      signing: { mode: 'pse', pseDesignationConfirmedAt: null },
      production: productionFixture(
        { ruc: 'notInPadron', signing: 'designationMissing', sol: 'missing' },
        { mode: 'pse' },
      ),
    });
    const result = computeNextSteps([fresh]);
    expect(lists(result)).toEqual({
      toIssue: [],
      toProduction: [
        ['El RUC de Andina debe figurar activo y habido en SUNAT', '/app/mis-empresas/c1/produccion'],
        ['Confirma que designaste a Facturador como PSE de Andina', '/app/mis-empresas/c1/facturacion'],
        ['Registra y prueba el usuario SOL secundario de Andina', '/app/mis-empresas/c1/facturacion'],
      ],
    });
    expect(stepHint(result.toProduction[2]!)).toMatch(/^Registra tu usuario SOL secundario y su clave/);
  });

  it('offers the switch once every check of a company in test holds', () => {
    const ready = companyFixture({ production: productionFixture() });
    expect(lists(computeNextSteps([ready]))).toEqual({
      toIssue: [],
      toProduction: [['Andina está lista para pasar a producción', '/app/mis-empresas/c1/produccion']],
    });
  });

  it('has nothing pending for a company in production whose checks hold: the account is ready', () => {
    expect(computeNextSteps([inProduction()])).toEqual({ toIssue: [], toProduction: [], editableCount: 1 });
  });

  it('lists what blocks a company in production, but not a SOL user that was never tested', () => {
    const blocked = inProduction({
      production: productionFixture({ signing: 'certificateExpired', sol: 'untested', series: 'missing' }),
      certificateWarning: 'expired',
    });
    expect(lists(computeNextSteps([blocked]))).toEqual({
      toIssue: [
        ['Renueva el certificado digital de Andina', '/app/mis-empresas/c1/facturacion'],
        ['Crea las series de Andina', '/app/mis-empresas/c1/series'],
      ],
      toProduction: [],
    });
    const refused = inProduction({ production: productionFixture({ sol: 'failed' }) });
    expect(read(computeNextSteps([refused]).toIssue)).toEqual([
      ['La prueba de conexión del usuario SOL de Andina falló', '/app/mis-empresas/c1/facturacion'],
    ]);
  });

  it('warns of an own certificate about to expire, with its end date', () => {
    const expiring = inProduction({ certificateWarning: 'expiring' });
    const [step] = computeNextSteps([expiring]).toIssue;
    expect(step).toEqual({
      kind: 'certificateExpiring',
      href: '/app/mis-empresas/c1/facturacion',
      company: { publicId: 'c1', name: 'Andina' },
      notAfter: '2027-11-01T00:00:00.000Z',
    });
    expect(stepTitle(step!)).toBe('Renueva pronto el certificado digital de Andina');
  });

  it('leaves out companies where the user is an employee, and inactive ones', () => {
    const companies = [
      companyFixture({ publicId: 'e1', myRole: 'EMPLOYEE_BUSINESS' }),
      companyFixture({ publicId: 'off', isActive: false }),
      companyFixture({ publicId: 'a1', myRole: 'ADMINISTRATOR_BUSINESS', tradeName: null }),
    ];
    expect(editableCompanies(companies).map((company) => company.publicId)).toEqual(['a1']);
    const result = computeNextSteps(companies);
    expect(read(result.toProduction)).toEqual([
      ['Sube el certificado digital de Comercial Andina S.A.C.', '/app/mis-empresas/a1/facturacion'],
      [
        'Registra y prueba el usuario SOL secundario de Comercial Andina S.A.C.',
        '/app/mis-empresas/a1/facturacion',
      ],
    ]);
    expect(result.editableCount).toBe(1);
  });
});
