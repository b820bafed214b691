import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { loadRuntimeConfig, startAuthSession } from '@facturador/auth-api';

export const TEST_CONFIG = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_auth: 'http://localhost:3002/mf-manifest.json',
    mf_customer: 'http://localhost:3003/mf-manifest.json',
    mf_admin: 'http://localhost:3004/mf-manifest.json',
  },
  identity: null as null | Record<string, string>,
  support: { email: 'soporte@facturador.pe', whatsapp: '51987654321' },
  authSyncUrl: null,
};

/**
 * A page at a path, with config.json loaded as the shell loads it at boot (answered from
 * memory) and the auth session started against its API address.
 */
export async function renderPage(page: ReactElement, { path = '/', config = TEST_CONFIG } = {}) {
  await loadRuntimeConfig(async () => ({ ok: true, status: 200, json: async () => config }) as Response);
  startAuthSession({ apiBaseUrl: config.apiBaseUrl, queryClient: new QueryClient() });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
    </MemoryRouter>,
  );
}
