import { afterAll, beforeAll, expect } from '@jest/globals';
import { limaDate, type DocumentDetail, type DocumentInputDraft } from '@facturador/contracts';
import {
  generateSigningIdentity,
  startSunatSimulator,
  type SigningIdentity,
} from '@facturador/sunat-simulator';
import { manualClock } from '../../src/auth/clock.ts';
import { PASSWORD, startApi, type SignedInUser, type StartApiOptions, type TestApi } from './api.ts';
import { createCompany } from './companies.ts';
import { makeTestCertificate } from './test-certificate.ts';

export type Simulator = Awaited<ReturnType<typeof startSunatSimulator>>;
type SimulatorOptions = Omit<NonNullable<Parameters<typeof startSunatSimulator>[0]>, 'now'>;

/** The double's CDR signing identity, one per process: its RSA key costs 0.2–0.5 s to make. */
let simulatorIdentity: SigningIdentity | undefined;

/**
 * The API with the SUNAT double on loopback as its only SUNAT (SUNAT_SIMULATOR_URL), both on
 * one manual clock (starting now: test certificates are valid from now) so that their date
 * windows agree. The document job runs when a test moves the clock or calls
 * `api.app.documentDispatch.run()`.
 */
export async function startDocumentsApi(options: StartApiOptions & { simulator?: SimulatorOptions } = {}) {
  const clock = options.clock ?? manualClock(new Date());
  // Any SOL user of a company is accepted unless a test names the accounts the double knows.
  const simulator = await startSunatSimulator({
    now: () => clock.now(),
    acceptAnyUser: true,
    // An OSE signs its CDRs under its own RUC: a double that plays one makes its own identity.
    ...(options.simulator?.ose ? {} : { signingIdentity: (simulatorIdentity ??= generateSigningIdentity()) }),
    ...options.simulator,
  });
  const api = await startApi({
    ...options,
    clock,
    env: {
      SUNAT_SIMULATOR_URL: simulator.url,
      DOCUMENT_DISPATCH_INTERVAL_MS: 5_000,
      // The double answers in this same process: on a loaded machine one event loop serves both
      // ends, and a 2 s limit turned an accepted document into an unanswered one (CI, issue 27).
      // A test about timeouts sets its own, shorter limit.
      SUNAT_TIMEOUT_MS: 15_000,
      ...options.env,
    },
  });
  return {
    api,
    simulator,
    async close() {
      await api.close();
      await simulator.close();
    },
  };
}

/** A certificate costs a PKCS#12 encryption to make (its key is shared): one per RUC and test file. */
const certificates = new Map<string, ReturnType<typeof makeTestCertificate>>();

export interface IssuingCompany {
  id: string;
  ruc: string;
  owner: SignedInUser;
}

/**
 * A company ready to issue with its own certificate: uploaded and chosen to sign, SOL user saved,
 * series F001/B001/FC01/BC01/FD01/BD01.
 */
export async function issuingCompany(
  api: TestApi,
  options: { owner?: SignedInUser; ruc?: string } = {},
): Promise<IssuingCompany> {
  const person = options.owner ?? (await api.signedIn());
  const company = await createCompany(api, person, options.ruc ? { ruc: options.ruc } : {});
  const ruc = company.ruc;
  // Room for every document a test file issues: the plan's own quota is the billing tests' subject.
  await api.db.query('UPDATE subscriptions SET period_quota = 10000 WHERE user_id = $1', [person.id]);
  const certificate = certificates.get(ruc) ?? makeTestCertificate({ ruc, password: 'clave-pfx' });
  certificates.set(ruc, certificate);
  // The answer's body is in the failure message when a step is refused.
  const expectOk = (answer: { statusCode: number; body: string }) =>
    expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
  expectOk(
    await api.call('PUT', `/companies/${company.publicId}/credentials/certificate`, {
      token: person.accessToken,
      body: { fileBase64: certificate.fileBase64, password: certificate.password },
    }),
  );
  // It signs with that certificate («Uso mi propio certificado»), not as Facturador's customer.
  expectOk(
    await api.call('PUT', `/companies/${company.publicId}/signing`, {
      token: person.accessToken,
      body: { mode: 'own' },
    }),
  );
  expectOk(
    await api.call('PUT', `/companies/${company.publicId}/credentials/sol`, {
      token: person.accessToken,
      body: { solUser: 'FACTURA1', solPassword: 'ClaveSol1' },
    }),
  );
  // The series F001/B001/FC01/BC01/FD01/BD01 come with every new company (issue 40 item 6).
  return { id: company.publicId, ruc, owner: person };
}

/** A factura of one taxed item of S/ 100 + IGV to a company customer, issued today (Lima). */
export function facturaInput(api: TestApi, overrides: Partial<DocumentInputDraft> = {}): DocumentInputDraft {
  return {
    documentType: '01',
    series: 'F001',
    issueDate: limaDate(api.clock.now()),
    currency: 'PEN',
    customer: { documentType: '6', documentNumber: '20512333797', name: 'CLIENTE EJEMPLO S.A.C.' },
    lines: [
      {
        description: 'Servicio de consultoría',
        quantity: '1',
        unitCode: 'ZZ',
        unitValue: '100',
        affectation: '10',
      },
    ],
    ...overrides,
  };
}

export function boletaInput(api: TestApi, overrides: Partial<DocumentInputDraft> = {}): DocumentInputDraft {
  return facturaInput(api, {
    documentType: '03',
    series: 'B001',
    customer: { documentType: '1', documentNumber: '45678912', name: 'JUAN PEREZ' },
    ...overrides,
  });
}

export async function issue(
  api: TestApi,
  user: SignedInUser,
  companyId: string,
  input: DocumentInputDraft,
  headers: Record<string, string> = {},
) {
  return api.call('POST', `/companies/${companyId}/documents`, {
    token: user.accessToken,
    body: input,
    headers,
  });
}

export const detailOf = (answer: { json(): unknown }) => (answer.json() as { data: DocumentDetail }).data;

/**
 * The document of an issue SUNAT refused: answered 422 (SUNAT_REJECTED or SUNAT_EXCEPTION) with
 * the document in `details`, never as «emitido» (issue 43).
 */
export function refusedOf(answer: { statusCode: number; json(): unknown }): DocumentDetail {
  expect(answer.statusCode).toBe(422);
  return (answer.json() as { details: { document: DocumentDetail } }).details.document;
}

type DocumentsWorld = Awaited<ReturnType<typeof startDocumentsApi>>;

/**
 * What every documents test file opens with, for the `describe` that calls it: the API with the
 * SUNAT double started before its tests and closed after them, and one company ready to issue.
 * `world` and `company` are filled in by the time the first test (or the file's own `beforeAll`,
 * which runs after this one) reads them.
 */
export function documentsFixture(
  options: Parameters<typeof startDocumentsApi>[0] & { company?: Parameters<typeof issuingCompany>[1] } = {},
) {
  let started: DocumentsWorld | undefined;
  const running = () => {
    if (!started) throw new Error('documentsFixture: read before its beforeAll ran');
    return started;
  };
  const world = {
    get api() {
      return running().api;
    },
    get simulator() {
      return running().simulator;
    },
  };
  const company = {} as IssuingCompany;
  beforeAll(async () => {
    const { company: companyOptions, ...apiOptions } = options;
    started = await startDocumentsApi(apiOptions);
    Object.assign(company, await issuingCompany(started.api, companyOptions));
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  return {
    world,
    company,
    api: () => world.api,
    /** `/companies/{company}` followed by `suffix`. */
    path: (suffix = '') => `/companies/${company.id}${suffix}`,
  };
}

export { PASSWORD };
