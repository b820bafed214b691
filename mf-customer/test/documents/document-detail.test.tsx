import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { clearToasts, DOCUMENTS_QUERY_KEY } from '@facturador/auth-api';
import type { DocumentDetail } from '@facturador/contracts';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import DocumentPage from '../../src/features/documents/detail/document-page.tsx';
import { COMPANY_ID, documentFixture, documentsApi } from './document-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
const saved: { blob?: Blob; name?: string } = {};
beforeEach(() => {
  // jsdom has no Blob URLs and cannot follow a download: both stand in for the browser's.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.blob = blob;
      return 'blob:document';
    },
    revokeObjectURL: () => {},
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
});
afterEach(async () => {
  cleanup();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  clearToasts();
  await api?.stop();
  api = null;
});

const DETAIL = `/companies/${COMPANY_ID}/documents/d1`;

async function renderDetail(document: DocumentDetail, handler: Handler = () => notFound) {
  api = await startSignedInApi(
    documentsApi((request) =>
      request.method === 'GET' && request.path === DETAIL
        ? { body: { success: true, data: document } }
        : handler(request),
    ),
  );
  render(
    <QueryClientProvider client={api.queryClient}>
      {/* As the shell mounts it: outside a <Route> of its own, so the page reads its path itself. */}
      <MemoryRouter initialEntries={[`/app/comprobantes/${COMPANY_ID}/d1`]}>
        <DocumentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', {
    level: 1,
    name: `${document.documentType === '01' ? 'Factura' : 'Boleta de venta'} ${document.fullNumber}`,
  });
  return api.server;
}

