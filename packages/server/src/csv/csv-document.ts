import type { FastifyReply } from 'fastify';
import { LIMA_TIME_ZONE } from '@facturador/contracts';

/** Excel opens a UTF-8 file with its accents only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection); a plain
  // negative number (a credit note's -118.00) is no formula and stays a number.
  const safe = /^[=+\-@]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** `2026-11-23 07:24` in Lima's time: what the person saw on the screen. */
export function limaDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LIMA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** Every CSV the API sends: BOM, the Spanish headers, CRLF lines. */
export function csvDocument(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(field).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV as a download named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
