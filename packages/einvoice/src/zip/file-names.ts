/**
 * SUNAT's file names: `RUC-TT-SERIE-NUMERO` for documents and `RUC-RC|RA|RR-YYYYMMDD-n` for
 * summaries, bajas and reversiones. The zip and the XML inside share the base name (0151/0161 otherwise).
 */
export function fileBaseName(ruc: string, documentType: string, series: string, number: number): string {
  return `${ruc}-${documentType}-${series}-${number}`;
}

/** `yyyymmdd` accepts 2026-11-26 or 20261126. */
export function summaryFileBaseName(
  ruc: string,
  kind: 'RC' | 'RA' | 'RR',
  yyyymmdd: string,
  sequence: number,
): string {
  return `${ruc}-${kind}-${yyyymmdd.replaceAll('-', '')}-${sequence}`;
}
