import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_KEY_SCOPES } from '@facturador/contracts';
import { startApi, type TestApi } from './support/api.ts';
import { createCompany } from './support/companies.ts';
import { operationsOf, type OpenApiDocument } from './support/openapi.ts';
import { createApiKey } from './support/v1.ts';

const MADE_UP_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string, value = MADE_UP_ID) => path.replace(/\{\w+\}/g, encodeURIComponent(value));

/** Issue 30: /v1 has its own OpenAPI document and reference page, and answers only what it declares. */
describe('/v1 OpenAPI document and reference page', () => {
  let api: TestApi;
  let v1Document: OpenApiDocument & { 'x-scope'?: string };
  let key: string;
  let readOnly: string;

  beforeAll(async () => {
    api = await startApi();
    v1Document = (await api.call('GET', '/v1/openapi.json')).json() as OpenApiDocument;
    const owner = await api.signedIn();
    const company = await createCompany(api, owner);
    key = (await createApiKey(api, owner, company.publicId)).secret;
    readOnly = (await createApiKey(api, owner, company.publicId, { scopes: ['read'] })).secret;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const call = (method: string, url: string, secret?: string) =>
    api.app.inject({
      method: method as 'GET',
      url,
      headers: secret ? { authorization: `Bearer ${secret}` } : {},
    });

  it('lists every /v1 operation with its scope and the key scheme, and the session document lists none', async () => {
    const operations = operationsOf(v1Document);
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual([
      'v1DownloadBulkResult',
      'v1DownloadDespatchBulkResult',
      'v1DownloadDespatchCdr',
      'v1DownloadDespatchPdf',
      'v1DownloadDespatchXml',
      'v1DownloadDocumentCdr',
      'v1DownloadDocumentPdf',
      'v1DownloadDocumentXml',
      'v1DownloadOtherDocumentCdr',
      'v1DownloadOtherDocumentPdf',
      'v1DownloadOtherDocumentXml',
      'v1GetBulkJob',
      'v1GetDespatch',
      'v1GetDespatchBulk',
      'v1GetDocument',
      'v1GetOtherDocument',
      'v1GetReversion',
      'v1GetSummary',
      'v1IssueDespatch',
      'v1IssueDocument',
      'v1IssueOtherDocument',
      'v1ListDespatches',
      'v1ListDocuments',
      'v1ListOtherDocuments',
      'v1ListSummaries',
      'v1ResendDespatch',
      'v1RevertOtherDocuments',
      'v1StartBulkIssue',
      'v1StartDespatchBulk',
      'v1ValidateDocument',
      'v1VoidDocument',
    ]);
    for (const { operation } of operations) {
      expect(operation.security).toEqual([{ apiKey: [] }]);
      expect(API_KEY_SCOPES).toContain((operation as { 'x-scope'?: string })['x-scope']);
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['401', '403', '429', '500', '503']),
      );
      expect(operation.responses['429']!.headers).toHaveProperty('Retry-After');
      expect(operation.responses['429']!.headers).toHaveProperty('RateLimit-Reset');
    }
    const issue = v1Document.paths['/v1/documents']!.post!;
    expect(issue.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }),
      ]),
    );
    const session = (await api.call('GET', '/docs/json')).json() as OpenApiDocument;
    expect(Object.keys(session.paths).filter((path) => path.startsWith('/v1'))).toEqual([]);
  });

  it('serves a reference page whose script comes from this API, not from the Internet', async () => {
    const page = await call('GET', '/v1/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href|spec-url)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources).toEqual(['openapi.json', 'docs/redoc.standalone.js']);
    const script = await call('GET', new URL(sources[1]!, 'http://api.test/v1/docs').pathname);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body.length).toBeGreaterThan(500_000);
    expect(script.body).toContain('Redoc');
  });

  it('answers only declared statuses to every operation called empty, without a key, with a key and without its scope', async () => {
    const undeclared: string[] = [];
    for (const { path, method, operation } of operationsOf(v1Document)) {
      for (const secret of [undefined, key, readOnly]) {
        const answer = await call(method.toUpperCase(), concrete(path), secret);
        if (!Object.keys(operation.responses).includes(String(answer.statusCode)))
          undeclared.push(`${operation.operationId}: ${answer.statusCode} ${answer.body}`);
        if (answer.statusCode >= 500) undeclared.push(`${operation.operationId}: ${answer.body}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('refuses a NUL in a path with 400, never a 500', async () => {
    for (const { path, method } of operationsOf(v1Document).filter(({ path }) => path.includes('{'))) {
      const answer = await call(method.toUpperCase(), concrete(path, 'a\u0000b'), key);
      expect({ path, status: answer.statusCode }).toEqual({ path, status: 400 });
    }
  });
});
