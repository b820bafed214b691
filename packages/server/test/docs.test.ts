import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { endpoints } from '@facturador/contracts';
import type { FacturadorServer } from '../src/app.ts';
import { operationsOf, toOpenApiPath, type OpenApiDocument } from './support/openapi.ts';
import { unavailableDatabase } from './support/test-database.ts';
import { buildTestServer } from './support/test-server.ts';

/** The administration calls: the admin guard answers 403 to other roles. */
/** Mis Empresas (issue 15): every call signed in. */
const COMPANY_OPERATIONS = [
  'createCompany',
  'getCompany',
  'updateCompany',
  'deleteCompany',
  'uploadCompanyLogo',
  'deleteCompanyLogo',
  'listEstablishments',
  'createEstablishment',
  'updateEstablishment',
  'listSeries',
  'createSeries',
  'updateSeries',
  'deleteSeries',
  'listMembers',
  'inviteMember',
  'changeMemberRole',
  'removeMember',
  'cancelInvitation',
  'setSolCredentials',
  'uploadCertificate',
  // Firma (issue 40): Facturador as the company's PSE, or its own certificate.
  'getCompanySigning',
  'setCompanySigning',
  // «Probar conexión» and «Pasar a producción» (issue 40).
  'testSolCredentials',
  'switchToProduction',
  // Credenciales de API SUNAT for guías and their «Probar conexión» (issue 42).
  'getGreCredentials',
  'setGreCredentials',
  'testGreCredentials',
  'listProviders',
  // Integraciones: the company's API keys for /v1 (issue 30).
  'listApiKeys',
  'createApiKey',
  'revokeApiKey',
  // Comprobantes electrónicos (issue 26).
  'issueDocument',
  // «Revisar» (issue 43): the pre-flight without a number.
  'validateDocument',
  // Anticipos (issue 41): the buyer's accepted advances with what is left to deduct.
  'listOpenAdvances',
  'listDocuments',
  'getDocument',
  'downloadDocumentXml',
  'downloadDocumentCdr',
  // Representación impresa and e-mail to the buyer (issue 29).
  'downloadDocumentPdf',
  'emailDocument',
  // What an accountant takes away: totals, CSV, Excel and the period's ZIP (issue 29).
  'documentTotals',
  'exportDocumentsCsv',
  'exportDocumentsXlsx',
  'downloadDocumentsArchive',
  'voidDocument',
  'issueNoteFromDocument',
  'resendDocument',
  'listSummaries',
  'getIgvRegime',
  'setIgvRegime',
  // Retenciones (20), percepciones (40) and their reversiones (issue 41).
  'getOtherCpeAgent',
  'setOtherCpeAgent',
  'issueOtherDocument',
  'listOtherDocuments',
  'getOtherDocument',
  'downloadOtherDocumentXml',
  'downloadOtherDocumentCdr',
  'downloadOtherDocumentPdf',
  // Their «Enviar por email» and its history (decision 61).
  'emailOtherDocument',
  'listOtherDocumentEmails',
  'revertOtherDocuments',
  'getReversion',
  // Clientes and Productos y servicios (issue 29).
  'listCatalogueCustomers',
  'createCatalogueCustomer',
  'updateCatalogueCustomer',
  'deleteCatalogueCustomer',
  'importCatalogueCustomers',
  'listCatalogueProducts',
  'createCatalogueProduct',
  'updateCatalogueProduct',
  'deleteCatalogueProduct',
  'importCatalogueProducts',
  // Vehículos and Conductores of the guías (issue 42).
  'listCatalogueVehicles',
  'createCatalogueVehicle',
  'updateCatalogueVehicle',
  'deleteCatalogueVehicle',
  'importCatalogueVehicles',
  'listCatalogueDrivers',
  'createCatalogueDriver',
  'updateCatalogueDriver',
  'deleteCatalogueDriver',
  'importCatalogueDrivers',
  // Webhooks and bulk issuing from the screens (issue 30).
  'listWebhooks',
  'createWebhook',
  'updateWebhook',
  'deleteWebhook',
  'rotateWebhookSecret',
  'listWebhookDeliveries',
  'resendWebhookDelivery',
  'previewBulkIssue',
  'startBulkIssue',
  'getBulkJob',
  'downloadBulkResult',
  // Guías de remisión (issue 42).
  'issueDespatch',
  'listDespatches',
  'getDespatch',
  'downloadDespatchXml',
  'downloadDespatchCdr',
  'downloadDespatchPdf',
  'resendDespatch',
  // What SUNAT has of each series (issue 43).
  'seriesStatus',
];

