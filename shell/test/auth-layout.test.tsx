import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { sessionStore } from '@facturador/auth-api';
import { renderShellAt } from './render-shell.tsx';

describe('auth layout', () => {
  it.each(['/login', '/register', '/forgot-password'])(
    'leads back to the public site from %s',
    async (path) => {
      sessionStore.setState({ status: 'guest', user: null, lastCheckedAt: Date.now(), error: null });
      renderShellAt(path);
      expect(await screen.findByText('Página de mf_auth')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Facturador — inicio' })).toHaveAttribute('href', '/');
    },
  );
});
