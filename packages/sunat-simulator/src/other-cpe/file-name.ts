/** The name of a file sent to the other-CPE service, before its content is read. */
export type OtherCpeName =
  | {
      kind: 'bill';
      base: string;
      ruc: string;
      type: '20' | '40';
      series: string;
      number: number;
      numberText: string;
    }
  | { kind: 'summary'; base: string; ruc: string; type: 'RR'; date: string; sequence: string; id: string };

/** Series of a 20 (R + 3) or a 40 (P + 3), or a physical one of up to 4 digits (row 4, ERR-1001). */
const BILL = /^(\d{11})-(20|40)-([RP][A-Z0-9]{3}|\d{1,4})-(\d{1,8})$/;
const SUMMARY = /^(\d{11})-(RR)-(\d{8})-(\d{1,5})$/;

/** `RUC-20|40-SERIE-NUMERO.zip` or `RUC-RR-YYYYMMDD-n.zip`; null is SUNAT's 0151. */
export function parseOtherCpeZipName(fileName: string): OtherCpeName | null {
  const base = /^(.*)\.zip$/i.exec(fileName.trim())?.[1] ?? '';
  const bill = BILL.exec(base);
  if (bill) {
    const [, ruc, type, series, numberText] = bill as unknown as [
      string,
      string,
      '20' | '40',
      string,
      string,
    ];
    const number = Number(numberText);
    const letterFits = /^\d/.test(series) || series[0] === (type === '20' ? 'R' : 'P');
    return number > 0 && letterFits ? { kind: 'bill', base, ruc, type, series, number, numberText } : null;
  }
  const summary = SUMMARY.exec(base);
  if (!summary) return null;
  const [, ruc, , date, sequence] = summary as unknown as [string, string, 'RR', string, string];
  return { kind: 'summary', base, ruc, type: 'RR', date, sequence, id: `RR-${date}-${sequence}` };
}
