import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts, toastStore } from '@facturador/auth-api';
import {
  catalogueMessages,
  despatchMessages,
  validationMessages,
  type CatalogueDriver,
  type CatalogueImportResult,
  type CatalogueVehicle,
  type DespatchDetail,
  type Series,
} from '@facturador/contracts';
import { notFound, type Handler, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import DriversPage from '../../src/features/documents/catalogues/drivers/drivers-page.tsx';
import VehiclesPage from '../../src/features/documents/catalogues/vehicles/vehicles-page.tsx';
import DespatchIssuePage from '../../src/features/despatches/issue/despatch-issue-page.tsx';
import { COMPANY_ID, documentsApi } from '../documents/document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  cleanup();
  clearToasts();
  await api?.stop();
  api = null;
});

const BASE = `/companies/${COMPANY_ID}`;
const STAMP = { createdAt: '2026-12-07T09:00:00.000Z', updatedAt: '2026-12-07T09:00:00.000Z' };
const TRUCK: CatalogueVehicle = {
  id: 'v1',
  plate: 'ABC123',
  circulationCard: '15M22012345',
  brand: 'Volvo',
  ...STAMP,
};
const JUAN: CatalogueDriver = {
  id: 'd1',
  documentType: '1',
  documentNumber: '44556677',
  firstName: 'Juan Carlos',
  lastName: 'Quispe Mamani',
  licence: 'Q44556677',
  ...STAMP,
};
const ANA: CatalogueDriver = {
  id: 'd2',
  documentType: '4',
  documentNumber: '001234567',
  firstName: 'Ana',
  lastName: 'Álvarez',
  licence: 'B12345678',
  ...STAMP,
};
const ISSUED: DespatchDetail = {
  id: 'g1',
  documentType: '09',
  series: 'T001',
  number: 1,
  fullNumber: 'T001-1',
  issueDate: '2026-12-07',
  recipientName: 'Distribuidora Norte S.A.C.',
  status: 'pending',
  statusLabel: 'En proceso en SUNAT',
  environment: 'test',
  createdAt: STAMP.createdAt,
  fileName: '20512333797-09-T001-1',
  ticket: 'a1b2c3',
  sunat: null,
  hasCdr: false,
  lastError: null,
  input: {},
};
const GUIA_SERIES: Series[] = [
  {
    publicId: 's9',
    establishmentId: 'e1',
    establishmentCode: '0000',
    documentType: '09',
    series: 'T001',
    nextCorrelative: 1,
    isActive: true,
  },
];

const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
const page = <T,>(data: T[]) => ({
  body: { success: true, data, meta: { page: 1, limit: 20, total: data.length, totalPages: 1 } },
});
const posts = (server: { calls: () => RecordedRequest[] }, suffix: string) =>
  server.calls().filter((call) => call.method === 'POST' && url(call).pathname.endsWith(suffix));

