import { describe, expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import { buildSignedDocument, buildSignedSummary, buildSignedVoided } from '../../src/pipeline.ts';
import { digestValueOf } from '../../src/sign/digest-value.ts';
import { computedBoleta, computedFacturaGravada, computedResumenDiario } from '../fixtures/inputs.ts';
import { comunicacionBaja } from '../fixtures/summaries.ts';
import { testSigningKey } from '../fixtures/test-key.ts';
import { TEST_PSE } from '../fixtures/test-pse.ts';
import { testPseSigningKey } from '../fixtures/test-pse-key.ts';
import { xmlsecVerify } from '../fixtures/xmlsec.ts';

const key = testSigningKey();

describe('buildSignedDocument', () => {
  const files = buildSignedDocument(computedFacturaGravada, key);

  it('names the files RUC-TT-SERIE-NUMERO and zips the signed XML as its one entry', () => {
    expect(files.fileName).toBe('20000000001-01-F001-1');
    const entries = unzipSync(files.zip);
    expect(Object.keys(entries)).toEqual(['20000000001-01-F001-1.xml']);
    expect(strFromU8(entries['20000000001-01-F001-1.xml'] ?? new Uint8Array())).toBe(files.xml);
  });

  it('answers the digest of the signed XML, which xmlsec1 verifies', () => {
    expect(files.digestValue).toBe(digestValueOf(files.xml));
    expect(xmlsecVerify(files.xml).ok).toBe(true);
  });

  it('times every step, so a benchmark can print each share', () => {
    expect(Object.keys(files.timings)).toEqual(['build', 'sign', 'digest', 'zip']);
    for (const value of Object.values(files.timings)) expect(value).toBeGreaterThanOrEqual(0);
  });

  it('names a boleta after its own series', () => {
    expect(buildSignedDocument(computedBoleta, key).fileName).toBe('20000000001-03-B001-1');
  });
});

describe('summaries', () => {
  it('names the RC and RA after the day they are made', () => {
    expect(buildSignedSummary(computedResumenDiario, key).fileName).toBe('20000000001-RC-20261121-1');
    expect(buildSignedVoided(comunicacionBaja, key).fileName).toBe('20000000001-RA-20261121-1');
  });
});

describe('a PSE signs for its customer (issue 40)', () => {
  const pseKey = testPseSigningKey();
  const files = buildSignedDocument(computedBoleta, pseKey);

  it('keeps the issuer in the file name and the supplier, and names the PSE in SignatoryParty', () => {
    expect(files.fileName).toBe('20000000001-03-B001-1');
    const party = /<cac:SignatoryParty>([\s\S]*?)<\/cac:SignatoryParty>/.exec(files.xml)![1]!;
    expect(party).toContain(`<cbc:ID>${TEST_PSE.ruc}</cbc:ID>`);
    expect(party).toContain(`<cbc:Name>${TEST_PSE.name}</cbc:Name>`);
  });

  it("carries the PSE's certificate, not the issuer's, and xmlsec1 verifies it", () => {
    expect(files.xml).toContain(`<ds:X509Certificate>${pseKey.certificateBase64}</ds:X509Certificate>`);
    expect(files.xml).not.toContain(key.certificateBase64);
    expect(xmlsecVerify(files.xml).ok).toBe(true);
  });
});
