import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { contrastRatio, purchaseReceiptMessages, WCAG_AA_TEXT_CONTRAST } from '@facturador/contracts';
import { clearToasts, handleRealtimeEvent, setPublicSettings } from '@facturador/auth-api';
import { notFound, type Handler, type RecordedRequest } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { LedgerSection } from '../src/features/plans/ledger/ledger-section.tsx';
import PlansPage from '../src/features/plans/plans-page.tsx';
import { ORDER_STATE_COLORS, SUBSCRIPTION_STATE_COLORS } from '@facturador/contracts';
import { SubscriptionSection } from '../src/features/plans/subscription/subscription-section.tsx';
import { ledgerEntry, order, pack, page, plan, proPlan, subscription } from './plans-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  clearToasts();
  setPublicSettings(null);
  await api?.stop();
  api = null;
});

async function renderOver(handler: Handler, ui: ReactElement) {
  api = await startSignedInApi(handler);
  render(<QueryClientProvider client={api.queryClient}>{ui}</QueryClientProvider>);
  return api.server;
}

/** jsdom's Blob has no bytes(): read them as the browser's FileReader would. */
const readBytes = (blob: Blob) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)));
    reader.readAsArrayBuffer(blob);
  });
const url = (request: RecordedRequest) => new URL(request.path, 'http://api.test');
/** Every section has its answer (no skeleton left): nothing updates after the test ends. */
const settled = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
const ok = (data: unknown) => ({ body: { success: true, data } });

