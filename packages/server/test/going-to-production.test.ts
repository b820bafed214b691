import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  companyResponseSchema,
  productionMessages,
  solTestMessages,
  solTestResponseSchema,
  type Company,
  type ProductionCheck,
  type SolTestOutcome,
} from '@facturador/contracts';
import type { SolRefusalCode } from '@facturador/sunat-simulator';
import type { SignedInUser } from './support/api.ts';
import { addMemberAs, createCompany } from './support/companies.ts';
import {
  boletaInput,
  detailOf,
  facturaInput,
  issue,
  issuingCompany,
  startDocumentsApi,
  type IssuingCompany,
} from './support/documents.ts';
import { inPadron, switchToProduction } from './support/production.ts';

type World = Awaited<ReturnType<typeof startDocumentsApi>>;

/** SUNAT's paths, which the server gives the double for each environment. */
const BETA = '/ol-ti-itcpfegem-beta/billService';
const PRODUCTION = '/ol-ti-itcpfegem/billService';

describe('SOL credentials checked before they fail a document, and «Pasar a producción» (issue 40)', () => {
  let world: World;
  const api = () => world.api;

  beforeAll(async () => {
    world = await startDocumentsApi();
  }, 60_000);
  afterAll(() => world.close());

  /** A company as a new user registers it: Facturador signs, no SOL user, the default series. */
  const newCompany = async () => {
    const owner = await api().signedIn();
    const company = await createCompany(api(), owner);
    return { owner, company };
  };
  const call = (
    owner: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    body?: unknown,
  ) => api().call(method, path, { token: owner.accessToken, ...(body === undefined ? {} : { body }) });
  const saveSol = (owner: SignedInUser, companyId: string, solUser = 'FACTURA1') =>
    call(owner, 'PUT', `/companies/${companyId}/credentials/sol`, { solUser, solPassword: 'ClaveSol1' });
  const probe = async (owner: SignedInUser, companyId: string) => {
    const answer = await call(owner, 'POST', `/companies/${companyId}/credentials/sol/test`);
    expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
    return solTestResponseSchema.parse(answer.json());
  };
  const companyOf = async (owner: SignedInUser, companyId: string): Promise<Company> =>
    companyResponseSchema.parse((await call(owner, 'GET', `/companies/${companyId}`)).json()).data;
  const checkOf = async <Kind extends ProductionCheck['kind']>(
    owner: SignedInUser,
    companyId: string,
    kind: Kind,
  ) =>
    (await companyOf(owner, companyId)).production.checks.find(
      (check): check is Extract<ProductionCheck, { kind: Kind }> => check.kind === kind,
    )!;
  const refuse = (ruc: string, code: SolRefusalCode) =>
    world.simulator.control.setSolRefusals([{ ruc, code }]);

  describe('«Probar conexión»', () => {
    it('asks for the SOL user first, and is the owner’s and administrator’s', async () => {
      const { owner, company } = await newCompany();
      const none = await call(owner, 'POST', `/companies/${company.publicId}/credentials/sol/test`);
      expect(none.statusCode).toBe(409);
      expect(none.json()).toMatchObject({ message: solTestMessages.notSaved });

      const employee = await api().signedIn();
      await addMemberAs(api(), owner, company.publicId, employee, 'EMPLOYEE_BUSINESS');
      expect((await saveSol(owner, company.publicId)).statusCode).toBe(200);
      const byEmployee = await call(employee, 'POST', `/companies/${company.publicId}/credentials/sol/test`);
      expect(byEmployee.statusCode).toBe(403);
    });

    it('tries the user on the production channel with a harmless question, and keeps the success', async () => {
      const { owner, company } = await newCompany();
      await saveSol(owner, company.publicId);
      expect(await checkOf(owner, company.publicId, 'sol')).toMatchObject({ ok: false, problem: 'untested' });
      const registered = world.simulator.registry.list().length;

      const result = await probe(owner, company.publicId);
      expect(result).toMatchObject({
        message: 'Conexión correcta: SUNAT (producción) aceptó tu usuario SOL',
        data: { outcome: 'ok', code: null, channel: 'SUNAT (producción)', solUser: 'FACTURA1' },
      });
      expect(result.data.okAt).toBe(result.data.testedAt);
      // Nothing was sent: SUNAT's register holds what it held.
      expect(world.simulator.registry.list()).toHaveLength(registered);
      // Where real documents go: SUNAT's production path, never beta's.
      const [kept] = await api().db.query<{ endpoint: string }>(
        `SELECT k.endpoint FROM company_sol_checks k JOIN companies c ON c.id = k.company_id WHERE c.public_id = $1`,
        [company.publicId],
      );
      expect(kept!.endpoint).toBe(world.simulator.url.replace(BETA, PRODUCTION));
      expect(await checkOf(owner, company.publicId, 'sol')).toMatchObject({
        ok: true,
        problem: null,
        lastTest: { outcome: 'ok', okAt: result.data.okAt },
      });
    });

    it.each<[SolRefusalCode, SolTestOutcome]>([
      ['0111', 'profile'],
      ['0102', 'credentials'],
      ['0103', 'credentials'],
      ['0104', 'credentials'],
      ['0105', 'userInactive'],
      ['0112', 'notSecondary'],
      ['0113', 'notEnabled'],
      ['0109', 'unavailable'],
    ])('explains SUNAT’s %s (%s) with the step that fixes it', async (code, outcome) => {
      const { owner, company } = await newCompany();
      await saveSol(owner, company.publicId);
      refuse(company.ruc, code);
      try {
        const result = await probe(owner, company.publicId);
        expect(result.data).toMatchObject({ outcome, code });
        expect(result.message).toBe(solTestMessages.outcomes[outcome].title(code, 'SUNAT (producción)'));
        expect(result.message).toContain(`(código ${code})`);
        expect(solTestMessages.outcomes[outcome].steps.length).toBeGreaterThan(0);
        expect(await checkOf(owner, company.publicId, 'sol')).toMatchObject({
          ok: false,
          problem: 'failed',
          lastTest: { outcome, code, okAt: null },
        });
      } finally {
        world.simulator.control.setSolRefusals([]);
      }
    });

    it('says where SUNAT could not be reached; an earlier success of the same credentials stands, a refusal does not', async () => {
      const { owner, company } = await newCompany();
      await saveSol(owner, company.publicId);
      const first = await probe(owner, company.publicId);
      await world.simulator.control.down({ mode: 'refuse' });
      try {
        const down = await probe(owner, company.publicId);
        expect(down.data).toMatchObject({ outcome: 'unavailable', code: null, okAt: first.data.okAt });
        expect(down.message).toBe('No pudimos comunicarnos con SUNAT (producción)');
      } finally {
        await world.simulator.control.up();
      }
      expect(await checkOf(owner, company.publicId, 'sol')).toMatchObject({ ok: true });

      refuse(company.ruc, '0111');
      try {
        await probe(owner, company.publicId);
      } finally {
        world.simulator.control.setSolRefusals([]);
      }
      expect(await checkOf(owner, company.publicId, 'sol')).toMatchObject({ ok: false, problem: 'failed' });
    });

    it('asks for a new test once the user or its password changes', async () => {
      const { owner, company } = await newCompany();
      await saveSol(owner, company.publicId);
      await probe(owner, company.publicId);
      expect(await checkOf(owner, company.publicId, 'sol')).toMatchObject({ ok: true });
      api().clock.advance(1_000);
      await saveSol(owner, company.publicId, 'FACTURA2');
      expect(await checkOf(owner, company.publicId, 'sol')).toMatchObject({
        ok: false,
        problem: 'untested',
        lastTest: null,
      });
    });
  });

  describe('«Pasar a producción»', () => {
    const switchNow = (
      owner: SignedInUser,
      companyId: string,
      body: unknown = { acknowledgeTestDocuments: true },
    ) => call(owner, 'POST', `/companies/${companyId}/production`, body);

    it('lists what a new company lacks, refuses the switch while any check fails, and never through PATCH', async () => {
      const { owner, company } = await newCompany();
      expect(company.environment).toBe('demo');
      expect(company.production).toEqual({
        ready: false,
        since: null,
        checks: [
          { kind: 'ruc', ok: false, problem: 'notInPadron', state: null, condition: null },
          { kind: 'signing', ok: false, mode: 'pse', problem: 'designationMissing' },
          { kind: 'sol', ok: false, problem: 'missing', lastTest: null },
          { kind: 'series', ok: true, problem: null },
        ],
      });

      const refused = await switchNow(owner, company.publicId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: productionMessages.refused,
        details: [
          { field: 'ruc', message: productionMessages.problems.notInPadron },
          { field: 'signing', message: productionMessages.problems.designationMissing },
          { field: 'sol', message: productionMessages.problems.solMissing },
        ],
      });
      const patched = await call(owner, 'PATCH', `/companies/${company.publicId}`, {
        environment: 'production',
      });
      expect(patched.statusCode).toBe(409);
      expect(patched.json()).toMatchObject({ message: productionMessages.useChecklist });
      expect((await companyOf(owner, company.publicId)).environment).toBe('demo');
    });

    it('switches once every check holds, with the warning read; audited; the server checks again itself', async () => {
      const { owner, company } = await newCompany();
      const id = company.publicId;
      await inPadron(api(), company.ruc, 'ACTIVO', 'NO HALLADO');
      expect(await checkOf(owner, id, 'ruc')).toMatchObject({
        ok: false,
        problem: 'notHabido',
        condition: 'NO HALLADO',
      });
      await inPadron(api(), company.ruc);
      await call(owner, 'PUT', `/companies/${id}/signing`, { mode: 'pse', pseDesignationConfirmed: true });
      await saveSol(owner, id);
      await probe(owner, id);
      expect((await companyOf(owner, id)).production.ready).toBe(true);

      // The client's view is never trusted: a check that fails now refuses, whatever the page showed.
      await call(owner, 'PUT', `/companies/${id}/signing`, { mode: 'pse', pseDesignationConfirmed: false });
      const stale = await switchNow(owner, id);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        details: [{ field: 'signing', message: productionMessages.problems.designationMissing }],
      });
      await call(owner, 'PUT', `/companies/${id}/signing`, { mode: 'pse', pseDesignationConfirmed: true });

      expect((await switchNow(owner, id, {})).statusCode).toBe(400);
      const switched = await switchNow(owner, id);
      expect(switched.statusCode).toBe(200);
      const data = companyResponseSchema.parse(switched.json()).data;
      expect(switched.json()).toMatchObject({ message: productionMessages.switched('Andina') });
      expect(data).toMatchObject({ environment: 'production', production: { ready: true } });
      expect(data.production.since).toBe(api().clock.now().toISOString());

      const [audit] = await api().db.query<{
        action: string;
        entity_type: string;
        after: { environment: string };
      }>(`SELECT action, entity_type, after FROM audit_log WHERE entity_id = $1 ORDER BY id DESC LIMIT 1`, [
        id,
      ]);
      expect(audit).toMatchObject({
        action: 'company.production',
        entity_type: 'company',
        after: { environment: 'production' },
      });
      const again = await switchNow(owner, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: productionMessages.alreadyInProduction });
    });

    it('counts only active series on active establishments', async () => {
      const { owner, company } = await newCompany();
      const series = (await call(owner, 'GET', `/companies/${company.publicId}/series`)).json() as {
        data: { publicId: string }[];
      };
      for (const one of series.data)
        await call(owner, 'PATCH', `/companies/${company.publicId}/series/${one.publicId}`, {
          isActive: false,
        });
      expect(await checkOf(owner, company.publicId, 'series')).toEqual({
        kind: 'series',
        ok: false,
        problem: 'missing',
      });
    });
  });

  /**
   * Issue 40, safety: what was issued in test stays in test. A document (or baja) still waiting
   * when its company switches to production is sent, polled and voided on the test channel.
   */
  describe('every send goes where its document was issued', () => {
    let company: IssuingCompany;
    const endpointsOf = async (column: 'document_id' | 'summary_id', publicIdSql: string, id: string) =>
      (
        await api().db.query<{ endpoint: string }>(
          `SELECT x.endpoint FROM sunat_exchanges x WHERE x.${column} = (${publicIdSql}) ORDER BY x.id`,
          [id],
        )
      ).map((row) => new URL(row.endpoint).pathname);
    const documentEndpoints = (id: string) =>
      endpointsOf('document_id', 'SELECT id FROM documents WHERE public_id = $1', id);
    const runJob = async () => {
      for (let round = 0; round < 10; round += 1) {
        api().clock.advance(10_000);
        await api().app.documentDispatch.run();
      }
    };
    const detail = async (id: string) =>
      detailOf(await call(company.owner, 'GET', `/companies/${company.id}/documents/${id}`));

    beforeAll(async () => {
      company = await issuingCompany(api());
    }, 60_000);

    it('retries a pending test document on the test channel after the switch, voids a test boleta there, and sends new ones to production', async () => {
      // Left pending: SUNAT could not be reached when it was issued.
      await world.simulator.control.down({ mode: 'refuse' });
      let pending;
      try {
        pending = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
      } finally {
        await world.simulator.control.up();
      }
      expect(pending).toMatchObject({ status: 'signed', environment: 'test' });
      const boleta = detailOf(await issue(api(), company.owner, company.id, boletaInput(api())));
      expect(boleta).toMatchObject({ status: 'accepted', environment: 'test' });

      await switchToProduction(api(), company.owner, company);

      await runJob();
      expect(await detail(pending.id)).toMatchObject({ status: 'accepted', environment: 'test' });
      const retried = await documentEndpoints(pending.id);
      expect(retried.length).toBeGreaterThanOrEqual(2);
      expect(new Set(retried)).toEqual(new Set([BETA]));

      const voided = await call(
        company.owner,
        'POST',
        `/companies/${company.id}/documents/${boleta.id}/void`,
        {
          reason: 'Venta anulada',
        },
      );
      expect(voided.statusCode).toBe(202);
      await runJob();
      expect((await detail(boleta.id)).status).toBe('voided');
      const [summary] = await api().db.query<{ id: string; environment: string }>(
        `SELECT s.id, s.environment FROM summaries s JOIN summary_lines l ON l.summary_id = s.id
           JOIN documents d ON d.id = l.document_id WHERE d.public_id = $1`,
        [boleta.id],
      );
      expect(summary!.environment).toBe('test');
      const summaryEndpoints = await endpointsOf('summary_id', 'SELECT $1::bigint', summary!.id);
      expect(summaryEndpoints.length).toBeGreaterThanOrEqual(2);
      expect(new Set(summaryEndpoints)).toEqual(new Set([BETA]));

      const real = detailOf(await issue(api(), company.owner, company.id, facturaInput(api())));
      expect(real).toMatchObject({ status: 'accepted', environment: 'production' });
      expect(await documentEndpoints(real.id)).toEqual([PRODUCTION]);
    });
  });
});
