import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * The lines of a Latin-1 byte stream, one at a time. Latin-1 is one byte per character, so
 * decoding chunk by chunk can never split a character; readline keeps only the current line.
 */
export function padronLines(bytes: Readable): AsyncIterable<string> {
  bytes.setEncoding('latin1');
  return createInterface({ input: bytes, crlfDelay: Infinity });
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/**
 * The bytes of the first file inside a zip, inflated as they are read. SUNAT's padron_reducido_ruc.zip
 * holds one text file; Node's zlib inflates it, so no zip library is needed (none is a
 * dependency of the server). Sizes come from the central directory at the end of the archive:
 * the local header may leave them to a trailing descriptor.
 */
async function zipEntryStream(path: string): Promise<Readable> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0; at--) {
      if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) throw new Error(`${path} is not a zip file`);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === ZIP64_MARK)
      throw new Error(`${path} is a zip64 archive: unzip it and import the .txt`);

    const entry = Buffer.alloc(46);
    await file.read(entry, 0, 46, directoryOffset);
    if (entry.readUInt32LE(0) !== CENTRAL_DIRECTORY_ENTRY)
      throw new Error(`${path}: unreadable zip directory`);
    const method = entry.readUInt16LE(10);
    const compressedSize = entry.readUInt32LE(20);
    const headerOffset = entry.readUInt32LE(42);
    if (compressedSize === ZIP64_MARK || headerOffset === ZIP64_MARK)
      throw new Error(`${path} is a zip64 archive: unzip it and import the .txt`);
    if (method !== 0 && method !== 8) throw new Error(`${path}: unsupported zip compression ${method}`);

    const header = Buffer.alloc(30);
    await file.read(header, 0, 30, headerOffset);
    if (header.readUInt32LE(0) !== LOCAL_FILE_HEADER) throw new Error(`${path}: unreadable zip entry`);
    const dataStart = headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const raw = createReadStream(path, { start: dataStart, end: dataStart + compressedSize - 1 });
    return method === 0 ? raw : raw.pipe(createInflateRaw());
  } finally {
    await file.close();
  }
}

/** The lines of the padrón at `path`: the .zip SUNAT publishes or the .txt inside it. */
export async function padronFileLines(path: string): Promise<AsyncIterable<string>> {
  const bytes = path.toLowerCase().endsWith('.zip') ? await zipEntryStream(path) : createReadStream(path);
  return padronLines(bytes);
}