describe('Mis Planes y Tokens: subscription', () => {
  it('shows plan, state, period, tokens used and left with a named progress bar, extra tokens and limits', async () => {
    await renderOver(
      (request) => (request.path === '/billing/subscription' ? ok(subscription()) : notFound),
      <SubscriptionSection />,
    );
    expect(screen.getByLabelText('Cargando tu suscripción')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Básico')).toBeVisible();
    expect(screen.getByText('Activa')).toBeVisible();
    expect(screen.getByText('50 de 200 usados')).toBeVisible();
    expect(screen.getByText('Te quedan 150')).toBeVisible();
    expect(screen.getByText('Cada comprobante emitido consume un token.')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Tokens del periodo usados' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '50 de 200 usados');
    const extra = screen.getByText('Tokens extra').nextElementSibling;
    expect(extra).toHaveTextContent('500');
    expect(screen.getByRole('progressbar', { name: 'Empresas' })).toHaveAttribute('aria-valuetext', '1 de 1');
    expect(screen.getByRole('progressbar', { name: 'Usuarios por empresa' })).toHaveAttribute(
      'aria-valuetext',
      '1 de 3',
    );
  });

  it('says «pendiente de pago» and an unlimited quota without a bar', async () => {
    await renderOver(
      (request) =>
        request.path === '/billing/subscription'
          ? ok(subscription({ state: 'pending_payment', tokens: { quota: null, used: 7, remaining: null } }))
          : notFound,
      <SubscriptionSection />,
    );
    expect(await screen.findByText('Pendiente de pago')).toBeVisible();
    expect(screen.getByText('7 usados · sin límite')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Tokens del periodo usados' })).toBeNull();
  });

  it('offers «Reintentar» when the subscription cannot be read, and reads it again', async () => {
    let calls = 0;
    await renderOver(
      (request) => {
        if (request.path !== '/billing/subscription') return notFound;
        calls += 1;
        return calls === 1
          ? { status: 500, body: { success: false, message: 'Error interno' } }
          : ok(subscription());
      },
      <SubscriptionSection />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Básico')).toBeVisible();
  });

  it('reads the subscription again when billing_updated arrives', async () => {
    let extraTokens = 500;
    await renderOver(
      (request) => (request.path === '/billing/subscription' ? ok(subscription({ extraTokens })) : notFound),
      <SubscriptionSection />,
    );
    await waitFor(() => expect(screen.getByText('Tokens extra').nextElementSibling).toHaveTextContent('500'));
    extraTokens = 1000;
    await handleRealtimeEvent({ type: 'billing_updated', timestamp: Date.now(), userId: 'usr_123' });
    await waitFor(() =>
      expect(screen.getByText('Tokens extra').nextElementSibling).toHaveTextContent('1,000'),
    );
  });

  it('colours every state badge with AA contrast in both themes', () => {
    for (const tones of [...Object.values(SUBSCRIPTION_STATE_COLORS), ...Object.values(ORDER_STATE_COLORS)]) {
      for (const mode of ['light', 'dark'] as const) {
        expect(contrastRatio(tones[mode].text, tones[mode].background)).toBeGreaterThanOrEqual(
          WCAG_AA_TEXT_CONTRAST,
        );
      }
    }
  });
});

/** The whole page's API: a pack bought by voucher goes from pending payment to pending approval. */
function billingApi() {
  let current = null as ReturnType<typeof order> | null;
  const handler: Handler = (request) => {
    const { pathname } = url(request);
    if (pathname === '/billing/subscription') return ok(subscription());
    if (pathname === '/billing/plans') return ok([plan(), proPlan]);
    if (pathname === '/billing/token-packs') return ok([pack]);
    if (pathname === '/billing/ledger') return { body: page([], 1, 10, 0) };
    if (pathname === '/billing/orders' && request.method === 'GET')
      return { body: page(current ? [current] : [], 1, 5, current ? 1 : 0) };
    if (pathname === '/billing/orders' && request.method === 'POST') {
      current = order();
      return { status: 201, body: { success: true, message: 'Orden creada', data: current } };
    }
    if (pathname === `/billing/orders/ord_1/voucher` && current) {
      current = { ...current, state: 'pending_approval', hasVoucher: true };
      return { body: { success: true, data: current } };
    }
    return notFound;
  };
  return handler;
}

describe('Mis Planes y Tokens: plans and buying', () => {
  it('lists the plans with IGV breakdown, marks the current one and offers the change on the others', async () => {
    await renderOver(billingApi(), <PlansPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Planes y Tokens' })).toBeVisible();
    await settled();
    const basic = screen.getByRole('article', { name: 'Básico' });
    expect(within(basic).getByText('Tu plan actual')).toBeVisible();
    expect(within(basic).queryByRole('button')).toBeNull();
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('S/ 149.00')).toBeVisible();
    // 149.00 / 1.18 = 126.27; the IGV is what is left.
    expect(within(pro).getByText('Base S/ 126.27 + IGV S/ 22.73')).toBeVisible();
    expect(within(pro).getByText('600 comprobantes al mes')).toBeVisible();
    expect(within(pro).getByText('3 empresas')).toBeVisible();
    expect(within(pro).getByRole('button', { name: 'Cambiar a este plan: Pro' })).toBeVisible();
  });

  it('buys a token pack by voucher: creates the order, uploads the file and shows it pending approval', async () => {
    // Issue 28: the method is offered only when Configuración names an account.
    setPublicSettings({
      support: { email: 'soporte@facturador.test', whatsapp: '51999888777' },
      igvRate: 0.18,
      registrationOpen: true,
      maintenanceNotice: '',
      paymentInstructions: {
        bankName: 'BCP',
        accountHolder: 'Facturador S.A.C.',
        accountNumber: '193-1234567-0-11',
        cci: '00219300123456701118',
        yapeHolder: '',
        yapePhone: '',
      },
    });
    const server = await renderOver(billingApi(), <PlansPage />);
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Comprar Paquete 500' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar Paquete 500' });
    expect(within(dialog).getByText('S/ 118.00')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferencia o Yape' }));

    const input = await within(dialog).findByLabelText(/^Constancia de pago/);
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])],
      'yape.png',
      {
        type: 'image/png',
      },
    );
    fireEvent.change(input, { target: { files: [png] } });
    expect(await within(dialog).findByText(/Pendiente de aprobación/)).toBeVisible();

    const created = server.calls().find((call) => call.method === 'POST' && call.path === '/billing/orders');
    // Issue 28: a boleta unless the buyer asks for a factura.
    expect(created?.body).toEqual({
      kind: 'token_pack',
      itemId: 'pck_500',
      method: 'voucher',
      receipt: { type: 'boleta' },
    });
    const voucher = server.calls().find((call) => call.path === '/billing/orders/ord_1/voucher');
    expect(voucher?.body).toEqual({
      fileName: 'yape.png',
      fileBase64: 'data:image/png;base64,iVBORw0KGgoBAg==',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    const orders = screen.getByRole('table', { name: 'Tus órdenes' });
    expect(await within(orders).findByText('Pendiente de aprobación')).toBeVisible();
  });

  it("shows a rejected order's reason", async () => {
    const rejected = order({ state: 'rejected', rejectionReason: 'El monto no coincide', hasVoucher: true });
    await renderOver(
      (request) => {
        const { pathname } = url(request);
        if (pathname === '/billing/orders') return { body: page([rejected], 1, 5, 1) };
        return billingApi()(request);
      },
      <PlansPage />,
    );
    await settled();
    const orders = screen.getByRole('table', { name: 'Tus órdenes' });
    expect(within(orders).getByText('Rechazada')).toBeVisible();
    expect(within(orders).getByText('Motivo del rechazo: El monto no coincide')).toBeVisible();
  });
});

describe('Mis Planes y Tokens: the comprobante of a purchase (issue 28)', () => {
  const askFactura = async (ruc: string) => {
    const server = await renderOver(billingApi(), <PlansPage />);
    await settled();
    fireEvent.click(screen.getByRole('button', { name: 'Comprar Paquete 500' }));
    const dialog = screen.getByRole('dialog', { name: 'Pagar Paquete 500' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Factura/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'RUC' }), { target: { value: ruc } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Razón social' }), {
      target: { value: 'Comercial Andina S.A.C.' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Dirección fiscal' }), {
      target: { value: 'Av. Arequipa 123, Lima' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar con tarjeta' }));
    return { server, dialog };
  };

  it('refuses a RUC with a wrong check digit on the form, and orders nothing', async () => {
    const { server, dialog } = await askFactura('20512333798');
    expect(
      await within(dialog).findByText('El RUC no es válido: revisa el dígito verificador'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'RUC' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls().some((call) => call.method === 'POST' && call.path === '/billing/orders')).toBe(
      false,
    );
  });

  it('orders with the factura asked for', async () => {
    const { server } = await askFactura('20512333797');
    await waitFor(() =>
      expect(
        server.calls().find((call) => call.method === 'POST' && call.path === '/billing/orders')?.body,
      ).toEqual({
        kind: 'token_pack',
        itemId: 'pck_500',
        method: 'gateway',
        receipt: {
          type: 'factura',
          ruc: '20512333797',
          name: 'Comercial Andina S.A.C.',
          address: 'Av. Arequipa 123, Lima',
        },
      }),
    );
  });

  describe('a paid order', () => {
    const saved: { name?: string } = {};
    beforeEach(() => {
      // jsdom has no Blob URLs and cannot follow a download: both stand in for the browser's.
      Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => {} });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.name = this.download;
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    const showOrders = (paid: ReturnType<typeof order>) =>
      renderOver(
        (request) => {
          const { pathname } = url(request);
          if (pathname === '/billing/orders') return { body: page([paid], 1, 5, 1) };
          if (pathname === '/billing/orders/ord_1/receipt/pdf')
            return { body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } };
          return billingApi()(request);
        },
        <PlansPage />,
      );

    it('shows its comprobante with SUNAT’s state, and downloads its PDF', async () => {
      const server = await showOrders(
        order({
          state: 'paid',
          paidAt: '2026-11-23T10:05:00.000Z',
          receipt: { type: 'boleta', number: 'B001-12', status: 'accepted', note: null },
        }),
      );
      await settled();
      const orders = screen.getByRole('table', { name: 'Tus órdenes' });
      expect(within(orders).getByText('Boleta B001-12 · Aceptado')).toBeVisible();
      fireEvent.click(
        within(orders).getByRole('button', { name: 'Descargar el PDF del comprobante B001-12' }),
      );
      await waitFor(() => expect(saved.name).toBe('B001-12.pdf'));
      expect(server.calls().some((call) => call.path === '/billing/orders/ord_1/receipt/pdf')).toBe(true);
    });

    it('says why the comprobante is not there yet', async () => {
      await showOrders(
        order({
          state: 'paid',
          paidAt: '2026-11-23T10:05:00.000Z',
          receipt: { type: 'boleta', number: null, status: null, note: purchaseReceiptMessages.noIssuer },
        }),
      );
      await settled();
      const orders = screen.getByRole('table', { name: 'Tus órdenes' });
      expect(within(orders).getByText(purchaseReceiptMessages.noIssuer)).toBeVisible();
      expect(within(orders).queryByRole('button', { name: /^Descargar/ })).toBeNull();
    });
  });
});

describe('Mis Planes y Tokens: ledger', () => {
  const ledgerApi: Handler = (request) => {
    const { pathname, searchParams } = url(request);
    if (pathname === '/billing/ledger/export')
      return { body: 'Fecha,Movimiento\n2026-11-20,+500\n', headers: { 'Content-Type': 'text/csv' } };
    if (pathname !== '/billing/ledger') return notFound;
    const pageNumber = Number(searchParams.get('page'));
    const limit = Number(searchParams.get('limit'));
    const first = (pageNumber - 1) * limit;
    const entries = Array.from({ length: Math.min(limit, 25 - first) }, (_, index) =>
      ledgerEntry(first + index),
    );
    return { body: page(entries, pageNumber, limit, 25) };
  };

  it('pages on the server: the next page asks for page 2', async () => {
    const server = await renderOver(ledgerApi, <LedgerSection />);
    const table = await screen.findByRole('table', { name: 'Movimientos de tokens' });
    expect(within(table).getByText('Movimiento 0')).toBeVisible();
    const [credit, debit] = within(table).getAllByRole('row').slice(1);
    // What moved first (it titles the card on a phone), then when, the tokens, the balance, the order.
    expect(credit).toHaveTextContent(/^Compra de paquete de tokensMovimiento 0.+\+5001,000ORD-000000$/);
    expect(debit).toHaveTextContent(/^Emisión de comprobanteMovimiento 1.+−1999—$/);
    expect(screen.getByText('1–10 de 25')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await within(table).findByText('Movimiento 10')).toBeVisible();
    expect(screen.getByText('11–20 de 25')).toBeVisible();
    const asked = server.calls().map((call) => url(call).search);
    expect(asked).toEqual(['?page=1&limit=10', '?page=2&limit=10']);
  });

  describe('«Exportar CSV»', () => {
    const saved: { blob?: Blob; name?: string } = {};
    beforeEach(() => {
      // jsdom has no Blob URLs and cannot follow a download: both stand in for the browser's.
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved.blob = blob;
          return 'blob:ledger';
        },
        revokeObjectURL: () => {},
      });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.name = this.download;
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });

    it("downloads the server's CSV as «movimientos-tokens.csv»", async () => {
      const server = await renderOver(ledgerApi, <LedgerSection />);
      await screen.findByRole('table', { name: 'Movimientos de tokens' });
      fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => {
        expect(saved.name).toBe('movimientos-tokens.csv');
        expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
      });
      expect(server.calls().some((call) => call.path === '/billing/ledger/export')).toBe(true);
      expect(saved.blob?.type).toBe('text/csv;charset=utf-8');
      // UTF-8 with its byte-order mark, so that spreadsheets read the accents right.
      expect(await readBytes(saved.blob!)).toEqual(
        Array.from(new TextEncoder().encode('\ufeffFecha,Movimiento\n2026-11-20,+500\n')),
      );
    });
  });
});
