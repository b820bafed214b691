import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { RoleName } from '../../packages/contracts/src/roles.ts';
import { DEMO_ACCOUNTS } from '../../packages/server/src/demo/demo-accounts.ts';

/** The demo account of a role, as the server seeds it on an empty embedded database. */
function demoAccount(role: RoleName): { email: string; password: string } {
  const { email, password } = DEMO_ACCOUNTS.find((account) => account.role === role)!;
  return { email, password };
}

export const DEMO = {
  owner: demoAccount('OWNER_SYSTEM'),
  admin: demoAccount('ADMINISTRATOR_SYSTEM'),
  customer: demoAccount('CUSTOMER_SYSTEM'),
} as const;

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  user: { publicId: string; email: string };
}

/** Signs in through the API as the client would (CSRF first), in a request context of its own. */
export async function apiLogin(
  request: APIRequestContext,
  apiUrl: string,
  account: { email: string; password: string },
): Promise<ApiSession> {
  const csrf = (await (await request.get(`${apiUrl}/csrf/token`)).json()) as { data: { csrfToken: string } };
  // Only the two fields sign-in takes: the API refuses any other (issue 43), and an account made
  // by a test carries more (its publicId).
  const response = await request.post(`${apiUrl}/auth/login`, {
    data: { email: account.email, password: account.password },
    headers: { 'X-CSRF-Token': csrf.data.csrfToken },
  });
  if (!response.ok())
    throw new Error(`login of ${account.email} answered ${response.status()}: ${await response.text()}`);
  const body = (await response.json()) as {
    access_token: string;
    refresh_token: string;
    user: ApiSession['user'];
  };
  return { accessToken: body.access_token, refreshToken: body.refresh_token, user: body.user };
}

/** Puts a session into a browser context the way the client keeps it: the token cookies. */
export async function useSessionIn(
  context: BrowserContext,
  shellUrl: string,
  session: ApiSession,
): Promise<void> {
  await context.addCookies([
    { name: 'access_token', value: session.accessToken, url: shellUrl, secure: true, sameSite: 'Lax' },
    { name: 'refresh_token', value: session.refreshToken, url: shellUrl, secure: true, sameSite: 'Lax' },
  ]);
}

/** An authenticated call to the API (CSRF included), for what an administrator does. */
export async function apiCall(
  request: APIRequestContext,
  apiUrl: string,
  session: ApiSession,
  method: 'PATCH' | 'DELETE' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const csrf = (await (await request.get(`${apiUrl}/csrf/token`)).json()) as { data: { csrfToken: string } };
  const response = await request.fetch(`${apiUrl}${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${session.accessToken}`, 'X-CSRF-Token': csrf.data.csrfToken },
  });
  if (!response.ok())
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

let created = 0;

/** A complete customer account of its own (created by the owner), so a test may change it freely. */
export async function createCustomer(request: APIRequestContext, apiUrl: string, owner: ApiSession) {
  created += 1;
  const account = {
    email: `cliente.${Date.now().toString(36)}.${created}@facturador.test`,
    password: 'Cliente12345',
  };
  const answer = (await apiCall(request, apiUrl, owner, 'POST', '/users/admin/create', {
    fullName: 'Rosa Prueba Mamani',
    ...account,
  })) as { data: { publicId: string } };
  const publicId = answer.data.publicId;
  await apiCall(request, apiUrl, owner, 'PATCH', `/users/${publicId}`, {
    isValidAccount: true,
    hasOnboarding: true,
  });
  return { ...account, publicId };
}
