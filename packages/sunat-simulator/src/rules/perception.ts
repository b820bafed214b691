import { all, first, num, text, type Element } from '../document/dom.ts';
import { CATALOGO_22 } from '../other-cpe/parameters.ts';

/**
 * The percepción within a factura as the double reads it (Factura rows 63–64): the global
 * cac:AllowanceCharge of Catálogo 53 code 51, 52 or 53 and the cac:PaymentTerms «Percepcion».
 */
export const PERCEPTION_CHARGE_CODES = new Set(['51', '52', '53']);

/**
 * Catálogo 53 51–53 → Catálogo 22 régimen (Parámetros 019, the list ERR-2798 names): 51
 * «Percepción venta interna» is 01, 52 «… a la adquisición de combustible» 02, 53 «… realizada al
 * agente de percepción con tasa especial» 03.
 */
const REGIME_OF: Readonly<Record<string, string>> = { '51': '01', '52': '02', '53': '03' };

/** The rate (%) of the régimen a percepción code names. */
export const perceptionPercent = (code: string): number | undefined => {
  const regime = REGIME_OF[code];
  return regime === undefined ? undefined : CATALOGO_22[regime];
};

export interface PerceptionCharge {
  code: string;
  chargeIndicator?: string;
  factor?: number;
  amount?: number;
  amountCurrency?: string;
  base?: number;
  baseCurrency?: string;
}

/** The document-level charges of codes 51–53. */
export function perceptionCharges(root: Element): PerceptionCharge[] {
  return all(root, 'cac:AllowanceCharge')
    .filter((c) => PERCEPTION_CHARGE_CODES.has(text(c, 'cbc:AllowanceChargeReasonCode') ?? ''))
    .map((c) => ({
      code: text(c, 'cbc:AllowanceChargeReasonCode')!,
      chargeIndicator: text(c, 'cbc:ChargeIndicator'),
      factor: num(c, 'cbc:MultiplierFactorNumeric'),
      amount: num(c, 'cbc:Amount'),
      amountCurrency: first(c, 'cbc:Amount')?.getAttribute('currencyID') ?? undefined,
      base: num(c, 'cbc:BaseAmount'),
      baseCurrency: first(c, 'cbc:BaseAmount')?.getAttribute('currencyID') ?? undefined,
    }));
}

/** The cac:PaymentTerms whose cbc:ID is «Percepcion». */
export const perceptionTerms = (root: Element): Element[] =>
  all(root, 'cac:PaymentTerms').filter((t) => text(t, 'cbc:ID') === 'Percepcion');

/** «Forma de pago»: the PaymentMeansID of the first FormaPago terms (Contado or Credito). */
export const paymentMethod = (root: Element): string | undefined =>
  text(
    all(root, 'cac:PaymentTerms').find((t) => text(t, 'cbc:ID') === 'FormaPago'),
    'cbc:PaymentMeansID',
  );
