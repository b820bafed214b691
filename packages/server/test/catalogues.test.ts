import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CATALOGUE_IMPORT_MAX_ROWS,
  catalogueCustomerListResponseSchema,
  catalogueImportResponseSchema,
  catalogueMessages,
  catalogueProductListResponseSchema,
  validationMessages,
  type CatalogueCustomer,
  type CatalogueProduct,
  type Company,
} from '@facturador/contracts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { addMemberAs, createCompany } from './support/companies.ts';

const BOM = '\uFEFF';

describe('Clientes and Productos y servicios of a company', () => {
  let api: TestApi;
  let owner: SignedInUser;
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let company: Company;
  let other: Company;

  beforeAll(async () => {
    api = await startApi();
    [owner, employee, outsider] = await Promise.all([api.signedIn(), api.signedIn(), api.signedIn()]);
    company = await createCompany(api, owner);
    other = await createCompany(api, outsider);
    await addMemberAs(api, owner, company.publicId, employee, 'EMPLOYEE_BUSINESS');
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const path = (suffix: string, target: Company = company) => `/companies/${target.publicId}${suffix}`;
  const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    api.call(method, url, { token: user.accessToken, ...(body === undefined ? {} : { body }) });
  const customers = async (query = '', target: Company = company, user = owner) =>
    catalogueCustomerListResponseSchema.parse(
      (await as(user, 'GET', path(`/customers${query}`, target))).json(),
    );
  const products = async (query = '') =>
    catalogueProductListResponseSchema.parse((await as(owner, 'GET', path(`/products${query}`))).json());
  const imported = (answer: { statusCode: number; json: () => unknown }) => {
    expect(answer.statusCode).toBe(200);
    return catalogueImportResponseSchema.parse(answer.json()).data;
  };

  describe('Clientes', () => {
    it('registers, edits and deletes a client; an employee may, and the number is checked by type', async () => {
      const created = await as(employee, 'POST', path('/customers'), {
        documentType: '6',
        documentNumber: '20512333797',
        name: 'Distribuidora Norte S.A.C.',
        address: 'Av. Arequipa 1234, Lima',
        email: 'Compras@Norte.PE',
      });
      expect(created.statusCode).toBe(201);
      const customer = (created.json() as { data: CatalogueCustomer }).data;
      expect(customer).toMatchObject({
        documentType: '6',
        documentNumber: '20512333797',
        name: 'Distribuidora Norte S.A.C.',
        email: 'compras@norte.pe',
      });

      const edited = await as(employee, 'PUT', path(`/customers/${customer.id}`), {
        documentType: '6',
        documentNumber: '20512333797',
        name: 'Distribuidora Norte del Perú S.A.C.',
      });
      expect(edited.statusCode).toBe(200);
      expect((edited.json() as { data: CatalogueCustomer }).data).toMatchObject({
        name: 'Distribuidora Norte del Perú S.A.C.',
        address: null,
        email: null,
      });

      const badRuc = await as(owner, 'POST', path('/customers'), {
        documentType: '6',
        documentNumber: '20512333790',
        name: 'RUC mal escrito',
      });
      expect(badRuc.statusCode).toBe(400);
      expect(badRuc.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ field: 'documentNumber', message: validationMessages.rucCheckDigit }],
      });
      const shortDni = await as(owner, 'POST', path('/customers'), {
        documentType: '1',
        documentNumber: '4567891',
        name: 'Rosa Quispe',
      });
      expect(shortDni.json()).toMatchObject({
        details: [{ field: 'documentNumber', message: validationMessages.dniLength }],
      });

      const deleted = await as(employee, 'DELETE', path(`/customers/${customer.id}`));
      expect(deleted.json()).toMatchObject({ success: true, message: catalogueMessages.customerDeleted });
      expect((await as(owner, 'DELETE', path(`/customers/${customer.id}`))).statusCode).toBe(404);
    });

    it('refuses a second client with the same document in the company (409, in Spanish), not in another company', async () => {
      const body = { documentType: '1', documentNumber: '45678912', name: 'Rosa Quispe' };
      expect((await as(owner, 'POST', path('/customers'), body)).statusCode).toBe(201);
      const again = await as(employee, 'POST', path('/customers'), { ...body, name: 'Rosa Quispe Mamani' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: catalogueMessages.customerTaken });
      expect((await as(outsider, 'POST', path('/customers', other), body)).statusCode).toBe(201);

      // Editing another client into the same document is the same conflict.
      const second = await as(owner, 'POST', path('/customers'), { ...body, documentNumber: '45678913' });
      const id = (second.json() as { data: CatalogueCustomer }).data.id;
      const clash = await as(owner, 'PUT', path(`/customers/${id}`), body);
      expect(clash.statusCode).toBe(409);
    });

    it('hides the company’s clients from outsiders: 404 on every call, as for a company that does not exist', async () => {
      const [someone] = (await customers()).data;
      const calls = [
        as(outsider, 'GET', path('/customers')),
        as(outsider, 'POST', path('/customers'), {
          documentType: '1',
          documentNumber: '11111111',
          name: 'X',
        }),
        as(outsider, 'PUT', path(`/customers/${someone!.id}`), {
          documentType: '1',
          documentNumber: '11111111',
          name: 'X',
        }),
        as(outsider, 'DELETE', path(`/customers/${someone!.id}`)),
        as(outsider, 'POST', path('/customers/import'), {
          csv: 'tipo_documento,numero_documento,nombre\n1,11111111,X',
        }),
      ];
      for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(404);
      // Nor can a client of another company be reached through one's own.
      const [theirs] = (await customers('', other, outsider)).data;
      expect((await as(owner, 'DELETE', path(`/customers/${theirs!.id}`))).statusCode).toBe(404);
    });

    it('imports a CSV as Excel in Spanish saves it (BOM, «;»): good rows saved, bad rows refused with their line and reason', async () => {
      await as(owner, 'POST', path('/customers'), {
        documentType: '6',
        documentNumber: '20607854247',
        name: 'Nombre antiguo S.A.C.',
      });
      const csv = [
        'Tipo documento;Número documento;Nombre;Dirección;Email',
        'RUC;20607854247;Comercial Andina S.A.C.;"Jr. Puno 120; Lima";ventas@andina.pe',
        '1;70123456;Juan Pérez;;',
        '6;20607854240;RUC con dígito malo;;',
        '',
        '1;70123456;Juan Pérez repetido;;',
        '7;AB123456;"Smith; John";"Calle 1; Dpto. 2";no-es-email',
        'pasaporte;ab123456;John Smith;;',
      ].join('\r\n');
      const result = imported(await as(employee, 'POST', path('/customers/import'), { csv: `${BOM}${csv}` }));
      expect(result.rows).toEqual([
        { row: 2, outcome: 'updated', key: '6-20607854247', message: null },
        { row: 3, outcome: 'created', key: '1-70123456', message: null },
        {
          row: 4,
          outcome: 'error',
          key: null,
          message: `numero_documento: ${validationMessages.rucCheckDigit}`,
        },
        { row: 6, outcome: 'error', key: '1-70123456', message: catalogueMessages.csvDuplicateRow(3) },
        { row: 7, outcome: 'error', key: null, message: `email: ${catalogueMessages.customerEmail}` },
        { row: 8, outcome: 'created', key: '7-AB123456', message: null },
      ]);
      expect(result).toMatchObject({ created: 2, updated: 1, failed: 3 });

      const saved = (await customers('?limit=100')).data;
      expect(saved.find((item) => item.documentNumber === '20607854247')).toMatchObject({
        name: 'Comercial Andina S.A.C.',
        address: 'Jr. Puno 120; Lima',
        email: 'ventas@andina.pe',
      });
      expect(saved.find((item) => item.documentNumber === '70123456')?.name).toBe('Juan Pérez');
      expect(saved.find((item) => item.documentNumber === 'AB123456')?.name).toBe('John Smith');
      expect(saved.some((item) => item.documentNumber === '20607854240')).toBe(false);
    });

    it('imports a comma-separated file too, and refuses a whole file without its columns', async () => {
      const result = imported(
        await as(owner, 'POST', path('/customers/import'), {
          csv: 'tipo_documento,numero_documento,nombre,direccion\n1,71234567,"Quispe, Ana","Av. Sol 1, Cusco"\n',
        }),
      );
      expect(result.rows).toEqual([{ row: 2, outcome: 'created', key: '1-71234567', message: null }]);
      const [ana] = (await customers('?q=71234567')).data;
      expect(ana).toMatchObject({ name: 'Quispe, Ana', address: 'Av. Sol 1, Cusco' });

      const missing = await as(owner, 'POST', path('/customers/import'), { csv: 'nombre;email\nAna;a@b.pe' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [
          {
            field: 'csv',
            message: catalogueMessages.csvMissingColumns(['tipo_documento', 'numero_documento']),
          },
        ],
      });
      const onlyHeader = await as(owner, 'POST', path('/customers/import'), {
        csv: 'tipo_documento;numero_documento;nombre\r\n',
      });
      expect(onlyHeader.json()).toMatchObject({
        details: [{ field: 'csv', message: catalogueMessages.csvEmpty }],
      });
      const unreadable = await as(owner, 'POST', path('/customers/import'), {
        csv: 'tipo_documento;numero_documento;nombre\n1;70000001;"Sin cerrar\n',
      });
      expect(unreadable.statusCode).toBe(400);
      expect(unreadable.json().message).toContain('No se pudo leer el archivo CSV');
    });

    it('limits a file to 5,000 rows and 1 MiB, with a Spanish reason, and saves nothing from it', async () => {
      const before = (await customers()).meta.total;
      const rows = Array.from(
        { length: CATALOGUE_IMPORT_MAX_ROWS + 1 },
        (_, index) => `1;${String(80_000_000 + index)};Cliente ${index}`,
      );
      const tooMany = await as(owner, 'POST', path('/customers/import'), {
        csv: ['tipo_documento;numero_documento;nombre', ...rows].join('\n'),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ message: expect.stringContaining('más de 5000 filas') });

      const padding = 'x'.repeat(200);
      const large = [
        'tipo_documento;numero_documento;nombre;direccion',
        ...rows.slice(0, CATALOGUE_IMPORT_MAX_ROWS).map((row) => `${row};${padding}`),
      ];
      const tooLarge = await as(owner, 'POST', path('/customers/import'), { csv: large.join('\n') });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: catalogueMessages.csvTooLarge(1),
      });
      expect((await customers()).meta.total).toBe(before);

      // Exactly the limit is taken, in one statement.
      const atLimit = imported(
        await as(owner, 'POST', path('/customers/import'), {
          csv: ['tipo_documento;numero_documento;nombre', ...rows.slice(0, CATALOGUE_IMPORT_MAX_ROWS)].join(
            '\n',
          ),
        }),
      );
      expect(atLimit).toMatchObject({ created: CATALOGUE_IMPORT_MAX_ROWS, failed: 0 });
      expect((await customers()).meta.total).toBe(before + CATALOGUE_IMPORT_MAX_ROWS);
    }, 60_000);

    it('searches by number or name and pages on the server, with the documents’ meta', async () => {
      const page = await customers('?q=cliente%204999&limit=5');
      expect(page.data.map((item) => item.name)).toEqual(['Cliente 4999']);
      const paged = await customers('?q=Cliente%2010&page=2&limit=5');
      // Cliente 10, 100…109, 1000…1099: 111 matches, ordered by name.
      expect(paged.meta).toEqual({ page: 2, limit: 5, total: 111, totalPages: 23 });
      expect(paged.data.map((item) => item.name)).toEqual([
        'Cliente 1003',
        'Cliente 1004',
        'Cliente 1005',
        'Cliente 1006',
        'Cliente 1007',
      ]);
      const byNumber = await customers('?q=80000042');
      expect(byNumber.data.map((item) => item.name)).toEqual(['Cliente 42']);
      // The wildcards a person types match literally.
      expect((await customers('?q=%25')).meta.total).toBe(0);
    });
  });

  describe('Productos y servicios', () => {
    const product = {
      code: 'SERV-01',
      description: 'Mantenimiento preventivo',
      unitCode: 'ZZ',
      unitPrice: '118',
      priceIncludesIgv: true,
      affectation: '10',
    };

    it('registers a product with its defaults, keeps codes unique whatever their capitals, deactivates and deletes', async () => {
      const created = await as(employee, 'POST', path('/products'), product);
      expect(created.statusCode).toBe(201);
      const saved = (created.json() as { data: CatalogueProduct }).data;
      expect(saved).toMatchObject({
        code: 'SERV-01',
        unitPrice: '118.00',
        isActive: true,
        affectation: '10',
      });

      const twin = await as(owner, 'POST', path('/products'), { ...product, code: 'serv-01' });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toMatchObject({ code: 'CONFLICT', message: catalogueMessages.productTaken });

      const badUnit = await as(owner, 'POST', path('/products'), {
        ...product,
        code: 'X1',
        unitCode: 'unidad',
      });
      expect(badUnit.statusCode).toBe(400);
      const badPrice = await as(owner, 'POST', path('/products'), {
        ...product,
        code: 'X1',
        unitPrice: '-5',
      });
      expect(badPrice.json()).toMatchObject({
        details: [{ field: 'unitPrice', message: catalogueMessages.unitPrice }],
      });

      const off = await as(employee, 'PUT', path(`/products/${saved.id}`), {
        ...product,
        unitPrice: '0.8475',
        isActive: false,
      });
      expect((off.json() as { data: CatalogueProduct }).data).toMatchObject({
        unitPrice: '0.8475',
        isActive: false,
      });
      expect((await products('?active=true')).data.some((item) => item.id === saved.id)).toBe(false);
      expect((await products('?active=false')).data.map((item) => item.id)).toEqual([saved.id]);

      expect((await as(outsider, 'GET', path('/products'))).statusCode).toBe(404);
      expect((await as(outsider, 'DELETE', path(`/products/${saved.id}`))).statusCode).toBe(404);
      expect((await as(employee, 'DELETE', path(`/products/${saved.id}`))).statusCode).toBe(200);
      expect((await products()).meta.total).toBe(0);
    });

    it('imports products: decimal commas, «sí / no», defaults; a bad row keeps the product as it was', async () => {
      await as(owner, 'POST', path('/products'), {
        ...product,
        code: 'P-002',
        description: 'Precio antiguo',
      });
      const csv = [
        'codigo;descripcion;unidad;precio;incluye_igv;afectacion_igv;activo',
        'P-001;Arroz extra 5 kg;kgm;24,50;sí;;',
        'p-002;Aceite vegetal 1 L;NIU;1.234,50;no;10;SI',
        'P-003;Libro de texto;NIU;45;si;20;no',
        'P-002;Repetido;NIU;1;;;',
        'P-004;Sin precio;NIU;;;;',
        'P-005;Incluye mal escrito;NIU;10;quizás;;',
        'P 006;Código con espacio;NIU;10;;;',
      ].join('\n');
      const result = imported(await as(employee, 'POST', path('/products/import'), { csv }));
      expect(result.rows).toEqual([
        { row: 2, outcome: 'created', key: 'p-001', message: null },
        { row: 3, outcome: 'updated', key: 'p-002', message: null },
        { row: 4, outcome: 'created', key: 'p-003', message: null },
        { row: 5, outcome: 'error', key: 'p-002', message: catalogueMessages.csvDuplicateRow(3) },
        { row: 6, outcome: 'error', key: null, message: `precio: ${catalogueMessages.unitPrice}` },
        { row: 7, outcome: 'error', key: null, message: `incluye_igv: ${catalogueMessages.csvYesNo}` },
        { row: 8, outcome: 'error', key: null, message: `codigo: ${catalogueMessages.productCode}` },
      ]);
      const saved = Object.fromEntries((await products()).data.map((item) => [item.code, item]));
      expect(Object.keys(saved).sort()).toEqual(['P-001', 'P-003', 'p-002']);
      expect(saved['P-001']).toMatchObject({
        unitCode: 'KGM',
        unitPrice: '24.50',
        priceIncludesIgv: true,
        affectation: '10',
        isActive: true,
      });
      expect(saved['p-002']).toMatchObject({
        description: 'Aceite vegetal 1 L',
        unitPrice: '1234.50',
        priceIncludesIgv: false,
      });
      expect(saved['P-003']).toMatchObject({ affectation: '20', isActive: false });
      // q matches the code or the description.
      expect((await products('?q=aceite')).data.map((item) => item.code)).toEqual(['p-002']);
      expect((await products('?q=P-00&limit=2&page=2')).data.map((item) => item.code)).toEqual(['P-003']);
    });
  });
});
