import { all, num, text, type Element } from '../document/dom.ts';
import { documentLines } from '../document/read-document.ts';
import { GENERAL_IGV_RATE, igvRatesInForce } from '../parameters/igv-rates.ts';
import { operationType } from './customer.ts';
import { allowanceSum, lineNumber, lineTaxes } from './line-taxes.ts';

/** Affectations (Catálogo 07) of a free line whose 9996 subtotal still carries the IGV rate. */
const FREE_TAXED = new Set(['11', '12', '13', '14', '15', '16']);

export interface IgvLineRate {
  line: string;
  rate?: number;
}

/**
 * The rate of every line «afecta al IGV», as ERR-3462 picks them: «'Código de tributo por línea'
 * igual a '1000' y 'Monto base' mayor a cero» or «'9996' y 'Afectación del IGV por ítem' igual a
 * '11' … '16' y 'Monto base' mayor a cero». A subtotal without cbc:Percent is 2992's matter.
 */
export function igvLineRates(root: Element): IgvLineRate[] {
  return documentLines(root).flatMap((line, i) =>
    lineTaxes(line)
      .filter(
        (t) =>
          (t.taxableAmount ?? 0) > 0 &&
          (t.scheme === '1000' || (t.scheme === '9996' && FREE_TAXED.has(t.affectation ?? ''))),
      )
      .map((t) => ({ line: lineNumber(line, i), rate: t.percent })),
  );
}

/** The IGV rate consigned on the lines (the first IGV line's), which the totals are computed with. */
export const consignedIgvRate = (root: Element): number | undefined =>
  igvLineRates(root).find((l) => l.rate !== undefined)?.rate;

/** 'Tipo de documento que modifica' of a note: cac:BillingReference/…/cbc:DocumentTypeCode. */
export const modifiedDocumentType = (root: Element): string | undefined =>
  text(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:DocumentTypeCode');

/** Whether a bill's IGV rows are ERR-3291 (facturas and notes that modify one) or OBS-4290. */
export function igvTotalIsError(root: Element, type: string): boolean {
  return type === '01' || ((type === '07' || type === '08') && modifiedDocumentType(root) === '01');
}

export interface IgvTotal {
  declared: number;
  computed: number;
  base: number;
  rate: number;
}

/**
 * ERR-3291 / OBS-4290: the document's 1000 TaxAmount against (Σ line 1000 TaxableAmount, on
 * facturas and boletas «menos 'Monto de descuentos' globales … ('02' y '04'), más los 'Montos de
 * cargos' globales … (49), menos los 'anticipos ISC' (Codigo 20)») × the rate. The rate is «la
 * tasa consignada en las líneas» when it is a tasa vigente (ERR-3462 rejects it otherwise, except on
 * NRUS boletas), the general one when not or when no line carries IGV. Null when the document has
 * no 1000 subtotal («Si 'Código de tributo' es '1000'»).
 */
export function igvTotal(root: Element, type: string, issueDate: string): IgvTotal | null {
  const subtotal = all(root, 'cac:TaxTotal/cac:TaxSubtotal').find(
    (sub) => text(sub, 'cac:TaxCategory/cac:TaxScheme/cbc:ID') === '1000',
  );
  if (!subtotal) return null;
  const lineBase = documentLines(root)
    .flatMap(lineTaxes)
    .filter((t) => t.scheme === '1000')
    .reduce((acc, t) => acc + (t.taxableAmount ?? 0), 0);
  // Notes have no global adjustments in their rows: the lines' bases alone.
  const base =
    type === '01' || type === '03'
      ? lineBase - allowanceSum(root, ['02', '04']) + allowanceSum(root, ['49']) - allowanceSum(root, ['20'])
      : lineBase;
  const consigned = consignedIgvRate(root);
  const rate =
    consigned !== undefined && igvRatesInForce(type, issueDate).includes(consigned)
      ? consigned
      : GENERAL_IGV_RATE;
  return { declared: num(subtotal, 'cbc:TaxAmount') ?? 0, computed: (base * rate) / 100, base, rate };
}

/** Boleta «Venta Interna-NRUS» (Catálogo 51 code 0113), which ERR-3462 leaves out. */
export const isNrusBoleta = (root: Element, type: string): boolean =>
  type === '03' && operationType(root) === '0113';
