import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts } from '@facturador/auth-api';
import { rucLookupMessages, rucStandingWarning, type RucTaxpayer } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { CreateCompanyDialog } from '../src/features/companies/list/create-company-dialog.tsx';
import { CustomerDialog } from '../src/features/documents/catalogues/customers/customer-dialog.tsx';
import OnboardingPage from '../src/features/onboarding/onboarding-page.tsx';
import { messages } from '../src/shared/messages.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const DISTRICTS = [
  { code: '150101', department: 'LIMA', province: 'LIMA', district: 'LIMA' },
  { code: '150116', department: 'LIMA', province: 'LIMA', district: 'LINCE' },
  { code: '040101', department: 'AREQUIPA', province: 'AREQUIPA', district: 'AREQUIPA' },
];
const catalog = { body: { success: true, data: { version: '2022', districts: DISTRICTS } } };

/** A taxpayer as GET /ruc/:ruc answers it, the warning written by the contract's own rule. */
function taxpayer(overrides: Partial<RucTaxpayer> & Pick<RucTaxpayer, 'ruc' | 'state' | 'condition'>) {
  return {
    businessName: 'INVERSIONES HUAMÁN & ASOCIADOS S.A.C.',
    address: 'AV. AREQUIPA NRO. 1250',
    ubigeo: DISTRICTS[1],
    updatedAt: '2026-11-01T05:00:00.000Z',
    warning: rucStandingWarning(overrides.state, overrides.condition),
    ...overrides,
  };
}

/** The screen over a real HTTP server that knows the catalogue and the taxpayers given. */
async function renderWithPadron(taxpayers: ReturnType<typeof taxpayer>[], ui: ReactElement, more?: Handler) {
  api = await startSignedInApi((request) => {
    if (request.path === '/catalogs/ubigeo') return catalog;
    const found = taxpayers.find((row) => request.path === `/ruc/${row.ruc}`);
    if (found) return { body: { success: true, data: found } };
    if (request.path.startsWith('/ruc/'))
      return {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: rucLookupMessages.notFound },
      };
    return more ? more(request) : notFound;
  });
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const select = (name: RegExp) => screen.getByRole('combobox', { name });

