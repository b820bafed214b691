import type Decimal from 'decimal.js';
import type { DocumentLineInput } from '@facturador/contracts';
import type { ComputedLine, LineTax } from '../model/computed.ts';
import { affectationOf } from '../catalogs/index.ts';
import { money, sum, toUnitPrice, ZERO } from '../money/index.ts';
import { icbperTax } from './line-icbper.ts';
import { igvFamilyTax } from './line-igv.ts';
import { iscTax } from './line-isc.ts';
import { unitPriceOf } from './line-price.ts';
import { lineValue } from './line-value.ts';

/**
 * The process phase of one line: value and discount → ISC → IGV family (on value + ISC) →
 * ICBPER → price. Taxes are listed IGV family first; the line's tax total adds every one of them,
 * the 9996 amount of a "retiro" included (SUNAT 2372 compares the line total with its subtotals).
 */
export function computeLine(input: DocumentLineInput, index: number, igvPercent: Decimal): ComputedLine {
  const quantity = money(input.quantity);
  const unitValue = toUnitPrice(money(input.unitValue));
  const { free } = affectationOf(input.affectation);
  const value = lineValue(quantity, unitValue, input.discount ? money(input.discount) : undefined);
  const isc = iscTax(
    input.affectation,
    value.lineExtensionAmount,
    input.iscRate ? money(input.iscRate) : undefined,
  );
  const igv = igvFamilyTax(input.affectation, value.lineExtensionAmount, isc?.taxAmount ?? ZERO, igvPercent);
  const taxes = [igv, isc, icbperTax(input.icbperBags)].filter((tax): tax is LineTax => tax !== null);
  const taxTotal = sum(taxes.map((tax) => tax.taxAmount));
  const price = unitPriceOf(free, quantity, unitValue, value.lineExtensionAmount, taxTotal);
  return {
    index,
    description: input.description,
    ...(input.productCode ? { productCode: input.productCode } : {}),
    ...(input.sunatProductCode ? { sunatProductCode: input.sunatProductCode } : {}),
    quantity,
    unitCode: input.unitCode,
    affectation: input.affectation,
    isFree: free,
    unitValue,
    unitPrice: price.unitPrice,
    priceTypeCode: price.priceTypeCode,
    ...(value.discount ? { discount: value.discount } : {}),
    lineExtensionAmount: value.lineExtensionAmount,
    taxes,
    taxTotal,
  };
}
