import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQueryClient } from '@facturador/test-support';
import { notFound, startTestServer } from '@facturador/test-support/http-server';
import { serverProfile } from '@facturador/test-support/profile';
import { clearToasts, startAuthSession, toastStore, validationMessages } from '@facturador/auth-api';
import { companyMessages } from '@facturador/contracts';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { companyFixture } from './company-fixture.ts';
import OnboardingPage from '../src/features/onboarding/onboarding-page.tsx';

/** The page at /app, as the shell mounts it, with where the router stands written out. */
function AtApp() {
  return (
    <MemoryRouter initialEntries={['/app']}>
      <Routes>
        <Route path="/app" element={<OnboardingPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>
  );
}
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {JSON.stringify({ path: location.pathname, state: location.state })}
    </output>
  );
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
let session: { stop(): void } | null = null;
afterEach(async () => {
  session?.stop();
  session = null;
  await server?.close();
  server = null;
  clearToasts();
});

async function fillValidCompany() {
  fireEvent.change(field(/^RUC/), { target: { value: '20512333797' } });
  fireEvent.change(field(/^Razón social/), { target: { value: 'Comercial Andina S.A.C.' } });
  fireEvent.change(field(/^Dirección fiscal/), { target: { value: 'Av. Arequipa 123, Lima' } });
  fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
  await screen.findByRole('heading', { name: 'Confirma los datos de tu empresa' });
}

describe('first-run page (onboarding)', () => {
  it('shows the company as the last of the three steps, the other two done', () => {
    renderWithQueryClient(<AtApp />);
    const steps = within(screen.getByRole('list', { name: 'Pasos para activar tu cuenta' }));
    expect(steps.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /Registrar empresa \(paso actual\)$/,
    );
    expect(steps.getAllByText('(completado)', { exact: false })).toHaveLength(2);
    expect(screen.getByText('Paso 3 de 3')).toBeInTheDocument();
  });

  it('confirms the registered company with a success toast in the server’s words and leaves it in /app’s state', async () => {
    const company = companyFixture({ tradeName: null, ubigeo: null });
    server = await startTestServer((request) => {
      if (request.path === '/companies/onboarding')
        return {
          status: 201,
          body: {
            success: true,
            message: companyMessages.onboarded,
            data: { company },
            user: serverProfile(),
          },
        };
      if (request.path === '/users/profile') return { body: serverProfile() };
      return notFound;
    });
    const { queryClient } = renderWithQueryClient(<AtApp />);
    session = startAuthSession({
      apiBaseUrl: server.url,
      tokens: {
        getAccessToken: () => 'access-token',
        getRefreshToken: () => 'refresh-token',
        setTokens: () => {},
        clear: () => {},
      },
      queryClient,
    });
    await fillValidCompany();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar y continuar' }));
    await waitFor(() =>
      expect(
        toastStore.getState().toasts.map(({ type, title, message }) => ({ type, title, message })),
      ).toEqual([{ type: 'success', title: 'Empresa registrada', message: companyMessages.onboarded }]),
    );
    // The dashboard that takes this page's place finds the new company in /app's state. The
    // router applies a navigation in a transition, so it may commit after the toast.
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('location').textContent ?? '')).toEqual({
        path: '/app',
        state: { onboardedCompany: company.publicId },
      }),
    );
  });

  it('refuses empty fields and a RUC with a wrong check digit, focusing the first error', async () => {
    renderWithQueryClient(<AtApp />);
    fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
    await waitFor(() => expect(field(/^RUC/)).toHaveAccessibleDescription(validationMessages.rucFormat));
    expect(field(/^Razón social/)).toHaveAccessibleDescription(companyMessages.businessNameRequired);
    expect(field(/^Dirección fiscal/)).toHaveAccessibleDescription(companyMessages.fiscalAddressRequired);
    await waitFor(() => expect(field(/^RUC/)).toHaveFocus());

    fireEvent.change(field(/^RUC/), { target: { value: '20512333798' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
    await waitFor(() => expect(field(/^RUC/)).toHaveAccessibleDescription(validationMessages.rucCheckDigit));
  });

  it('shows the data to confirm once every field is valid', async () => {
    renderWithQueryClient(<AtApp />);
    fireEvent.change(field(/^RUC/), { target: { value: '20512333797' } });
    fireEvent.change(field(/^Razón social/), { target: { value: 'Comercial Andina S.A.C.' } });
    fireEvent.change(field(/^Dirección fiscal/), { target: { value: 'Av. Arequipa 123, Lima' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirma los datos de tu empresa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('20512333797')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar y continuar' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Corregir' }));
    expect(field(/^RUC/)).toHaveValue('20512333797');
  });
});
