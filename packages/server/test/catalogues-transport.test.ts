import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  catalogueDriverListResponseSchema,
  catalogueImportResponseSchema,
  catalogueMessages,
  catalogueVehicleListResponseSchema,
  despatchMessages,
  validationMessages,
  type CatalogueDriver,
  type CatalogueVehicle,
  type Company,
} from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { addMemberAs, createCompany } from './support/companies.ts';

describe('Vehículos and Conductores of a company, for its guías', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let company: Company;
  let other: Company;

  beforeAll(async () => {
    api = await startApi();
    [owner, employee, outsider] = await Promise.all([api.signedIn(), api.signedIn(), api.signedIn()]);
    [company, other] = await Promise.all([createCompany(api, owner), createCompany(api, outsider)]);
    await addMemberAs(api, owner, company.publicId, employee, 'EMPLOYEE_BUSINESS');
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const path = (suffix: string, target: Company = company) => `/companies/${target.publicId}${suffix}`;
  const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    api.call(method, url, { token: user.accessToken, ...(body === undefined ? {} : { body }) });
  const vehicles = async (query = '') =>
    catalogueVehicleListResponseSchema.parse((await as(owner, 'GET', path(`/vehicles${query}`))).json());
  const drivers = async (query = '', target: Company = company, user = owner) =>
    catalogueDriverListResponseSchema.parse((await as(user, 'GET', path(`/drivers${query}`, target))).json());
  const imported = (answer: { statusCode: number; json: () => unknown }) => {
    expect(answer.statusCode).toBe(200);
    return catalogueImportResponseSchema.parse(answer.json()).data;
  };
  /** Every entry as it is, its times too: what an import may or may not have changed. */
  const snapshot = async () => ({
    vehicles: (await vehicles('?limit=100')).data,
    drivers: (await drivers('?limit=100')).data,
  });

  it('keeps vehicles: an employee registers, searches, edits and deletes one; the plate as the guía checks it', async () => {
    const created = await as(employee, 'POST', path('/vehicles'), {
      plate: 'abc-123',
      circulationCard: '',
      brand: ' Volvo ',
    });
    expect(created.statusCode).toBe(201);
    const vehicle = (created.json() as { data: CatalogueVehicle }).data;
    expect(vehicle).toMatchObject({ plate: 'ABC123', circulationCard: null, brand: 'Volvo' });
    await as(owner, 'POST', path('/vehicles'), { plate: 'D4E567', circulationCard: '15m22012345' });

    expect((await vehicles('?q=abc-1')).data.map((item) => item.plate)).toEqual(['ABC123']);
    expect((await vehicles('?q=volvo')).data.map((item) => item.plate)).toEqual(['ABC123']);
    const all = await vehicles();
    expect(all.data.map((item) => item.plate)).toEqual(['ABC123', 'D4E567']);
    expect(all.data[1]).toMatchObject({ circulationCard: '15M22012345', brand: null });

    const edited = await as(employee, 'PUT', path(`/vehicles/${vehicle.id}`), {
      plate: 'ABC123',
      circulationCard: '15M22099999',
    });
    expect(edited.statusCode).toBe(200);
    expect((edited.json() as { data: CatalogueVehicle }).data).toMatchObject({
      circulationCard: '15M22099999',
      brand: null,
    });

    const bad = await as(owner, 'POST', path('/vehicles'), { plate: 'AB1', color: 'rojo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const shortPlate = await as(owner, 'POST', path('/vehicles'), { plate: 'AB1' });
    expect(shortPlate.json()).toMatchObject({
      details: [{ field: 'plate', message: despatchMessages.plate }],
    });
    expect((await vehicles()).meta.total).toBe(2);

    const deleted = await as(employee, 'DELETE', path(`/vehicles/${vehicle.id}`));
    expect(deleted.json()).toMatchObject({ success: true, message: catalogueMessages.vehicleDeleted });
    expect((await as(owner, 'DELETE', path(`/vehicles/${vehicle.id}`))).statusCode).toBe(404);
  });

  it('keeps drivers: registers, searches by name or licence, edits and deletes; the document checked by type', async () => {
    const created = await as(employee, 'POST', path('/drivers'), {
      documentType: '1',
      documentNumber: '44556677',
      firstName: 'Juan Carlos',
      lastName: 'Quispe Mamani',
      licence: 'q44556677',
    });
    expect(created.statusCode).toBe(201);
    const driver = (created.json() as { data: CatalogueDriver }).data;
    expect(driver).toMatchObject({ documentNumber: '44556677', licence: 'Q44556677' });
    await as(owner, 'POST', path('/drivers'), {
      documentType: '4',
      documentNumber: 'ce0012345',
      firstName: 'Ana',
      lastName: 'Alvarez',
      licence: 'B12345678',
    });

    expect((await drivers()).data.map((item) => item.lastName)).toEqual(['Alvarez', 'Quispe Mamani']);
    expect((await drivers('?q=quispe%20mamani%20juan')).data.map((item) => item.id)).toEqual([driver.id]);
    expect((await drivers('?q=b1234')).data.map((item) => item.documentNumber)).toEqual(['CE0012345']);

    const edited = await as(owner, 'PUT', path(`/drivers/${driver.id}`), {
      documentType: '1',
      documentNumber: '44556677',
      firstName: 'Juan',
      lastName: 'Quispe',
      licence: 'Q44556677',
    });
    expect((edited.json() as { data: CatalogueDriver }).data).toMatchObject({ firstName: 'Juan' });

    const ruc = await as(owner, 'POST', path('/drivers'), {
      documentType: '6',
      documentNumber: '20512333797',
      firstName: 'Rosa',
      lastName: 'Huamán',
      licence: 'Q44556688',
    });
    expect(ruc.json()).toMatchObject({
      details: [{ field: 'documentType', message: catalogueMessages.driverDocumentType }],
    });
    const dni = await as(owner, 'POST', path('/drivers'), {
      documentType: '1',
      documentNumber: '4455667',
      firstName: 'Rosa',
      lastName: 'Huamán',
      licence: 'Q44556688',
    });
    expect(dni.json()).toMatchObject({
      details: [{ field: 'documentNumber', message: validationMessages.dniLength }],
    });

    expect((await as(employee, 'DELETE', path(`/drivers/${driver.id}`))).statusCode).toBe(200);
    expect((await drivers()).meta.total).toBe(1);
  });

  it('refuses a second vehicle with the plate, or driver with the document, in one company (409), not in another', async () => {
    const plate = { plate: 'XYZ789' };
    expect((await as(owner, 'POST', path('/vehicles'), plate)).statusCode).toBe(201);
    const again = await as(employee, 'POST', path('/vehicles'), { plate: 'xyz-789', brand: 'Hino' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: catalogueMessages.vehicleTaken });
    expect((await as(outsider, 'POST', path('/vehicles', other), plate)).statusCode).toBe(201);
    const [first] = (await vehicles('?q=D4E567')).data;
    const clash = await as(owner, 'PUT', path(`/vehicles/${first!.id}`), plate);
    expect(clash.statusCode).toBe(409);

    const person = {
      documentType: '1',
      documentNumber: '70112233',
      firstName: 'Luis',
      lastName: 'Rojas',
      licence: 'Q70112233',
    };
    expect((await as(owner, 'POST', path('/drivers'), person)).statusCode).toBe(201);
    const twice = await as(owner, 'POST', path('/drivers'), { ...person, firstName: 'Luis Alberto' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', message: catalogueMessages.driverTaken });
    expect((await as(outsider, 'POST', path('/drivers', other), person)).statusCode).toBe(201);
  });

  it('hides a company’s vehicles and drivers from outsiders, and another company’s from its members: 404', async () => {
    const [vehicle] = (await vehicles()).data;
    const [driver] = (await drivers()).data;
    const body = {
      documentType: '1',
      documentNumber: '11111111',
      firstName: 'X',
      lastName: 'Y',
      licence: 'Q11111111',
    };
    const calls = [
      as(outsider, 'GET', path('/vehicles')),
      as(outsider, 'POST', path('/vehicles'), { plate: 'OUT123' }),
      as(outsider, 'PUT', path(`/vehicles/${vehicle!.id}`), { plate: 'OUT123' }),
      as(outsider, 'DELETE', path(`/vehicles/${vehicle!.id}`)),
      as(outsider, 'GET', path('/drivers')),
      as(outsider, 'POST', path('/drivers'), body),
      as(outsider, 'PUT', path(`/drivers/${driver!.id}`), body),
      as(outsider, 'DELETE', path(`/drivers/${driver!.id}`)),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(404);
    // Nor is another company's driver reached through one's own.
    const [theirs] = (await drivers('', other, outsider)).data;
    expect((await as(owner, 'PUT', path(`/drivers/${theirs!.id}`), body)).statusCode).toBe(404);
    expect((await as(owner, 'DELETE', path(`/drivers/${theirs!.id}`))).statusCode).toBe(404);
    expect((await drivers('', other, outsider)).data).toHaveLength(1);
    expect((await vehicles()).data.map((item) => item.plate)).toContain(vehicle!.plate);
  });

  it('imports vehicles from a CSV as Excel in Spanish saves it: good rows saved, bad rows refused with their line, column and reason', async () => {
    await as(owner, 'POST', path('/vehicles'), { plate: 'F5U597', brand: 'Marca antigua' });
    const csv = [
      'Placa;Marca;Constancia o TUC',
      'f5u-597;Volvo FH 460;15m21028927',
      'BHK-842;Toyota Hiace;',
      'AB1;Placa corta;',
      'BHK842;Repetida;',
      'C3X-105;Hino;15M',
      `T7Y-330;${'M'.repeat(51)};`,
    ].join('\r\n');
    const result = imported(
      await as(employee, 'POST', path('/vehicles/import'), { csv: `\uFEFF${csv}\r\n` }),
    );
    expect(result.rows).toEqual([
      { row: 2, outcome: 'updated', key: 'F5U597', message: null },
      { row: 3, outcome: 'created', key: 'BHK842', message: null },
      { row: 4, outcome: 'error', key: null, message: `placa: ${despatchMessages.plate}` },
      { row: 5, outcome: 'error', key: 'BHK842', message: catalogueMessages.csvDuplicateRow(3) },
      {
        row: 6,
        outcome: 'error',
        key: null,
        message: `constancia_o_tuc: ${despatchMessages.circulationCard}`,
      },
      { row: 7, outcome: 'error', key: null, message: `marca: ${catalogueMessages.vehicleBrand}` },
    ]);
    expect(result).toMatchObject({ created: 1, updated: 1, failed: 4 });
    const saved = Object.fromEntries((await vehicles('?limit=100')).data.map((item) => [item.plate, item]));
    expect(saved.F5U597).toMatchObject({ brand: 'Volvo FH 460', circulationCard: '15M21028927' });
    expect(saved.BHK842).toMatchObject({ brand: 'Toyota Hiace', circulationCard: null });
    expect(saved.C3X105).toBeUndefined();
    expect(saved.T7Y330).toBeUndefined();
  });

  it('imports drivers from a comma-separated file: the document by its type’s rule, the licence as the guía checks it', async () => {
    await as(owner, 'POST', path('/drivers'), {
      documentType: '1',
      documentNumber: '41827365',
      firstName: 'Nombre antiguo',
      lastName: 'Apellido antiguo',
      licence: 'Q41827365',
    });
    const csv = [
      'tipo_documento,numero_documento,nombres,apellidos,licencia',
      'DNI,41827365,Wilber,Condori Huamán,q41827365',
      'pasaporte,ab123456,John,"Smith, Jr.",B12345678',
      'RUC,20512333797,Empresa,Transportes,Q20512333',
      '1,4182736,Rosa,Ccori,Q46203718',
      '1,46203718,Rosa,Ccori,Q-1',
      '7,AB123456,John,Smith,B12345678',
      'DNI,46203718,,Ccori,Q46203718',
    ].join('\n');
    const result = imported(await as(owner, 'POST', path('/drivers/import'), { csv }));
    expect(result.rows).toEqual([
      { row: 2, outcome: 'updated', key: '1-41827365', message: null },
      { row: 3, outcome: 'created', key: '7-AB123456', message: null },
      {
        row: 4,
        outcome: 'error',
        key: null,
        message: `tipo_documento: ${catalogueMessages.driverDocumentType}`,
      },
      { row: 5, outcome: 'error', key: null, message: `numero_documento: ${validationMessages.dniLength}` },
      { row: 6, outcome: 'error', key: null, message: `licencia: ${despatchMessages.licence}` },
      { row: 7, outcome: 'error', key: '7-AB123456', message: catalogueMessages.csvDuplicateRow(3) },
      { row: 8, outcome: 'error', key: null, message: `nombres: ${despatchMessages.driverFirstName}` },
    ]);
    expect(result).toMatchObject({ created: 1, updated: 1, failed: 5 });
    const saved = Object.fromEntries(
      (await drivers('?limit=100')).data.map((item) => [item.documentNumber, item]),
    );
    expect(saved['41827365']).toMatchObject({
      firstName: 'Wilber',
      lastName: 'Condori Huamán',
      licence: 'Q41827365',
    });
    expect(saved.AB123456).toMatchObject({ documentType: '7', lastName: 'Smith, Jr.' });
    expect(saved['46203718']).toBeUndefined();
    expect(saved['20512333797']).toBeUndefined();
  });

  it('changes nothing with a file of bad rows only, or one without its columns, each said in Spanish', async () => {
    const before = await snapshot();
    const badVehicles = imported(
      await as(owner, 'POST', path('/vehicles/import'), {
        csv: 'placa;marca;constancia_o_tuc\nF5U597;Volvo;12\n00000000;;\n',
      }),
    );
    expect(badVehicles).toEqual({
      created: 0,
      updated: 0,
      failed: 2,
      rows: [
        {
          row: 2,
          outcome: 'error',
          key: null,
          message: `constancia_o_tuc: ${despatchMessages.circulationCard}`,
        },
        { row: 3, outcome: 'error', key: null, message: `placa: ${despatchMessages.plate}` },
      ],
    });
    const badDrivers = imported(
      await as(owner, 'POST', path('/drivers/import'), {
        csv: 'tipo_documento;numero_documento;nombres;apellidos;licencia\nDNI;41827365;Wilber;Condori;Q1\n',
      }),
    );
    expect(badDrivers.rows).toEqual([
      { row: 2, outcome: 'error', key: null, message: `licencia: ${despatchMessages.licence}` },
    ]);
    const missing = await as(owner, 'POST', path('/drivers/import'), {
      csv: 'numero_documento;nombres\n41827365;Wilber\n',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        {
          field: 'csv',
          message: catalogueMessages.csvMissingColumns(['tipo_documento', 'apellidos', 'licencia']),
        },
      ],
    });
    const noPlate = await as(owner, 'POST', path('/vehicles/import'), { csv: 'marca\nVolvo\n' });
    expect(noPlate.json()).toMatchObject({
      details: [{ field: 'csv', message: catalogueMessages.csvMissingColumns(['placa']) }],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another company’s user an import into this company (404), and changes nothing', async () => {
    const before = await snapshot();
    const theirs = (await drivers('?limit=100', other, outsider)).meta.total;
    const calls = [
      as(outsider, 'POST', path('/vehicles/import'), { csv: 'placa\nOUT123\n' }),
      as(outsider, 'POST', path('/drivers/import'), {
        csv: 'tipo_documento;numero_documento;nombres;apellidos;licencia\nDNI;11111111;X;Y;Q11111111\n',
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await snapshot()).toEqual(before);
    expect((await drivers('?limit=100', other, outsider)).meta.total).toBe(theirs);
    expect((await vehicles('?q=OUT123')).data).toEqual([]);
  });
});
