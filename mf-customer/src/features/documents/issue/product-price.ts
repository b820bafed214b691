import type { CatalogueProduct } from '@facturador/contracts';
import { Money } from '@facturador/einvoice/calc';

/**
 * A saved product's price as the form's lines are typed: with IGV when «Los precios incluyen
 * IGV» is ticked, without it otherwise; as saved when the product says the same. Only a taxed
 * onerous line (Catálogo 07 code 10) carries IGV in its price. A price given IGV is rounded to
 * céntimos, what a buyer is told (100 → 118, never 117.9999999); a value taken out of a price
 * keeps 10 decimals, so that line still charges the product's price.
 */
export function linePriceOf(
  product: CatalogueProduct,
  pricesIncludeIgv: boolean,
  igvPercent: string,
): string {
  if (product.affectation !== '10' || product.priceIncludesIgv === pricesIncludeIgv) return product.unitPrice;
  const factor = new Money(igvPercent).dividedBy(100).plus(1);
  const price = new Money(product.unitPrice);
  const converted = pricesIncludeIgv
    ? price.times(factor).toDecimalPlaces(2)
    : price.dividedBy(factor).toDecimalPlaces(10);
  return converted.toFixed();
}
