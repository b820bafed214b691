/**
 * A statement parameter as node-postgres sends it (pg/lib/utils.js, `prepareValue`), for the
 * embedded database: text the server types from the statement, or bytes for binary values.
 * Dates go as ISO strings (the same instant); type checks work across realms (Jest's vm).
 */
export function queryParameter(value: unknown): string | Uint8Array | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return String(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (Object.prototype.toString.call(value) === '[object Date]') return (value as Date).toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

/** `{"a","b",NULL}`: every element quoted, as node-postgres writes arrays. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    if (ArrayBuffer.isView(value)) {
      return `\\\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    }
    const text = queryParameter(value) as string;
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}
