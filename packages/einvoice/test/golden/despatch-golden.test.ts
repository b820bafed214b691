import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSignedDespatch } from '../../src/pipeline.ts';
import { validateXsd, type XsdKind } from '../../src/xsd/validate-xsd.ts';
import { canonical } from '../fixtures/c14n.ts';
import * as guias from '../fixtures/despatches.ts';
import { testSigningKey } from '../fixtures/test-key.ts';
import { xmlsecVerify } from '../fixtures/xmlsec.ts';

/**
 * The guías de remisión (issue 42) as golden files, like golden.test.ts: rebuilt and re-signed on
 * each run, compared after C14N, verified by xmlsec1 and, when UBL21_XSD_DIR names the OASIS
 * schemas, valid against UBL-DespatchAdvice-2.1.xsd. UPDATE_GOLDEN=1 rewrites them.
 */
const key = testSigningKey();

const cases: Array<{ name: string; kind: XsdKind; xml: () => string }> = [
  {
    name: 'guia-remitente-publico',
    kind: '09',
    xml: () => buildSignedDespatch(guias.computed(guias.guiaRemitentePublico, 1), key).xml,
  },
  {
    name: 'guia-remitente-privado-m1l',
    kind: '09',
    xml: () => buildSignedDespatch(guias.computed(guias.guiaRemitentePrivadoM1L, 2), key).xml,
  },
  {
    name: 'guia-transportista-subcontratada',
    kind: '31',
    xml: () => buildSignedDespatch(guias.computed(guias.guiaTransportistaSubcontratada, 1), key).xml,
  },
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

  it(`passes ${schemasConfigured ? 'UBL-DespatchAdvice-2.1.xsd and ' : ''}our structural checks`, async () => {
    const result = await validateXsd(golden, kind);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  }, 30_000);
});