describe('Comprobantes: the detail', () => {
  it('shows the data, the lines, SUNAT’s answer and the history, and downloads the XML', async () => {
    const server = await renderDetail(
      documentFixture({
        status: 'observed',
        cdr: {
          code: '0',
          description: 'Aceptada',
          notes: [{ code: '4001', text: 'El RUC del cliente no existe' }],
        },
      }),
      (request) =>
        request.path === `${DETAIL}/xml`
          ? { body: '<Invoice/>', headers: { 'Content-Type': 'application/xml' } }
          : notFound,
    );
    expect(screen.getByText('F001-8 aceptado con observaciones')).toBeVisible();
    expect(screen.getByText('4001: El RUC del cliente no existe')).toBeVisible();
    expect(screen.getByText('20607854247 · Distribuidora Norte S.A.C.')).toBeVisible();
    const lines = within(screen.getByRole('region', { name: 'Ítems' }));
    expect(lines.getByText(/Servicio de mantenimiento/)).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'Historial' }));
    expect(history.getByText('0 · Aceptado por SUNAT')).toBeVisible();

    server.calls().length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Más: XML y CDR' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'XML' }));
    await waitFor(() => expect(saved.name).toBe('20512333797-01-F001-8.xml'));
    expect(server.calls().map((call) => call.path)).toContain(`${DETAIL}/xml`);
    expect(saved.blob!.type).toBe('application/xml');
  });

  it('shows a retry that met the same answer once, with how many times and the last one', async () => {
    const noAnswer = 'SUNAT tuvo un problema y no dio su respuesta.';
    await renderDetail(
      documentFixture({
        status: 'sent',
        cdr: null,
        lastError: noAnswer,
        history: [
          {
            date: '2026-11-26T15:00:00.000Z',
            status: 'signed',
            code: null,
            description: 'Numerado F001-8 y firmado',
          },
          ...['15:00:01', '15:00:06', '15:00:21', '15:01:21'].map((time) => ({
            date: `2026-11-26T${time}.000Z`,
            status: 'sent' as const,
            code: null,
            description: noAnswer,
          })),
          {
            date: '2026-11-26T15:05:00.000Z',
            status: 'accepted',
            code: '0',
            description: 'Aceptado por SUNAT',
          },
        ],
      }),
    );
    const history = within(screen.getByRole('region', { name: 'Historial' }));
    expect(history.getAllByRole('listitem')).toHaveLength(3);
    // Once, at the first time (10:00:01 in Lima), then how many and the last (10:01:21).
    const repeated = history.getByText(noAnswer).closest('li')!;
    expect(repeated).toHaveTextContent('26/11/2026, 10:00:01');
    expect(repeated).toHaveTextContent('4 veces; la última, 26/11/2026, 10:01:21');
    expect(history.getByText('0 · Aceptado por SUNAT').closest('li')).not.toHaveTextContent('veces');
  });

  it('writes what a person reads: dd/mm/aaaa, soles with thousands, the price with IGV, units and afectación by name', async () => {
    await renderDetail(
      documentFixture({
        igv: '1384.18',
        total: '9074.08',
        lines: [
          {
            description: 'Instalación de red',
            quantity: '1',
            unitCode: 'ZZ',
            affectation: '10',
            unitPrice: '9064.08',
            amount: '9064.08',
          },
          {
            description: 'Cuaderno A4',
            quantity: '2',
            unitCode: 'NIU',
            affectation: '20',
            unitPrice: '5.00',
            amount: '10.00',
          },
        ],
      }),
    );
    const data = within(screen.getByRole('region', { name: 'Datos' }));
    expect(data.getByText('26/11/2026')).toBeVisible();
    expect(data.getByText('29/11/2026')).toBeVisible();
    expect(data.getByText('S/ 9,074.08')).toBeVisible();
    expect(data.getByText('S/ 1,384.18')).toBeVisible();
    const lines = within(screen.getByRole('region', { name: 'Ítems' }));
    expect(lines.getByText('1 servicio × S/ 9,064.08 · Gravado · Importe S/ 9,064.08')).toBeVisible();
    expect(lines.getByText('2 unidades × S/ 5.00 · Exonerado · Importe S/ 10.00')).toBeVisible();
    const page = document.body.textContent ?? '';
    expect(page).not.toMatch(/\b(ZZ|NIU)\b/);
    expect(page).not.toContain('Afectación IGV');
    expect(page).not.toContain('2026-11-26');
  });

  it('names a boleta’s buyer «varios» without a «-» for the document it has not', async () => {
    await renderDetail(
      documentFixture({
        documentType: '03',
        series: 'B001',
        fullNumber: 'B001-3',
        customer: { documentType: '-', documentNumber: '-', name: 'Clientes varios' },
      }),
    );
    const data = within(screen.getByRole('region', { name: 'Datos' }));
    expect(data.getByText('Clientes varios')).toBeVisible();
    expect(data.queryByText(/^-/)).toBeNull();
  });

  it('marks a document issued in test «Prueba» beside its state, and a real one not (issue 40)', async () => {
    await renderDetail(documentFixture({ environment: 'test' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Factura F001-8' });
    const chip = within(heading.parentElement!).getByText('Prueba');
    expect(chip).toBeVisible();
    expect(chip.closest('[title]')).toHaveAttribute('title', expect.stringMatching(/sin valor tributario/));
    cleanup();
    await api?.stop();
    await renderDetail(documentFixture());
    expect(screen.queryByText('Prueba')).toBeNull();
  });

  it('puts «anulado» above all on a voided document: no green «aceptado por SUNAT» beside it', async () => {
    await renderDetail(documentFixture({ status: 'voided', voidable: null }));
    const state = screen.getByText('F001-8 anulado').closest('[role="alert"]')!;
    expect(state).toHaveAttribute('data-state', 'voided');
    expect(state).toHaveTextContent('ya no tiene validez');
    expect(state.className).toMatch(/Error/);
    expect(screen.queryByText(/aceptado por SUNAT/)).toBeNull();
    expect(screen.getByText('Anulado', { exact: true })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
  });

  it('says a baja in progress leaves the document standing until SUNAT accepts it', async () => {
    await renderDetail(documentFixture({ status: 'voiding', voidable: null }));
    const state = screen.getByText('F001-8: baja en proceso').closest('[role="alert"]')!;
    expect(state).toHaveTextContent('sigue vigente hasta que SUNAT la acepte');
    expect(screen.queryByText(/aceptado por SUNAT/)).toBeNull();
  });

  it('puts «rechazado» above all on a document SUNAT refused, with what to do next', async () => {
    await renderDetail(
      documentFixture({
        status: 'rejected',
        sunatCode: '2017',
        cdr: {
          code: '2017',
          description: 'El número de documento de identidad del receptor debe ser RUC',
          notes: [],
        },
        voidable: null,
      }),
    );
    const state = screen.getByText('F001-8 rechazado por SUNAT').closest('[role="alert"]')!;
    expect(state.className).toMatch(/Error/);
    expect(state).toHaveTextContent('emite un comprobante nuevo');
    expect(screen.queryByText(/aceptado/)).toBeNull();
  });

  it('lets the owner void a factura by a comunicación de baja, with a reason', async () => {
    const server = await renderDetail(documentFixture(), (request) =>
      request.method === 'POST' && request.path === `${DETAIL}/void`
        ? {
            body: {
              success: true,
              message: 'La baja fue enviada a SUNAT; el estado se actualizará al recibir la respuesta',
              data: {
                id: 'r1',
                kind: 'RA',
                identifier: 'RA-20261126-1',
                issueDate: '2026-11-26',
                referenceDate: '2026-11-26',
                status: 'pending',
                ticket: '123',
                sunatCode: null,
                sunatDescription: null,
                lines: [{ documentId: 'd1', fullNumber: 'F001-8', lineStatus: '3' }],
              },
            },
          }
        : notFound,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Anular F001-8' }));
    expect(dialog.getByText(/comunicación de baja \(RA\)/)).toBeVisible();
    fireEvent.click(dialog.getByRole('button', { name: 'Anular comprobante' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Ingresa el motivo de la baja');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Motivo de la baja' }), {
      target: { value: 'Error en el precio' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Anular comprobante' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = server.calls().find((call) => call.method === 'POST' && call.path === `${DETAIL}/void`);
    expect(post!.body).toEqual({ reason: 'Error en el precio' });
  });

  it('says a boleta is voided by a resumen diario with status 3', async () => {
    await renderDetail(
      documentFixture({
        documentType: '03',
        series: 'B001',
        fullNumber: 'B001-3',
        voidable: { method: 'RC', until: '2026-12-03' },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    expect(
      within(screen.getByRole('dialog')).getByText(/resumen diario \(RC\) con la boleta en estado 3/),
    ).toBeVisible();
  });

  it('issues a credit note with a Catálogo 09 reason and the document’s lines prefilled', async () => {
    const server = await renderDetail(documentFixture(), (request) =>
      request.method === 'POST' && request.path === `${DETAIL}/notes`
        ? {
            status: 201,
            body: {
              success: true,
              data: documentFixture({
                id: 'n1',
                documentType: '07',
                series: 'FC01',
                number: 1,
                fullNumber: 'FC01-1',
                voidable: null,
              }),
            },
          }
        : notFound,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir nota de crédito' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Nota de crédito de F001-8' }));
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Serie de la nota' })).toHaveValue('FC01'),
    );
    expect(dialog.getByRole('textbox', { name: 'Descripción' })).toHaveValue('Servicio de mantenimiento');
    fireEvent.change(dialog.getByRole('combobox', { name: 'Motivo (catálogo 09)' }), {
      target: { value: '07' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Sustento' }), {
      target: { value: 'Devolución parcial' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Valor unitario sin IGV' }), {
      target: { value: '40' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir nota de crédito' }));
    await waitFor(() => expect(server.calls().some((call) => call.path === `${DETAIL}/notes`)).toBe(true));
    const post = server.calls().find((call) => call.path === `${DETAIL}/notes`);
    expect(post!.body).toEqual({
      documentType: '07',
      series: 'FC01',
      reasonCode: '07',
      reasonDescription: 'Devolución parcial',
      lines: [
        {
          description: 'Servicio de mantenimiento',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '40',
          affectation: '10',
        },
      ],
    });
  });

  it('issues a debit note with a Catálogo 10 reason, in an FD series, from one empty line the user fills', async () => {
    const server = await renderDetail(documentFixture(), (request) =>
      request.method === 'POST' && request.path === `${DETAIL}/notes`
        ? {
            status: 201,
            body: {
              success: true,
              data: documentFixture({
                id: 'n2',
                documentType: '08',
                series: 'FD01',
                number: 1,
                fullNumber: 'FD01-1',
                voidable: null,
              }),
            },
          }
        : notFound,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir nota de débito' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Nota de débito de F001-8' }));
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Serie de la nota' })).toHaveValue('FD01'),
    );
    // Only the debit-note series of the factura's family is offered.
    expect(
      within(dialog.getByRole('combobox', { name: 'Serie de la nota' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['FD01']);
    const reason = dialog.getByRole('combobox', { name: 'Motivo (catálogo 10)' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '01 · Intereses por mora',
      '02 · Aumento en el valor',
      '03 · Penalidades / otros conceptos',
      '11 · Ajustes de operaciones de exportación',
      '12 · Ajustes afectos al IVAP',
    ]);
    // Unlike a credit note, the factura's lines are not copied: one empty line to fill.
    expect(dialog.getAllByRole('group', { name: /Ítem/ })).toHaveLength(1);
    expect(dialog.getByRole('textbox', { name: 'Descripción' })).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: 'Valor unitario sin IGV' })).toHaveValue('');

    fireEvent.change(dialog.getByRole('textbox', { name: 'Sustento' }), {
      target: { value: 'Pago con 30 días de atraso' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Descripción' }), {
      target: { value: 'Intereses moratorios' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Valor unitario sin IGV' }), {
      target: { value: '25' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Emitir nota de débito' }));
    await waitFor(() => expect(server.calls().some((call) => call.path === `${DETAIL}/notes`)).toBe(true));
    const post = server.calls().find((call) => call.path === `${DETAIL}/notes`);
    expect(post!.body).toEqual({
      documentType: '08',
      series: 'FD01',
      reasonCode: '01',
      reasonDescription: 'Pago con 30 días de atraso',
      lines: [
        {
          description: 'Intereses moratorios',
          quantity: '1',
          unitCode: 'ZZ',
          unitValue: '25',
          affectation: '10',
        },
      ],
    });
  });

  it('says when the company has no debit-note series of the boleta’s family, with a link to register one', async () => {
    await renderDetail(documentFixture({ documentType: '03', series: 'B001', fullNumber: 'B001-3' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir nota de débito' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Nota de débito de B001-3' }));
    expect(
      await dialog.findByText(/La empresa no tiene una serie activa de nota de débito que empiece con B/),
    ).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Registrar una serie en Mis Empresas' })).toHaveAttribute(
      'href',
      `/app/mis-empresas/${COMPANY_ID}/series`,
    );
    expect(dialog.getByRole('button', { name: 'Emitir nota de débito' })).toBeDisabled();
  });

  it('follows a later answer of SUNAT when document_updated makes the documents stale', async () => {
    const document = documentFixture({
      status: 'sent',
      cdr: null,
      lastError: 'SUNAT no respondió a tiempo',
      voidable: null,
    });
    await renderDetail(document);
    expect(screen.getByText('F001-8 pendiente de respuesta')).toBeVisible();
    // The retry job got SUNAT's CDR: the server answers the new state from now on.
    Object.assign(document, documentFixture());
    // What the shell does on document_updated (REALTIME_INVALIDATIONS of @facturador/auth-api).
    await act(() => api!.queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }));
    expect(await screen.findByText('F001-8 aceptado por SUNAT')).toBeVisible();
  });
});
