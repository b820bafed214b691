import { strToU8, zipSync } from 'fflate';

/**
 * The zip SUNAT receives: ONE entry `<base>.xml`, the signed bytes unchanged (UTF-8, no BOM).
 * `modified` only sets the entry's timestamp; pass a fixed one for byte-stable zips.
 */
export function zipDocument(baseName: string, xml: string, modified: Date = new Date()): Uint8Array {
  return zipSync({ [`${baseName}.xml`]: [strToU8(xml), { mtime: modified }] }, { level: 6 });
}