describe('the company forms fill themselves from the padrón', () => {
  it('“Agregar empresa” fills name, address and district, warns about a BAJA, and keeps the fields editable', async () => {
    const baja = taxpayer({
      ruc: '20451287339',
      businessName: 'DISTRIBUIDORA EL AMAUTA S.R.L.',
      address: 'CAL. MERCADERES NRO. 212',
      ubigeo: DISTRICTS[2],
      state: 'BAJA DE OFICIO',
      condition: 'HABIDO',
    });
    const server = await renderWithPadron([baja], <CreateCompanyDialog onClose={() => {}} />, (request) =>
      request.method === 'POST' && request.path === '/companies'
        ? { status: 400, body: { success: false, code: 'BAD_REQUEST', message: 'Rechazada para la prueba' } }
        : notFound,
    );
    // Nine digits ask nothing: only a complete RUC with a valid check digit is looked up.
    fireEvent.change(input(/^RUC/), { target: { value: '204512873' } });
    fireEvent.change(input(/^RUC/), { target: { value: '20451287339' } });

    await waitFor(() => expect(input(/^Razón social/)).toHaveValue('DISTRIBUIDORA EL AMAUTA S.R.L.'));
    expect(input(/^Dirección fiscal/)).toHaveValue('CAL. MERCADERES NRO. 212');
    await waitFor(() => expect(select(/Distrito/)).toHaveValue('040101'));
    expect(select(/Departamento/)).toHaveValue('04');
    expect(select(/Provincia/)).toHaveValue('0401');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El contribuyente está en estado BAJA DE OFICIO: SUNAT rechaza facturas a un RUC que no está activo.',
    );
    expect(
      server
        .calls()
        .filter((request) => request.path.startsWith('/ruc/'))
        .map((r) => r.path),
    ).toEqual(['/ruc/20451287339']);

    // The user's correction is what is sent.
    fireEvent.change(input(/^Razón social/), { target: { value: 'Distribuidora El Amauta S.R.L.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar empresa' }));
    await waitFor(() =>
      expect(server.calls().find((request) => request.method === 'POST')?.body).toEqual({
        ruc: '20451287339',
        businessName: 'Distribuidora El Amauta S.R.L.',
        fiscalAddress: 'CAL. MERCADERES NRO. 212',
        ubigeo: '040101',
      }),
    );
  }, 20_000);

  it('onboarding fills an active taxpayer without a warning and shows its district in the review', async () => {
    await renderWithPadron(
      [taxpayer({ ruc: '20604581738', state: 'ACTIVO', condition: 'HABIDO' })],
      <OnboardingPage />,
    );
    fireEvent.change(input(/^RUC/), { target: { value: '20604581738' } });
    await waitFor(() => expect(input(/^Razón social/)).toHaveValue('INVERSIONES HUAMÁN & ASOCIADOS S.A.C.'));
    expect(input(/^Dirección fiscal/)).toHaveValue('AV. AREQUIPA NRO. 1250');
    await waitFor(() => expect(select(/Distrito/)).toHaveValue('150116'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Datos tomados del padrón de SUNAT (ACTIVO, HABIDO). Revísalos: puedes corregirlos.',
    );
    // The page's own alert (the account setup) is the only one: no warning about the taxpayer.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Completa la configuración inicial de tu cuenta',
    ]);

    // A correction survives the review and the way back: the answer does not fill again.
    fireEvent.change(input(/^Razón social/), { target: { value: 'Bodega Huamán S.A.C.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
    await screen.findByRole('heading', { name: 'Confirma los datos de tu empresa' });
    expect(screen.getByText('Lince, Lima, Lima')).toBeInTheDocument();
    expect(screen.getByText('Bodega Huamán S.A.C.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Corregir' }));
    expect(input(/^Razón social/)).toHaveValue('Bodega Huamán S.A.C.');
    expect(select(/Distrito/)).toHaveValue('150116');
  }, 20_000);

  it('warns about a NO HALLADO address; a RUC not in the padrón is typed by hand and reviewed as not verified', async () => {
    await renderWithPadron(
      [
        taxpayer({
          ruc: '20601234573',
          businessName: 'TRANSPORTES SEÑOR DE LOS MILAGROS S.A.C.',
          state: 'ACTIVO',
          condition: 'NO HALLADO',
        }),
      ],
      <OnboardingPage />,
    );
    fireEvent.change(input(/^RUC/), { target: { value: '20601234573' } });
    const warning = rucLookupMessages.notHabido('NO HALLADO');
    const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
    await waitFor(() => expect(alerts()).toContain(warning));

    fireEvent.change(input(/^Razón social/), { target: { value: 'Mi empresa' } });
    fireEvent.change(input(/^RUC/), { target: { value: '20100070970' } });
    // Issue 40 item 7: not a dead end; the form says what happens to a company typed by hand.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(messages.rucLookup.companyNotInPadron),
    );
    expect(input(/^Razón social/)).toHaveValue('Mi empresa');
    expect(alerts()).not.toContain(warning);
    fireEvent.change(input(/^Dirección fiscal/), { target: { value: 'Jr. Lampa 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar datos' }));
    expect(await screen.findByText(messages.onboarding.notInPadron)).toBeInTheDocument();
  }, 20_000);
});