const ADMIN_OPERATIONS = [
  'listUsers',
  'getUser',
  'createUser',
  'updateUser',
  'updateUserRoles',
  'deleteUser',
  'approveOrder',
  'rejectOrder',
  'listRoles',
  // Usuarios (issue 16).
  'restoreUser',
  'endUserSessions',
  // Proveedores, Configuración Sistema and Pasarelas de Pago (issue 16; gateways: owner only).
  'listAdminProviders',
  'createProvider',
  'updateProvider',
  'testProvider',
  'getSystemSettings',
  'updateSystemSettings',
  'listPaymentGateways',
  'savePaymentGateway',
  // The platform's signing identity as its customers' PSE (issue 40; owner only).
  'getPlatformSigningIdentity',
  'savePlatformSigningIdentity',
  // Auditoría (issue 16).
  'listAuditLog',
  'exportAuditLogCsv',
  // Planes and Suscripciones (issue 16).
  'listAdminPlans',
  'createPlan',
  'updatePlan',
  'archivePlan',
  'restorePlan',
  'deletePlan',
  'listAdminTokenPacks',
  'createTokenPack',
  'updateTokenPack',
  'listAdminSubscriptions',
  'extendRenewal',
  'changeSubscriptionPlan',
  'cancelSubscription',
  'adjustTokens',
  'listAdminOrders',
  'getOrderVoucher',
  // Resumen and Reportes (issue 16).
  'adminOverview',
  'adminReports',
  'exportAdminReport',
  // Certificados por vencer (issue 40).
  'adminExpiringCertificates',
];

/** Every call of SPEC.md §7, by path, with its methods. */
const MAIN_PATHS: Record<string, string[]> = {
  '/health': ['get'],
  '/csrf/token': ['get'],
  '/users/register': ['post'],
  '/users/resend-code': ['post'],
  '/users/verify-email': ['post'],
  '/auth/login': ['post'],
  '/auth/refresh': ['post'],
  '/auth/logout': ['post'],
  '/auth/register': ['post'],
  '/auth/forgot-password': ['post'],
  '/auth/reset-password': ['post'],
  '/auth/google': ['post'],
  '/users/profile': ['get', 'patch', 'delete'],
  '/users/validate-account': ['post'],
  '/auth/sessions': ['get'],
  '/auth/sessions/{id}': ['get'],
  '/auth/sessions/{id}/rename': ['post'],
  '/auth/security/request-verification': ['post'],
  '/auth/sessions/{id}/logout-secure': ['post'],
  '/auth/sessions/{id}/logout': ['post'],
  '/auth/sessions/logout-others': ['post'],
  '/auth/change-password': ['post'],
  '/auth/security/activity': ['get'],
  '/users': ['get'],
  '/users/{id}': ['get', 'patch', 'delete'],
  '/users/{id}/roles': ['patch'],
  '/users/admin/create': ['post'],
  '/users/admin/roles': ['get'],
};

