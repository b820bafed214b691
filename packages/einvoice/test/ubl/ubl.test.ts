import { describe, expect, it } from '@jest/globals';
import { DOMParser, type Element } from '@xmldom/xmldom';
import Decimal from 'decimal.js';
import { buildDocumentXml } from '../../src/ubl/document-xml.ts';
import { upTo } from '../../src/ubl/format.ts';
import { buildSummaryXml } from '../../src/ubl/summary.ts';
import {
  boleta,
  facturaCredito,
  facturaDetraccion,
  facturaGravada,
  facturaMixta,
  notaCredito,
} from '../fixtures/documents.ts';
import { resumenDiario } from '../fixtures/summaries.ts';

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml').documentElement as Element;
const elements = (root: Element, name: string) => Array.from(root.getElementsByTagName(name));
const texts = (root: Element, name: string) => elements(root, name).map((node) => node.textContent);
const topLevel = (root: Element) =>
  Array.from(root.childNodes)
    .filter((node) => node.nodeType === 1)
    .map((node) => (node as Element).tagName);

describe('UBL 2.1 invoice', () => {
  const root = parse(buildDocumentXml(facturaCredito));

  it('is serialised without indentation or whitespace between elements', () => {
    expect(buildDocumentXml(facturaGravada)).not.toMatch(/>\s+</);
  });

  it('starts with ONE empty ExtensionContent and the versions SUNAT expects', () => {
    expect(topLevel(root).slice(0, 4)).toEqual([
      'ext:UBLExtensions',
      'cbc:UBLVersionID',
      'cbc:CustomizationID',
      'cbc:ProfileID',
    ]);
    expect(elements(root, 'ext:ExtensionContent')).toHaveLength(1);
    expect(elements(root, 'ext:ExtensionContent')[0]?.childNodes.length).toBe(0);
    expect(texts(root, 'cbc:UBLVersionID')).toEqual(['2.1']);
    expect(texts(root, 'cbc:CustomizationID')).toEqual(['2.0']);
  });

  it('writes the operation type as InvoiceTypeCode listID and the establishment code (3030)', () => {
    const typeCode = elements(root, 'cbc:InvoiceTypeCode')[0];
    expect(typeCode?.textContent).toBe('01');
    expect(typeCode?.getAttribute('listID')).toBe('0101');
    expect(texts(root, 'cbc:AddressTypeCode')).toEqual(['0000']);
  });

  it('writes Credito with the pending amount and Cuota001… with amounts and due dates', () => {
    const terms = elements(root, 'cac:PaymentTerms').map((node) =>
      topLevel(node).map((name) => `${name}=${node.getElementsByTagName(name)[0]?.textContent}`),
    );
    expect(terms).toEqual([
      ['cbc:ID=FormaPago', 'cbc:PaymentMeansID=Credito', 'cbc:Amount=1180.00'],
      [
        'cbc:ID=FormaPago',
        'cbc:PaymentMeansID=Cuota001',
        'cbc:Amount=590.00',
        'cbc:PaymentDueDate=2026-12-20',
      ],
      [
        'cbc:ID=FormaPago',
        'cbc:PaymentMeansID=Cuota002',
        'cbc:Amount=590.00',
        'cbc:PaymentDueDate=2027-01-20',
      ],
    ]);
  });

  it('writes Contado for a cash sale', () => {
    expect(texts(parse(buildDocumentXml(boleta)), 'cbc:PaymentMeansID')).toEqual(['Contado']);
  });

  it('writes the detracción account, code, percent and amount in PEN before FormaPago', () => {
    const detraction = parse(buildDocumentXml(facturaDetraccion));
    expect(texts(detraction, 'cbc:PaymentMeansCode')).toEqual(['001']);
    expect(texts(detraction, 'cbc:PaymentMeansID')).toEqual(['037', 'Contado']);
    expect(texts(detraction, 'cbc:PaymentPercent')).toEqual(['12.00']);
    const amount = elements(detraction, 'cac:PaymentTerms')[0]?.getElementsByTagName('cbc:Amount')[0];
    expect(amount?.textContent).toBe('141.60');
    expect(amount?.getAttribute('currencyID')).toBe('PEN');
    expect(texts(detraction, 'cbc:InvoiceTypeCode')).toEqual(['01']);
    expect(elements(detraction, 'cbc:InvoiceTypeCode')[0]?.getAttribute('listID')).toBe('1001');
  });
});