describe('«Nuevo cliente» fills the buyer from the padrón', () => {
  const COMPANY_ID = 'c1';
  const saved = {
    status: 201,
    body: {
      success: true,
      data: {
        id: 'k1',
        documentType: '6',
        documentNumber: '20604581738',
        name: 'x',
        address: null,
        email: null,
        createdAt: '2026-11-26T15:00:00.000Z',
        updatedAt: '2026-11-26T15:00:00.000Z',
      },
    },
  };
  const savesCustomers: Handler = (request) =>
    request.method === 'POST' && request.path === `/companies/${COMPANY_ID}/customers` ? saved : notFound;
  const posted = (server: Awaited<ReturnType<typeof renderWithPadron>>) =>
    server.calls().find((request) => request.method === 'POST')?.body;
  const rucCalls = (server: Awaited<ReturnType<typeof renderWithPadron>>) =>
    server
      .calls()
      .filter((request) => request.path.startsWith('/ruc/'))
      .map((request) => request.path);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

  it('fills the razón social and dirección fiscal of a RUC typed, and saves them as corrected', async () => {
    const server = await renderWithPadron(
      [taxpayer({ ruc: '20604581738', state: 'ACTIVO', condition: 'HABIDO' })],
      <CustomerDialog companyId={COMPANY_ID} entry={null} onClose={() => {}} />,
      savesCustomers,
    );
    type('Número de documento', '2060458173');
    type('Número de documento', '20604581738');
    await waitFor(() =>
      expect(field('Nombre o razón social')).toHaveValue('INVERSIONES HUAMÁN & ASOCIADOS S.A.C.'),
    );
    expect(field('Dirección (opcional)')).toHaveValue('AV. AREQUIPA NRO. 1250');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Datos tomados del padrón de SUNAT (ACTIVO, HABIDO). Revísalos: puedes corregirlos.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rucCalls(server)).toEqual(['/ruc/20604581738']);

    type('Dirección (opcional)', 'Av. Arequipa 1250, Lince');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(posted(server)).toEqual({
        documentType: '6',
        documentNumber: '20604581738',
        name: 'INVERSIONES HUAMÁN & ASOCIADOS S.A.C.',
        address: 'Av. Arequipa 1250, Lince',
      }),
    );
  }, 20_000);

  it('warns about a NO HABIDO taxpayer without keeping the client from being saved', async () => {
    const server = await renderWithPadron(
      [
        taxpayer({
          ruc: '20601234573',
          businessName: 'TRANSPORTES SEÑOR DE LOS MILAGROS S.A.C.',
          address: 'JR. HUALLAGA NRO. 330',
          state: 'ACTIVO',
          condition: 'NO HABIDO',
        }),
      ],
      <CustomerDialog companyId={COMPANY_ID} entry={null} onClose={() => {}} />,
      savesCustomers,
    );
    type('Número de documento', '20601234573');
    expect(await screen.findByRole('alert')).toHaveTextContent(rucLookupMessages.notHabido('NO HABIDO'));
    expect(field('Nombre o razón social')).toHaveValue('TRANSPORTES SEÑOR DE LOS MILAGROS S.A.C.');
    expect(field('Dirección (opcional)')).toHaveValue('JR. HUALLAGA NRO. 330');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(posted(server)).toEqual({
        documentType: '6',
        documentNumber: '20601234573',
        name: 'TRANSPORTES SEÑOR DE LOS MILAGROS S.A.C.',
        address: 'JR. HUALLAGA NRO. 330',
      }),
    );
  }, 20_000);

  it('says so when a RUC is not in the padrón and lets the person type the data', async () => {
    const server = await renderWithPadron(
      [],
      <CustomerDialog companyId={COMPANY_ID} entry={null} onClose={() => {}} />,
      savesCustomers,
    );
    type('Número de documento', '20100070970');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(rucLookupMessages.notFound));
    expect(field('Nombre o razón social')).toHaveValue('');
    expect(field('Nombre o razón social')).toBeEnabled();

    type('Nombre o razón social', 'Gloria S.A.');
    type('Dirección (opcional)', 'Av. República de Panamá 2461');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(posted(server)).toEqual({
        documentType: '6',
        documentNumber: '20100070970',
        name: 'Gloria S.A.',
        address: 'Av. República de Panamá 2461',
      }),
    );
  }, 20_000);

  it('never overwrites what the person typed, but replaces what the padrón wrote for an earlier RUC', async () => {
    const server = await renderWithPadron(
      [
        taxpayer({ ruc: '20604581738', state: 'ACTIVO', condition: 'HABIDO' }),
        taxpayer({
          ruc: '20451287339',
          businessName: 'DISTRIBUIDORA EL AMAUTA S.R.L.',
          address: 'CAL. MERCADERES NRO. 212',
          state: 'ACTIVO',
          condition: 'HABIDO',
        }),
      ],
      <CustomerDialog companyId={COMPANY_ID} entry={null} onClose={() => {}} />,
    );
    // A DNI is not looked up: the padrón reducido lists RUCs only.
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de documento' }), { target: { value: '1' } });
    type('Número de documento', '45678912');
    type('Nombre o razón social', 'Bodega Huamán');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de documento' }), { target: { value: '6' } });
    type('Número de documento', '20604581738');

    await waitFor(() => expect(field('Dirección (opcional)')).toHaveValue('AV. AREQUIPA NRO. 1250'));
    expect(field('Nombre o razón social')).toHaveValue('Bodega Huamán');
    expect(rucCalls(server)).toEqual(['/ruc/20604581738']);

    // Another RUC: the address the padrón wrote follows it; the name typed stays.
    type('Número de documento', '20451287339');
    await waitFor(() => expect(field('Dirección (opcional)')).toHaveValue('CAL. MERCADERES NRO. 212'));
    expect(field('Nombre o razón social')).toHaveValue('Bodega Huamán');

    // Both typed by hand: the padrón's answer only says the RUC is there.
    type('Dirección (opcional)', 'Mercaderes 212, Arequipa');
    type('Número de documento', '20604581738');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'El RUC figura en el padrón de SUNAT (ACTIVO, HABIDO). Se conservaron los datos que escribiste.',
      ),
    );
    expect(field('Nombre o razón social')).toHaveValue('Bodega Huamán');
    expect(field('Dirección (opcional)')).toHaveValue('Mercaderes 212, Arequipa');
  }, 20_000);
});
