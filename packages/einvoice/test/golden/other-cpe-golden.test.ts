import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSignedRetentionPerception,
  buildSignedReversion,
} from '../../src/retention-perception/pipeline.ts';
import { unzipSingleXml } from '../../src/zip/unzip.ts';
import { canonical } from '../fixtures/c14n.ts';
import {
  computedPerception,
  computedRetention,
  resumenReversiones,
} from '../fixtures/retention-perception.ts';
import { testSigningKey } from '../fixtures/test-key.ts';
import { xmlsecVerify } from '../fixtures/xmlsec.ts';

/**
 * Golden files of the other CPE: a retención (20), a percepción (40) and a resumen de reversiones
 * (RR), built from their inputs through the engine and signed as golden.test.ts does. They are
 * SUNAT's own UBL 2.0 documents (UBLPE Retention-1, Perception-1, VoidedDocuments-1), whose
 * schemas are not among the OASIS UBL 2.1 ones, so no XSD validates them here; xmlsec1 checks
 * the signature and the tests below the structure SUNAT's sheets read.
 */
const key = testSigningKey();

const cases = [
  {
    name: 'retencion',
    fileName: '20000000001-20-R001-1',
    files: () => buildSignedRetentionPerception(computedRetention, key),
  },
  {
    name: 'percepcion',
    fileName: '20000000001-40-P001-1',
    files: () => buildSignedRetentionPerception(computedPerception, key),
  },
  {
    name: 'resumen-reversiones',
    fileName: '20000000001-RR-20261121-1',
    files: () => buildSignedReversion(resumenReversiones, key),
  },
];

const goldenPath = (name: string) => join(__dirname, `${name}.xml`);

describe.each(cases)('golden $name', ({ name, fileName, files }) => {
  const built = files();
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(goldenPath(name)))
    writeFileSync(goldenPath(name), built.xml, 'utf8');
  const golden = readFileSync(goldenPath(name), 'utf8');

  it('matches the golden file after C14N', () => {
    expect(canonical(built.xml)).toBe(canonical(golden));
  });

  it('verifies with xmlsec1, and fails it once its date is altered', () => {
    const result = xmlsecVerify(golden);
    expect(result.output).toContain('OK');
    expect(result.ok).toBe(true);
    const altered = golden.replace(
      /<cbc:IssueDate>(\d{4})-/,
      (_all, year: string) => `<cbc:IssueDate>${Number(year) + 1}-`,
    );
    expect(altered).not.toBe(golden);
    expect(xmlsecVerify(altered).ok).toBe(false);
  });

  it(`is named ${fileName} and zipped alone under that name`, () => {
    expect(built.fileName).toBe(fileName);
    const entry = unzipSingleXml(built.zip);
    expect(entry.fileName).toBe(`${fileName}.xml`);
    expect(Buffer.from(entry.bytes).toString('utf8')).toBe(built.xml);
  });
});

describe('the retención and percepción as SUNAT reads them', () => {
  const retention = readFileSync(goldenPath('retencion'), 'utf8');
  const perception = readFileSync(goldenPath('percepcion'), 'utf8');
  const reversion = readFileSync(goldenPath('resumen-reversiones'), 'utf8');

  it('are UBL 2.0, CustomizationID 1.0, in SUNAT namespaces', () => {
    expect(retention).toContain(
      '<Retention xmlns="urn:sunat:names:specification:ubl:peru:schema:xsd:Retention-1"',
    );
    expect(perception).toContain(
      '<Perception xmlns="urn:sunat:names:specification:ubl:peru:schema:xsd:Perception-1"',
    );
    expect(reversion).toContain(
      '<VoidedDocuments xmlns="urn:sunat:names:specification:ubl:peru:schema:xsd:VoidedDocuments-1"',
    );
    for (const xml of [retention, perception, reversion]) {
      expect(xml).toContain(
        '<cbc:UBLVersionID>2.0</cbc:UBLVersionID><cbc:CustomizationID>1.0</cbc:CustomizationID>',
      );
    }
  });

  it('carry the régimen, its catálogo rate and the totals in soles', () => {
    expect(retention).toContain(
      '<sac:SUNATRetentionSystemCode>01</sac:SUNATRetentionSystemCode><sac:SUNATRetentionPercent>3.00</sac:SUNATRetentionPercent>',
    );
    expect(retention).toContain(
      '<cbc:TotalInvoiceAmount currencyID="PEN">91.74</cbc:TotalInvoiceAmount><sac:SUNATTotalPaid currencyID="PEN">2966.26</sac:SUNATTotalPaid>',
    );
    expect(perception).toContain(
      '<sac:SUNATPerceptionSystemCode>01</sac:SUNATPerceptionSystemCode><sac:SUNATPerceptionPercent>2.00</sac:SUNATPerceptionPercent>',
    );
    expect(perception).toContain('<sac:SUNATTotalCashed currencyID="PEN">2407.20</sac:SUNATTotalCashed>');
  });

  it('relate each document with its payment, the amount in soles and the exchange rate from its currency to PEN', () => {
    expect(retention).toContain(
      '<sac:SUNATRetentionDocumentReference><cbc:ID schemeID="01">F002-7</cbc:ID><cbc:IssueDate>2026-10-28</cbc:IssueDate><cbc:TotalInvoiceAmount currencyID="USD">500.00</cbc:TotalInvoiceAmount><cac:Payment><cbc:ID>1</cbc:ID><cbc:PaidAmount currencyID="USD">500.00</cbc:PaidAmount><cbc:PaidDate>2026-11-18</cbc:PaidDate></cac:Payment>',
    );
    expect(retention).toContain(
      '<sac:SUNATRetentionAmount currencyID="PEN">56.34</sac:SUNATRetentionAmount><sac:SUNATRetentionDate>2026-11-20</sac:SUNATRetentionDate><sac:SUNATNetTotalPaid currencyID="PEN">1821.66</sac:SUNATNetTotalPaid><cac:ExchangeRate><cbc:SourceCurrencyCode>USD</cbc:SourceCurrencyCode><cbc:TargetCurrencyCode>PEN</cbc:TargetCurrencyCode><cbc:CalculationRate>3.756</cbc:CalculationRate><cbc:Date>2026-11-18</cbc:Date></cac:ExchangeRate>',
    );
  });

  it('revert a 20 and a 40 in one RR', () => {
    expect(reversion).toContain(
      '<cbc:ID>RR-20261121-1</cbc:ID><cbc:ReferenceDate>2026-11-20</cbc:ReferenceDate>',
    );
    expect(reversion).toContain(
      '<sac:VoidedDocumentsLine><cbc:LineID>1</cbc:LineID><cbc:DocumentTypeCode>20</cbc:DocumentTypeCode><sac:DocumentSerialID>R001</sac:DocumentSerialID><sac:DocumentNumberID>1</sac:DocumentNumberID>',
    );
    expect(reversion).toContain(
      '<cbc:DocumentTypeCode>40</cbc:DocumentTypeCode><sac:DocumentSerialID>P001</sac:DocumentSerialID>',
    );
  });
});
