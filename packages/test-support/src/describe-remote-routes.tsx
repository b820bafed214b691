import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from '@jest/globals';
import { federationDiagnostics, sessionStore } from '@facturador/auth-api';
import type { RemoteRoute } from '@facturador/federation';

/** The checks every remote's `./routes` module must pass, shared by the four remotes. */
export function describeRemoteRoutes(
  remote: string,
  routes: RemoteRoute[],
  path: string,
  heading: string,
): void {
  describe(`${remote} route module`, () => {
    it(`exposes ${path}, stamped with the build that rendered it`, async () => {
      const Page = routes.find((candidate) => candidate.path === path)?.Component;
      expect(Page).toBeDefined();
      if (!Page) return;
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense>
              <Page />
            </Suspense>
          </MemoryRouter>
        </QueryClientProvider>,
      );
      // The page is a lazy chunk: the first transform of MUI (and MUI X on the dashboard) takes
      // seconds, and more than 15 on a fresh clone while npm test's other lanes share both cores.
      const title = await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 30_000 });
      expect(title.closest('[data-remote]')).toHaveAttribute('data-remote', remote);
      expect(title.closest('[data-remote]')).toHaveAttribute('data-build', 'test-build');
      // (The test's own limit must outlast that wait: jest's default 5 s does not, on a cold cache.)
    }, 45_000);

    it('reads the session store of @facturador/auth-api', () => {
      expect(federationDiagnostics().consumers[remote]).toBe(sessionStore);
    });
  });
}
