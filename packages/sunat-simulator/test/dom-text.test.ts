import { describe, expect, it } from '@jest/globals';
import { DOMParser } from '@xmldom/xmldom';
import { digestValue, text } from '../src/document/dom.ts';
import { lineTaxes } from '../src/rules/line-taxes.ts';

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml').documentElement!;

describe('text(): an element read directly when it holds one text node, by textContent otherwise', () => {
  const root = parse(
    `<r xmlns:cbc="${CBC}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">` +
      '<cbc:A>  uno  </cbc:A>' +
      '<cbc:B></cbc:B>' +
      '<cbc:C><![CDATA[ <dos> ]]></cbc:C>' +
      '<cbc:D>tr<!-- no -->es<?pi no?></cbc:D>' +
      '<cbc:E>cu<x>at</x><![CDATA[ro]]></cbc:E>' +
      '<cbc:F>&amp;&lt;ñ</cbc:F>' +
      '<cbc:G><!-- solo un comentario --></cbc:G>' +
      '<ds:DigestValue>\n  abc=\n</ds:DigestValue>' +
      '</r>',
  );

  it.each([
    ['cbc:A', 'uno'],
    ['cbc:B', ''],
    ['cbc:C', '<dos>'],
    ['cbc:D', 'tres'],
    ['cbc:E', 'cuatro'],
    ['cbc:F', '&<ñ'],
    ['cbc:G', ''],
    ['cbc:Z', undefined],
  ])('%s reads %j, what textContent.trim() reads', (path, expected) => {
    expect(text(root, path)).toBe(expected);
    const element = root.getElementsByTagNameNS(CBC, path.slice(4)).item(0);
    if (element) expect(text(root, path)).toBe(element.textContent!.trim());
  });

  it('the digest value is read the same way', () => {
    expect(digestValue(root.ownerDocument!)).toBe('abc=');
  });
});

describe('lineTaxes(): read once per line, the same answer every time, and not changeable', () => {
  const line = parse(
    `<cac:InvoiceLine xmlns:cac="${CAC}" xmlns:cbc="${CBC}"><cac:TaxTotal><cac:TaxSubtotal>` +
      '<cbc:TaxableAmount>100</cbc:TaxableAmount><cbc:TaxAmount>18</cbc:TaxAmount>' +
      '<cac:TaxCategory><cbc:Percent>18</cbc:Percent><cbc:TaxExemptionReasonCode>10</cbc:TaxExemptionReasonCode>' +
      '<cac:TaxScheme><cbc:ID>1000</cbc:ID></cac:TaxScheme></cac:TaxCategory>' +
      '</cac:TaxSubtotal></cac:TaxTotal></cac:InvoiceLine>',
  );

  it('answers the line as declared, twice alike, frozen', () => {
    const first = lineTaxes(line);
    expect(first).toEqual([
      { scheme: '1000', taxableAmount: 100, taxAmount: 18, percent: 18, hasPercent: true, affectation: '10' },
    ]);
    expect(lineTaxes(line)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(() => {
      (first[0] as { scheme?: string }).scheme = '9996';
    }).toThrow(TypeError);
  });
});
