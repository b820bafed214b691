import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PAGE_OUTLET } from '@facturador/federation';
import { createStaticServer } from '../src/static-server.ts';

// A shell build and a remote build as prerendering writes them (docs/decisions/0010).
let shellRoot: string;
let remoteRoot: string;
let shell: Server;
let remote: Server;
let api: Server;
let shellUrl: string;
let remoteUrl: string;
let apiUrl: string;
/** What the fake API answers to GET /api/plans; null: it fails. */
let plansAnswer: unknown = null;
/** What the fake API answers to GET /api/public/settings; null: it fails. */
let settingsAnswer: unknown = null;

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

function writeRemotePage(heading: string) {
  writeFileSync(
    join(remoteRoot, 'prerender', 'precios.html'),
    `<style data-emotion="css abc">.css-abc{color:red}</style><div data-remote="mf_public"><h1>${heading}</h1></div>`,
  );
}

/** The remote's live render as build `build` bundles it: it renders /precios with a valid answer. */
function writeLiveRender(build: string, label: string) {
  const pagesFile = join(remoteRoot, 'prerender', 'pages.json');
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as { build: string };
  writeFileSync(pagesFile, JSON.stringify({ ...pages, build }));
  writeFileSync(
    join(remoteRoot, 'prerender', `server.${build}.mjs`),
    `export default async ({ path, answer }) =>
      path === '/precios' && answer?.success === true ? '<h1>${label} ' + answer.name + '</h1>' : null;`,
  );
}

function writeConfig(remoteManifest: string, apiBaseUrl = `${apiUrl}/api`, support = SUPPORT) {
  const other = 'http://127.0.0.1:9/mf-manifest.json';
  writeFileSync(
    join(shellRoot, 'deploy-config.json'),
    JSON.stringify({
      apiBaseUrl,
      remotes: { mf_public: remoteManifest, mf_auth: other, mf_customer: other, mf_admin: other },
      support,
    }),
  );
}

/** A valid address that still has a character HTML must escape. */
const SUPPORT = { email: "o'brien@empresa.pe", whatsapp: '51999888777' };

beforeAll(async () => {
  shellRoot = mkdtempSync(join(tmpdir(), 'prerender-shell-'));
  remoteRoot = mkdtempSync(join(tmpdir(), 'prerender-remote-'));
  mkdirSync(join(shellRoot, 'prerender'));
  mkdirSync(join(remoteRoot, 'prerender'));
  writeFileSync(
    join(shellRoot, 'index.html'),
    '<!doctype html><html><head><title>Facturador</title><meta name="description" content="Por defecto"><script defer src="/static/js/main.1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(shellRoot, 'prerender', 'layouts.json'),
    JSON.stringify({
      titleTemplate: '%s · Facturador',
      layouts: { default: 'default-layout.html' },
      mounts: [{ remote: 'mf_public', layout: 'default', paths: ['/', '/precios', '/faq'] }],
      starter: 'starter.js',
    }),
  );
  writeFileSync(
    join(shellRoot, 'prerender', 'default-layout.html'),
    `<header>Facturador</header><main>${PAGE_OUTLET}</main><footer><a href="mailto:{{config:support.email}}">{{config:support.email}}</a> {{config:support.whatsapp}}</footer>`,
  );
  writeFileSync(join(shellRoot, 'prerender', 'starter.js'), '(function start(scripts) {})');
  writeFileSync(
    join(remoteRoot, 'prerender', 'pages.json'),
    JSON.stringify({
      build: 'b1',
      pages: [
        {
          path: '/precios',
          file: 'precios.html',
          title: 'Precios',
          description: 'Planes "en soles"',
          liveData: '/plans',
        },
        { path: '/', file: 'inicio.html', title: 'Inicio' },
      ],
    }),
  );
  writeFileSync(join(remoteRoot, 'prerender', 'inicio.html'), '<h1>Facturación electrónica</h1>');
  writeRemotePage('Planes en soles');
  writeFileSync(
    join(remoteRoot, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['static/js/expose.123.js'] } } }],
    }),
  );
  writeLiveRender('b1', 'Plan');
  remote = createStaticServer({ root: remoteRoot });
  remoteUrl = await listen(remote);
  api = createServer((request, response) => {
    if (request.url === '/api/public/settings' && settingsAnswer !== null)
      return void response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(settingsAnswer));
    if (request.url !== '/api/plans' || plansAnswer === null) return void response.writeHead(503).end();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(plansAnswer));
  });
  apiUrl = await listen(api);
  writeConfig(`${remoteUrl}/mf-manifest.json`);
  shell = createStaticServer({
    root: shellRoot,
    spaFallback: true,
    configFile: join(shellRoot, 'deploy-config.json'),
  });
  shellUrl = await listen(shell);
});

