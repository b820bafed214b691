/** What a zip's name says, before the content is read. */
export type BillType = '01' | '03' | '07' | '08';
export type SummaryType = 'RC' | 'RA';

export type ParsedName =
  | {
      kind: 'bill';
      base: string;
      ruc: string;
      type: BillType;
      series: string;
      number: number;
      numberText: string;
    }
  | {
      kind: 'summary';
      base: string;
      ruc: string;
      type: SummaryType;
      date: string;
      sequence: string;
      id: string;
    };

const BILL = /^(\d{11})-(01|03|07|08)-([A-Z0-9]{4})-(\d{1,8})$/;
const SUMMARY = /^(\d{11})-(RC|RA)-(\d{8})-(\d{1,5})$/;

/**
 * Parses `RUC-TT-SERIE-NUMERO` or `RUC-RC|RA-YYYYMMDD-n` (without extension). Returns null for
 * any other name (SUNAT's 0151).
 */
export function parseBaseName(base: string): ParsedName | null {
  const bill = BILL.exec(base);
  if (bill) {
    const [, ruc, type, series, numberText] = bill as unknown as [string, string, BillType, string, string];
    const number = Number(numberText);
    if (number <= 0) return null;
    return { kind: 'bill', base, ruc, type, series, number, numberText };
  }
  const summary = SUMMARY.exec(base);
  if (summary) {
    const [, ruc, type, date, sequence] = summary as unknown as [string, string, SummaryType, string, string];
    return { kind: 'summary', base, ruc, type, date, sequence, id: `${type}-${date}-${sequence}` };
  }
  return null;
}

/** A zip name must end in .zip (case-insensitive, as SUNAT accepts) and hold a valid base. */
export function parseZipName(fileName: string): ParsedName | null {
  const match = /^(.*)\.zip$/i.exec(fileName.trim());
  return match ? parseBaseName(match[1] ?? '') : null;
}
