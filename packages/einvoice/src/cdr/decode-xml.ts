/**
 * Decodes XML bytes with the charset their declaration names. SUNAT's CDRs have come both as
 * UTF-8 and as ISO-8859-1; decoding the latter as UTF-8 would garble every accented letter.
 */
export function decodeXml(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase();
  const latin1 = declared === 'iso-8859-1' || declared === 'latin1' || declared === 'windows-1252';
  const text = new TextDecoder(latin1 ? 'latin1' : 'utf-8').decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
