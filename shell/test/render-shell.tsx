import { beforeAll } from '@jest/globals';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from '@facturador/auth-api';
import type { RuntimeConfig } from '@facturador/contracts';
import { createRoutes } from '../src/app/create-routes.tsx';

export const testConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  remotes: {
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_auth: 'http://localhost:3002/mf-manifest.json',
    mf_customer: 'http://localhost:3003/mf-manifest.json',
    mf_admin: 'http://localhost:3004/mf-manifest.json',
  },
  identity: null,
  support: { email: 'soporte@facturador.pe', whatsapp: '51987654321' },
  authSyncUrl: null,
};

// Every shell test runs with config.json loaded, as the shell loads it at boot.
beforeAll(async () => {
  await loadRuntimeConfig(async () => ({ ok: true, status: 200, json: async () => testConfig }) as Response);
});

/** The shell's real routes in memory, at `path`. */
export function renderShellAt(path: string) {
  // The remotes are other builds; here each of their paths shows which remote owns it.
  const router = createMemoryRouter(
    createRoutes(undefined, (remote) => <p>Página de {remote}</p>),
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}
