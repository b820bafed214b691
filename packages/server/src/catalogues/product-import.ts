import {
  PRODUCT_CSV_REQUIRED,
  catalogueMessages,
  catalogueProductInputSchema,
  type CatalogueProductInput,
} from '@facturador/contracts';
import { columnName } from './csv-rows.ts';
import { RowRefusal, type ImportKind } from './import-rows.ts';
import { existingProductKeys, productKey, upsertProducts } from './product-repository.ts';

const YES = new Set(['si', 's', 'yes', 'y', '1', 'true', 'verdadero', 'x']);
const NO = new Set(['no', 'n', '0', 'false', 'falso']);

/** A «sí / no» cell; empty leaves the field's default. */
function yesNo(column: string, cell: string | undefined): boolean | undefined {
  if (!cell) return undefined;
  const word = columnName(cell);
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  throw new RowRefusal(`${column}: ${catalogueMessages.csvYesNo}`);
}

/**
 * A price as Excel in Spanish writes it: `12,50` (decimal comma) or `1.234,50`; `12.50` too.
 * With both marks, the last one is the decimal separator and the other groups thousands.
 */
export function decimalOf(cell: string): string {
  const text = cell.replace(/\s|S\/\.?/g, '');
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  if (comma > dot) return text.replaceAll('.', '').replace(',', '.');
  if (comma >= 0) return text.replaceAll(',', '');
  return text;
}

export const productImport: ImportKind<CatalogueProductInput> = {
  required: PRODUCT_CSV_REQUIRED,
  draftOf: (cells) => ({
    code: cells.codigo ?? '',
    description: cells.descripcion ?? '',
    unitCode: (cells.unidad || 'NIU').toUpperCase(),
    unitPrice: decimalOf(cells.precio ?? ''),
    priceIncludesIgv: yesNo('incluye_igv', cells.incluye_igv),
    affectation: cells.afectacion_igv || undefined,
    isActive: yesNo('activo', cells.activo),
  }),
  schema: catalogueProductInputSchema,
  columnOf: {
    code: 'codigo',
    description: 'descripcion',
    unitCode: 'unidad',
    unitPrice: 'precio',
    priceIncludesIgv: 'incluye_igv',
    affectation: 'afectacion_igv',
    isActive: 'activo',
  },
  keyOf: productKey,
  existingKeys: existingProductKeys,
  save: upsertProducts,
};
