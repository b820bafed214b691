import type { BrowserContext } from '@playwright/test';
import type { Suite } from './suite.mjs';

/** The demo accounts every fresh database has (packages/server/src/demo/demo-accounts.ts). */
export const DEMO_PASSWORDS: Record<string, readonly [email: string, password: string]> = {
  owner: ['owner@facturador.test', 'Owner12345'],
  admin: ['admin@facturador.test', 'Admin12345'],
  customer: ['cliente@facturador.test', 'Cliente12345'],
};

export interface ApiTokens {
  access_token: string;
  refresh_token: string;
}

async function csrfToken(context: BrowserContext, suite: Suite): Promise<string> {
  const answer = await context.request.get(`${suite.apiUrl}/csrf/token`);
  return ((await answer.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

/** POST /auth/login through the context's request API (its CSRF cookie included). */
export async function apiLogin(
  context: BrowserContext,
  suite: Suite,
  email: string,
  password: string,
): Promise<ApiTokens> {
  const login = await context.request.post(`${suite.apiUrl}/auth/login`, {
    data: { email, password },
    headers: { 'X-CSRF-Token': await csrfToken(context, suite) },
  });
  if (!login.ok()) throw new Error(`signing in as ${email} answered ${login.status()}`);
  return (await login.json()) as ApiTokens;
}

/** A POST the owner makes (e.g. creating a customer), with the CSRF header. */
export async function postAs(
  context: BrowserContext,
  suite: Suite,
  tokens: ApiTokens,
  path: string,
  data: object,
) {
  return context.request.post(`${suite.apiUrl}${path}`, {
    data,
    headers: {
      Authorization: `Bearer ${tokens.access_token}`,
      'X-CSRF-Token': await csrfToken(context, suite),
    },
  });
}

/** Signs the context in as the shell does after a login: the tokens in its cookies. */
export async function useTokens(context: BrowserContext, suite: Suite, tokens: ApiTokens): Promise<void> {
  await context.addCookies(
    (['access_token', 'refresh_token'] as const).map((name) => ({
      name,
      value: tokens[name],
      url: suite.shellUrl,
      secure: true,
      sameSite: 'Lax' as const,
    })),
  );
}

/** Signs the context in as a demo account (`owner`, `admin` or `customer`). */
export async function signInAsDemo(context: BrowserContext, suite: Suite, who: string): Promise<void> {
  const account = DEMO_PASSWORDS[who];
  if (!account) throw new Error(`no demo account "${who}": owner, admin or customer`);
  await useTokens(context, suite, await apiLogin(context, suite, ...account));
}
