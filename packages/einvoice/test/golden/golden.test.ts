import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSignedDocument, buildSignedSummary, buildSignedVoided } from '../../src/pipeline.ts';
import { validateXsd, type XsdKind } from '../../src/xsd/validate-xsd.ts';
import { canonical } from '../fixtures/c14n.ts';
import * as inputs from '../fixtures/inputs.ts';
import { comunicacionBaja } from '../fixtures/summaries.ts';
import { testSigningKey } from '../fixtures/test-key.ts';
import { testPseSigningKey } from '../fixtures/test-pse-key.ts';
import { xmlsecVerify } from '../fixtures/xmlsec.ts';

/**
 * One signed golden file per SUNAT scenario, from a document input through the tax engine
 * (computeDocument; the RA has no engine step). Each run rebuilds and re-signs the document and
 * compares it with the golden after C14N (RSA PKCS#1 v1.5 is deterministic, so the signature is
 * compared too). UPDATE_GOLDEN=1 rewrites them. Every golden must pass xmlsec1, our structural
 * checks and — when UBL21_XSD_DIR names the OASIS schemas — the UBL 2.1 XSD.
 */
const key = testSigningKey();

const cases: Array<{ name: string; kind: XsdKind; xml: () => string }> = [
  {
    name: 'factura-gravada',
    kind: '01',
    xml: () => buildSignedDocument(inputs.computedFacturaGravada, key).xml,
  },
  { name: 'factura-mixta', kind: '01', xml: () => buildSignedDocument(inputs.computedFacturaMixta, key).xml },
  {
    name: 'factura-credito',
    kind: '01',
    xml: () => buildSignedDocument(inputs.computedFacturaCredito, key).xml,
  },
  {
    name: 'factura-detraccion',
    kind: '01',
    xml: () => buildSignedDocument(inputs.computedFacturaDetraccion, key).xml,
  },
  {
    name: 'factura-exportacion',
    kind: '01',
    xml: () => buildSignedDocument(inputs.computedFacturaExportacion, key).xml,
  },
  {
    name: 'factura-anticipo',
    kind: '01',
    xml: () => buildSignedDocument(inputs.computedFacturaAnticipo, key).xml,
  },
  {
    name: 'factura-con-anticipo',
    kind: '01',
    xml: () => buildSignedDocument(inputs.computedFacturaConAnticipo, key).xml,
  },
  {
    name: 'factura-percepcion',
    kind: '01',
    xml: () => buildSignedDocument(inputs.computedFacturaPercepcion, key).xml,
  },
  { name: 'boleta', kind: '03', xml: () => buildSignedDocument(inputs.computedBoleta, key).xml },
  // Signed by a PSE for its customer (issue 40): the PSE's certificate, the PSE in SignatoryParty.
  {
    name: 'boleta-firmada-por-pse',
    kind: '03',
    xml: () => buildSignedDocument(inputs.computedBoleta, testPseSigningKey()).xml,
  },
  { name: 'nota-credito', kind: '07', xml: () => buildSignedDocument(inputs.computedNotaCredito, key).xml },
  { name: 'nota-debito', kind: '08', xml: () => buildSignedDocument(inputs.computedNotaDebito, key).xml },
  {
    name: 'resumen-diario',
    kind: 'RC',
    xml: () => buildSignedSummary(inputs.computedResumenDiario, key).xml,
  },
  { name: 'comunicacion-baja', kind: 'RA', xml: () => buildSignedVoided(comunicacionBaja, key).xml },
];

const goldenPath = (name: string) => join(__dirname, `${name}.xml`);
const schemasConfigured = Boolean(process.env.UBL21_XSD_DIR);

describe.each(cases)('golden $name', ({ name, kind, xml }) => {
  const built = xml();
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(goldenPath(name)))
    writeFileSync(goldenPath(name), built, 'utf8');
  const golden = readFileSync(goldenPath(name), 'utf8');

  it('matches the golden file after C14N', () => {
    expect(canonical(built)).toBe(canonical(golden));
  });

  it('verifies with xmlsec1', () => {
    const result = xmlsecVerify(golden);
    expect(result.output).toContain('OK');
    expect(result.ok).toBe(true);
  });

  it(`passes ${schemasConfigured && kind !== 'RC' && kind !== 'RA' ? 'the OASIS UBL 2.1 XSD and ' : ''}our structural checks`, async () => {
    const result = await validateXsd(golden, kind);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  }, 30_000);
});