afterAll(async () => {
  await Promise.all([close(shell), close(remote), close(api)]);
  rmSync(shellRoot, { recursive: true, force: true });
  rmSync(remoteRoot, { recursive: true, force: true });
});

const documentAt = async (path: string) => {
  const response = await fetch(shellUrl + path, { headers: { 'Accept-Encoding': 'br' } });
  return { response, html: await response.text() };
};

describe('a prerendered public page', () => {
  it("is served inside the shell's layout, with its title, description and styles", async () => {
    const { response, html } = await documentAt('/precios');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(html).toContain(
      '<div id="root" data-prerendered-path="/precios"><header>Facturador</header><main><style data-emotion="css abc">',
    );
    expect(html).toContain('<h1>Planes en soles</h1></div></main>');
    expect(html).toContain('<title>Precios · Facturador</title>');
    expect(html).toContain('<meta name="description" content="Planes &#34;en soles&#34;">');
  });

  it("fills in the deployment's support contacts, escaped", async () => {
    const { html } = await documentAt('/precios');
    expect(html).toContain(
      '<a href="mailto:o&#39;brien@empresa.pe">o&#39;brien@empresa.pe</a> 51999888777</footer>',
    );
    expect(html).not.toContain('{{config:');
  });

  it('fills in the support contacts saved in Configuración del sistema when the API gives them', async () => {
    settingsAnswer = {
      success: true,
      data: {
        support: { email: 'ayuda@empresa.pe', whatsapp: '51911222333' },
        igvRate: 0.18,
        registrationOpen: true,
        maintenanceNotice: '',
        paymentInstructions: {
          bankName: '',
          accountHolder: '',
          accountNumber: '',
          cci: '',
          yapeHolder: '',
          yapePhone: '',
        },
      },
    };
    try {
      const { html } = await documentAt('/precios');
      expect(html).toContain('<a href="mailto:ayuda@empresa.pe">ayuda@empresa.pe</a> 51911222333</footer>');
    } finally {
      settingsAnswer = null;
    }
  });

  it('is not composed from a config.json the contract refuses', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    writeConfig(`${remoteUrl}/mf-manifest.json`, undefined, { ...SUPPORT, whatsapp: '+51 999' });
    try {
      const { html } = await documentAt('/precios');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('{{config:');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('deploy-config.json'), expect.anything());
    } finally {
      writeConfig(`${remoteUrl}/mf-manifest.json`);
      warn.mockRestore();
    }
  });

  it("of live data, when the API does not answer, is its built form and starts the app with the page, preloading the remote's manifest, entry and exposed module", async () => {
    const { html } = await documentAt('/precios');
    expect(html).toContain('<script defer src="/static/js/main.1.js"></script>');
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin href="${remoteUrl}/mf-manifest.json">`,
    );
    expect(html).toContain(`<link rel="preload" as="script" href="${remoteUrl}/remoteEntry.js">`);
    expect(html).toContain(
      `<link rel="preload" as="script" href="${remoteUrl}/static/js/expose.123.js"></head>`,
    );
  });

  it('changes with the next request when the remote is redeployed', async () => {
    writeRemotePage('Nuevos planes');
    try {
      const { html } = await documentAt('/precios');
      expect(html).toContain('<h1>Nuevos planes</h1>');
      expect(html).not.toContain('Planes en soles');
    } finally {
      writeRemotePage('Planes en soles');
    }
  });
});

describe('a page of live data', () => {
  const livePlans = { success: true, name: 'Pyme </script><script>alert(1)</script>' };
  beforeAll(() => {
    plansAnswer = livePlans;
  });
  afterAll(() => {
    plansAnswer = null;
  });

  it("is rendered by the remote's server with the API's answer, which the document carries for the live page", async () => {
    const { html } = await documentAt('/precios');
    expect(html).toContain('<main><h1>Plan Pyme </script><script>alert(1)</script></h1></main>');
    expect(html).toContain(
      '</div><script type="application/json" data-live-answer="/plans">{"success":true,"name":"Pyme \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    // Complete as a document: the app starts on intent, like every static page.
    expect(html).not.toContain('<script defer');
    expect(html).toContain('<script>(function start(scripts) {})(["/static/js/main.1.js"])</script></body>');
  });

  it('follows the API: the next request shows what it answers now', async () => {
    plansAnswer = { success: true, name: 'Empresa' };
    try {
      expect((await documentAt('/precios')).html).toContain('<h1>Plan Empresa</h1>');
    } finally {
      plansAnswer = livePlans;
    }
  });

  it("follows the remote's deployment: a new live render renders the next request", async () => {
    writeLiveRender('b2', 'Nuevo plan');
    try {
      expect((await documentAt('/precios')).html).toContain('<h1>Nuevo plan Pyme');
    } finally {
      writeLiveRender('b1', 'Plan');
    }
  });

  it("is its built form, started with the page, when the remote's server will not render the answer", async () => {
    plansAnswer = { success: false };
    try {
      const { html } = await documentAt('/precios');
      expect(html).toContain('<h1>Planes en soles</h1>');
      expect(html).not.toContain('data-live-answer');
      expect(html).toContain('<script defer src="/static/js/main.1.js"></script>');
    } finally {
      plansAnswer = livePlans;
    }
  });
});

describe("a remote's live render endpoint", () => {
  const render = (body: string, server = remoteUrl) =>
    fetch(`${server}/prerender/render`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });

  it('renders a live page with an answer, and stores nothing', async () => {
    const response = await render(
      JSON.stringify({ path: '/precios', answer: { success: true, name: 'Pyme' } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<h1>Plan Pyme</h1>');
  });

  it.each([
    ['a path that is not a live page', JSON.stringify({ path: '/faq', answer: { success: true } }), 422],
    [
      'an answer its API path does not give',
      JSON.stringify({ path: '/precios', answer: { success: 1 } }),
      422,
    ],
    ['a request without an answer', JSON.stringify({ path: '/precios' }), 400],
    ['a body that is not JSON', '{', 400],
    [
      'a body far larger than any answer',
      JSON.stringify({ path: '/precios', answer: 'x'.repeat(300_000) }),
      413,
    ],
  ])('refuses %s', async (_, body, status) => {
    expect((await render(body)).status).toBe(status);
  });

  it('does not exist on a build without a live render', async () => {
    expect((await render(JSON.stringify({ path: '/precios', answer: {} }), shellUrl)).status).toBe(404);
  });

  it('runs the bundle without handing it out', async () => {
    expect((await fetch(`${remoteUrl}/prerender/server.b1.mjs`)).status).toBe(404);
  });
});

describe('a prerendered page complete as a document', () => {
  it("hands the shell's scripts to the shell's starter and only prefetches what the app needs", async () => {
    const { html } = await documentAt('/');
    expect(html).toContain('<h1>Facturación electrónica</h1>');
    expect(html).not.toContain('<script defer');
    expect(html).toContain('<script>(function start(scripts) {})(["/static/js/main.1.js"])</script></body>');
    expect(html).toContain('<link rel="prefetch" href="/static/js/main.1.js">');
    expect(html).toContain(`<link rel="prefetch" href="${remoteUrl}/remoteEntry.js">`);
    expect(html).not.toContain('rel="preload"');
  });
});

describe('without a prerendered page the plain shell answers', () => {
  it.each([
    ['a path of the layout the remote did not prerender', '/faq'],
    ['a path no remote owns', '/app/empresas'],
  ])('%s', async (_, path) => {
    const { response, html } = await documentAt(path);
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Facturador</title>');
  });

  it('when the remote is down', async () => {
    writeConfig('http://127.0.0.1:9/mf-manifest.json');
    try {
      const { html } = await documentAt('/precios');
      expect(html).toContain('<div id="root"></div>');
    } finally {
      writeConfig(`${remoteUrl}/mf-manifest.json`);
    }
  });
});

describe('a guest-only page (the sign-in pages)', () => {
  const layoutsFile = () => join(shellRoot, 'prerender', 'layouts.json');
  let original: string;
  beforeAll(() => {
    original = readFileSync(layoutsFile(), 'utf8');
    const layouts = JSON.parse(original) as { mounts: object[] };
    writeFileSync(
      layoutsFile(),
      JSON.stringify({
        ...layouts,
        mounts: [{ remote: 'mf_public', layout: 'default', paths: ['/'], guestOnly: true }],
        sessionCookie: 'refresh_token',
      }),
    );
  });
  afterAll(() => writeFileSync(layoutsFile(), original));

  it('is prerendered for a browser without a session', async () => {
    const response = await fetch(shellUrl + '/', { headers: { Cookie: 'theme=dark' } });
    expect(await response.text()).toContain('<h1>Facturación electrónica</h1>');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('is the plain shell for a signed-in browser, whose app sends it on at once', async () => {
    const response = await fetch(shellUrl + '/', { headers: { Cookie: 'theme=dark; refresh_token=abc' } });
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script defer src="/static/js/main.1.js"></script>');
  });
});
