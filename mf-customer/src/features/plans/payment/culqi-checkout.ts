import type { PaymentStart } from '@facturador/contracts';

type CulqiStart = Extract<PaymentStart, { provider: 'culqi' }>;

/** The part of Culqi Checkout v4's global this page uses. */
interface CulqiCheckout {
  publicKey: string;
  settings: (settings: { title: string; currency: string; description: string; amount: number }) => void;
  options?: (options: Record<string, unknown>) => void;
  open: () => void;
  close: () => void;
  token?: { id: string } | null;
  error?: { user_message?: string } | null;
}

declare global {
  interface Window {
    Culqi?: CulqiCheckout;
    /** Culqi Checkout calls this global when the card was tokenised or refused. */
    culqi?: () => void;
  }
}

export const CULQI_CHECKOUT_URL = 'https://checkout.culqi.com/js/v4';

let loading: Promise<CulqiCheckout> | null = null;

/** Loads Culqi's script once, and only when a Culqi payment starts (no third party otherwise). */
function loadCulqi(): Promise<CulqiCheckout> {
  if (window.Culqi) return Promise.resolve(window.Culqi);
  loading ??= new Promise<CulqiCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CULQI_CHECKOUT_URL;
    script.async = true;
    script.onload = () => (window.Culqi ? resolve(window.Culqi) : reject(new Error('Culqi')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Culqi'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Culqi Checkout for the amount the server gave and resolves with the card token
 * (`tkn_…`) to charge; rejects with Culqi's own message when the card is refused.
 */
export async function payWithCulqi(start: CulqiStart): Promise<string> {
  const culqi = await loadCulqi();
  culqi.publicKey = start.publicKey;
  culqi.settings({
    title: start.title,
    currency: start.currency,
    description: start.description,
    amount: start.amountCents,
  });
  culqi.options?.({ lang: 'es', installments: false, paymentMethods: { tarjeta: true } });
  return new Promise<string>((resolve, reject) => {
    window.culqi = () => {
      const token = culqi.token?.id;
      culqi.close();
      if (token) resolve(token);
      else reject(new Error(culqi.error?.user_message ?? ''));
    };
    culqi.open();
  });
}
