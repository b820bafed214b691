import type Decimal from 'decimal.js';
import type { LineTax, TaxSchemeCode, TaxSubtotal } from '../model/computed.ts';
import { type Node, text } from './builder.ts';
import { amount, percent } from './format.ts';
import { TAX_SCHEMES, byTaxSchemeRank } from './tax-schemes.ts';

/** cac:TaxScheme with Catálogo 05's id, name and UN/ECE 5153 type code. */
export function appendTaxScheme(category: Node, scheme: TaxSchemeCode): void {
  const info = TAX_SCHEMES[scheme];
  const node = category.ele('cac:TaxScheme');
  text(node, 'cbc:ID', scheme, {
    schemeName: 'Codigo de tributos',
    schemeAgencyName: 'PE:SUNAT',
    schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo05',
  });
  text(node, 'cbc:Name', info.name);
  text(node, 'cbc:TaxTypeCode', info.typeCode);
}

/**
 * Document-level cac:TaxTotal: one TaxSubtotal per scheme present. ICBPER has no taxable amount
 * (it is charged per bag), so it carries none.
 */
export function appendDocumentTaxTotal(
  root: Node,
  currency: string,
  taxTotal: Decimal,
  subtotals: readonly TaxSubtotal[],
): void {
  const total = root.ele('cac:TaxTotal');
  text(total, 'cbc:TaxAmount', amount(taxTotal), { currencyID: currency });
  for (const subtotal of byTaxSchemeRank(subtotals)) {
    const node = total.ele('cac:TaxSubtotal');
    if (subtotal.scheme !== '7152') {
      text(node, 'cbc:TaxableAmount', amount(subtotal.taxableAmount), { currencyID: currency });
    }
    text(node, 'cbc:TaxAmount', amount(subtotal.taxAmount), { currencyID: currency });
    appendTaxScheme(node.ele('cac:TaxCategory'), subtotal.scheme);
  }
}

/**
 * Line cac:TaxTotal. Every IGV-family subtotal carries cbc:Percent and the Catálogo 07 affectation
 * (TaxExemptionReasonCode); ISC its rate and sistema (TierRange); ICBPER the bags
 * (BaseUnitMeasure) and the amount per bag (PerUnitAmount).
 */
export function appendLineTaxTotal(
  line: Node,
  currency: string,
  taxTotal: Decimal,
  taxes: readonly LineTax[],
): void {
  const total = line.ele('cac:TaxTotal');
  text(total, 'cbc:TaxAmount', amount(taxTotal), { currencyID: currency });
  for (const tax of byTaxSchemeRank(taxes)) {
    const node = total.ele('cac:TaxSubtotal');
    if (tax.scheme === '7152') {
      text(node, 'cbc:TaxAmount', amount(tax.taxAmount), { currencyID: currency });
      text(node, 'cbc:BaseUnitMeasure', String(tax.bags ?? 0), { unitCode: 'NIU' });
      const category = node.ele('cac:TaxCategory');
      if (tax.perUnitAmount)
        text(category, 'cbc:PerUnitAmount', amount(tax.perUnitAmount), { currencyID: currency });
      appendTaxScheme(category, tax.scheme);
      continue;
    }
    text(node, 'cbc:TaxableAmount', amount(tax.taxableAmount), { currencyID: currency });
    text(node, 'cbc:TaxAmount', amount(tax.taxAmount), { currencyID: currency });
    const category = node.ele('cac:TaxCategory');
    if (tax.percent) text(category, 'cbc:Percent', percent(tax.percent));
    if (tax.affectation) text(category, 'cbc:TaxExemptionReasonCode', tax.affectation);
    if (tax.tierRange) text(category, 'cbc:TierRange', tax.tierRange);
    appendTaxScheme(category, tax.scheme);
  }
}
