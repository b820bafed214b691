/**
 * The hash printed on the PDF and in the QR: the signature's ds:DigestValue (greenter's
 * XmlUtils). Read as text so nothing re-serialises the signed document.
 */
export function digestValueOf(signedXml: string): string {
  const match = /<(?:\w+:)?DigestValue>\s*([^<\s]+)\s*<\/(?:\w+:)?DigestValue>/.exec(signedXml);
  if (!match?.[1]) throw new Error('El XML no está firmado: no tiene DigestValue');
  return match[1];
}