describe('UBL lines and taxes', () => {
  const root = parse(buildDocumentXml(facturaMixta));
  const lines = elements(root, 'cac:InvoiceLine');

  it('writes cbc:Percent and the Catálogo 07 affectation on every IGV-family subtotal of a line', () => {
    for (const line of lines) {
      for (const category of elements(line, 'cac:TaxCategory')) {
        const scheme = category.getElementsByTagName('cbc:ID')[0]?.textContent;
        if (scheme === '7152') continue;
        expect(category.getElementsByTagName('cbc:Percent')[0]?.textContent).toMatch(/^\d+\.\d{2}$/);
      }
    }
    expect(texts(root, 'cbc:TaxExemptionReasonCode')).toEqual(['10', '20', '11', '10', '10']);
  });

  it('maps each scheme to its Catálogo 05 name and type code', () => {
    const schemes = elements(root, 'cac:TaxScheme').map((node) =>
      ['cbc:ID', 'cbc:Name', 'cbc:TaxTypeCode']
        .map((name) => node.getElementsByTagName(name)[0]?.textContent)
        .join(' '),
    );
    expect(new Set(schemes)).toEqual(
      new Set(['2000 ISC EXC', '1000 IGV VAT', '9997 EXO VAT', '9996 GRA FRE', '7152 ICBPER OTH']),
    );
  });

  it('writes a free line with price type 02 (referential value) and a cac:Price of 0', () => {
    const free = lines[2] as Element;
    expect(texts(free, 'cbc:PriceTypeCode')).toEqual(['02']);
    const price = elements(free, 'cac:Price')[0]?.getElementsByTagName('cbc:PriceAmount')[0];
    expect(price?.textContent).toBe('0');
  });

  it('writes the line discount (Catálogo 53 00) and the global one (02) with factor and base', () => {
    const discounts = elements(root, 'cac:AllowanceCharge').map((node) =>
      topLevel(node).map((name) => node.getElementsByTagName(name)[0]?.textContent),
    );
    expect(discounts).toEqual([
      ['false', '02', '0.03446', '10.00', '290.20'],
      ['false', '00', '0.1', '20.00', '200.00'],
    ]);
  });

  it('writes ICBPER with the bags and the amount per bag, and no taxable amount', () => {
    const bag = lines[4] as Element;
    const icbper = elements(bag, 'cac:TaxSubtotal').find(
      (node) => node.getElementsByTagName('cbc:Name')[0]?.textContent === 'ICBPER',
    );
    expect(icbper && topLevel(icbper)).toEqual(['cbc:TaxAmount', 'cbc:BaseUnitMeasure', 'cac:TaxCategory']);
    expect(texts(icbper as Element, 'cbc:BaseUnitMeasure')).toEqual(['2']);
    expect(texts(icbper as Element, 'cbc:PerUnitAmount')).toEqual(['0.50']);
  });

  it('writes ISC with its rate and sistema (TierRange) before the IGV', () => {
    const beer = lines[3] as Element;
    expect(texts(beer, 'cbc:TierRange')).toEqual(['01']);
    expect(
      elements(beer, 'cac:TaxSubtotal').map((node) => node.getElementsByTagName('cbc:Name')[0]?.textContent),
    ).toEqual(['ISC', 'IGV']);
  });

  it('writes amounts with 2 decimals and unit values up to 10', () => {
    expect(texts(root, 'cbc:PayableAmount')).toEqual(['381.64']);
    expect(upTo(new Decimal('0.118'))).toBe('0.118');
    expect(upTo(new Decimal('1.123456789012'))).toBe('1.1234567890');
    expect(upTo(new Decimal('0.00000001'))).toBe('0.00000001');
  });

  it('escapes text instead of breaking the XML', () => {
    expect(buildDocumentXml(facturaGravada)).toContain(
      'SERVICIO DE INSTALACIÓN &amp; CONFIGURACIÓN &lt;RED&gt;',
    );
  });
});

