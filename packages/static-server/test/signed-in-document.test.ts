import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PAGE_OUTLET } from '@facturador/federation';
import { createStaticServer } from '../src/static-server.ts';

// A signed-in page may wait 6 s for the API by design (SIGNED_IN_TIMEOUT_MS), more than jest's
// 5 s; and beside npm test's other lanes (2026-12-07: every core busy, load 17) the first page,
// which also loads the render modules, took more than 5 s where it takes 0.2 s alone.
jest.setTimeout(30_000);

/*
 * A signed-in page composed per request (docs/decisions/0039), against a fake API and a remote
 * whose render module asks that API with the token it is given, as sessionRenderer does.
 */
const PEOPLE = {
  'token-ana': { name: 'Ana Quispe', company: 'Bodega Ana', delayMs: 40 },
  'token-luis': { name: 'Luis Mamani', company: 'Ferretería Luis', delayMs: 5 },
  // A busy API: slower than a static part may be, well within a signed-in page's wait.
  'token-rosa': { name: 'Rosa Huamán', company: 'Textiles Rosa', delayMs: 1600 },
} as const;
type Token = keyof typeof PEOPLE;
const personOf = (authorization: string | undefined) =>
  PEOPLE[(authorization ?? '').replace(/^Bearer /, '') as Token] ?? null;

let shellRoot: string;
let remoteRoot: string;
let servers: Server[] = [];
let shellUrl: string;

const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

function profileOf(name: string) {
  return {
    publicId: `usr_${name.split(' ')[0]!.toLowerCase()}`,
    email: `${name.split(' ')[0]!.toLowerCase()}@facturador.test`,
    fullName: name,
    firstName: null,
    lastName: null,
    photoURL: null,
    phoneNumber: null,
    phoneCountryCode: null,
    number: null,
    documentType: { id: 1, code: '1', description: 'DNI' },
    catIdentityDocumentTypesId: 1,
    UserSystemRoles: [{ role: { name: 'CUSTOMER_SYSTEM', description: 'Cliente' } }],
    isActive: true,
    isVerifiedEmail: true,
    isValidAccount: true,
    hasOnboarding: true,
    isOAuth: false,
    hasPassword: true,
    isDeleted: false,
  };
}

beforeAll(async () => {
  shellRoot = mkdtempSync(join(tmpdir(), 'signed-in-shell-'));
  remoteRoot = mkdtempSync(join(tmpdir(), 'signed-in-remote-'));
  mkdirSync(join(shellRoot, 'prerender'));
  mkdirSync(join(remoteRoot, 'prerender'));

  // The API: the profile and the companies of the token's person; one person's answers are
  // slower, so that parallel requests interleave.
  const apiUrl = await listen(
    createServer((request, response) => {
      const person = personOf(request.headers.authorization);
      if (!person) return void response.writeHead(401).end('{"success":false}');
      const body =
        request.url === '/api/users/profile'
          ? profileOf(person.name)
          : request.url === '/api/companies'
            ? { success: true, data: [{ name: person.company }] }
            : null;
      if (!body) return void response.writeHead(404).end();
      setTimeout(
        () => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body)),
        person.delayMs,
      );
    }),
  );

  writeFileSync(
    join(remoteRoot, 'prerender', 'pages.json'),
    JSON.stringify({
      build: 'r1',
      pages: [{ path: '/app/mis-empresas', title: 'Mis Empresas', session: true }],
    }),
  );
  writeFileSync(
    join(remoteRoot, 'prerender', 'server.r1.mjs'),
    `export async function renderWithSession({ path, apiBaseUrl, accessToken, profile }) {
      if (path !== '/app/mis-empresas') return null;
      const answer = await fetch(apiBaseUrl + '/companies', { headers: { Authorization: 'Bearer ' + accessToken } });
      if (!answer.ok) return null;
      const companies = await answer.json();
      return {
        html: '<h1>Mis Empresas</h1><p>' + profile.fullName + '</p><ul>' +
          companies.data.map((company) => '<li>' + company.name + '</li>').join('') + '</ul>',
        queries: { queries: [{ queryKey: ['companies'], state: { data: companies.data } }] },
      };
    }`,
  );
  writeFileSync(join(remoteRoot, 'mf-manifest.json'), JSON.stringify({ metaData: {}, exposes: [] }));
  const remoteUrl = await listen(createStaticServer({ root: remoteRoot }));

  writeFileSync(
    join(shellRoot, 'index.html'),
    '<!doctype html><html><head><title>Facturador</title><meta name="description" content="Por defecto"><script defer src="/static/js/main.1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(shellRoot, 'prerender', 'layouts.json'),
    JSON.stringify({
      titleTemplate: '%s · Facturador',
      layouts: {},
      mounts: [{ remote: 'mf_customer', layout: 'dashboard', paths: ['/app/*'], signedIn: true }],
      sessionCookie: 'refresh_token',
      accessCookie: 'access_token',
      renderModule: 'server.s1.mjs',
      realtimeNamespace: '/auth',
      starter: 'starter.js',
    }),
  );
  writeFileSync(
    join(shellRoot, 'prerender', 'server.s1.mjs'),
    `export const renderLayout = async ({ profile }) =>
      '<header>' + profile.fullName + '</header><main>${PAGE_OUTLET}</main>';`,
  );
  writeFileSync(join(shellRoot, 'prerender', 'starter.js'), '(function start(scripts, live) {})');
  writeFileSync(
    join(shellRoot, 'deploy-config.json'),
    JSON.stringify({
      apiBaseUrl: `${apiUrl}/api`,
      remotes: {
        mf_public: 'http://127.0.0.1:9/mf-manifest.json',
        mf_auth: 'http://127.0.0.1:9/mf-manifest.json',
        mf_customer: `${remoteUrl}/mf-manifest.json`,
        mf_admin: 'http://127.0.0.1:9/mf-manifest.json',
      },
      support: { email: 'soporte@facturador.test', whatsapp: '51999888777' },
    }),
  );
  shellUrl = await listen(
    createStaticServer({
      root: shellRoot,
      spaFallback: true,
      configFile: join(shellRoot, 'deploy-config.json'),
    }),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
  rmSync(shellRoot, { recursive: true, force: true });
  rmSync(remoteRoot, { recursive: true, force: true });
});

