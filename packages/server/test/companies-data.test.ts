import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  companyListResponseSchema,
  companyMessages,
  companyResponseSchema,
  establishmentListResponseSchema,
  establishmentMessages,
  providerListResponseSchema,
  rucTakenMessage,
  seriesRuleMessages,
  ubigeoCatalogResponseSchema,
  ubigeoMessages,
  validationMessages,
  type Company,
} from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { addMemberAs, createCompany, MIRAFLORES, randomRuc } from './support/companies.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);

describe('Mis Empresas: companies, establishments, series and permissions', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let company: Company;

  beforeAll(async () => {
    api = await startApi();
    [owner, admin, employee, outsider] = await Promise.all([
      api.signedIn(),
      api.signedIn(),
      api.signedIn(),
      api.signedIn(),
    ]);
    company = await createCompany(api, owner);
    await addMemberAs(api, owner, company.publicId, admin, 'ADMINISTRATOR_BUSINESS');
    await addMemberAs(api, owner, company.publicId, employee, 'EMPLOYEE_BUSINESS');
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const path = (suffix = '') => `/companies/${company.publicId}${suffix}`;

  it('creates a company with the caller as owner, its district, and establishment 0000 at the fiscal address', async () => {
    expect(company).toMatchObject({
      myRole: 'OWNER_BUSINESS',
      environment: 'demo',
      sendingChannel: 'SUNAT',
      providerId: null,
      logoDataUrl: null,
      ubigeo: { code: MIRAFLORES, department: 'LIMA', province: 'LIMA', district: 'MIRAFLORES' },
      credentials: { solUser: null, solPasswordSetAt: null, certificate: null },
      certificateWarning: null,
    });
    const list = companyListResponseSchema.parse(
      (await api.call('GET', '/companies', { token: owner.accessToken })).json(),
    );
    expect(list.data.map((item) => item.publicId)).toEqual([company.publicId]);
    const establishments = establishmentListResponseSchema.parse(
      (await api.call('GET', path('/establishments'), { token: employee.accessToken })).json(),
    );
    expect(establishments.data).toEqual([
      expect.objectContaining({
        code: '0000',
        address: company.fiscalAddress,
        isActive: true,
        isFiscalAddress: true,
        ubigeo: expect.objectContaining({ code: MIRAFLORES }),
      }),
    ]);
  });

  it('refuses a duplicate RUC (409 naming it), a wrong check digit and an unknown district (400)', async () => {
    const other = await api.signedIn();
    const base = { businessName: 'Otra S.A.C.', fiscalAddress: 'Jr. Lima 1', ubigeo: MIRAFLORES };
    const duplicate = await api.call('POST', '/companies', {
      token: other.accessToken,
      body: { ...base, ruc: company.ruc },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', message: rucTakenMessage(company.ruc) });

    const good = randomRuc();
    const wrongDigit = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    const bad = await api.call('POST', '/companies', {
      token: other.accessToken,
      body: { ...base, ruc: wrongDigit },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      details: [{ field: 'ruc', message: validationMessages.rucCheckDigit }],
    });

    const unknown = await api.call('POST', '/companies', {
      token: other.accessToken,
      body: { ...base, ruc: randomRuc(), ubigeo: '999999' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: [{ field: 'ubigeo', message: ubigeoMessages.unknown }] });
    expect((await api.call('GET', '/companies', { token: other.accessToken })).json()).toMatchObject({
      data: [],
    });
  });

  it('serves the INEI catalogue publicly with long cache headers', async () => {
    const answer = await api.call('GET', '/catalogs/ubigeo');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=604800');
    const body = ubigeoCatalogResponseSchema.parse(answer.json());
    expect(answer.headers.etag).toBe(`"${body.data.version}"`);
    expect(body.data.districts).toHaveLength(1892);
    expect(body.data.districts).toContainEqual({
      code: MIRAFLORES,
      department: 'LIMA',
      province: 'LIMA',
      district: 'MIRAFLORES',
    });
  });

  it('answers 404, never 403, to a user outside the company, on every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', path()],
      ['PATCH', path(), { businessName: 'X' }],
      ['DELETE', path()],
      ['GET', path('/establishments')],
      ['GET', path('/series')],
      ['GET', path('/members')],
      ['PUT', path('/credentials/sol'), { solUser: 'USUARIO1', solPassword: 'clave' }],
      ['GET', '/companies/not-a-uuid'],
    ];
    for (const [method, url, body] of calls) {
      const answer = await api.call(method as 'GET', url, { token: outsider.accessToken, body });
      expect({ url, method, status: answer.statusCode }).toEqual({ url, method, status: 404 });
    }
  });

  it('lets the employee read but not write (403 with the Spanish text)', async () => {
    expect((await api.call('GET', path(), { token: employee.accessToken })).json()).toMatchObject({
      data: { myRole: 'EMPLOYEE_BUSINESS' },
    });
    const writes: [string, string, unknown?][] = [
      ['PATCH', path(), { businessName: 'Cambio' }],
      ['DELETE', path()],
      ['PUT', path('/logo'), { fileBase64: PNG.toString('base64') }],
      ['POST', path('/establishments'), { code: '0009', name: 'X', address: 'Y', ubigeo: MIRAFLORES }],
      ['POST', path('/series'), { establishmentId: 'x', documentType: '01', series: 'F009' }],
      ['POST', path('/members'), { email: 'alguien@example.test', role: 'EMPLOYEE_BUSINESS' }],
      ['PUT', path('/credentials/sol'), { solUser: 'USUARIO1', solPassword: 'clave' }],
    ];
    for (const [method, url, body] of writes) {
      const answer = await api.call(method as 'PATCH', url, { token: employee.accessToken, body });
      expect({ url, method, status: answer.statusCode, message: answer.json().message }).toEqual({
        url,
        method,
        status: 403,
        message: companyMessages.forbidden,
      });
    }
  });

  it('lets the administrator edit the data, keeps 0000 at the fiscal address, and only the owner deletes', async () => {
    const answer = await api.call('PATCH', path(), {
      token: admin.accessToken,
      body: {
        businessName: 'Comercial Andina del Sur S.A.C.',
        fiscalAddress: 'Av. Pardo 500',
        ubigeo: '150131',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(companyResponseSchema.parse(answer.json()).data).toMatchObject({
      businessName: 'Comercial Andina del Sur S.A.C.',
      ruc: company.ruc,
      ubigeo: { code: '150131' },
    });
    const establishments = (
      await api.call('GET', path('/establishments'), { token: admin.accessToken })
    ).json();
    expect(establishments.data[0]).toMatchObject({
      code: '0000',
      address: 'Av. Pardo 500',
      ubigeo: { code: '150131' },
    });

    const unknown = await api.call('PATCH', path(), { token: admin.accessToken, body: { ubigeo: '159999' } });
    expect(unknown.statusCode).toBe(400);
    expect((await api.call('DELETE', path(), { token: admin.accessToken })).statusCode).toBe(403);
  });

  it('chooses an OSE only from the active providers of that type', async () => {
    const providers = providerListResponseSchema.parse(
      (await api.call('GET', '/providers', { token: employee.accessToken })).json(),
    ).data;
    expect(providers.map((provider) => [provider.name, provider.type])).toEqual([
      ['SUNAT', 'SUNAT'],
      ['Efact', 'OSE'],
      ['Nubefact', 'OSE'],
      ['Bizlinks', 'PSE'],
    ]);
    const nubefact = providers.find((provider) => provider.name === 'Nubefact')!;
    const bizlinks = providers.find((provider) => provider.name === 'Bizlinks')!;
    const missing = await api.call('PATCH', path(), {
      token: owner.accessToken,
      body: { sendingChannel: 'OSE' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      details: [{ field: 'providerId', message: companyMessages.providerRequired }],
    });
    const wrongType = await api.call('PATCH', path(), {
      token: owner.accessToken,
      body: { sendingChannel: 'OSE', providerId: bizlinks.id },
    });
    expect(wrongType.statusCode).toBe(400);
    const ose = await api.call('PATCH', path(), {
      token: owner.accessToken,
      body: { sendingChannel: 'OSE', providerId: nubefact.id },
    });
    expect(ose.json()).toMatchObject({ data: { sendingChannel: 'OSE', providerId: nubefact.id } });
    const sunat = await api.call('PATCH', path(), {
      token: owner.accessToken,
      body: { sendingChannel: 'SUNAT' },
    });
    expect(sunat.json()).toMatchObject({ data: { sendingChannel: 'SUNAT', providerId: null } });
  });

  it('takes a PNG or JPEG logo by its content, at most 1 MB', async () => {
    const upload = (fileBase64: string) =>
      api.call('PUT', path('/logo'), { token: admin.accessToken, body: { fileBase64 } });
    const png = await upload(PNG.toString('base64'));
    expect(png.statusCode).toBe(200);
    expect(png.json().data.logoDataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const jpeg = await upload(`data:image/png;base64,${JPEG.toString('base64')}`);
    // The declared type is not believed: the bytes say JPEG.
    expect(jpeg.json().data.logoDataUrl).toBe(`data:image/jpeg;base64,${JPEG.toString('base64')}`);

    const gif = await upload(Buffer.from('GIF89a......').toString('base64'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({
      details: [{ field: 'fileBase64', message: companyMessages.logoType }],
    });
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload(big.toString('base64'));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toContain(companyMessages.logoTooLarge);

    const list = (await api.call('GET', '/companies', { token: admin.accessToken })).json();
    expect(list.data[0]).not.toHaveProperty('logoDataUrl');
    const removed = await api.call('DELETE', path('/logo'), { token: owner.accessToken });
    expect(removed.json().data.logoDataUrl).toBeNull();
  });

  it('adds, edits and deactivates establishments; 0000 always stays', async () => {
    const created = await api.call('POST', path('/establishments'), {
      token: admin.accessToken,
      body: { code: '0001', name: 'Tienda Surco', address: 'Av. Primavera 100', ubigeo: '150140' },
    });
    expect(created.statusCode).toBe(201);
    const shop = created.json().data;
    expect(shop).toMatchObject({
      code: '0001',
      isActive: true,
      isFiscalAddress: false,
      ubigeo: { code: '150140' },
    });

    const again = await api.call('POST', path('/establishments'), {
      token: admin.accessToken,
      body: { code: '0001', name: 'Otra', address: 'X', ubigeo: MIRAFLORES },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(establishmentMessages.codeTaken);
    const fiscal = await api.call('POST', path('/establishments'), {
      token: admin.accessToken,
      body: { code: '0000', name: 'Otra', address: 'X', ubigeo: MIRAFLORES },
    });
    expect(fiscal.json().message).toBe(establishmentMessages.fiscalCodeReserved);
    const badCode = await api.call('POST', path('/establishments'), {
      token: admin.accessToken,
      body: { code: '12', name: 'Otra', address: 'X', ubigeo: MIRAFLORES },
    });
    expect(badCode.json()).toMatchObject({
      details: [{ field: 'code', message: establishmentMessages.codeFormat }],
    });
    const badUbigeo = await api.call('POST', path('/establishments'), {
      token: admin.accessToken,
      body: { code: '0002', name: 'Otra', address: 'X', ubigeo: '000000' },
    });
    expect(badUbigeo.json()).toMatchObject({
      details: [{ field: 'ubigeo', message: ubigeoMessages.unknown }],
    });

    const deactivated = await api.call('PATCH', path(`/establishments/${shop.publicId}`), {
      token: admin.accessToken,
      body: { isActive: false, name: 'Tienda Surco (cerrada)' },
    });
    expect(deactivated.json().data).toMatchObject({ isActive: false, name: 'Tienda Surco (cerrada)' });

    const list = (await api.call('GET', path('/establishments'), { token: admin.accessToken })).json();
    const main = list.data.find((item: { code: string }) => item.code === '0000');
    const keepFiscal = await api.call('PATCH', path(`/establishments/${main.publicId}`), {
      token: owner.accessToken,
      body: { isActive: false },
    });
    expect(keepFiscal.statusCode).toBe(400);
    expect(keepFiscal.json()).toMatchObject({
      details: [{ field: 'isActive', message: establishmentMessages.fiscalCannotDeactivate }],
    });
    const renamed = await api.call('PATCH', path(`/establishments/${main.publicId}`), {
      token: owner.accessToken,
      body: { name: 'Oficina principal' },
    });
    expect(renamed.json().data).toMatchObject({ code: '0000', name: 'Oficina principal', isActive: true });
    expect(list.data.map((item: { code: string }) => item.code)).toEqual(['0000', '0001']);
  });

  it('keeps series to four characters with the first letter of their type, unique per type', async () => {
    const [main] = (await api.call('GET', path('/establishments'), { token: admin.accessToken })).json().data;
    const create = (documentType: string, series: string, nextCorrelative?: number) =>
      api.call('POST', path('/series'), {
        token: admin.accessToken,
        body: { establishmentId: main.publicId, documentType, series, nextCorrelative },
      });
    // F001, B001, FC01, BC01, FD01 and BD01 came with the company (issue 40 item 6).
    const factura = await create('01', 'F002');
    expect(factura.statusCode).toBe(201);
    expect(factura.json().data).toMatchObject({
      documentType: '01',
      series: 'F002',
      nextCorrelative: 1,
      establishmentCode: '0000',
    });
    expect((await create('03', 'b002', 120)).json().data).toMatchObject({
      series: 'B002',
      nextCorrelative: 120,
    });
    expect((await create('07', 'FC02')).statusCode).toBe(201);
    expect((await create('07', 'BC02')).statusCode).toBe(201);
    expect((await create('09', 'T001')).statusCode).toBe(201);
    expect((await create('31', 'V001')).statusCode).toBe(201);

    const wrongLetter = await create('01', 'B002');
    expect(wrongLetter.statusCode).toBe(400);
    expect(wrongLetter.json()).toMatchObject({
      details: [{ field: 'series', message: 'La serie de Factura debe empezar con F' }],
    });
    expect((await create('09', 'F001')).json().details[0].message).toBe(
      'La serie de Guía de remisión remitente debe empezar con T',
    );
    expect((await create('01', 'F0001')).statusCode).toBe(400);
    expect((await create('01', 'F001', 100_000_000)).json().details[0].message).toBe(
      seriesRuleMessages.correlativeRange,
    );

    const duplicate = await create('01', 'F002');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(seriesRuleMessages.taken);
    // Another type may use the same four characters.
    expect((await create('08', 'F002')).statusCode).toBe(201);

    const id = factura.json().data.publicId;
    const forward = await api.call('PATCH', path(`/series/${id}`), {
      token: admin.accessToken,
      body: { nextCorrelative: 50 },
    });
    expect(forward.json().data.nextCorrelative).toBe(50);
    const back = await api.call('PATCH', path(`/series/${id}`), {
      token: admin.accessToken,
      body: { nextCorrelative: 10 },
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().details[0].message).toBe(seriesRuleMessages.correlativeBackwards);

    const list = (await api.call('GET', path('/series'), { token: employee.accessToken })).json();
    expect(list.data.map((item: { series: string }) => item.series)).toContain('F002');
    expect(
      (await api.call('DELETE', path(`/series/${id}`), { token: employee.accessToken })).statusCode,
    ).toBe(403);
    expect((await api.call('DELETE', path(`/series/${id}`), { token: admin.accessToken })).statusCode).toBe(
      200,
    );
  });

  it('lets the owner delete the company, and tells every member', async () => {
    const mine = await createCompany(api, owner);
    await addMemberAs(api, owner, mine.publicId, employee, 'EMPLOYEE_BUSINESS');
    const events = jest.spyOn(api.app.realtime, 'toUser');
    const answer = await api.call('DELETE', `/companies/${mine.publicId}`, { token: owner.accessToken });
    expect(answer.json()).toMatchObject({ success: true, message: companyMessages.deleted });
    expect(events).toHaveBeenCalledWith(employee.publicId, 'companies_changed');
    expect(events).toHaveBeenCalledWith(owner.publicId, 'companies_changed');
    expect(
      (await api.call('GET', `/companies/${mine.publicId}`, { token: owner.accessToken })).statusCode,
    ).toBe(404);
  });
});
