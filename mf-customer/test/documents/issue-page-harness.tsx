import { expect } from '@jest/globals';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import IssuePage from '../../src/features/documents/issue/issue-page.tsx';

/** Emitir as a visit opens it, over a signed-in API double (the Emitir tests' one harness). */
export function renderIssuePageWith(queryClient: QueryClient): void {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <IssuePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The series arrive with the company's list: `series` is the one chosen. */
export const seriesChosen = (series = 'F001') =>
  waitFor(() => expect(screen.getByRole('combobox', { name: 'Serie' })).toHaveValue(series));

/**
 * What each Emitir test puts back: the page, the toasts, the tab's storage (the form's draft,
 * issue-draft.ts, is the tab's: each test opens a fresh one) and its API double.
 */
export async function resetIssuePage(api: { stop(): Promise<void> } | null): Promise<void> {
  cleanup();
  clearToasts();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await api?.stop();
}
