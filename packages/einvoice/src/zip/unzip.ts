import { unzipSync } from 'fflate';

export interface UnzippedXml {
  fileName: string;
  /** Raw bytes: the XML declaration decides the charset (the CDR reader decodes it). */
  bytes: Uint8Array;
}

const isZip = (bytes: Uint8Array) => bytes.length > 3 && bytes[0] === 0x50 && bytes[1] === 0x4b;

/**
 * The one XML inside a SUNAT zip (a CDR `R-<name>.zip` or a document zip). SUNAT adds a `dummy`
 * entry (or folder) beside the CDR and some providers wrap the zip in another zip, so directories
 * and dummies are skipped and a nested zip is opened.
 */
export function unzipSingleXml(bytes: Uint8Array, depth = 0): UnzippedXml {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    throw new Error('El archivo recibido no es un zip válido');
  }
  const useful = Object.entries(entries).filter(([name]) => !name.endsWith('/') && !isDummy(name));
  const xml = useful.find(([name]) => name.toLowerCase().endsWith('.xml'));
  if (xml) return { fileName: baseOf(xml[0]), bytes: xml[1] };
  const nested = useful.find(([, content]) => isZip(content));
  if (nested && depth < 2) return unzipSingleXml(nested[1], depth + 1);
  throw new Error('El zip no contiene un XML');
}

function isDummy(name: string): boolean {
  return baseOf(name).toLowerCase() === 'dummy' || name.toLowerCase().startsWith('dummy/');
}

const baseOf = (name: string) => name.split('/').pop() ?? name;
