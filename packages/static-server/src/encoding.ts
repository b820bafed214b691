export type Encoding = 'br' | 'gzip';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Encodings the client accepts, best first (brotli before gzip; q=0 means refused). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0+)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  const wildcard = accepted.has('*');
  return (['br', 'gzip'] as const).filter((encoding) => wildcard || accepted.has(encoding));
}

export function precompressedPath(path: string, encoding: Encoding): string {
  return path + SUFFIX[encoding];
}
