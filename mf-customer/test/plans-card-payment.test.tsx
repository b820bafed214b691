import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { clearToasts } from '@facturador/auth-api';
import { notFound, type Handler } from '@facturador/test-support/http-server';
import { startSignedInApi } from '@facturador/test-support/signed-in-api';
import { CULQI_CHECKOUT_URL } from '../src/features/plans/payment/culqi-checkout.ts';
import { PaymentDialog } from '../src/features/plans/payment/payment-dialog.tsx';
import { order, pack } from './plans-fixtures.ts';

let api: Awaited<ReturnType<typeof startSignedInApi>> | null = null;
afterEach(async () => {
  clearToasts();
  await api?.stop();
  api = null;
  // What Culqi's script would leave on the page, put there by the test.
  delete window.Culqi;
  delete window.culqi;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const purchase = {
  kind: 'token_pack' as const,
  itemId: pack.id,
  name: pack.name,
  amountCents: pack.priceCents,
};
const culqiScript = () =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${CULQI_CHECKOUT_URL}"]`);

async function renderDialog(handler: Handler) {
  api = await startSignedInApi(handler);
  render(
    <QueryClientProvider client={api.queryClient}>
      <PaymentDialog purchase={purchase} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return api.server;
}

/** The card answers: the order made for the gateway, the start answer given, a charge that pays. */
function cardApi(start: unknown): Handler {
  const created = order({ method: 'gateway' });
  return (request) => {
    if (request.method === 'POST' && request.path === '/billing/orders')
      return { status: 201, body: { success: true, data: created } };
    if (request.path === '/billing/orders/ord_1/pay') return { body: { success: true, data: start } };
    if (request.path === '/billing/orders/ord_1/charge')
      return { body: { success: true, data: { ...created, state: 'paid', paidAt: created.createdAt } } };
    if (request.path === '/billing/sandbox/checkout/sbx_1')
      return { body: { success: true, data: { ...created, state: 'paid' } } };
    return notFound;
  };
}

describe('Mis Planes y Tokens: paying by card', () => {
  it('pays through the sandbox checkout without loading any third-party script', async () => {
    const server = await renderDialog(
      cardApi({ provider: 'sandbox', orderId: 'ord_1', reference: 'sbx_1', amountCents: pack.priceCents }),
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar con tarjeta' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Aprobar pago de prueba' }));
    expect(await within(dialog).findByText('Pago confirmado. Tu compra ya está activa.')).toBeVisible();
    expect(server.calls().find((call) => call.path === '/billing/orders')?.body).toEqual({
      kind: 'token_pack',
      itemId: pack.id,
      method: 'gateway',
      receipt: { type: 'boleta' },
    });
    expect(server.calls().find((call) => call.path === '/billing/sandbox/checkout/sbx_1')?.body).toEqual({
      outcome: 'approved',
    });
    expect(culqiScript()).toBeNull();
  });

  it("loads Culqi Checkout only for Culqi, opens it with the server's amount and charges its token", async () => {
    const server = await renderDialog(
      cardApi({
        provider: 'culqi',
        orderId: 'ord_1',
        publicKey: 'pk_test_123',
        amountCents: pack.priceCents,
        currency: 'PEN',
        email: 'rosa@example.pe',
        title: 'Facturador',
        description: pack.name,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(culqiScript()).not.toBeNull());

    // Culqi's script, as it behaves once loaded: settings, then the card token to `culqi()`.
    const seen: { settings?: unknown } = {};
    window.Culqi = {
      publicKey: '',
      settings: (settings) => {
        seen.settings = settings;
      },
      open: () => {
        window.Culqi!.token = { id: 'tkn_test_abc' };
        window.culqi!();
      },
      close: () => undefined,
    };
    culqiScript()!.dispatchEvent(new Event('load'));

    expect(await screen.findByText('Pago confirmado. Tu compra ya está activa.')).toBeVisible();
    expect(window.Culqi.publicKey).toBe('pk_test_123');
    expect(seen.settings).toEqual({
      title: 'Facturador',
      currency: 'PEN',
      description: pack.name,
      amount: pack.priceCents,
    });
    expect(server.calls().find((call) => call.path === '/billing/orders/ord_1/charge')?.body).toEqual({
      sourceId: 'tkn_test_abc',
    });
  });
});
