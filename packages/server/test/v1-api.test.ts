import { beforeAll, describe, expect, it } from '@jest/globals';
import type {
  ApiKey,
  CreatedApiKey,
  DocumentDetail,
  DocumentListItem,
  SummaryView,
} from '@facturador/contracts';
import type { SignedInUser } from './support/api.ts';
import { addMemberAs } from './support/companies.ts';
import { boletaInput, documentsFixture, facturaInput } from './support/documents.ts';
import { capturedLog, createApiKey, listening, v1 } from './support/v1.ts';

type Detail = { success: true; data: DocumentDetail };

/** Issue 30: API keys on the company page and /v1 over real HTTP, on the SUNAT double. */
describe('/v1 for ERPs and points of sale', () => {
  const log = capturedLog();
  const { world, company, api } = documentsFixture({ logger: { level: 'info', stream: log.stream } });
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let base: string;
  let full: CreatedApiKey;
  const secrets: string[] = [];

  const keyOf = async (scopes: CreatedApiKey['scopes'], extra: { expiresOn?: string } = {}) => {
    const key = await createApiKey(api(), company.owner, company.id, { scopes, ...extra });
    secrets.push(key.secret);
    return key;
  };
  const auditOf = (action: string, entityId: string) =>
    api().db.query<{
      actor_email: string | null;
      after: Record<string, unknown>;
      before: unknown;
      ip_address: string;
    }>(
      'SELECT actor_email, after, before, ip_address FROM audit_log WHERE action = $1 AND entity_id = $2 ORDER BY seq',
      [action, entityId],
    );
  const issueV1 = (key: string, body: unknown, idempotencyKey: string) =>
    v1(base, 'POST', '/v1/documents', { key, body, headers: { 'idempotency-key': idempotencyKey } });

  beforeAll(async () => {
    [employee, outsider] = await Promise.all([world.api.signedIn(), world.api.signedIn()]);
    await addMemberAs(world.api, company.owner, company.id, employee, 'EMPLOYEE_BUSINESS');
    base = await listening(world.api);
    full = await keyOf(['issue', 'read', 'void']);
  }, 60_000);

  describe('keys on the company page', () => {
    it('creates a key for the owner: the whole key once, then only its prefix, and an audit entry without the secret', async () => {
      expect(full.secret).toMatch(new RegExp(`^${full.prefix}_[A-Za-z0-9_-]{43}$`));
      expect(full).toMatchObject({
        name: 'ERP de prueba',
        scopes: ['issue', 'read', 'void'],
        state: 'active',
      });
      const list = await api().call('GET', `/companies/${company.id}/api-keys`, {
        token: company.owner.accessToken,
      });
      expect(list.statusCode).toBe(200);
      expect((list.json() as { data: ApiKey[] }).data.find((key) => key.id === full.id)).toMatchObject({
        prefix: full.prefix,
        lastUsedAt: null,
      });
      expect(list.body).not.toContain(full.secret.slice(full.prefix.length + 1));
      const [entry] = await auditOf('api_key.create', full.id);
      expect(entry).toMatchObject({ actor_email: company.owner.email, before: null });
      expect(entry!.after).toMatchObject({ name: 'ERP de prueba', scopes: ['issue', 'read', 'void'] });
      expect(JSON.stringify(entry)).not.toContain(full.secret.slice(-20));
    });

    it('refuses an employee with 403 and someone outside the company with 404, as the other owner-only calls', async () => {
      for (const [user, status] of [
        [employee, 403],
        [outsider, 404],
      ] as const) {
        const list = await api().call('GET', `/companies/${company.id}/api-keys`, {
          token: user.accessToken,
        });
        const create = await api().call('POST', `/companies/${company.id}/api-keys`, {
          token: user.accessToken,
          body: { name: 'Mía', scopes: ['read'] },
        });
        const revoke = await api().call('DELETE', `/companies/${company.id}/api-keys/${full.id}`, {
          token: user.accessToken,
        });
        expect([list.statusCode, create.statusCode, revoke.statusCode]).toEqual([status, status, status]);
      }
    });

    it('refuses a key without scopes or with an expiry today or earlier, in Spanish', async () => {
      const none = await api().call('POST', `/companies/${company.id}/api-keys`, {
        token: company.owner.accessToken,
        body: { name: 'Sin permisos', scopes: [] },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ message: expect.stringContaining('Elige al menos un permiso') });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(api().clock.now());
      const past = await api().call('POST', `/companies/${company.id}/api-keys`, {
        token: company.owner.accessToken,
        body: { name: 'Vencida', scopes: ['read'], expiresOn: today },
      });
      expect(past.statusCode).toBe(400);
      expect(past.json()).toMatchObject({ message: expect.stringContaining('posterior a hoy') });
    });
  });

  describe('scopes and refused keys', () => {
    it('lets each scope do its part and refuses the others with 403 SCOPE_MISSING in Spanish, audited', async () => {
      const [issueOnly, readOnly] = await Promise.all([keyOf(['issue']), keyOf(['read'])]);
      const issued = await issueV1(issueOnly.secret, facturaInput(api()), 'scope-issue-0001');
      expect(issued.status).toBe(201);
      const document = issued.json<Detail>().data;

      const refusedRead = await v1(base, 'GET', `/v1/documents/${document.id}`, { key: issueOnly.secret });
      expect(refusedRead.status).toBe(403);
      expect(refusedRead.json()).toMatchObject({
        success: false,
        code: 'SCOPE_MISSING',
        message: expect.stringContaining('no tiene el permiso «read»'),
      });
      const read = await v1(base, 'GET', `/v1/documents/${document.id}`, { key: readOnly.secret });
      expect(read.status).toBe(200);
      expect(read.json<Detail>().data).toMatchObject({ id: document.id, status: 'accepted' });

      const refusedIssue = await issueV1(readOnly.secret, facturaInput(api()), 'scope-read-0001');
      expect(refusedIssue.status).toBe(403);
      const refusedVoid = await v1(base, 'POST', `/v1/documents/${document.id}/void`, {
        key: readOnly.secret,
        body: { reason: 'Error en el precio' },
      });
      expect(refusedVoid.json()).toMatchObject({
        code: 'SCOPE_MISSING',
        message: expect.stringContaining('«void»'),
      });

      const refusals = await auditOf('api_key.refuse', readOnly.id);
      expect(refusals.map((entry) => entry.after)).toEqual([
        expect.objectContaining({ reason: 'missing_scope', scope: 'issue', operation: 'POST /v1/documents' }),
        expect.objectContaining({ reason: 'missing_scope', scope: 'void' }),
      ]);
      expect(refusals[0]).toMatchObject({ actor_email: null, ip_address: '127.0.0.1' });
    });

    it('answers 401 to no key, a malformed or unknown key and a wrong secret; a wrong secret is audited', async () => {
      const none = await v1(base, 'GET', '/v1/documents');
      expect(none.status).toBe(401);
      expect(none.json()).toMatchObject({
        code: 'API_KEY_INVALID',
        message: expect.stringContaining('Authorization: Bearer'),
      });
      expect((await v1(base, 'GET', '/v1/documents', { key: 'no-es-una-clave' })).json()).toMatchObject({
        code: 'API_KEY_INVALID',
      });
      const unknown = `fk_live_0123456789abcdef_${'A'.repeat(43)}`;
      expect((await v1(base, 'GET', '/v1/documents', { key: unknown })).status).toBe(401);
      const wrong = `${full.prefix}_${'B'.repeat(43)}`;
      const refused = await v1(base, 'GET', '/v1/documents', { key: wrong });
      expect(refused.status).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'API_KEY_INVALID',
        message: 'La clave de API no es válida',
      });
      expect((await auditOf('api_key.refuse', full.id)).map((entry) => entry.after.reason)).toContain(
        'wrong_secret',
      );
    });

    it('refuses a revoked key at once with 401 API_KEY_REVOKED; the revocation and the refusal are audited', async () => {
      const revoked = await keyOf(['read']);
      expect((await v1(base, 'GET', '/v1/documents', { key: revoked.secret })).status).toBe(200);
      const answer = await api().call('DELETE', `/companies/${company.id}/api-keys/${revoked.id}`, {
        token: company.owner.accessToken,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ data: { state: 'revoked' } });
      const refused = await v1(base, 'GET', '/v1/documents', { key: revoked.secret });
      expect(refused.json()).toMatchObject({ code: 'API_KEY_REVOKED' });
      expect(refused.status).toBe(401);
      const [revocation] = await auditOf('api_key.revoke', revoked.id);
      expect(revocation).toMatchObject({
        actor_email: company.owner.email,
        after: expect.objectContaining({ state: 'revoked' }),
      });
      expect((await auditOf('api_key.refuse', revoked.id)).map((entry) => entry.after.reason)).toEqual([
        'revoked',
      ]);
    });
  });

  describe('documents', () => {
    it('issues a factura and reads it, its list by cursor, and its XML, CDR and PDF; last use shows on the tab', async () => {
      const issued = await issueV1(full.secret, facturaInput(api()), 'factura-0001');
      expect(issued.status).toBe(201);
      expect(issued.headers.get('ratelimit-limit')).toBe('120');
      const document = issued.json<Detail>().data;
      expect(document).toMatchObject({
        documentType: '01',
        status: 'accepted',
        sunatCode: '0',
        tokenState: 'spent',
      });

      const xml = await v1(base, 'GET', `/v1/documents/${document.id}/xml`, { key: full.secret });
      expect(xml.headers.get('content-type')).toContain('application/xml');
      expect(xml.text).toContain(`<cbc:ID>${document.fullNumber}</cbc:ID>`);
      const cdr = await v1(base, 'GET', `/v1/documents/${document.id}/cdr`, { key: full.secret });
      expect(cdr.headers.get('content-type')).toBe('application/zip');
      expect(cdr.bytes.subarray(0, 2).toString()).toBe('PK');
      const pdf = await v1(base, 'GET', `/v1/documents/${document.id}/pdf?format=ticket`, {
        key: full.secret,
      });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

      await issueV1(full.secret, boletaInput(api()), 'boleta-0001');
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await v1(base, 'GET', `/v1/documents?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
          key: full.secret,
        });
        expect(page.status).toBe(200);
        const body = page.json<{ data: DocumentListItem[]; next_cursor: string | null }>();
        expect(body.data.length).toBeLessThanOrEqual(2);
        seen.push(...body.data.map((item) => item.id));
        cursor = body.next_cursor;
      } while (cursor);
      const [{ count }] = (await api().db.query<{ count: string }>(
        `SELECT count(*) FROM documents d JOIN companies c ON c.id = d.company_id WHERE c.public_id = $1`,
        [company.id],
      )) as [{ count: string }];
      expect(new Set(seen).size).toBe(Number(count));
      expect(seen).toContain(document.id);
      const bad = await v1(base, 'GET', '/v1/documents?cursor=zzz', { key: full.secret });
      expect(bad.status).toBe(400);
      expect(bad.json()).toMatchObject({ message: expect.stringContaining('next_cursor') });

      const listed = await api().call('GET', `/companies/${company.id}/api-keys`, {
        token: company.owner.accessToken,
      });
      expect(
        (listed.json() as { data: ApiKey[] }).data.find((key) => key.id === full.id)?.lastUsedAt,
      ).not.toBeNull();
    });

    it('requires Idempotency-Key with a Spanish 400, and takes no number without it', async () => {
      const answer = await v1(base, 'POST', '/v1/documents', { key: full.secret, body: facturaInput(api()) });
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('Idempotency-Key es obligatorio'),
      });
    });

    it('refuses a field it does not know by name — a misspelled detracción is never dropped from a legal document', async () => {
      const [series] = await api().db.query<{ next: number }>(
        `SELECT s.next_correlative AS next FROM series s JOIN companies c ON c.id = s.company_id
          WHERE c.public_id = $1 AND s.series = 'F001'`,
        [company.id],
      );
      const misspelled = {
        ...facturaInput(api()),
        detraccion: { code: '037', percent: '12', account: '00-000-123456' },
      };
      const answer = await issueV1(full.secret, misspelled, 'strict-1');
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('Campo no reconocido: detraccion'),
      });
      const line = { ...facturaInput(api()).lines![0]!, precio: '10' };
      const unknownLineField = await issueV1(
        full.secret,
        { ...facturaInput(api()), lines: [line] },
        'strict-2',
      );
      expect(unknownLineField.status).toBe(400);
      expect(unknownLineField.json()).toMatchObject({ message: expect.stringContaining('precio') });
      const [after] = await api().db.query<{ next: number }>(
        `SELECT s.next_correlative AS next FROM series s JOIN companies c ON c.id = s.company_id
          WHERE c.public_id = $1 AND s.series = 'F001'`,
        [company.id],
      );
      expect(after!.next).toBe(series!.next);
    });

    it('makes one document and spends one token for 20 parallel repeats; another body with the key is 409', async () => {
      const body = facturaInput(api());
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => issueV1(full.secret, body, 'paralelo-0001')),
      );
      // Every repeat answers as the first did, 19 of them said to be replays (issue 43).
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(201));
      expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(
        19,
      );
      const ids = new Set(answers.map((answer) => answer.json<Detail>().data.id));
      expect(ids.size).toBe(1);
      const [document] = await api().db.query<{ series: string; number: string }>(
        `SELECT series, number FROM documents WHERE idempotency_key = 'paralelo-0001'`,
      );
      const ledger = await api().db.query(
        `SELECT delta FROM token_ledger WHERE user_id = $1 AND description LIKE $2`,
        [company.owner.id, `%${document!.series}-${document!.number}`],
      );
      expect(ledger).toHaveLength(1);
      const sameDay = await api().db.query(`SELECT 1 FROM documents WHERE idempotency_key = 'paralelo-0001'`);
      expect(sameDay).toHaveLength(1);

      const other = await issueV1(
        full.secret,
        { ...body, lines: [{ ...body.lines[0]!, unitValue: '200' }] },
        'paralelo-0001',
      );
      expect(other.status).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Esa Idempotency-Key ya se usó para otro comprobante',
      });
    });

    it('answers a document SUNAT rejects with 422, SUNAT’s code and Spanish text, the same on a repeat', async () => {
      const original = (await issueV1(full.secret, facturaInput(api()), 'original-0001')).json<Detail>().data;
      // SUNAT lost track of the factura: a note on it is rejected, 2119.
      world.simulator.registry.clear();
      const note = {
        ...facturaInput(api()),
        documentType: '07' as const,
        series: 'FC01',
        reference: {
          documentType: '01' as const,
          series: original.series,
          number: original.number,
          reasonCode: '01',
          reasonDescription: 'Anulación de la operación',
        },
      };
      const rejected = await issueV1(full.secret, note, 'nota-rechazada-1');
      expect(rejected.status).toBe(422);
      const body = rejected.json<{
        code: string;
        message: string;
        details: { sunatCode: string; sunatMessage: string; document: DocumentDetail };
      }>();
      expect(body).toMatchObject({ success: false, code: 'SUNAT_REJECTED', details: { sunatCode: '2119' } });
      expect(body.message).toContain(
        `SUNAT rechazó el comprobante ${body.details.document.fullNumber} (código 2119)`,
      );
      expect(body.details.sunatMessage.length).toBeGreaterThan(5);
      expect(body.details.document.status).toBe('rejected');
      const again = await issueV1(full.secret, note, 'nota-rechazada-1');
      expect(again.status).toBe(422);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.json()).toEqual(body);
    });

    it('voids a factura (scope void) and shows the state of its comunicación de baja', async () => {
      const document = (await issueV1(full.secret, facturaInput(api()), 'anular-0001')).json<Detail>().data;
      const answer = await v1(base, 'POST', `/v1/documents/${document.id}/void`, {
        key: full.secret,
        body: { reason: 'Error en el precio' },
      });
      expect(answer.status).toBe(202);
      const summary = answer.json<{ data: SummaryView }>().data;
      expect(summary).toMatchObject({ kind: 'RA', lines: [{ documentId: document.id }] });
      const one = await v1(base, 'GET', `/v1/summaries/${summary.id}`, { key: full.secret });
      expect(one.json<{ data: SummaryView }>().data).toMatchObject({ id: summary.id, kind: 'RA' });
      const day = await v1(base, 'GET', `/v1/summaries?date=${summary.issueDate}`, { key: full.secret });
      expect(day.json<{ data: SummaryView[] }>().data.map((row) => row.id)).toContain(summary.id);
      expect((await v1(base, 'GET', '/v1/summaries/otro', { key: full.secret })).status).toBe(404);
    });

    it('never answers or logs a key’s secret', async () => {
      expect(secrets.length).toBeGreaterThan(3);
      const logged = log.lines.join('\n');
      expect(logged).toContain('API key refused');
      for (const secret of [full.secret, ...secrets]) {
        const secretPart = secret.slice(-43);
        expect(logged).not.toContain(secretPart);
      }
      const list = await api().call('GET', `/companies/${company.id}/api-keys`, {
        token: company.owner.accessToken,
      });
      for (const secret of secrets) expect(list.body).not.toContain(secret.slice(-43));
      const audit = await api().db.query<{ entry: string }>(
        `SELECT row_to_json(a)::text AS entry FROM audit_log a`,
      );
      for (const secret of secrets)
        expect(audit.map((row) => row.entry).join()).not.toContain(secret.slice(-43));
    });
  });
  describe('expiry', () => {
    // Last: it moves the clock two days on, past the owner's session.
    it('refuses an expired key with 401 API_KEY_EXPIRED once its last day is over in Lima, audited', async () => {
      const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(
        new Date(api().clock.now().getTime() + 86_400_000),
      );
      const expiring = await keyOf(['read'], { expiresOn: tomorrow });
      expect(expiring.expiresOn).toBe(tomorrow);
      expect((await v1(base, 'GET', '/v1/documents', { key: expiring.secret })).status).toBe(200);
      api().clock.advance(2 * 86_400_000);
      const refused = await v1(base, 'GET', '/v1/documents', { key: expiring.secret });
      expect(refused.status).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'API_KEY_EXPIRED',
        message: expect.stringContaining('venció'),
      });
      expect((await auditOf('api_key.refuse', expiring.id)).map((entry) => entry.after.reason)).toEqual([
        'expired',
      ]);
      const owner = (await api().login(company.owner.email)).json() as { access_token: string };
      const listed = await api().call('GET', `/companies/${company.id}/api-keys`, {
        token: owner.access_token,
      });
      expect((listed.json() as { data: ApiKey[] }).data.find((key) => key.id === expiring.id)?.state).toBe(
        'expired',
      );
    });
  });
});
