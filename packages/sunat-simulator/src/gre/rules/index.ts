import { GOODS_RELATED } from './goods-related.ts';
import type { GreDoc, GreRule } from './gre-rule.ts';
import { NUMBERING_DATES } from './numbering-dates.ts';
import { PARTIES_TRANSFER } from './parties-transfer.ts';
import { VEHICLES_DRIVERS } from './vehicles-drivers.ts';

export type { GreDoc, GreRule } from './gre-rule.ts';

/** The double's table of SUNAT's guía validations, in the order of SUNAT's GRE XSL. */
export const GRE_RULES: readonly GreRule[] = [
  ...NUMBERING_DATES,
  ...PARTIES_TRANSFER,
  ...VEHICLES_DRIVERS,
  ...GOODS_RELATED,
];

/** The first error (what the ticket answers with 99) and every observation (notes of an accepted CDR). */
export function applyGreRules(
  doc: GreDoc,
  disabled: ReadonlySet<string> = new Set(),
): { error?: string; observations: string[] } {
  const broken = GRE_RULES.filter(
    (rule) => !disabled.has(rule.code) && (!rule.on || rule.on === doc.type) && rule.broken(doc),
  );
  return {
    error: broken.find((rule) => rule.severity === 'error')?.code,
    observations: broken.filter((rule) => rule.severity === 'observation').map((rule) => rule.code),
  };
}
