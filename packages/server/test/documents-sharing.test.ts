import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  companyMessages,
  companyResponseSchema,
  documentDeliveryMessages,
  type DocumentDetail,
} from '@facturador/contracts';
import { EMAIL_SENT } from '../src/documents/document-mail.ts';
import type { SignedInUser } from './support/api.ts';
import { addMemberAs } from './support/companies.ts';
import { boletaInput, detailOf, documentsFixture, issue } from './support/documents.ts';
import { outboxOf } from './support/printed.ts';

const BUYER = 'juan.perez@cliente.example';

describe('A document leaves in one tap (issue 39): by e-mail to any address, printed as the company chooses', () => {
  const { world, company, api, path } = documentsFixture();
  let admin: SignedInUser;
  let employee: SignedInUser;
  let boleta: DocumentDetail;

  beforeAll(async () => {
    [admin, employee] = await Promise.all([world.api.signedIn(), world.api.signedIn()]);
    await addMemberAs(world.api, company.owner, company.id, admin, 'ADMINISTRATOR_BUSINESS');
    await addMemberAs(world.api, company.owner, company.id, employee, 'EMPLOYEE_BUSINESS');
    const answer = await issue(
      world.api,
      company.owner,
      company.id,
      boletaInput(world.api, {
        customer: { documentType: '1', documentNumber: '45678912', name: 'JUAN PEREZ', email: BUYER },
      }),
    );
    expect(answer.statusCode).toBe(201);
    boleta = detailOf(answer);
    // Accepted at once, so mailed to its buyer by itself: the first line about e-mail.
    await world.api.app.documentDispatch.idle();
  }, 60_000);

  const historyOf = async () =>
    detailOf(await api().call('GET', path(`/documents/${boleta.id}`), { token: employee.accessToken }))
      .history;
  const mailTo = (to: string, user: SignedInUser = employee) =>
    api().call('POST', path(`/documents/${boleta.id}/email`), { token: user.accessToken, body: { to } });

  it('sends a document its buyer already received to another address, again and again, each sending a line of its timeline', async () => {
    expect(boleta.status).toBe('accepted');
    expect(await outboxOf(api().db, BUYER)).toHaveLength(1);

    for (const attempt of [1, 2]) {
      const answer = await mailTo('Caja.Dos@Otra-Empresa.example');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        message: documentDeliveryMessages.emailSent,
        data: { to: 'caja.dos@otra-empresa.example' },
      });
      expect(await outboxOf(api().db, 'caja.dos@otra-empresa.example')).toHaveLength(attempt);
    }
    const [mail] = await outboxOf(api().db, 'caja.dos@otra-empresa.example');
    expect(mail!.subject).toContain(`BOLETA DE VENTA ELECTRÓNICA ${boleta.fullNumber} de `);
    expect(mail!.attachments.map((attachment) => attachment.filename)).toEqual([
      `${boleta.fileName}.pdf`,
      `${boleta.fileName}.xml`,
    ]);
    // The buyer's own address got nothing more.
    expect(await outboxOf(api().db, BUYER)).toHaveLength(1);

    const sent = (await historyOf()).filter((event) => event.status === EMAIL_SENT);
    expect(sent.map((event) => event.description)).toEqual([
      `Enviado por email a ${BUYER}`,
      'Enviado por email a caja.dos@otra-empresa.example',
      'Enviado por email a caja.dos@otra-empresa.example',
    ]);
  });

  it('refuses an address that is not one, in Spanish on the field, and sends nothing nor writes anything', async () => {
    const before = await historyOf();
    for (const to of ['caja@', 'no es un email', ' ']) {
      const answer = await mailTo(to);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ field: 'to', message: documentDeliveryMessages.emailInvalid })],
      });
      expect(await outboxOf(api().db, to.trim().toLowerCase())).toEqual([]);
    }
    expect(await historyOf()).toEqual(before);
  });

  it('keeps what the company prints first: A4 until an owner or administrator chooses the ticket', async () => {
    const printFormatOf = async (user: SignedInUser) =>
      companyResponseSchema.parse((await api().call('GET', path(), { token: user.accessToken })).json()).data
        .printFormat;
    expect(await printFormatOf(employee)).toBe('a4');

    const byAdmin = await api().call('PATCH', path(), {
      token: admin.accessToken,
      body: { printFormat: 'ticket' },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(companyResponseSchema.parse(byAdmin.json()).data).toMatchObject({
      printFormat: 'ticket',
      // Nothing else moved.
      environment: 'demo',
      sendingChannel: 'SUNAT',
    });
    // Every member reads it, in the list the documents' pages read.
    const list = (await api().call('GET', '/companies', { token: employee.accessToken })).json() as {
      data: { publicId: string; printFormat: string }[];
    };
    expect(list.data.find((item) => item.publicId === company.id)?.printFormat).toBe('ticket');

    const byOwner = await api().call('PATCH', path(), {
      token: company.owner.accessToken,
      body: { printFormat: 'a4' },
    });
    expect(companyResponseSchema.parse(byOwner.json()).data.printFormat).toBe('a4');
  });

  it('refuses the choice to an employee (403 in Spanish) and an unknown format (400 in Spanish)', async () => {
    const byEmployee = await api().call('PATCH', path(), {
      token: employee.accessToken,
      body: { printFormat: 'ticket' },
    });
    expect(byEmployee.statusCode).toBe(403);
    expect(byEmployee.json()).toMatchObject({ code: 'FORBIDDEN', message: companyMessages.forbidden });

    const unknown = await api().call('PATCH', path(), {
      token: company.owner.accessToken,
      body: { printFormat: 'carta' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      details: [
        expect.objectContaining({
          field: 'printFormat',
          message: documentDeliveryMessages.printFormatRequired,
        }),
      ],
    });
    const [row] = await api().db.query<{ print_format: string }>(
      'SELECT print_format FROM companies WHERE public_id = $1',
      [company.id],
    );
    expect(row!.print_format).toBe('a4');
  });
});
