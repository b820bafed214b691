import { AFFECTATION_CODES } from '@facturador/contracts';
import { CATALOG_03, CATALOG_07, UNIT_GOODS, UNIT_SERVICES } from '@facturador/einvoice/calc';

/** Catálogo 03 with NIU and ZZ first: most products use one of the two. */
export const UNIT_OPTIONS = [
  UNIT_GOODS,
  UNIT_SERVICES,
  ...Object.keys(CATALOG_03).filter((code) => code !== UNIT_GOODS && code !== UNIT_SERVICES),
].map((code) => ({ value: code, label: `${code} · ${CATALOG_03[code]}` }));

/** Catálogo 07: the onerous operations first (10, 20, 30), then the rest. */
export const AFFECTATION_OPTIONS = [
  '10',
  '20',
  '30',
  ...AFFECTATION_CODES.filter((code) => !['10', '20', '30'].includes(code)),
].map((code) => ({ value: code, label: `${code} · ${CATALOG_07[code as keyof typeof CATALOG_07].name}` }));
