import { beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import {
  ARCHIVE_MAX_DOCUMENTS,
  DOCUMENT_EXPORT_MAX_ROWS,
  documentExportMessages,
  limaDate,
  type DocumentDetail,
  type DocumentTotalsRow,
} from '@facturador/contracts';
import type { SignedInUser } from './support/api.ts';
import { addMemberAs, createCompany } from './support/companies.ts';
import {
  boletaInput,
  detailOf,
  documentsFixture,
  facturaInput,
  issue,
  refusedOf,
} from './support/documents.ts';

const HEADERS = [
  'Fecha de emisión',
  'Tipo',
  'Comprobante',
  'Serie-número',
  'Cliente tipo doc.',
  'Cliente número doc.',
  'Razón social o nombre',
  'Moneda',
  'Gravado',
  'Exonerado',
  'Inafecto',
  'Exportación',
  'IGV',
  'ISC',
  'ICBPER',
  'Total',
  'Retenido',
  'Percibido',
  'Estado',
  'Código SUNAT',
  'Respuesta SUNAT',
  'Documento de referencia',
  'Motivo de la nota',
];
const column = (header: string) => HEADERS.indexOf(header);

/** The export's lines and fields, read as RFC 4180 (quoted fields may hold commas and doubled quotes). */
function csvLines(body: string): string[][] {
  const lines: string[][] = [];
  for (const line of body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')) {
    const fields = [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field]) =>
      field!.startsWith('"') ? field!.slice(1, -1).replaceAll('""', '"') : field!,
    );
    lines.push(fields);
  }
  return lines;
}

