import { billingMessages, VOUCHER_MAX_BYTES } from '@facturador/contracts';
import { AppError } from '../http/app-error.ts';

export type VoucherMime = 'image/png' | 'image/jpeg' | 'application/pdf';

/** The file's kind by its first bytes (its name and the browser's type can lie). */
export function sniffVoucher(content: Buffer): VoucherMime | null {
  const starts = (bytes: readonly number[]) => bytes.every((byte, index) => content[index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

/** Decodes the upload (plain base64 or a data: URL) and checks size and kind; 400/413/415 otherwise. */
export function readVoucher(fileBase64: string): { content: Buffer; mime: VoucherMime } {
  const payload = fileBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    throw new AppError(400, 'VALIDATION_ERROR', billingMessages.voucherType, [
      { field: 'fileBase64', message: billingMessages.voucherType },
    ]);
  }
  const content = Buffer.from(payload, 'base64');
  if (content.length === 0) throw new AppError(400, 'BAD_REQUEST', billingMessages.voucherEmpty);
  if (content.length > VOUCHER_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', billingMessages.voucherTooLarge);
  }
  const mime = sniffVoucher(content);
  if (!mime) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', billingMessages.voucherType);
  return { content, mime };
}
