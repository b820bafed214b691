import type { ComputedLine } from '../model/computed.ts';
import { LINE_DISCOUNT, appendDiscount } from './allowances.ts';
import { type Node, text } from './builder.ts';
import { amount, priceAmount, upTo } from './format.ts';
import { appendLineTaxTotal } from './taxes.ts';

/** The line element and its quantity element differ per document kind; the content does not. */
export interface LineNames {
  line: 'cac:InvoiceLine' | 'cac:CreditNoteLine' | 'cac:DebitNoteLine';
  quantity: 'cbc:InvoicedQuantity' | 'cbc:CreditedQuantity' | 'cbc:DebitedQuantity';
}

/**
 * One document line: quantity, value, PricingReference (price with taxes, 01, or the referential
 * value of a free line, 02), line discount (Catálogo 53 code 00), taxes, item and unit value.
 * A free line's cac:Price is 0: nothing of it is payable.
 */
export function appendLine(root: Node, names: LineNames, currency: string, line: ComputedLine): void {
  const node = root.ele(names.line);
  text(node, 'cbc:ID', String(line.index));
  text(node, names.quantity, upTo(line.quantity), { unitCode: line.unitCode });
  text(node, 'cbc:LineExtensionAmount', amount(line.lineExtensionAmount), { currencyID: currency });
  const price = node.ele('cac:PricingReference').ele('cac:AlternativeConditionPrice');
  text(price, 'cbc:PriceAmount', upTo(line.unitPrice), { currencyID: currency });
  text(price, 'cbc:PriceTypeCode', line.priceTypeCode);
  if (line.discount) appendDiscount(node, currency, { reasonCode: LINE_DISCOUNT, ...line.discount });
  appendLineTaxTotal(node, currency, line.taxTotal, line.taxes);
  appendItem(node, line);
  text(node.ele('cac:Price'), 'cbc:PriceAmount', priceAmount(line), { currencyID: currency });
}

function appendItem(line: Node, source: ComputedLine): void {
  const item = line.ele('cac:Item');
  text(item, 'cbc:Description', source.description);
  if (source.productCode) text(item.ele('cac:SellersItemIdentification'), 'cbc:ID', source.productCode);
  if (source.sunatProductCode) {
    text(item.ele('cac:CommodityClassification'), 'cbc:ItemClassificationCode', source.sunatProductCode);
  }
}
