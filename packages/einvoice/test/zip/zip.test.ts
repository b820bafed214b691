import { describe, expect, it } from '@jest/globals';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { fileBaseName, summaryFileBaseName } from '../../src/zip/file-names.ts';
import { unzipSingleXml } from '../../src/zip/unzip.ts';
import { zipDocument } from '../../src/zip/zip-document.ts';

describe('file names', () => {
  it('names a document RUC-TT-SERIE-NUMERO', () => {
    expect(fileBaseName('20000000001', '01', 'F001', 123)).toBe('20000000001-01-F001-123');
  });

  it('names summaries and bajas RUC-RC|RA-YYYYMMDD-n, from either date form', () => {
    expect(summaryFileBaseName('20000000001', 'RC', '2026-11-21', 1)).toBe('20000000001-RC-20261121-1');
    expect(summaryFileBaseName('20000000001', 'RA', '20261121', 12)).toBe('20000000001-RA-20261121-12');
  });
});

describe('zipDocument', () => {
  it('holds ONE entry named like the zip, with the XML bytes unchanged', () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><Invoice>Ñandú</Invoice>';
    const entries = unzipSync(zipDocument('20000000001-01-F001-1', xml));
    expect(Object.keys(entries)).toEqual(['20000000001-01-F001-1.xml']);
    expect(strFromU8(entries['20000000001-01-F001-1.xml'] ?? new Uint8Array())).toBe(xml);
  });

  it('is byte-stable for a fixed timestamp', () => {
    const modified = new Date(Date.UTC(2026, 10, 20, 15));
    expect(zipDocument('a', '<a/>', modified)).toEqual(zipDocument('a', '<a/>', modified));
  });
});

describe('unzipSingleXml', () => {
  const cdr = strToU8('<ApplicationResponse/>');

  it('skips the dummy entry and directories SUNAT adds beside the CDR', () => {
    const zip = zipSync({
      'dummy/': new Uint8Array(),
      dummy: new Uint8Array(),
      'R-20000000001-01-F001-1.xml': cdr,
    });
    const entry = unzipSingleXml(zip);
    expect(entry.fileName).toBe('R-20000000001-01-F001-1.xml');
    expect(strFromU8(entry.bytes)).toBe('<ApplicationResponse/>');
  });

  it('opens a zip nested in another zip', () => {
    const inner = zipSync({ 'R-20000000001-01-F001-1.xml': cdr });
    const outer = zipSync({ 'dummy/': new Uint8Array(), 'R-20000000001-01-F001-1.zip': inner });
    expect(unzipSingleXml(outer).fileName).toBe('R-20000000001-01-F001-1.xml');
  });

  it('reads an XML inside a folder by its base name', () => {
    expect(unzipSingleXml(zipSync({ 'cdr/R-x.xml': cdr })).fileName).toBe('R-x.xml');
  });

  it('refuses bytes that are not a zip, and a zip without an XML, in Spanish', () => {
    expect(() => unzipSingleXml(strToU8('no soy un zip'))).toThrow('El archivo recibido no es un zip válido');
    expect(() => unzipSingleXml(zipSync({ dummy: new Uint8Array() }))).toThrow('El zip no contiene un XML');
  });
});