describe('UBL notes', () => {
  it('carries DiscrepancyResponse and BillingReference, and no FormaPago unless reason 13', () => {
    const root = parse(buildDocumentXml(notaCredito));
    expect(texts(root, 'cbc:ReferenceID')).toEqual(['F001-1']);
    expect(texts(root, 'cbc:ResponseCode')).toEqual(['01']);
    expect(texts(root, 'cbc:DocumentTypeCode')).toEqual(['01']);
    expect(elements(root, 'cac:PaymentTerms')).toHaveLength(0);
    const adjustment = parse(
      buildDocumentXml({ ...notaCredito, reference: { ...notaCredito.reference!, reasonCode: '13' } }),
    );
    expect(texts(adjustment, 'cbc:PaymentMeansID')).toEqual(['Contado']);
  });

  it('refuses a note without the document it modifies', () => {
    expect(() => buildDocumentXml({ ...notaCredito, reference: undefined })).toThrow(
      'La nota FC01-1 no indica el comprobante que modifica',
    );
  });
});

describe('RC summary', () => {
  const root = parse(buildSummaryXml(resumenDiario));
  const lines = elements(root, 'sac:SummaryDocumentsLine');

  it('declares UBL 2.0, CustomizationID 1.1 and SUNAT sac: lines', () => {
    expect(texts(root, 'cbc:UBLVersionID')).toEqual(['2.0']);
    expect(texts(root, 'cbc:CustomizationID')).toEqual(['1.1']);
    expect(root.getAttribute('xmlns:sac')).toBe(
      'urn:sunat:names:specification:ubl:peru:schema:xsd:SunatAggregateComponents-1',
    );
  });

  it('writes each line status (Catálogo 19) and the IGV rate of every line (2992)', () => {
    expect(texts(root, 'cbc:ConditionCode')).toEqual(['1', '2', '3', '1']);
    for (const line of lines) {
      const igv = elements(line, 'cac:TaxCategory').find(
        (node) => node.getElementsByTagName('cbc:ID')[0]?.textContent === '1000',
      );
      expect(igv?.getElementsByTagName('cbc:Percent')[0]?.textContent).toBe('18.00');
    }
  });

  it('writes gravadas always and the other operations only when not zero', () => {
    expect(texts(lines[1] as Element, 'cbc:InstructionID')).toEqual(['01', '02']);
    expect(texts(lines[0] as Element, 'cbc:InstructionID')).toEqual(['01']);
  });

  it('references the boleta a note modifies', () => {
    expect(texts(lines[3] as Element, 'cbc:ID')).toContain('B001-1');
  });
});

describe('cac:Signature (SignatoryParty, ERR-2078)', () => {
  const pse = { ruc: '20611900423', name: 'FACTURADOR DEMO S.A.C.' };
  const signatory = (root: Element) => {
    const party = elements(root, 'cac:SignatoryParty')[0]!;
    return [texts(party, 'cbc:ID')[0], texts(party, 'cbc:Name')[0]];
  };

  it('names the issuer when the issuer signs with its own certificate', () => {
    expect(signatory(parse(buildDocumentXml(facturaGravada)))).toEqual([
      facturaGravada.issuer.ruc,
      facturaGravada.issuer.businessName,
    ]);
  });

  it('names the PSE that signs for the issuer, on documents and summaries alike', () => {
    const invoice = parse(buildDocumentXml(boleta, pse));
    expect(signatory(invoice)).toEqual([pse.ruc, pse.name]);
    // The supplier is still the issuer: only the signature changes hands.
    expect(texts(elements(invoice, 'cac:AccountingSupplierParty')[0]!, 'cbc:ID')[0]).toBe(boleta.issuer.ruc);
    expect(signatory(parse(buildSummaryXml(resumenDiario, pse)))).toEqual([pse.ruc, pse.name]);
  });
});
