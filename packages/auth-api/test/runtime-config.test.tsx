import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  PrerenderedSupportContacts,
  supportChatHref,
  supportEmailHref,
  useSupportContacts,
} from '../src/index.ts';

const remotes = ['mf_public', 'mf_auth', 'mf_customer', 'mf_admin'].map((name, index) => [
  name,
  `http://localhost:${3001 + index}/mf-manifest.json`,
]);
const config = {
  apiBaseUrl: 'http://localhost:4000',
  remotes: Object.fromEntries(remotes),
  support: { email: 'ayuda@empresa.pe', whatsapp: '51911222333' },
};

/** config.json as the shell's origin would answer it (jsdom has no Response). */
function answering(body: unknown, status = 200) {
  return jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      ({ ok: status < 300, status, json: async () => body }) as Response,
  );
}

function SupportEmail() {
  const support = useSupportContacts();
  return <p>{support ? support.email : '…'}</p>;
}

describe('runtime config (config.json), read once for the whole suite', () => {
  it('fetches /config.json without cache, parses it with the contract and keeps it', async () => {
    const fetchConfig = answering(config);
    const loaded = await loadRuntimeConfig(fetchConfig);
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    // The contract's defaults are applied: optional parts are off.
    expect(loaded).toMatchObject({ identity: null, authSyncUrl: null });
    expect(getRuntimeConfig()).toBe(loaded);
  });

  it('refuses a config.json the contract does not accept, and one that failed', async () => {
    const kept = getRuntimeConfig();
    await expect(
      loadRuntimeConfig(answering({ ...config, support: { ...config.support, whatsapp: '+51 911' } })),
    ).rejects.toThrow(/whatsapp/);
    await expect(loadRuntimeConfig(answering({}, 503))).rejects.toThrow('config.json answered 503');
    expect(getRuntimeConfig()).toBe(kept);
  });

  it('gives components the contacts as soon as the config is loaded', async () => {
    render(<SupportEmail />);
    await act(() =>
      loadRuntimeConfig(answering({ ...config, support: { ...config.support, email: 'otra@empresa.pe' } })),
    );
    expect(screen.getByRole('paragraph').textContent).toBe('otra@empresa.pe');
  });

  it('prefers the placeholders of a prerendered page', () => {
    render(
      <PrerenderedSupportContacts.Provider value={{ email: '{{config:support.email}}', whatsapp: '' }}>
        <SupportEmail />
      </PrerenderedSupportContacts.Provider>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('{{config:support.email}}');
  });

  it('builds the support links once, with an optional subject and first message', () => {
    expect(supportEmailHref(config.support)).toBe('mailto:ayuda@empresa.pe');
    expect(supportEmailHref(config.support, 'Mi cuenta')).toBe('mailto:ayuda@empresa.pe?subject=Mi%20cuenta');
    expect(supportChatHref(config.support)).toBe('https://wa.me/51911222333');
    expect(supportChatHref(config.support, 'Hola (a@b.pe)')).toBe(
      'https://wa.me/51911222333?text=Hola%20(a%40b.pe)',
    );
  });
});