const pageFor = async (token: string, path = '/app/mis-empresas') => {
  const response = await fetch(shellUrl + path, {
    headers: { Cookie: `theme=dark; access_token=${token}; refresh_token=r-${token}` },
  });
  return { response, html: await response.text() };
};

describe('a signed-in page', () => {
  it("is sent with the person's layout and data, kept by no shared cache", async () => {
    const { response, html } = await pageFor('token-ana');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(html).toContain('<title>Mis Empresas · Facturador</title>');
    expect(html).toContain('<header>Ana Quispe</header>');
    expect(html).toContain('<li>Bodega Ana</li>');
    expect(html).toContain('data-rendered-session');
    // The app's scripts wait for the starter.
    expect(html).not.toContain('<script defer src="/static/js/main.1.js"></script>');
  });

  it('never holds the access token (nor the refresh token)', async () => {
    const { html } = await pageFor('token-ana');
    expect(html).toContain('Bodega Ana');
    expect(html).not.toContain('token-ana');
  });

  it('asked by two people 12 times at once, each gets only their own', async () => {
    const tokens = Array.from({ length: 12 }, (_, index): Token => (index % 2 ? 'token-luis' : 'token-ana'));
    const pages = await Promise.all(tokens.map((token) => pageFor(token)));
    pages.forEach(({ html }, index) => {
      const mine = PEOPLE[tokens[index]!];
      const theirs = PEOPLE[tokens[index] === 'token-ana' ? 'token-luis' : 'token-ana'];
      expect(html).toContain(`<li>${mine.company}</li>`);
      expect(html).toContain(mine.name);
      expect(html).not.toContain(theirs.company);
      expect(html).not.toContain(theirs.name);
    });
  });

  it('waits for a busy API instead of sending the plain shell', async () => {
    const { html } = await pageFor('token-rosa');
    expect(html).toContain('<header>Rosa Huamán</header>');
    expect(html).toContain('<li>Textiles Rosa</li>');
  });

  it.each([
    ['a token the API refuses', 'token-nobody', '/app/mis-empresas'],
    ['a path the remote does not render with a session', 'token-ana', '/app/mi-perfil'],
  ])('is the plain shell for %s', async (_, token, path) => {
    const { response, html } = await pageFor(token, path);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-rendered-session');
    expect(html).toContain('<script defer src="/static/js/main.1.js"></script>');
  });
});