async function renderPage(ui: ReactElement, path: string, handler: Handler) {
  const rest = documentsApi(handler);
  api = await startSignedInApi((request) => {
    if (request.path === `${BASE}/series`) return { body: { success: true, data: GUIA_SERIES } };
    if (request.path === '/catalogs/ubigeo')
      return {
        body: {
          success: true,
          data: {
            version: '2022',
            districts: [{ code: '150101', department: 'LIMA', province: 'LIMA', district: 'LIMA' }],
          },
        },
      };
    return rest(request);
  });
  render(
    <QueryClientProvider client={api.queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return api.server;
}

describe('Vehículos and Conductores', () => {
  it('lists the company’s vehicles, registers one checked by the guía’s plate rule, and deletes after asking', async () => {
    const server = await renderPage(<VehiclesPage />, '/app/comprobantes/vehiculos', (request) => {
      const { pathname } = url(request);
      if (request.method === 'GET' && pathname === `${BASE}/vehicles`) return page([TRUCK]);
      if (request.method === 'POST')
        return {
          status: 201,
          body: { success: true, message: catalogueMessages.vehicleCreated, data: TRUCK },
        };
      if (request.method === 'DELETE')
        return { body: { success: true, message: catalogueMessages.vehicleDeleted } };
      return notFound;
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vehículos' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a Guías de remisión' })).toHaveAttribute(
      'href',
      '/app/comprobantes/guias',
    );
    const grid = await screen.findByRole('grid', { name: 'Vehículos de la empresa' });
    expect(await within(grid).findByText('ABC123')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Importar CSV' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo vehículo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo vehículo' }));
    const plate = dialog.getByRole('textbox', { name: 'Placa' });
    fireEvent.change(plate, { target: { value: 'ab1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText(despatchMessages.plate)).toBeVisible();
    expect(posts(server, '/vehicles')).toEqual([]);

    fireEvent.change(plate, { target: { value: 'd4e-567' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Marca (opcional)' }), {
      target: { value: 'Hino' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo vehículo' })).toBeNull());
    expect(posts(server, '/vehicles')[0]!.body).toEqual({ plate: 'D4E567', brand: 'Hino' });

    fireEvent.click(within(grid).getByRole('button', { name: 'Eliminar ABC123' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar ABC123' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await waitFor(() =>
      expect(server.calls().find((call) => call.method === 'DELETE')?.path).toBe(`${BASE}/vehicles/v1`),
    );
  });

  it('lists the company’s drivers and registers one, its document checked by its type', async () => {
    const server = await renderPage(<DriversPage />, '/app/comprobantes/conductores', (request) => {
      if (request.method === 'GET' && url(request).pathname === `${BASE}/drivers`) return page([JUAN, ANA]);
      if (request.method === 'POST')
        return { status: 201, body: { success: true, message: catalogueMessages.driverCreated, data: JUAN } };
      return notFound;
    });
    const grid = await screen.findByRole('grid', { name: 'Conductores de la empresa' });
    expect(await within(grid).findByText('DNI 44556677')).toBeVisible();
    expect(within(grid).getByText('Quispe Mamani, Juan Carlos')).toBeVisible();
    // The short name of the document, so that its number is not cut off in the column.
    expect(within(grid).getByText('CE 001234567')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo conductor' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo conductor' }));
    const type = (name: string, value: string) =>
      fireEvent.change(dialog.getByRole('textbox', { name }), { target: { value } });
    type('Número de documento', '4455667');
    type('Nombres', 'Rosa');
    type('Apellidos', 'Huamán');
    type('Licencia de conducir', 'q70112233');
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText(validationMessages.dniLength)).toBeVisible();
    expect(posts(server, '/drivers')).toEqual([]);

    fireEvent.change(dialog.getByRole('combobox', { name: 'Tipo de documento' }), { target: { value: '4' } });
    type('Número de documento', 'ce0012345');
    fireEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(posts(server, '/drivers')).toHaveLength(1));
    expect(posts(server, '/drivers')[0]!.body).toEqual({
      documentType: '4',
      documentNumber: 'CE0012345',
      firstName: 'Rosa',
      lastName: 'Huamán',
      licence: 'Q70112233',
    });
  });

  it('Conductores: «Importar CSV» explains the columns, sends the file’s text and shows the answer row by row, errors first', async () => {
    const result: CatalogueImportResult = {
      created: 1,
      updated: 0,
      failed: 1,
      rows: [
        { row: 2, outcome: 'created', key: '1-41827365', message: null },
        { row: 3, outcome: 'error', key: null, message: `licencia: ${despatchMessages.licence}` },
        { row: 4, outcome: 'updated', key: '4-001234567', message: null },
      ],
    };
    const server = await renderPage(<DriversPage />, '/app/comprobantes/conductores', (request) => {
      const { pathname } = url(request);
      if (request.method === 'GET' && pathname === `${BASE}/drivers`) return page([]);
      if (request.method === 'POST' && pathname === `${BASE}/drivers/import`)
        return { body: { success: true, message: catalogueMessages.imported(1, 0, 1), data: result } };
      return notFound;
    });
    expect(
      await screen.findByText(
        'Aún no hay conductores: agrégalos con «Nuevo conductor», «Importar CSV» o al emitir una guía.',
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar conductores desde CSV' }));
    const columns = within(dialog.getByRole('region', { name: 'Columnas' }));
    expect(columns.getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent)).toEqual([
      'tipo_documento',
      'numero_documento',
      'nombres',
      'apellidos',
      'licencia',
    ]);
    expect(dialog.getByRole('button', { name: 'Descargar plantilla' })).toBeVisible();

    const csv =
      'tipo_documento;numero_documento;nombres;apellidos;licencia\r\nDNI;41827365;Wilber;Condori Huamán;Q41827365\r\nDNI;46203718;Rosa;Ccori;Q1\r\n';
    fireEvent.change(dialog.getByLabelText('Elegir archivo CSV'), {
      target: { files: [new File([csv], 'conductores.csv', { type: 'text/csv' })] },
    });
    expect(await dialog.findByText(catalogueMessages.imported(1, 0, 1))).toBeVisible();
    expect(posts(server, '/drivers/import').map((call) => call.body)).toEqual([{ csv }]);
    const rows = within(dialog.getByRole('table', { name: 'Resultado por fila' }))
      .getAllByRole('row')
      .slice(1);
    // Each key as people write it, not the server's «tipo-número».
    expect(rows.map((row) => row.textContent)).toEqual([
      `Fila 3Con error—licencia: ${despatchMessages.licence}`,
      'Fila 2CreadoDNI 41827365',
      'Fila 4ActualizadoCE 001234567',
    ]);
    // The dialog says how it went; no «Guardado» toast repeats it over the dialog's buttons.
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('Emitir guía: a stored vehicle is picked, a new driver typed is saved to Conductores once the guía is issued', async () => {
    const server = await renderPage(
      <DespatchIssuePage />,
      `/app/comprobantes/guias/emitir?empresa=${COMPANY_ID}&tipo=09`,
      (request) => {
        const { pathname } = url(request);
        if (request.method === 'GET' && pathname === `${BASE}/vehicles`) return page([TRUCK]);
        if (request.method === 'POST' && pathname === `${BASE}/despatches`)
          return { status: 201, body: { success: true, data: ISSUED } };
        if (request.method === 'POST' && pathname === `${BASE}/drivers`)
          return {
            status: 201,
            body: { success: true, message: catalogueMessages.driverCreated, data: JUAN },
          };
        return notFound;
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Emitir guía de remisión remitente' });
    const plate = await screen.findByRole('combobox', { name: 'Placa' });
    fireEvent.change(plate, { target: { value: 'abc' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ABC123 · Volvo' }));
    expect(plate).toHaveValue('ABC123');
    expect(screen.getByRole('textbox', { name: /TUC o certificado/ })).toHaveValue('15M22012345');
    expect(
      url(server.calls().find((call) => url(call).pathname.endsWith('/vehicles'))!).searchParams.get('q'),
    ).toBe('abc');
    // Picked from Vehículos: nothing to save; the driver typed by hand is offered.
    expect(screen.queryByRole('checkbox', { name: 'Guardar en Vehículos' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Guardar en Conductores' })).toBeChecked();

    const type = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type('Peso bruto total', '25.5');
    type('Dirección (punto de partida)', 'Av. Los Olivos 123');
    type('Dirección (punto de llegada)', 'Av. Javier Prado 4200');
    const recipient = within(screen.getByRole('region', { name: 'Destinatario' }));
    fireEvent.change(recipient.getByRole('textbox', { name: 'Número de documento' }), {
      target: { value: '20607854247' },
    });
    fireEvent.change(recipient.getByRole('textbox', { name: 'Nombre o razón social' }), {
      target: { value: 'Distribuidora Norte S.A.C.' },
    });
    type('Descripción', 'Cajas de cartón');
    fireEvent.change(screen.getByRole('combobox', { name: 'DNI del conductor' }), {
      target: { value: '70112233' },
    });
    type('Licencia de conducir', 'q70112233');
    type('Nombres', 'Luis');
    type('Apellidos', 'Rojas');
    fireEvent.click(screen.getByRole('button', { name: 'Emitir guía' }));

    await waitFor(() => expect(posts(server, '/drivers')).toHaveLength(1));
    expect(posts(server, '/despatches')[0]!.body).toMatchObject({
      vehicle: { plate: 'ABC123', circulationCard: '15M22012345' },
    });
    expect(posts(server, '/drivers')[0]!.body).toEqual({
      documentType: '1',
      documentNumber: '70112233',
      firstName: 'Luis',
      lastName: 'Rojas',
      licence: 'Q70112233',
    });
    expect(posts(server, '/vehicles')).toEqual([]);
  });
});