describe('Comprobantes for the accountant: CSV, Excel, totals and the period’s ZIP', () => {
  const { world, company } = documentsFixture();
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let today: string;
  let yesterday: string;
  const issued: Record<string, DocumentDetail> = {};

  beforeAll(async () => {
    const api = world.api;
    [employee, outsider] = await Promise.all([api.signedIn(), api.signedIn()]);
    await addMemberAs(api, company.owner, company.id, employee, 'EMPLOYEE_BUSINESS');
    today = limaDate(api.clock.now());
    yesterday = limaDate(new Date(api.clock.now().getTime() - 86_400_000));
    const issueOk = async (name: string, input: Parameters<typeof issue>[3]) => {
      const answer = await issue(api, company.owner, company.id, input);
      expect(answer.statusCode < 300 ? 'ok' : answer.body).toBe('ok');
      issued[name] = answer.statusCode === 422 ? refusedOf(answer) : detailOf(answer);
    };
    await issueOk('earlier', facturaInput(api, { issueDate: yesterday }));
    await issueOk(
      'factura',
      facturaInput(api, {
        lines: [
          {
            description: 'Servicio gravado',
            quantity: '2',
            unitCode: 'ZZ',
            unitValue: '50',
            affectation: '10',
          },
          {
            description: 'Libro exonerado',
            quantity: '1',
            unitCode: 'NIU',
            unitValue: '30',
            affectation: '20',
          },
          {
            description: 'Servicio inafecto',
            quantity: '1',
            unitCode: 'ZZ',
            unitValue: '12.5',
            affectation: '30',
          },
        ],
      }),
    );
    await issueOk('boleta', boletaInput(api));
    await issueOk('dollars', facturaInput(api, { currency: 'USD' }));
    const note = async (name: string, documentType: '07' | '08', series: string, body: object) => {
      const answer = await api.call(
        'POST',
        `/companies/${company.id}/documents/${issued.factura!.id}/notes`,
        {
          token: company.owner.accessToken,
          body: { documentType, series, reasonDescription: 'Ajuste acordado', ...body },
        },
      );
      issued[name] = answer.statusCode === 422 ? refusedOf(answer) : detailOf(answer);
    };
    await note('credit', '07', 'FC01', { reasonCode: '01' });
    await note('debit', '08', 'FD01', {
      reasonCode: '01',
      lines: [
        {
          description: 'Intereses por mora',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '10',
          affectation: '10',
        },
      ],
    });
    // SUNAT no longer knows the factura: the next note is rejected (2119) and its amounts do not add up.
    world.simulator.registry.clear();
    await note('rejected', '07', 'FC01', { reasonCode: '01' });
    expect(issued.rejected!.status).toBe('rejected');
  }, 120_000);

  const path = (suffix: string) => `/companies/${company.id}/documents${suffix}`;
  const get = (suffix: string, user: SignedInUser = employee) =>
    world.api.call('GET', path(suffix), { token: user.accessToken });

  it('exports every matching document as CSV for Excel: BOM, Spanish headers, one line each, oldest first', async () => {
    const answer = await get('/export.csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${company.ruc}-comprobantes-${today}.csv"`,
    );
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [headers, ...rows] = csvLines(answer.body);
    expect(headers).toEqual(HEADERS);
    expect(rows.map((row) => row[column('Serie-número')])).toEqual([
      'F001-1',
      'F001-2',
      'F001-3',
      'B001-1',
      'FC01-1',
      'FC01-2',
      'FD01-1',
    ]);
    const byNumber = Object.fromEntries(rows.map((row) => [row[column('Serie-número')]!, row]));
    const factura = byNumber['F001-2']!;
    expect(factura.slice(0, 16)).toEqual([
      today,
      '01',
      'Factura',
      'F001-2',
      '6',
      '20512333797',
      'CLIENTE EJEMPLO S.A.C.',
      'PEN',
      '100.00',
      '30.00',
      '12.50',
      '0.00',
      '18.00',
      '0.00',
      '0.00',
      '160.50',
    ]);
    expect([factura[column('Estado')], factura[column('Código SUNAT')]]).toEqual(['Aceptado', '0']);
    expect(factura[column('Respuesta SUNAT')]).toMatch(/aceptad/i);
    expect(byNumber['F001-3']![column('Moneda')]).toBe('USD');
    // A credit note takes back: its amounts are negative, and it names what it modifies and why.
    const credit = byNumber['FC01-1']!;
    expect([credit[column('Gravado')], credit[column('Total')]]).toEqual(['-100.00', '-160.50']);
    expect(credit[column('Documento de referencia')]).toBe('01 F001-2');
    expect(credit[column('Motivo de la nota')]).toBe('01 Anulación de la operación');
    const debit = byNumber['FD01-1']!;
    expect([debit[column('Comprobante')], debit[column('Total')]]).toEqual(['Nota de débito', '11.80']);
    expect(debit[column('Motivo de la nota')]).toBe('01 Intereses por mora');
    const rejected = byNumber['FC01-2']!;
    expect([rejected[column('Estado')], rejected[column('Código SUNAT')]]).toEqual(['Rechazado', '2119']);
  });

  it('honours the list’s filters: type, dates, series and search', async () => {
    const numbers = async (query: string) =>
      csvLines((await get(`/export.csv?${query}`)).body)
        .slice(1)
        .map((row) => row[column('Serie-número')]);
    expect(await numbers('documentType=07')).toEqual(['FC01-1', 'FC01-2']);
    expect(await numbers(`from=${yesterday}&to=${yesterday}`)).toEqual(['F001-1']);
    expect(await numbers('series=B001')).toEqual(['B001-1']);
    expect(await numbers('search=JUAN')).toEqual(['B001-1']);
    expect(await numbers('status=rejected')).toEqual(['FC01-2']);
  });

  it('exports a real .xlsx: dates as dates, amounts as numbers, a header and a totals line per currency', async () => {
    const answer = await get('/export.xlsx?from=' + today);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${company.ruc}-comprobantes-${today}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Comprobantes')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(HEADERS);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    // F001-2, F001-3, B001-1, FC01-1, FC01-2, FD01-1, then the PEN and USD totals.
    expect(sheet.rowCount).toBe(1 + 6 + 2);
    const factura = sheet.getRow(2);
    expect(factura.getCell(1).value).toEqual(new Date(`${today}T00:00:00.000Z`));
    expect(factura.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(factura.getCell(4).value).toBe('F001-2');
    expect(
      ['Gravado', 'Exonerado', 'Inafecto', 'IGV', 'Total'].map(
        (header) => factura.getCell(column(header) + 1).value,
      ),
    ).toEqual([100, 30, 12.5, 18, 160.5]);
    expect(factura.getCell(column('Total') + 1).numFmt).toBe('#,##0.00;-#,##0.00');
    expect(factura.getCell(column('Estado') + 1).value).toBe('Aceptado');
    expect(sheet.getRow(5).getCell(column('Total') + 1).value).toBe(-160.5);

    // Soles: F001-2 160.50 + B001-1 118.00 − FC01-1 160.50 + FD01-1 11.80; the rejected FC01-2 does not count.
    const pen = sheet.getRow(8);
    expect(pen.getCell(1).value).toBe('Total PEN');
    expect(pen.getCell(column('Total') + 1).font?.bold).toBe(true);
    expect(pen.getCell(column('Moneda') + 1).value).toBe('PEN');
    expect(pen.getCell(column('IGV') + 1).value).toBe(19.8);
    expect(pen.getCell(column('Total') + 1).value).toBe(129.8);
    const usd = sheet.getRow(9);
    expect([usd.getCell(1).value, usd.getCell(column('Total') + 1).value]).toEqual(['Total USD', 118]);
  });

  it('answers the filtered set’s totals per currency, credit notes subtracted and rejected ones left out', async () => {
    const answer = await get('/totals');
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { data: DocumentTotalsRow[] }).data).toEqual([
      { currency: 'PEN', documents: 6, selling: 5, igv: '37.80', total: '247.80' },
      { currency: 'USD', documents: 1, selling: 1, igv: '18.00', total: '118.00' },
    ]);
    const boletas = await get('/totals?documentType=03');
    expect((boletas.json() as { data: DocumentTotalsRow[] }).data).toEqual([
      { currency: 'PEN', documents: 1, selling: 1, igv: '18.00', total: '118.00' },
    ]);
  });

  it('zips the period for the accountant: byte-identical XML, the CDR, the A4 PDF, per folder, with the CSV', async () => {
    const answer = await get(`/archive?from=${yesterday}&to=${today}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const name = `${company.ruc}-comprobantes-${yesterday}-${today}`;
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${name}.zip"`);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const base = (document: DocumentDetail) => document.fileName;
    const expected = [
      `${name}.csv`,
      ...[issued.earlier!, issued.factura!, issued.dollars!].flatMap((document) => [
        `facturas/${base(document)}.xml`,
        `facturas/R-${base(document)}.zip`,
        `facturas/${base(document)}.pdf`,
      ]),
      `boletas/${base(issued.boleta!)}.xml`,
      `boletas/R-${base(issued.boleta!)}.zip`,
      `boletas/${base(issued.boleta!)}.pdf`,
      ...[issued.credit!, issued.rejected!].flatMap((document) => [
        `notas-credito/${base(document)}.xml`,
        `notas-credito/R-${base(document)}.zip`,
        `notas-credito/${base(document)}.pdf`,
      ]),
      `notas-debito/${base(issued.debit!)}.xml`,
      `notas-debito/R-${base(issued.debit!)}.zip`,
      `notas-debito/${base(issued.debit!)}.pdf`,
    ];
    expect(Object.keys(files).sort()).toEqual([...expected].sort());

    for (const document of Object.values(issued)) {
      const folder = { '01': 'facturas', '03': 'boletas', '07': 'notas-credito', '08': 'notas-debito' }[
        document.documentType
      ];
      const xml = await get(`/${document.id}/xml`);
      expect(Buffer.from(files[`${folder}/${document.fileName}.xml`]!).equals(xml.rawPayload)).toBe(true);
      const cdr = await get(`/${document.id}/cdr`);
      expect(Buffer.from(files[`${folder}/R-${document.fileName}.zip`]!).equals(cdr.rawPayload)).toBe(true);
      expect(strFromU8(files[`${folder}/${document.fileName}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
    }
    const csv = files[`${name}.csv`]!;
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvLines(strFromU8(csv))).toHaveLength(1 + Object.keys(issued).length);
  });

  it('refuses a period longer than 31 days or inverted, in Spanish', async () => {
    const long = await get('/archive?from=2026-01-01&to=2026-02-01');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: expect.stringContaining(documentExportMessages.archiveTooLong),
    });
    const inverted = await get('/archive?from=2026-02-01&to=2026-01-31');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({
      message: expect.stringContaining(documentExportMessages.archiveInverted),
    });
    // A calendar month of 31 days fits.
    expect((await get('/archive?from=2026-01-01&to=2026-01-31')).statusCode).toBe(200);
  });

  it('refuses an export past its row cap and a ZIP past its document cap, asking to narrow the dates', async () => {
    // Copies of one stored document under other numbers, in a company of its own: only the count matters.
    const crowder = await world.api.signedIn();
    const crowded = await createCompany(world.api, crowder);
    const copies = async (count: number, series: string) =>
      world.api.db.query(
        `INSERT INTO documents (company_id, document_type, series, number, issue_date, currency, customer_document_type,
           customer_document_number, customer_name, igv, total, status, input, issuer, igv_percent, issue_time,
           file_name, xml, zip, digest_value, token_state, send_deadline, created_at, updated_at, environment)
         SELECT c.id, d.document_type, $3, n, d.issue_date, d.currency, d.customer_document_type,
                d.customer_document_number, d.customer_name, d.igv, d.total, d.status, d.input, d.issuer,
                d.igv_percent, d.issue_time, d.file_name, d.xml, d.zip, d.digest_value, 'none', d.send_deadline,
                d.created_at, d.updated_at, d.environment
           FROM documents d, companies c, generate_series(1, $4::integer) AS n
          WHERE d.public_id = $1 AND c.public_id = $2`,
        [issued.boleta!.id, crowded.publicId, series, count],
      );
    await copies(ARCHIVE_MAX_DOCUMENTS + 1, 'B002');
    const crowdedGet = (suffix: string) =>
      world.api.call('GET', `/companies/${crowded.publicId}/documents${suffix}`, {
        token: crowder.accessToken,
      });
    const archive = await crowdedGet(`/archive?from=${today}&to=${today}`);
    expect(archive.statusCode).toBe(400);
    expect(archive.json()).toMatchObject({
      message: documentExportMessages.archiveTooMany(ARCHIVE_MAX_DOCUMENTS + 1),
    });

    await copies(DOCUMENT_EXPORT_MAX_ROWS - ARCHIVE_MAX_DOCUMENTS, 'B003');
    const rows = ARCHIVE_MAX_DOCUMENTS + 1 + DOCUMENT_EXPORT_MAX_ROWS - ARCHIVE_MAX_DOCUMENTS;
    for (const format of ['csv', 'xlsx']) {
      const answer = await crowdedGet(`/export.${format}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: documentExportMessages.tooManyRows(rows) });
    }
    // Narrowed to one series, the same export goes through.
    expect((await crowdedGet('/export.csv?series=B002')).statusCode).toBe(200);
  }, 120_000);

  it('answers 404 to someone outside the company, as for a company that does not exist', async () => {
    for (const suffix of ['/totals', '/export.csv', '/export.xlsx', `/archive?from=${today}&to=${today}`]) {
      const answer = await get(suffix, outsider);
      expect([suffix, answer.statusCode]).toEqual([suffix, 404]);
    }
  });
});
