import { strToU8, unzipSync, zipSync } from 'fflate';

export type UnzipResult =
  { ok: true; entries: { name: string; data: Uint8Array }[] } | { ok: false; code: '0155' | '0156' };

/**
 * Opens a client's zip. Directory entries are ignored (SUNAT's own zips carry `dummy/`); an archive
 * that cannot be read is 0156, one without files 0155.
 */
export function openZip(base64: string): UnzipResult {
  const bytes = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  if (bytes.length === 0) return { ok: false, code: '0155' };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  } catch {
    return { ok: false, code: '0156' };
  }
  const entries = Object.entries(files)
    .filter(([name]) => !name.endsWith('/'))
    .map(([name, data]) => ({ name, data }));
  return entries.length === 0 ? { ok: false, code: '0155' } : { ok: true, entries };
}

/** The CDR zip as SUNAT ships it: `R-<name>.xml` plus an empty `dummy/` directory entry. */
export function cdrZip(xmlName: string, xml: string): string {
  const zipped = zipSync({ [xmlName]: strToU8(xml), 'dummy/': new Uint8Array(0) }, { level: 6 });
  return Buffer.from(zipped).toString('base64');
}