describe('API documentation', () => {
  let app: FacturadorServer;

  // The documentation needs no database.
  beforeAll(async () => {
    app = buildTestServer({ db: unavailableDatabase() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /docs serves the Swagger UI page', async () => {
    const answer = await app.inject({ method: 'GET', url: '/docs' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<div id="swagger-ui">');
    expect(answer.body).toMatch(/swagger-ui-bundle\.js/);

    const script = /src="([^"]*swagger-ui-bundle\.js)"/.exec(answer.body)?.[1];
    expect(script).toBeDefined();
    const bundle = await app.inject({
      method: 'GET',
      url: new URL(script!, 'http://api.test/docs/').pathname,
    });
    expect(bundle.statusCode).toBe(200);
  });

  it('GET /docs/json is an OpenAPI 3 document listing the main paths', async () => {
    const answer = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(answer.statusCode).toBe(200);
    const document = answer.json() as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Facturador API', version: '0.1.0' });
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');

    const listed = Object.fromEntries(
      Object.keys(MAIN_PATHS).map((path) => [path, Object.keys(document.paths[path] ?? {}).sort()]),
    );
    expect(listed).toEqual(
      Object.fromEntries(Object.entries(MAIN_PATHS).map(([path, methods]) => [path, [...methods].sort()])),
    );

    // Request schemas and authentication come from the routes' own definitions.
    expect(document.paths['/auth/login']!.post!.requestBody).toBeDefined();
    expect(document.paths['/users/profile']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });

  describe('every operation', () => {
    let document: OpenApiDocument;
    beforeAll(async () => {
      document = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    });

    it('names a server, so that the paths resolve against the address serving the document', () => {
      expect(document.servers).toEqual([{ url: '/' }]);
    });

    it('has a unique operationId, the contract endpoint name where the client calls it', () => {
      const operations = operationsOf(document);
      const ids = operations.map(({ operation }) => operation.operationId);
      expect(ids.every((id) => typeof id === 'string' && /^[a-z][a-zA-Z]+$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);

      const contractIds = Object.fromEntries(
        Object.entries(endpoints).map(([name, { method, path }]) => [
          name,
          document.paths[toOpenApiPath(path)]?.[method.toLowerCase()]?.operationId,
        ]),
      );
      expect(contractIds).toEqual(Object.fromEntries(Object.keys(endpoints).map((name) => [name, name])));
      expect(document.paths['/health']!.get!.operationId).toBe('getHealth');
    });

    it('says whether it needs a token: the bearer scheme, or explicitly none', () => {
      const security = Object.fromEntries(
        operationsOf(document).map(({ operation }) => [operation.operationId, operation.security]),
      );
      expect(Object.values(security).every((entry) => Array.isArray(entry))).toBe(true);
      const secured = Object.keys(security)
        .filter((id) => security[id]!.length > 0)
        .sort();
      expect(secured).toEqual(
        [
          'getProfile',
          'updateProfile',
          'validateAccount',
          'logout',
          'listSessions',
          'getSession',
          'renameSession',
          'requestSecurityVerification',
          'logoutSessionSecure',
          'logoutSession',
          'logoutOtherSessions',
          'changePassword',
          'securityActivity',
          'deleteAccount',
          'listCompanies',
          'onboard',
          'operationsStatus',
          'getSubscription',
          'listBillingPlans',
          'listTokenPacks',
          'listOrders',
          'getOrder',
          'createOrder',
          'downloadOrderReceipt',
          'documentsThisMonth',
          'startOrderPayment',
          'chargeOrder',
          'completeSandboxCheckout',
          'uploadOrderVoucher',
          'listLedger',
          'exportLedgerCsv',
          'rucLookup',
          ...COMPANY_OPERATIONS,
          ...ADMIN_OPERATIONS,
        ].sort(),
      );
      for (const id of secured) expect(security[id]).toEqual([{ bearerAuth: [] }]);
    });

    it('declares the failures the shared machinery answers, in the error shape', () => {
      for (const { method, operation } of operationsOf(document)) {
        const statuses = Object.keys(operation.responses);
        const expected = ['500'];
        if (method !== 'get') expected.push('400', '403', '413', '415');
        if (operation.security!.length > 0) expected.push('401');
        if (ADMIN_OPERATIONS.includes(operation.operationId!)) expected.push('403');
        if (operation.parameters?.length || operation.requestBody) expected.push('400');
        expect({ [operation.operationId!]: statuses }).toEqual({
          [operation.operationId!]: expect.arrayContaining(expected),
        });
        // A degraded health check still answers the health report (503), not an error.
        const failures = statuses.filter(
          (code) => Number(code) >= 400 && !(operation.operationId === 'getHealth' && code === '503'),
        );
        for (const status of failures) {
          const schema = operation.responses[status]!.content?.['application/json']?.schema;
          expect(schema?.required).toEqual(expect.arrayContaining(['success', 'message']));
        }
      }
      // Behind the guard, a deactivated account is refused (403) except where it may read its state.
      expect(document.paths['/companies']!.get!.responses).toHaveProperty('403');
      expect(document.paths['/users/profile']!.get!.responses).not.toHaveProperty('403');
    });

    it('declares 429 with Retry-After on the rate-limited calls', () => {
      const limited = operationsOf(document).filter(({ operation }) => operation.responses['429']);
      expect(limited.map(({ operation }) => operation.operationId).sort()).toEqual(
        [
          'login',
          'changePassword',
          'deleteAccount',
          'resendCode',
          'sendContact',
          'lookupPublicDocument',
          'rucLookup',
        ].sort(),
      );
      for (const { operation } of limited) {
        expect(operation.responses['429']!.headers).toEqual({
          'Retry-After': expect.objectContaining({ schema: expect.objectContaining({ type: 'integer' }) }),
        });
      }
    });
  });
});
