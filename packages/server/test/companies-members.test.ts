import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  companyMessages,
  memberListResponseSchema,
  memberMessages,
  type Company,
} from '@facturador/contracts';
import { PASSWORD, startApi, type SignedInUser, type TestApi } from './support/api.ts';
import { addMemberAs, createCompany } from './support/companies.ts';
import { nextEvent, socketClients } from './support/sockets.ts';

describe('Mis Empresas: members, roles and invitations', () => {
  let api: TestApi;
  let url: string;
  const sockets = socketClients();
  let owner: SignedInUser;
  let admin: SignedInUser;
  let employee: SignedInUser;
  let company: Company;

  beforeAll(async () => {
    api = await startApi();
    url = await api.app.listen({ port: 0, host: '127.0.0.1' });
    [owner, admin, employee] = await Promise.all([api.signedIn(), api.signedIn(), api.signedIn()]);
    company = await createCompany(api, owner);
    await addMemberAs(api, owner, company.publicId, admin, 'ADMINISTRATOR_BUSINESS');
    await addMemberAs(api, owner, company.publicId, employee, 'EMPLOYEE_BUSINESS');
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await api.close();
  });

  const path = (suffix = '') => `/companies/${company.publicId}${suffix}`;
  const members = async (token: string) =>
    memberListResponseSchema.parse((await api.call('GET', path('/members'), { token })).json()).data;

  it('adds an existing account at once and tells it in real time', async () => {
    const joining = await api.signedIn();
    const socket = await sockets.connect(url, joining.accessToken);
    const event = nextEvent(socket, 'companies_changed');
    const answer = await api.call('POST', path('/members'), {
      token: admin.accessToken,
      body: { email: joining.email.toUpperCase(), role: 'EMPLOYEE_BUSINESS' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      message: memberMessages.invitedMember,
      data: {
        kind: 'member',
        member: { userId: joining.publicId, role: 'EMPLOYEE_BUSINESS', isSelf: false },
      },
    });
    expect(await event).toMatchObject({ type: 'companies_changed', userId: joining.publicId });
    const list = (await api.call('GET', '/companies', { token: joining.accessToken })).json();
    expect(list.data).toEqual([
      expect.objectContaining({ publicId: company.publicId, myRole: 'EMPLOYEE_BUSINESS' }),
    ]);
    const again = await api.call('POST', path('/members'), {
      token: owner.accessToken,
      body: { email: joining.email, role: 'EMPLOYEE_BUSINESS' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(memberMessages.alreadyMember);
  });

  it('mails an unknown e-mail a sign-up link; the account joins when it verifies its e-mail', async () => {
    const email = `nueva-${Date.now()}@example.test`;
    const answer = await api.call('POST', path('/members'), {
      token: owner.accessToken,
      body: { email, role: 'ADMINISTRATOR_BUSINESS' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      message: memberMessages.invitationSent,
      data: { kind: 'invitation', invitation: { email, role: 'ADMINISTRATOR_BUSINESS', status: 'pending' } },
    });
    const [mail] = await api.outbox(email);
    expect(mail!.subject).toBe(`Te invitaron a ${company.businessName} en Facturador`);
    expect(mail!.text).toContain(`http://localhost:3000/register?email=${encodeURIComponent(email)}`);
    expect((await members(owner.accessToken)).invitations.map((item) => item.email)).toContain(email);
    const twice = await api.call('POST', path('/members'), {
      token: owner.accessToken,
      body: { email, role: 'EMPLOYEE_BUSINESS' },
    });
    expect(twice.json().message).toBe(memberMessages.alreadyInvited);

    const registered = await api.call('POST', '/auth/register', {
      body: { fullName: 'Nueva Persona', email, password: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const token = registered.json().data.accessToken as string;
    // Not before the e-mail is proven: anyone can type an address.
    expect((await api.call('GET', '/companies', { token })).json().data).toEqual([]);
    const verified = await api.call('POST', '/users/verify-email', {
      body: { email, code: await api.latestCode(email) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await api.call('GET', '/companies', { token })).json().data).toEqual([
      expect.objectContaining({ publicId: company.publicId, myRole: 'ADMINISTRATOR_BUSINESS' }),
    ]);
    expect((await members(owner.accessToken)).invitations.map((item) => item.email)).not.toContain(email);
  });

  it('lets an administrator create an account that takes its pending invitations', async () => {
    const email = `creada-${Date.now()}@example.test`;
    await api.call('POST', path('/members'), {
      token: owner.accessToken,
      body: { email, role: 'EMPLOYEE_BUSINESS' },
    });
    const systemAdmin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    const created = await api.call('POST', '/users/admin/create', {
      token: systemAdmin.accessToken,
      body: { fullName: 'Creada Por Admin', email, password: PASSWORD, roles: ['CUSTOMER_SYSTEM'] },
    });
    expect(created.statusCode).toBe(201);
    const signedIn = (await api.login(email)).json().access_token as string;
    expect((await api.call('GET', '/companies', { token: signedIn })).json().data).toEqual([
      expect.objectContaining({ publicId: company.publicId, myRole: 'EMPLOYEE_BUSINESS' }),
    ]);
  });

  it('keeps the owners out of an administrator’s reach', async () => {
    const changeOwner = await api.call('PATCH', path(`/members/${owner.publicId}`), {
      token: admin.accessToken,
      body: { role: 'EMPLOYEE_BUSINESS' },
    });
    expect(changeOwner.statusCode).toBe(403);
    expect(changeOwner.json().message).toBe(memberMessages.ownerProtected);
    const removeOwner = await api.call('DELETE', path(`/members/${owner.publicId}`), {
      token: admin.accessToken,
    });
    expect(removeOwner.statusCode).toBe(403);
    const makeOwner = await api.call('PATCH', path(`/members/${employee.publicId}`), {
      token: admin.accessToken,
      body: { role: 'OWNER_BUSINESS' },
    });
    expect(makeOwner.statusCode).toBe(403);
    const inviteOwner = await api.call('POST', path('/members'), {
      token: admin.accessToken,
      body: { email: 'otro-dueno@example.test', role: 'OWNER_BUSINESS' },
    });
    expect(inviteOwner.statusCode).toBe(403);
    const employeeChanges = await api.call('PATCH', path(`/members/${admin.publicId}`), {
      token: employee.accessToken,
      body: { role: 'EMPLOYEE_BUSINESS' },
    });
    expect(employeeChanges.statusCode).toBe(403);
    expect(employeeChanges.json().message).toBe(companyMessages.forbidden);
  });

  it('lets an administrator manage the non-owners, and tells the member', async () => {
    const events = jest.spyOn(api.app.realtime, 'toUser');
    const promoted = await api.call('PATCH', path(`/members/${employee.publicId}`), {
      token: admin.accessToken,
      body: { role: 'ADMINISTRATOR_BUSINESS' },
    });
    expect(promoted.json()).toMatchObject({
      data: { userId: employee.publicId, role: 'ADMINISTRATOR_BUSINESS' },
    });
    expect(events).toHaveBeenCalledWith(employee.publicId, 'companies_changed');
    const demoted = await api.call('PATCH', path(`/members/${employee.publicId}`), {
      token: admin.accessToken,
      body: { role: 'EMPLOYEE_BUSINESS' },
    });
    expect(demoted.json().data.role).toBe('EMPLOYEE_BUSINESS');
    expect(
      (
        await api.call('PATCH', path('/members/no-es-un-id'), {
          token: admin.accessToken,
          body: { role: 'EMPLOYEE_BUSINESS' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('never leaves a company without an owner', async () => {
    const demoteSelf = await api.call('PATCH', path(`/members/${owner.publicId}`), {
      token: owner.accessToken,
      body: { role: 'EMPLOYEE_BUSINESS' },
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().message).toBe(memberMessages.lastOwner);
    const leave = await api.call('DELETE', path(`/members/${owner.publicId}`), { token: owner.accessToken });
    expect(leave.statusCode).toBe(409);

    // With a second owner, the first may step down; the second is then the last.
    await api.call('PATCH', path(`/members/${admin.publicId}`), {
      token: owner.accessToken,
      body: { role: 'OWNER_BUSINESS' },
    });
    const stepDown = await api.call('PATCH', path(`/members/${owner.publicId}`), {
      token: owner.accessToken,
      body: { role: 'ADMINISTRATOR_BUSINESS' },
    });
    expect(stepDown.statusCode).toBe(200);
    const removeLast = await api.call('DELETE', path(`/members/${admin.publicId}`), {
      token: admin.accessToken,
    });
    expect(removeLast.statusCode).toBe(409);
    const list = await members(admin.accessToken);
    expect(list.members.filter((member) => member.role === 'OWNER_BUSINESS').map((m) => m.userId)).toEqual([
      admin.publicId,
    ]);
    expect(list.members.find((member) => member.userId === admin.publicId)!.isSelf).toBe(true);
  });

  it('lets an employee leave, and removes a member who then gets 404', async () => {
    const leaving = await api.signedIn();
    await addMemberAs(api, admin, company.publicId, leaving, 'EMPLOYEE_BUSINESS');
    const left = await api.call('DELETE', path(`/members/${leaving.publicId}`), {
      token: leaving.accessToken,
    });
    expect(left.json()).toMatchObject({ message: memberMessages.removed });
    expect((await api.call('GET', path(), { token: leaving.accessToken })).statusCode).toBe(404);

    const email = `cancelada-${Date.now()}@example.test`;
    const invited = await api.call('POST', path('/members'), {
      token: admin.accessToken,
      body: { email, role: 'EMPLOYEE_BUSINESS' },
    });
    const invitationId = invited.json().data.invitation.publicId as string;
    expect(
      (await api.call('DELETE', path(`/invitations/${invitationId}`), { token: employee.accessToken }))
        .statusCode,
    ).toBe(403);
    const cancelled = await api.call('DELETE', path(`/invitations/${invitationId}`), {
      token: admin.accessToken,
    });
    expect(cancelled.json().message).toBe(memberMessages.invitationCancelled);
  });
});
