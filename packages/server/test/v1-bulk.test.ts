import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BulkJob, BulkPreview } from '@facturador/contracts';
import { seedDemoPadron } from '../src/padron/demo-padron.ts';
import { boletaInput, documentsFixture, facturaInput } from './support/documents.ts';
import { createApiKey, listening, v1 } from './support/v1.ts';

/** Issue 30, item 4: a batch issued once by a job, row by row, resumed without duplicates. */
describe('bulk issuing', () => {
  const { world, company, api } = documentsFixture();
  let key: string;
  let base: string;
  let job: BulkJob;
  /** The first answer to the batch «lote-0001», as its client read it. */
  let first: { status: number; body: unknown };
  const jobOf = async (id: string) =>
    (await v1(base, 'GET', `/v1/bulk/${id}`, { key })).json<{ data: BulkJob }>().data;
  const documentsOf = async (prefix: string) =>
    api().db.query<{ id: string; idempotency_key: string }>(
      `SELECT public_id::text AS id, idempotency_key FROM documents WHERE idempotency_key LIKE $1 ORDER BY idempotency_key`,
      [`${prefix}:%`],
    );

  const batch = () =>
    Array.from({ length: 50 }, (_, index) => {
      if (index === 10)
        return { ...facturaInput(api()), customer: { documentType: '6', documentNumber: '20512333797' } };
      if (index === 20) return facturaInput(api(), { series: 'F999' });
      return index % 2 === 0 ? facturaInput(api()) : boletaInput(api());
    });

  beforeAll(async () => {
    key = (await createApiKey(world.api, company.owner, company.id)).secret;
    base = await listening(world.api);
  }, 60_000);

  it('issues 50 documents once each, one by one, with a Spanish error for each bad row', async () => {
    const answer = await v1(base, 'POST', '/v1/documents/bulk', {
      key,
      body: { documents: batch() },
      headers: { 'idempotency-key': 'lote-0001' },
    });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
    first = { status: answer.status, body: answer.json() };
    const created = answer.json<{ data: BulkJob }>().data;
    expect(created).toMatchObject({ total: 50, status: 'pending' });
    // The row that cannot be a document is failed at once; the others wait for the job.
    expect(created.rows[10]).toMatchObject({
      status: 'failed',
      error: 'Cliente — nombre o razón social: Ingresa el nombre o la razón social del cliente',
    });
    await api().app.documentDispatch.idle();
    job = await jobOf(created.id);
    expect(job).toMatchObject({ status: 'done', total: 50, done: 50, issued: 48, failed: 2 });
    expect(job.rows[20]).toMatchObject({
      row: 21,
      status: 'failed',
      document: null,
      // Refused when issued (the company has no F999), its field named in Spanish too.
      error: 'Serie: La serie no está registrada para este tipo de comprobante en la empresa',
    });
    const issued = job.rows.filter((row) => row.status === 'issued');
    expect(issued.every((row) => row.document?.status === 'accepted' && row.error === null)).toBe(true);
    expect(new Set(issued.map((row) => row.document!.fullNumber)).size).toBe(48);
    const documents = await documentsOf('lote-0001');
    expect(documents).toHaveLength(48);
    expect(documents.map((document) => document.idempotency_key)).toContain('lote-0001:1');
  });

  it('answers a repeat of the key and body exactly as it answered first, said to be a replay; 409 to another body', async () => {
    const again = await v1(base, 'POST', '/v1/documents/bulk', {
      key,
      body: { documents: batch() },
      headers: { 'idempotency-key': 'lote-0001' },
    });
    // Issue 43: the stored first answer (202, the job as it was made), not the job as it stands.
    expect(again.status).toBe(first.status);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json()).toEqual(first.body);
    expect(again.json<{ data: BulkJob }>().data).toMatchObject({ id: job.id, status: 'pending' });
    expect(await jobOf(job.id)).toMatchObject({ status: 'done', done: 50 });
    const other = await v1(base, 'POST', '/v1/documents/bulk', {
      key,
      body: { documents: batch().slice(0, 3) },
      headers: { 'idempotency-key': 'lote-0001' },
    });
    expect(other.status).toBe(409);
    const missing = await v1(base, 'POST', '/v1/documents/bulk', { key, body: { documents: batch() } });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ message: expect.stringContaining('Idempotency-Key') });
  });

  it('resumes a job an instance left half done without issuing anything twice', async () => {
    const before = await documentsOf('lote-0001');
    // An instance issued rows 31–50 and died before writing their results, holding the lease.
    const now = api().clock.now();
    await api().db.query(
      `UPDATE bulk_rows SET status = 'pending', document_id = NULL
        WHERE job_id = (SELECT id FROM bulk_jobs WHERE public_id::text = $1) AND row_number > 30 AND status = 'issued'`,
      [job.id],
    );
    await api().db.query(
      `UPDATE bulk_jobs SET status = 'pending', finished_at = NULL, leased_until = $2 WHERE public_id::text = $1`,
      [job.id, new Date(now.getTime() + 30_000)],
    );
    expect(await api().app.bulkIssue.run()).toBe(0);
    expect((await jobOf(job.id)).done).toBe(30);
    api().clock.advance(30_000);
    await api().app.bulkIssue.run();
    const resumed = await jobOf(job.id);
    expect(resumed).toMatchObject({ status: 'done', done: 50, issued: 48, failed: 2 });
    expect(resumed.rows.map((row) => row.document?.id ?? null)).toEqual(
      job.rows.map((row) => row.document?.id ?? null),
    );
    expect(await documentsOf('lote-0001')).toEqual(before);
  });

  it('answers the result file, one line per document', async () => {
    const file = await v1(base, 'GET', `/v1/bulk/${job.id}/result.csv`, { key });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('fila,documento,resultado,comprobante,estado_sunat,id,error');
    expect(lines).toHaveLength(51);
    expect(lines[1]).toMatch(new RegExp(`^1,1,Emitido,${job.rows[0]!.document!.fullNumber},`));
    expect(lines[21]).toMatch(/^21,21,Con error,,,,/);
  });

  it('takes a CSV, through /v1 and through the screens, lines grouped by their documento', async () => {
    const today = api().clock.now().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    const csv = [
      'documento;tipo;serie;fecha;cliente_tipo_documento;cliente_numero_documento;cliente_nombre;descripcion;cantidad;unidad;valor_unitario',
      `A-1;01;F001;${today};6;20512333797;CLIENTE EJEMPLO S.A.C.;Servicio;1;ZZ;100`,
      `A-1;01;F001;${today};6;20512333797;CLIENTE EJEMPLO S.A.C.;Materiales;2;NIU;15.50`,
      `B-2;03;B001;${today};1;45678912;JUAN PEREZ;Producto;3;NIU;10`,
      `C-3;03;B001;${today};1;45678912;JUAN PEREZ;Producto;0;NIU;10`,
    ].join('\n');
    const sent = await fetch(`${base}/v1/documents/bulk`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'idempotency-key': 'lote-csv-0001',
        'content-type': 'text/csv',
      },
      body: csv,
    });
    expect(sent.status).toBe(202);
    await api().app.documentDispatch.idle();
    const done = await jobOf(((await sent.json()) as { data: BulkJob }).data.id);
    expect(done).toMatchObject({ source: 'csv', total: 3, issued: 2, failed: 1 });
    expect(done.rows.map((row) => [row.reference, row.status])).toEqual([
      ['A-1', 'issued'],
      ['B-2', 'issued'],
      ['C-3', 'failed'],
    ]);
    const [factura] = await api().db.query<{ lines: number }>(
      `SELECT jsonb_array_length(input->'lines') AS lines FROM documents WHERE idempotency_key = 'lote-csv-0001:1'`,
    );
    expect(factura!.lines).toBe(2);

    const screens = await api().call('POST', `/companies/${company.id}/documents/bulk`, {
      token: company.owner.accessToken,
      body: { csv: csv.replaceAll('A-1', 'D-4').replaceAll('B-2', 'E-5') },
    });
    expect(screens.statusCode).toBe(202);
    await api().app.documentDispatch.idle();
    const id = (screens.json() as { data: BulkJob }).data.id;
    const progress = await api().call('GET', `/companies/${company.id}/bulk/${id}`, {
      token: company.owner.accessToken,
    });
    expect((progress.json() as { data: BulkJob }).data).toMatchObject({
      status: 'done',
      issued: 2,
      failed: 1,
    });
    const missing = await api().call('POST', `/companies/${company.id}/documents/bulk`, {
      token: company.owner.accessToken,
      body: { csv: 'nombre;precio\nx;1' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: expect.stringContaining('Al CSV le faltan las columnas'),
    });
  });
  it('names every bulk row’s field in Spanish, never the contract’s path', async () => {
    const answer = await v1(base, 'POST', '/v1/documents/bulk', {
      key,
      headers: { 'idempotency-key': 'lote-campos-0001' },
      body: {
        documents: [
          facturaInput(api(), { customer: { documentType: '6', documentNumber: '', name: 'X S.A.C.' } }),
          facturaInput(api(), {
            lines: [
              { description: 'Servicio', quantity: '1', unitCode: 'ZZ', unitValue: '100', affectation: '10' },
              {
                description: 'Materiales',
                quantity: '0',
                unitCode: 'NIU',
                unitValue: '10',
                affectation: '10',
              },
            ],
          }),
          facturaInput(api(), { lines: [] }),
        ],
      },
    });
    expect(answer.status).toBe(202);
    const errors = answer.json<{ data: BulkJob }>().data.rows.map((row) => row.error);
    expect(errors).toEqual([
      'Cliente — número de documento: Ingresa el número de documento del cliente',
      'Ítem 2 — cantidad: La cantidad debe ser un número mayor que cero con hasta 10 decimales',
      'Ítems: Agrega al menos un ítem',
    ]);
    await api().app.documentDispatch.idle();
  });

  it('issues a CSV boleta without the buyer’s document to «Clientes varios», up to S/ 700', async () => {
    const today = api().clock.now().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    const line = (reference: string, type: string, number: string, name: string, value = '10') =>
      `${reference};03;B001;${today};${type};${number};${name};Producto;1;NIU;${value}`;
    const csv = [
      'documento;tipo;serie;fecha;cliente_tipo_documento;cliente_numero_documento;cliente_nombre;descripcion;cantidad;unidad;valor_unitario',
      line('V-1', '', '', ''),
      line('V-2', '-', '-', ''),
      line('V-3', '0', '0', 'JUAN PEREZ'),
      line('V-4', '1', '', ''),
      line('V-5', '', '', '', '700'),
    ].join('\n');
    const preview = await api().call('POST', `/companies/${company.id}/documents/bulk/preview`, {
      token: company.owner.accessToken,
      body: { csv },
    });
    expect(preview.statusCode).toBe(200);
    const seen = (preview.json() as { data: BulkPreview }).data;
    expect(seen.documents[0]).toMatchObject({
      customer: { documentType: '-', documentNumber: '-', name: 'Clientes varios' },
      total: '11.80',
      problems: [],
    });
    // Above S/ 700 a boleta names its buyer (SUNAT 2396), said at the buyer's field.
    expect(seen.documents[4]).toMatchObject({
      total: '826.00',
      problems: [expect.stringMatching(/^Cliente — tipo de documento: /)],
    });
    expect(seen).toMatchObject({ valid: 4, invalid: 1 });

    const sent = await api().call('POST', `/companies/${company.id}/documents/bulk`, {
      token: company.owner.accessToken,
      body: { csv },
      headers: { 'idempotency-key': 'lote-varios-0001' },
    });
    expect(sent.statusCode).toBe(202);
    await api().app.documentDispatch.idle();
    const done = await jobOf((sent.json() as { data: BulkJob }).data.id);
    expect(done.rows.map((row) => row.status)).toEqual(['issued', 'issued', 'issued', 'issued', 'failed']);
    expect(done.rows[4]!.error).toMatch(/^Cliente — tipo de documento: /);
    const buyers = await api().db.query<{ type: string; number: string; name: string; status: string }>(
      `SELECT customer_document_type AS type, customer_document_number AS number, customer_name AS name, status
         FROM documents WHERE idempotency_key LIKE 'lote-varios-0001:%' ORDER BY idempotency_key`,
    );
    expect(buyers).toEqual([
      { type: '-', number: '-', name: 'Clientes varios', status: 'accepted' },
      { type: '-', number: '-', name: 'Clientes varios', status: 'accepted' },
      { type: '-', number: '-', name: 'JUAN PEREZ', status: 'accepted' },
      { type: '-', number: '-', name: 'Clientes varios', status: 'accepted' },
    ]);
  });

  it('previews a CSV without issuing anything: totals, Spanish faults, razón social from the padrón', async () => {
    await seedDemoPadron(api().db);
    const today = api().clock.now().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    const csv = [
      'documento;tipo;serie;fecha;cliente_tipo_documento;cliente_numero_documento;cliente_nombre;descripcion;cantidad;unidad;valor_unitario',
      `P-1;01;F001;${today};6;20512333797;;Servicio;1;ZZ;100`,
      `P-1;01;F001;${today};6;20512333797;;Materiales;2;NIU;15.50`,
      `P-2;01;F999;${today};6;20512333797;OTRO NOMBRE;Servicio;0;ZZ;100`,
    ].join('\n');
    const jobs = async () => (await api().db.query('SELECT 1 FROM bulk_jobs')).length;
    const before = {
      jobs: await jobs(),
      documents: (await api().db.query('SELECT 1 FROM documents')).length,
    };
    const answer = await api().call('POST', `/companies/${company.id}/documents/bulk/preview`, {
      token: company.owner.accessToken,
      body: { csv },
    });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { message: string }).message).toBe(
      '1 comprobante listo, 1 con errores: corrige el CSV y vuelve a elegirlo',
    );
    expect((answer.json() as { data: BulkPreview }).data.documents).toEqual([
      {
        row: 1,
        reference: 'P-1',
        documentType: '01',
        series: 'F001',
        currency: 'PEN',
        customer: {
          documentType: '6',
          documentNumber: '20512333797',
          name: 'COMERCIAL ANDINA S.A.C.',
          nameFromPadron: true,
        },
        lines: 2,
        total: '154.58',
        problems: [],
      },
      {
        row: 2,
        reference: 'P-2',
        documentType: '01',
        series: 'F999',
        currency: 'PEN',
        customer: {
          documentType: '6',
          documentNumber: '20512333797',
          name: 'OTRO NOMBRE',
          nameFromPadron: false,
        },
        lines: 1,
        total: null,
        problems: ['Ítem 1 — cantidad: La cantidad debe ser un número mayor que cero con hasta 10 decimales'],
      },
    ]);
    expect({
      jobs: await jobs(),
      documents: (await api().db.query('SELECT 1 FROM documents')).length,
    }).toEqual(before);

    // Issued, the factura carries the padrón's name the preview showed.
    const sent = await api().call('POST', `/companies/${company.id}/documents/bulk`, {
      token: company.owner.accessToken,
      body: { csv: csv.split('\n').slice(0, 3).join('\n') },
      headers: { 'idempotency-key': 'lote-padron-0001' },
    });
    expect(sent.statusCode).toBe(202);
    await api().app.documentDispatch.idle();
    const [factura] = await api().db.query<{ name: string }>(
      `SELECT customer_name AS name FROM documents WHERE idempotency_key = 'lote-padron-0001:1'`,
    );
    expect(factura).toEqual({ name: 'COMERCIAL ANDINA S.A.C.' });
  });

  it('answers a repeat on the screens as it answered first, said to be a replay', async () => {
    const send = () =>
      api().call('POST', `/companies/${company.id}/documents/bulk`, {
        token: company.owner.accessToken,
        body: {
          csv: `documento;tipo;serie;fecha;cliente_tipo_documento;cliente_numero_documento;cliente_nombre;descripcion;cantidad;valor_unitario\nR-1;03;B001;2026-01-01;-;-;;Producto;1;10`,
        },
        headers: { 'idempotency-key': 'lote-pantalla-0001' },
      });
    const sent = await send();
    expect(sent.statusCode).toBe(202);
    expect(sent.headers['idempotent-replayed']).toBeUndefined();
    await api().app.documentDispatch.idle();
    const again = await send();
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(sent.json());
  });

  it('refuses a field it does not know: the batch with a 400, a row by its name in Spanish, nothing issued', async () => {
    const correlative = async () =>
      (
        await api().db.query<{ next: number }>(
          `SELECT s.next_correlative AS next FROM series s JOIN companies c ON c.id = s.company_id
            WHERE c.public_id = $1 AND s.series = 'F001'`,
          [company.id],
        )
      )[0]!.next;
    const before = await correlative();
    const batchField = await v1(base, 'POST', '/v1/documents/bulk', {
      key,
      body: { documents: [facturaInput(api())], lote: 'marzo' },
      headers: { 'idempotency-key': 'lote-estricto-0001' },
    });
    expect(batchField.status).toBe(400);
    expect(batchField.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Campo no reconocido: lote'),
    });
    expect(
      await api().db.query(`SELECT 1 FROM bulk_jobs WHERE idempotency_key = 'lote-estricto-0001'`),
    ).toHaveLength(0);

    const line = { ...facturaInput(api()).lines[0]!, precio: '10' };
    const rows = await v1(base, 'POST', '/v1/documents/bulk', {
      key,
      body: {
        documents: [
          { ...facturaInput(api()), detraccion: { code: '037', percent: '12', account: '00-000-123456' } },
          { ...facturaInput(api()), lines: [line] },
        ],
      },
      headers: { 'idempotency-key': 'lote-estricto-0002' },
    });
    expect(rows.status).toBe(202);
    await api().app.documentDispatch.idle();
    const judged = await jobOf(rows.json<{ data: BulkJob }>().data.id);
    expect(judged).toMatchObject({ status: 'done', issued: 0, failed: 2 });
    expect(judged.rows.map((row) => row.error)).toEqual([
      'Campo no reconocido: detraccion. Revisa cómo se escribe',
      'Ítem 1: Campo no reconocido: precio. Revisa cómo se escribe',
    ]);
    expect(await documentsOf('lote-estricto-0002')).toHaveLength(0);

    // A CSV's misspelled column is refused too, on /v1 and on the screens' preview.
    const csv = [
      'documento;tipo;serie;fecha;cliente_tipo_documento;cliente_numero_documento;cliente_nombre;cliente_emial;descripcion;cantidad;valor_unitario;',
      'F-1;01;F001;2026-01-01;6;20512333797;CLIENTE S.A.C.;compras@cliente.pe;Producto;1;10;',
    ].join('\n');
    const sent = await fetch(`${base}/v1/documents/bulk`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'idempotency-key': 'lote-estricto-0003',
        'content-type': 'text/csv',
      },
      body: csv,
    });
    expect(sent.status).toBe(400);
    expect(((await sent.json()) as { message: string }).message).toContain(
      'El CSV trae una columna que no se reconoce: cliente_emial. Revisa cómo se escribe',
    );
    const preview = await api().call('POST', `/companies/${company.id}/documents/bulk/preview`, {
      token: company.owner.accessToken,
      body: { csv },
    });
    expect(preview.statusCode).toBe(400);
    expect((preview.json() as { message: string }).message).toContain('cliente_emial');
    expect(await correlative()).toBe(before);
  });

  it('tells a batch of 1,001 documents the limit, as JSON and as CSV', async () => {
    const json = await v1(base, 'POST', '/v1/documents/bulk', {
      key,
      headers: { 'idempotency-key': 'lote-grande-0001' },
      body: { documents: Array.from({ length: 1001 }, () => facturaInput(api())) },
    });
    expect(json.status).toBe(400);
    expect(json.json().message).toContain('Un lote admite hasta 1000 comprobantes: divídelo en varios');
    const header =
      'documento;tipo;serie;fecha;cliente_tipo_documento;cliente_numero_documento;cliente_nombre;descripcion;cantidad;valor_unitario';
    const csv = [
      header,
      ...Array.from({ length: 1001 }, (_, index) => `D-${index};03;B001;2026-01-01;-;-;;Producto;1;10`),
    ].join('\n');
    const preview = await api().call('POST', `/companies/${company.id}/documents/bulk/preview`, {
      token: company.owner.accessToken,
      body: { csv },
    });
    expect(preview.statusCode).toBe(400);
    expect((preview.json() as { message: string }).message).toContain(
      'Un lote admite hasta 1000 comprobantes: divídelo en varios',
    );
    const sent = await fetch(`${base}/v1/documents/bulk`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'idempotency-key': 'lote-grande-0002',
        'content-type': 'text/csv',
      },
      body: csv,
    });
    expect(sent.status).toBe(400);
    expect(((await sent.json()) as { message: string }).message).toContain(
      'Un lote admite hasta 1000 comprobantes',
    );
  });
});
