import type {
  Company,
  ProductionCheck,
  ProductionCheckOf,
  ProductionReadiness,
  SigningMode,
} from '@facturador/contracts';

type Problem<Kind extends ProductionCheck['kind']> = ProductionCheckOf<Kind>['problem'];

/**
 * The «Pasar a producción» checks as the server answers them (issue 40), each passing unless
 * given a problem; `sol.lastTest` is filled for `failed`.
 */
export function productionFixture(
  problems: {
    ruc?: Problem<'ruc'>;
    signing?: Problem<'signing'>;
    sol?: Problem<'sol'>;
    series?: Problem<'series'>;
  } = {},
  { mode = 'own', since = null }: { mode?: SigningMode; since?: string | null } = {},
): ProductionReadiness {
  const { ruc = null, signing = null, sol = null, series = null } = problems;
  const checks: ProductionCheck[] = [
    {
      kind: 'ruc',
      ok: ruc === null,
      problem: ruc,
      state: ruc === 'notInPadron' ? null : ruc === 'notActive' ? 'BAJA DE OFICIO' : 'ACTIVO',
      condition: ruc === 'notInPadron' ? null : ruc === 'notHabido' ? 'NO HALLADO' : 'HABIDO',
    },
    { kind: 'signing', ok: signing === null, mode, problem: signing },
    {
      kind: 'sol',
      ok: sol === null,
      problem: sol,
      lastTest:
        sol === 'failed'
          ? {
              testedAt: '2026-11-02T15:00:00.000Z',
              outcome: 'profile',
              code: '0111',
              sunatMessage: null,
              okAt: null,
            }
          : sol === null
            ? {
                testedAt: '2026-11-02T15:00:00.000Z',
                outcome: 'ok',
                code: null,
                sunatMessage: null,
                okAt: '2026-11-02T15:00:00.000Z',
              }
            : null,
    },
    { kind: 'series', ok: series === null, problem: series },
  ];
  return { ready: checks.every((check) => check.ok), checks, since };
}

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
    serviceExporter: null,
    isActive: true,
    myRole: 'OWNER_BUSINESS',
    credentials: { solUser: null, solPasswordSetAt: null, certificate: null },
    certificateWarning: null,
    // The screens' tests were written for a company that signs with its own certificate.
    signing: { mode: 'own', pseDesignationConfirmedAt: null },
    verifiedInPadron: true,
    // What a company without certificate and SOL user lacks for production.
    production: productionFixture({ signing: 'certificateMissing', sol: 'missing' }),
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    logoDataUrl: null,
    ...overrides,
  };
}
