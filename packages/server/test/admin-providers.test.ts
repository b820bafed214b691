import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { probeUrl } from '../src/admin/probe-url.ts';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';

/** A stand-in provider: answers 405 to a GET (as a SOAP service does) or never answers. */
function standIn(): Promise<{ server: Server; url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    if (request.url === '/hang') return; // never answers
    response.writeHead(405, { 'content-type': 'text/plain' }).end('Method Not Allowed');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        hits: () => hits,
      }),
    ),
  );
}

describe('Proveedores', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let provider: Awaited<ReturnType<typeof standIn>>;

  beforeAll(async () => {
    api = await startApi();
    admin = await api.signedIn({ roles: ['ADMINISTRATOR_SYSTEM'] });
    provider = await standIn();
  }, 60_000);
  afterAll(async () => {
    provider.server.closeAllConnections();
    await new Promise((resolve) => provider.server.close(resolve));
    await api.close();
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'OSE Local',
    type: 'OSE',
    testUrl: `${provider.url}/billService`,
    productionUrl: '',
    statusUrl: null,
    authType: 'WS_SECURITY',
    isActive: true,
    ...overrides,
  });

  it('lists every provider, SUNAT seeded with its beta and production services', async () => {
    const answer = await api.call('GET', '/admin/providers', { token: admin.accessToken });
    expect(answer.statusCode).toBe(200);
    const sunat = answer.json().data.find((row: { code: string }) => row.code === 'SUNAT');
    expect(sunat).toMatchObject({
      type: 'SUNAT',
      testUrl: 'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
      productionUrl: 'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService',
      isActive: true,
    });
  });

  it('refuses a customer and a guest', async () => {
    const customer = await api.signedIn();
    expect((await api.call('GET', '/admin/providers', { token: customer.accessToken })).statusCode).toBe(403);
    expect((await api.call('POST', '/admin/providers', { body: body() })).statusCode).toBe(401);
  });

  it('creates, refuses a repeated name or a non-http URL, and deactivating hides it from companies', async () => {
    const created = await api.call('POST', '/admin/providers', { token: admin.accessToken, body: body() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Proveedor creado',
      data: { name: 'OSE Local', productionUrl: null },
    });
    const id = created.json().data.id as string;

    const again = await api.call('POST', '/admin/providers', {
      token: admin.accessToken,
      body: body({ name: 'ose local' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe un proveedor con ese nombre');
    const ftp = await api.call('POST', '/admin/providers', {
      token: admin.accessToken,
      body: body({ name: 'Otro', testUrl: 'ftp://example.test/x' }),
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toContain('http:// o https://');

    const customer = await api.signedIn();
    const listed = async () =>
      (await api.call('GET', '/providers', { token: customer.accessToken }))
        .json()
        .data.map((row: { id: string }) => row.id);
    expect(await listed()).toContain(id);
    const off = await api.call('PUT', `/admin/providers/${id}`, {
      token: admin.accessToken,
      body: body({ isActive: false }),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Proveedor actualizado', data: { isActive: false } });
    expect(await listed()).not.toContain(id);
  });

  it('Probar conexión reports success against a live service and failure against a closed port', async () => {
    const closed = await standIn();
    closed.server.close();
    const created = await api.call('POST', '/admin/providers', {
      token: admin.accessToken,
      body: body({ name: 'OSE Prueba', productionUrl: `${closed.url}/billService` }),
    });
    const id = created.json().data.id as string;
    const ok = await api.call('POST', `/admin/providers/${id}/test`, {
      token: admin.accessToken,
      body: { url: 'test' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ reachable: true, status: 405 });
    expect(ok.json().data.message).toMatch(
      /^Conexión exitosa: el servicio respondió \(HTTP 405\) en \d+ ms$/,
    );

    const refused = await api.call('POST', `/admin/providers/${id}/test`, {
      token: admin.accessToken,
      body: { url: 'production' },
    });
    expect(refused.json().data).toMatchObject({
      reachable: false,
      status: null,
      message: 'No se pudo conectar: el servidor rechazó la conexión',
    });
    const missing = await api.call('POST', `/admin/providers/${id}/test`, {
      token: admin.accessToken,
      body: { url: 'status' },
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe('Este proveedor no tiene esa dirección configurada');
  });
});

describe('probeUrl (the connection test)', () => {
  let provider: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    provider = await standIn();
  });
  afterAll(async () => {
    provider.server.closeAllConnections();
    await new Promise((resolve) => provider.server.close(resolve));
  });

  it('gives up after its timeout with a Spanish message', async () => {
    const result = await probeUrl(`${provider.url}/hang`, { allowInternal: true, timeoutMs: 300 });
    expect(result).toMatchObject({
      reachable: false,
      message: 'Sin respuesta: el servicio no contestó en 1 segundos',
    });
  });

  it('calls only http and https, never the metadata address, and no internal address in production', async () => {
    const before = provider.hits();
    expect((await probeUrl('file:///etc/passwd', { allowInternal: true })).message).toBe(
      'Escribe una dirección que empiece con http:// o https://',
    );
    expect(
      (await probeUrl('http://169.254.169.254/latest/meta-data/', { allowInternal: true })).message,
    ).toBe('Por seguridad no se prueban direcciones de la red interna');
    expect((await probeUrl(`${provider.url}/billService`, { allowInternal: false })).message).toBe(
      'Por seguridad no se prueban direcciones de la red interna',
    );
    expect((await probeUrl('http://[::ffff:127.0.0.1]/', { allowInternal: false })).reachable).toBe(false);
    expect(provider.hits()).toBe(before);
  });

  it('connects to the address it checked, never asking DNS again (no rebinding)', async () => {
    const port = new URL(provider.url).port;
    const before = provider.hits();
    const resolve = jest.fn(async () => ['127.0.0.1']);
    // A name no resolver knows: reaching the service proves the call used the checked address.
    const result = await probeUrl(`http://proveedor.invalid:${port}/billService`, {
      allowInternal: true,
      resolve,
    });
    expect(result).toMatchObject({ reachable: true, status: 405 });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(provider.hits()).toBe(before + 1);
  });

  it('refuses a name that resolves into the internal network, before any connection', async () => {
    const port = new URL(provider.url).port;
    const before = provider.hits();
    const result = await probeUrl(`http://proveedor.invalid:${port}/billService`, {
      allowInternal: false,
      resolve: async () => ['203.0.113.7', '10.0.0.5'],
    });
    expect(result.message).toBe('Por seguridad no se prueban direcciones de la red interna');
    expect(provider.hits()).toBe(before);
  });
});
