import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const WIDTH = 120;
const HEIGHT = 160;
const YAPE_PURPLE = [0x74, 0x22, 0x84] as const;
const INK = [0x9a, 0x9a, 0xa6] as const;
const PAPER = [0xff, 0xff, 0xff] as const;

/** The colour of a pixel of a phone's payment receipt: a purple header, then lines of text. */
function pixel(x: number, y: number): readonly [number, number, number] {
  if (y < 36) return YAPE_PURPLE;
  const margin = x >= 12 && x < WIDTH - 12;
  // The amount: one thick line; then the details: thin lines of different lengths.
  if (y >= 50 && y < 62 && x >= 30 && x < 90) return INK;
  const line = (y - 76) % 14;
  const lineIndex = Math.floor((y - 76) / 14);
  if (y >= 76 && y < 146 && line < 4 && margin && x < WIDTH - 12 - lineIndex * 9) return INK;
  return PAPER;
}

/**
 * A small but real PNG (a Yape-like receipt, 120×160) for the demo vouchers: the admin's
 * review screen shows it as an image, and its first bytes pass the server's voucher check.
 */
export function demoVoucherPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: number[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < WIDTH; x += 1) rows.push(...pixel(x, y));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
