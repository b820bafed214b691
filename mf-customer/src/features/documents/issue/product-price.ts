import type { CatalogueProduct } from '@facturador/contracts';
import { Money } from '@facturador/einvoice/calc';

/**
 * A saved product's price as the form's lines are typed: with IGV when «Los precios incluyen
 * IGV» is ticked, without it otherwise. Only a taxed onerous line (Catálogo 07 code 10) carries
 * IGV in its price, as the form's own conversion (issue-form-model.ts) assumes.
 */
export function linePriceOf(
  product: CatalogueProduct,
  pricesIncludeIgv: boolean,
  igvPercent: string,
): string {
  if (product.affectation !== '10' || product.priceIncludesIgv === pricesIncludeIgv) return product.unitPrice;
  const factor = new Money(igvPercent).dividedBy(100).plus(1);
  const price = new Money(product.unitPrice);
  const converted = pricesIncludeIgv ? price.times(factor) : price.dividedBy(factor);
  return converted.toDecimalPlaces(10).toFixed();
}
