import { RESPONSE_CODES } from './response-codes.ts';

/** How a code is written in the catalogue: ticket states as sent (0, 98, 99), others with 4 digits. */
export function normalizeCode(code: number | string): string {
  const text = String(code).trim();
  if (!/^\d+$/.test(text)) return text;
  const value = Number.parseInt(text, 10);
  if (value === 0 || value === 98 || value === 99) return String(value);
  return text.padStart(4, '0');
}

/** The Spanish explanation of a SUNAT code; an unknown code still gets a sentence naming it. */
export function describeCode(code: number | string): string {
  const key = normalizeCode(code);
  return RESPONSE_CODES[key] ?? `SUNAT respondió con el código ${key}, que no está en nuestro catálogo`;
}
