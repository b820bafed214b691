import type Decimal from 'decimal.js';
import type { DocumentLineInput } from '@facturador/contracts';
import type { ComputedLine, LineTax } from '../model/computed.ts';
import { affectationOf } from '../catalogs/index.ts';
import { money, sum, toUnitPrice, ZERO } from '../money/index.ts';
import { icbperTax } from './line-icbper.ts';
import { lineFromPrice, taxFactorOf, type PricedLine } from './line-from-price.ts';
import { igvFamilyPercent, igvFamilyTax } from './line-igv.ts';
import { iscApplies, iscTax } from './line-isc.ts';
import { unitPriceOf } from './line-price.ts';
import { lineValue } from './line-value.ts';

/**
 * The process phase of one line: value and discount → ISC → IGV family (on value + ISC) →
 * ICBPER → price. Taxes are listed IGV family first; the line's tax total adds every one of them,
 * the 9996 amount of a "retiro" included (SUNAT 2372 compares the line total with its subtotals).
 *
 * A line given by its price with taxes (unitPrice) gets its value from that price
 * (line-from-price.ts) and its IGV family tax as what the total leaves once value and ISC are
 * taken: the line charges exactly quantity × price. A free line has nothing to charge, so its
 * price only gives the referential value (price ÷ its tax factor).
 */
export function computeLine(input: DocumentLineInput, index: number, igvPercent: Decimal): ComputedLine {
  const quantity = money(input.quantity);
  const { free } = affectationOf(input.affectation);
  const iscRate = input.iscRate ? money(input.iscRate) : undefined;
  const discount = input.discount ? money(input.discount) : undefined;
  const factor = taxFactorOf(
    iscApplies(input.affectation, iscRate) ? iscRate : undefined,
    igvFamilyPercent(input.affectation, igvPercent),
  );
  const priced: PricedLine | undefined =
    input.unitPrice !== undefined && !free
      ? lineFromPrice(quantity, money(input.unitPrice), factor, discount)
      : undefined;
  const unitValue = priced
    ? priced.unitValue
    : toUnitPrice(
        input.unitPrice !== undefined
          ? money(input.unitPrice).dividedBy(factor)
          : money(input.unitValue ?? '0'),
      );
  const value = priced?.value ?? lineValue(quantity, unitValue, discount);
  const isc = iscTax(input.affectation, value.lineExtensionAmount, iscRate);
  const formulaIgv = igvFamilyTax(
    input.affectation,
    value.lineExtensionAmount,
    isc?.taxAmount ?? ZERO,
    igvPercent,
  );
  const igv =
    priced && !formulaIgv.percent?.isZero()
      ? {
          ...formulaIgv,
          taxAmount: priced.total.minus(value.lineExtensionAmount).minus(isc?.taxAmount ?? ZERO),
        }
      : formulaIgv;
  const icbper = icbperTax(input.icbperBags);
  const taxes = [igv, isc, icbper].filter((tax): tax is LineTax => tax !== null);
  const taxTotal = sum(taxes.map((tax) => tax.taxAmount));
  // The price the buyer was told, where SUNAT's 3270 formula gives it back within its ±1: no
  // discount taken off it, no bag tax added to it, and a quantity large enough that rounding the
  // line's total to céntimos does not move the price by a sol (0.001 × 5061.01 charges 5.06).
  const formula = unitPriceOf(free, quantity, unitValue, value.lineExtensionAmount, taxTotal);
  const told = input.unitPrice !== undefined ? toUnitPrice(money(input.unitPrice)) : undefined;
  const price =
    priced && told && !value.discount && !icbper && told.minus(formula.unitPrice).abs().lessThan(1)
      ? { priceTypeCode: '01' as const, unitPrice: told }
      : formula;
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
