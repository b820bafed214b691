import { companyMessages, LOGO_MAX_BYTES } from '@facturador/contracts';
import { validationError } from '../http/error-answer.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** base64, or a data: URL as a browser's FileReader gives it. */
export function decodeBase64Upload(value: string): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? value.slice(comma + 1) : value, 'base64');
}

/**
 * The logo's type is read from its first bytes, never from a name or a declared type: a PNG or a
 * JPEG of at most 1 MB, else 400.
 */
export function readLogo(fileBase64: string): { bytes: Buffer; mime: 'image/png' | 'image/jpeg' } {
  const bytes = decodeBase64Upload(fileBase64);
  const refuse = (message: string) => validationError([{ field: 'fileBase64', message }]);
  if (bytes.length > LOGO_MAX_BYTES) throw refuse(companyMessages.logoTooLarge);
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return { bytes, mime: 'image/png' };
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return { bytes, mime: 'image/jpeg' };
  throw refuse(companyMessages.logoType);
}
