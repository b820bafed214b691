import type { TaxSchemeCode } from '../model/computed.ts';

/**
 * Catálogo 05: what each tax scheme writes in cac:TaxScheme (greenter's TributoFunction, plus
 * ICBPER). `rank` is greenter's order of TaxSubtotals, kept so the XML does not depend on the
 * order the engine listed them in.
 */
interface TaxSchemeInfo {
  name: string;
  typeCode: 'VAT' | 'EXC' | 'FRE' | 'OTH';
  rank: number;
}

export const TAX_SCHEMES: Record<TaxSchemeCode, TaxSchemeInfo> = {
  '2000': { name: 'ISC', typeCode: 'EXC', rank: 0 },
  '1000': { name: 'IGV', typeCode: 'VAT', rank: 1 },
  '9998': { name: 'INA', typeCode: 'FRE', rank: 2 },
  '9997': { name: 'EXO', typeCode: 'VAT', rank: 3 },
  '9996': { name: 'GRA', typeCode: 'FRE', rank: 4 },
  '9995': { name: 'EXP', typeCode: 'FRE', rank: 5 },
  '1016': { name: 'IVAP', typeCode: 'VAT', rank: 6 },
  '7152': { name: 'ICBPER', typeCode: 'OTH', rank: 7 },
};

export const byTaxSchemeRank = <T extends { scheme: TaxSchemeCode }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => TAX_SCHEMES[a.scheme].rank - TAX_SCHEMES[b.scheme].rank);
