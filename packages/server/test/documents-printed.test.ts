import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { documentDeliveryMessages, TEST_DOCUMENT_TEXTS, type DocumentDetail } from '@facturador/contracts';
import { EMAIL_FAILED, EMAIL_SENT } from '../src/documents/document-mail.ts';
import type { SignedInUser } from './support/api.ts';
import { addMemberAs } from './support/companies.ts';
import { boletaInput, detailOf, documentsFixture, facturaInput, issue } from './support/documents.ts';
import QRCode from 'qrcode';
import { imageCount, outboxOf, qrFieldsOfXml, readPdf } from './support/printed.ts';

describe('Printed documents (PDF with SUNAT’s QR) and the e-mail to the buyer', () => {
  const { world, company, api } = documentsFixture();
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let factura: DocumentDetail;

  beforeAll(async () => {
    [employee, outsider] = await Promise.all([world.api.signedIn(), world.api.signedIn()]);
    await addMemberAs(world.api, company.owner, company.id, employee, 'EMPLOYEE_BUSINESS');
    const answer = await issue(
      world.api,
      company.owner,
      company.id,
      facturaInput(world.api, {
        customer: {
          documentType: '6',
          documentNumber: '20512333797',
          name: 'CLIENTE EJEMPLO S.A.C.',
          address: 'Av. Los Álamos 123, Lima',
        },
        observations: 'Entrega en almacén central',
      }),
    );
    expect(answer.statusCode).toBe(201);
    factura = detailOf(answer);
  }, 60_000);

  const path = (suffix: string) => `/companies/${company.id}${suffix}`;
  const xmlOf = async (document: DocumentDetail) =>
    (await api().call('GET', path(`/documents/${document.id}/xml`), { token: company.owner.accessToken }))
      .body;
  const statusOf = async (document: DocumentDetail) =>
    detailOf(await api().call('GET', path(`/documents/${document.id}`), { token: company.owner.accessToken }))
      .status;
  const historyOf = async (document: DocumentDetail) =>
    detailOf(await api().call('GET', path(`/documents/${document.id}`), { token: company.owner.accessToken }))
      .history;

  it.each(['a4', 'ticket'] as const)(
    'answers the %s PDF: its QR holds every field SUNAT asks for, as the signed XML says; legend, words and number printed',
    async (format) => {
      const answer = await api().call('GET', path(`/documents/${factura.id}/pdf?format=${format}`), {
        token: employee.accessToken,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="${company.ruc}-01-F001-1.pdf"`,
      );
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const { qr, text } = await readPdf(answer.rawPayload);
      const xml = qrFieldsOfXml(await xmlOf(factura));
      expect(xml).toMatchObject({ ruc: company.ruc, series: 'F001', number: '1', total: '118.00' });
      expect(qr).toBe(
        [
          xml.ruc,
          xml.documentType,
          xml.series,
          xml.number,
          xml.igv,
          xml.total,
          xml.issueDate,
          xml.customerDocumentType,
          xml.customerDocumentNumber,
          xml.hash,
        ].join('|') + '|',
      );
      expect(xml.hash).toBe(factura.digestValue);

      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Representación impresa de la FACTURA ELECTRÓNICA');
      expect(flat).toContain('SON: CIENTO DIECIOCHO CON 00/100 SOLES');
      expect(flat).toContain('F001-00000001');
      expect(flat).toContain(`R.U.C. ${company.ruc}`);
      expect(flat).toContain('CLIENTE EJEMPLO S.A.C.');
      expect(flat).toContain('Entrega en almacén central');
      // Given by its value without IGV (S/ 100), the line prints the price with IGV the buyer pays.
      expect(flat).toMatch(/Servicio de consultoría .*118\.00 .*118\.00/);
      expect(flat).toMatch(/\bservicio\b/);
      // The hash may wrap on the ticket: compared without the line breaks.
      expect(text.replace(/\s+/g, '')).toContain(factura.digestValue);
    },
  );

  it('prints a credit sale’s cuotas and a boleta’s own legend, and refuses an unknown format in Spanish', async () => {
    const credit = detailOf(
      await issue(
        api(),
        company.owner,
        company.id,
        facturaInput(api(), {
          payment: { method: 'Credito', installments: [{ amount: '118.00', dueDate: '2099-12-31' }] },
        }),
      ),
    );
    const creditPdf = await api().call('GET', path(`/documents/${credit.id}/pdf`), {
      token: company.owner.accessToken,
    });
    const creditText = (await readPdf(creditPdf.rawPayload)).text.replace(/\s+/g, ' ');
    expect(creditText).toContain('Forma de pago: Crédito');
    expect(creditText).toContain('Cuota 1: S/ 118.00, vence el 31/12/2099');

    const boleta = detailOf(await issue(api(), company.owner, company.id, boletaInput(api())));
    const boletaPdf = await api().call('GET', path(`/documents/${boleta.id}/pdf?format=ticket`), {
      token: company.owner.accessToken,
    });
    const { qr, text } = await readPdf(boletaPdf.rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain('Representación impresa de la BOLETA DE VENTA ELECTRÓNICA');
    expect(qr.split('|').slice(0, 4)).toEqual([company.ruc, '03', 'B001', '1']);
    expect(qr.split('|').slice(7, 9)).toEqual(['1', '45678912']);

    const wrong = await api().call('GET', path(`/documents/${boleta.id}/pdf?format=a5`), {
      token: company.owner.accessToken,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: expect.stringContaining(documentDeliveryMessages.printedFormat),
    });
  });

  it.each(['a4', 'ticket'] as const)(
    'speaks the buyer’s language on the %s: the price told with IGV, units by name, dd/mm/aaaa, soles with thousands, words once',
    async (format) => {
      const priced = detailOf(
        await issue(
          api(),
          company.owner,
          company.id,
          facturaInput(api(), {
            lines: [
              {
                description: 'Cuaderno A4',
                quantity: '1',
                unitCode: 'NIU',
                unitPrice: '10',
                affectation: '10',
              },
              {
                description: 'Instalación de red',
                quantity: '1',
                unitCode: 'ZZ',
                unitPrice: '9064.08',
                affectation: '10',
              },
            ],
          }),
        ),
      );
      expect(priced.lines).toEqual([
        expect.objectContaining({ unitCode: 'NIU', unitPrice: '10.00', amount: '10.00' }),
        expect.objectContaining({ unitCode: 'ZZ', unitPrice: '9064.08', amount: '9064.08' }),
      ]);
      const answer = await api().call('GET', path(`/documents/${priced.id}/pdf?format=${format}`), {
        token: company.owner.accessToken,
      });
      // The hash is base64: left out, so that none of its letters passes for a unit code.
      const text = (await readPdf(answer.rawPayload)).text
        .replace(/\s+/g, ' ')
        .replace(priced.digestValue!, '');
      const [year, month, day] = priced.issueDate.split('-');
      expect(text).toContain(`${day}/${month}/${year}`);
      expect(text).not.toContain(priced.issueDate);
      expect(text).toMatch(/Cuaderno A4 .*10\.00/);
      expect(text).toMatch(/\bunidad\b/);
      expect(text).toMatch(/\bservicio\b/);
      expect(text).not.toMatch(/\b(NIU|ZZ)\b/);
      expect(text).toContain('9,064.08');
      expect(text).toContain('S/ 9,074.08');
      expect(text).not.toContain('9074.08');
      expect(text).toContain('SON: NUEVE MIL SETENTA Y CUATRO CON 08/100 SOLES');
      expect(text).not.toMatch(/SON:\s*SON/i);
      expect(text).not.toContain('V. unitario');
      expect(text).not.toContain('ANULADO');
    },
  );

  it('prints a voided boleta to «varios» with ANULADO and without a placeholder for the document it has not', async () => {
    const boleta = detailOf(
      await issue(
        api(),
        company.owner,
        company.id,
        boletaInput(api(), {
          customer: { documentType: '-', documentNumber: '-', name: 'Clientes varios' },
          lines: [
            {
              description: 'Menú del día',
              quantity: '2',
              unitCode: 'NIU',
              unitPrice: '10',
              affectation: '10',
            },
          ],
        }),
      ),
    );
    expect(boleta.status).toBe('accepted');
    const textOf = async (format: 'a4' | 'ticket') => {
      const answer = await api().call('GET', path(`/documents/${boleta.id}/pdf?format=${format}`), {
        token: company.owner.accessToken,
      });
      return (await readPdf(answer.rawPayload)).text.replace(/\s+/g, ' ');
    };
    const before = await textOf('a4');
    expect(before).toContain('Clientes varios');
    expect(before).toMatch(/2 unidades .*10\.00 .*20\.00/);
    expect(before).not.toContain('SIN DOCUMENTO');
    expect(before).not.toMatch(/: - /);
    expect(before).not.toContain('ANULADO');

    const voided = await api().call('POST', path(`/documents/${boleta.id}/void`), {
      token: company.owner.accessToken,
      body: { reason: 'Venta anulada' },
    });
    expect(voided.statusCode).toBe(202);
    for (let round = 0; round < 10 && (await statusOf(boleta)) !== 'voided'; round += 1) {
      api().clock.advance(10_000);
      await api().app.documentDispatch.run();
    }
    expect(await statusOf(boleta)).toBe('voided');
    for (const format of ['a4', 'ticket'] as const) {
      const after = await textOf(format);
      expect(after).toContain('ANULADO');
      expect(after).toContain('Representación impresa de la BOLETA DE VENTA ELECTRÓNICA');
      expect(after).not.toContain('SIN DOCUMENTO');
    }
  });

  it('prints the company’s logo when it has one, and still prints the document when the stored logo is damaged', async () => {
    const pdfOf = async () =>
      (await api().call('GET', path(`/documents/${factura.id}/pdf`), { token: company.owner.accessToken }))
        .rawPayload;
    // The QR is drawn, not an image: the logo is the only one.
    expect(await imageCount(await pdfOf())).toBe(0);
    const logo = await QRCode.toBuffer('logo de la empresa');
    const uploaded = await api().call('PUT', path('/logo'), {
      token: company.owner.accessToken,
      body: { fileBase64: logo.toString('base64') },
    });
    expect(uploaded.statusCode).toBe(200);
    expect(await imageCount(await pdfOf())).toBe(1);

    // Only a PNG's first bytes: accepted as a logo, unreadable as an image.
    const damaged = Buffer.concat([logo.subarray(0, 16), Buffer.alloc(8)]);
    await api().db.query('UPDATE companies SET logo = $2 WHERE public_id = $1', [company.id, damaged]);
    const pdf = await pdfOf();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await imageCount(pdf)).toBe(0);
    expect((await readPdf(pdf)).qr).toContain(factura.digestValue);
  });

  it('hides the PDF and the e-mail from anyone outside the company: 404, as for a document that does not exist', async () => {
    const pdf = await api().call('GET', path(`/documents/${factura.id}/pdf`), {
      token: outsider.accessToken,
    });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.headers['content-type']).not.toBe('application/pdf');
    const mail = await api().call('POST', path(`/documents/${factura.id}/email`), {
      token: outsider.accessToken,
      body: { to: 'intruso@example.com' },
    });
    expect(mail.statusCode).toBe(404);
    expect(await outboxOf(api().db, 'intruso@example.com')).toEqual([]);
  });

  it('mails the document on request, from the company’s name, with the PDF and the XML, and says so in the timeline', async () => {
    const answer = await api().call('POST', path(`/documents/${factura.id}/email`), {
      token: employee.accessToken,
      body: { to: 'Compras@Cliente.example' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: documentDeliveryMessages.emailSent,
      data: { to: 'compras@cliente.example' },
    });
    const [mail] = await outboxOf(api().db, 'compras@cliente.example');
    const [company_] = await api().db.query<{ business_name: string }>(
      'SELECT business_name FROM companies WHERE public_id = $1',
      [company.id],
    );
    const name = company_!.business_name;
    // The company is in demo: its documents are tests, and say so (issue 40).
    expect(mail!.subject).toBe(`${TEST_DOCUMENT_TEXTS.emailSubject}: FACTURA ELECTRÓNICA F001-1 de ${name}`);
    expect(mail!.sender).toBe(`"${name}" <no-reply@facturador.test>`);
    expect(mail!.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      [`${company.ruc}-01-F001-1.pdf`, 'application/pdf'],
      [`${company.ruc}-01-F001-1.xml`, 'application/xml'],
    ]);
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mail!.attachments[1]!.content.toString('utf8')).toBe(await xmlOf(factura));

    const history = await historyOf(factura);
    expect(history.at(-1)).toMatchObject({
      status: EMAIL_SENT,
      description: 'Enviado por email a compras@cliente.example',
    });
    expect(
      detailOf(await api().call('GET', path(`/documents/${factura.id}`), { token: employee.accessToken }))
        .status,
    ).toBe('accepted');
  });

  it('asks for an address when the document has no buyer e-mail, and refuses a bad one in Spanish', async () => {
    const missing = await api().call('POST', path(`/documents/${factura.id}/email`), {
      token: company.owner.accessToken,
      body: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(documentDeliveryMessages.emailMissing);
    const bad = await api().call('POST', path(`/documents/${factura.id}/email`), {
      token: company.owner.accessToken,
      body: { to: 'no-es-un-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(documentDeliveryMessages.emailInvalid);
  });

  it('mails the buyer by itself once SUNAT accepts a document that carries the buyer’s e-mail', async () => {
    const answer = await issue(
      api(),
      company.owner,
      company.id,
      facturaInput(api(), {
        customer: {
          documentType: '6',
          documentNumber: '20512333797',
          name: 'CLIENTE EJEMPLO S.A.C.',
          email: 'facturas@cliente.example',
        },
      }),
    );
    const document = detailOf(answer);
    expect(document.status).toBe('accepted');
    // The mail follows the answer: issuing never waits on it.
    await api().app.documentDispatch.idle();
    expect((await historyOf(document)).map((event) => event.status)).toEqual([
      'signed',
      'accepted',
      EMAIL_SENT,
    ]);
    const mails = await outboxOf(api().db, 'facturas@cliente.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`FACTURA ELECTRÓNICA ${document.fullNumber} de `);
    expect(mails[0]!.attachments.map((attachment) => attachment.filename)).toEqual([
      `${document.fileName}.pdf`,
      `${document.fileName}.xml`,
    ]);
  });

  it('mails the buyer when the dispatch job, not the issuing request, gets SUNAT’s acceptance', async () => {
    await world.simulator.control.down({ mode: 'refuse' });
    let document: DocumentDetail;
    try {
      document = detailOf(
        await issue(
          api(),
          company.owner,
          company.id,
          facturaInput(api(), {
            customer: {
              documentType: '6',
              documentNumber: '20512333797',
              name: 'CLIENTE EJEMPLO S.A.C.',
              email: 'tesoreria@cliente.example',
            },
          }),
        ),
      );
      expect(document.status).toBe('signed');
      expect(await outboxOf(api().db, 'tesoreria@cliente.example')).toEqual([]);
    } finally {
      await world.simulator.control.up();
    }
    // The retry is due after the first backoff; the job sends it, stores the verdict, then mails.
    api().clock.advance(5_000);
    await api().app.documentDispatch.run();
    await api().app.documentDispatch.idle();
    const history = (await historyOf(document)).map((event) => event.status);
    expect(history.slice(-2)).toEqual(['accepted', EMAIL_SENT]);
    expect(await outboxOf(api().db, 'tesoreria@cliente.example')).toHaveLength(1);
  });

  it('keeps the document accepted when the automatic e-mail fails, and writes the failure in the timeline', async () => {
    jest.spyOn(api().app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP caído'));
    const answer = await issue(
      api(),
      company.owner,
      company.id,
      boletaInput(api(), {
        customer: {
          documentType: '1',
          documentNumber: '45678912',
          name: 'JUAN PEREZ',
          email: 'juan@example.com',
        },
      }),
    );
    expect(answer.statusCode).toBe(201);
    const document = detailOf(answer);
    expect(document).toMatchObject({ status: 'accepted', tokenState: 'spent' });
    await api().app.documentDispatch.idle();
    const history = await historyOf(document);
    expect(history.map((event) => event.status)).toEqual(['signed', 'accepted', EMAIL_FAILED]);
    expect(history.at(-1)!.description).toBe('No se pudo enviar por email a juan@example.com');
    expect(await outboxOf(api().db, 'juan@example.com')).toEqual([]);

    // Asked again by a person: the mail goes, and the timeline keeps both lines.
    const again = await api().call('POST', path(`/documents/${document.id}/email`), {
      token: company.owner.accessToken,
    });
    expect(again.statusCode).toBe(200);
    expect((await historyOf(document)).map((event) => event.status)).toEqual([
      'signed',
      'accepted',
      EMAIL_FAILED,
      EMAIL_SENT,
    ]);
  });
});
