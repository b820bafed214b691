import { all, num, text, type Element } from '../document/dom.ts';
import { documentLines } from '../document/read-document.ts';
import { allowanceSum, lineTaxes } from './line-taxes.ts';
import { outsideTolerance, type Finding } from './rule.ts';

/** The document's cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount for a scheme, if present. */
export function declaredTaxable(root: Element, scheme: string): number | undefined {
  const subtotal = all(root, 'cac:TaxTotal/cac:TaxSubtotal').find(
    (sub) => text(sub, 'cac:TaxCategory/cac:TaxScheme/cbc:ID') === scheme,
  );
  return subtotal ? (num(subtotal, 'cbc:TaxableAmount') ?? 0) : undefined;
}

/** Σ LineExtensionAmount of the lines whose `scheme` subtotal has a positive base. */
export function linesValue(root: Element, scheme: string): number {
  return documentLines(root)
    .filter((line) => lineTaxes(line).some((t) => t.scheme === scheme && (t.taxableAmount ?? 0) > 0))
    .reduce((acc, line) => acc + (num(line, 'cbc:LineExtensionAmount') ?? 0), 0);
}

/**
 * Rows 41–43 and 46: a scheme's total value of sale is its lines' values, less the global discounts
 * and plus the global charges the row names, ±1. Nothing to judge when the subtotal is absent.
 */
export function schemeTotalFinding(
  root: Element,
  code: string,
  scheme: string,
  adjust: { less?: readonly string[]; plus?: readonly string[] } = {},
): Finding | null {
  const declared = declaredTaxable(root, scheme);
  if (declared === undefined) return null;
  const computed =
    linesValue(root, scheme) - allowanceSum(root, adjust.less ?? []) + allowanceSum(root, adjust.plus ?? []);
  return outsideTolerance(declared, computed)
    ? { code, detail: `Tributo: ${scheme}, Declarado: ${declared}, Calculado: ${computed}` }
    : null;
}
