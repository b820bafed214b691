/**
 * The double's own copy of SUNAT's parameter 006 («Catálogo 6 — Código de tipo de documento de
 * identidad», Parámetros sheet v20260212), written from the Catálogos sheet and the
 * Control_de_Cambios rows that added codes, never read from the product's engine. Each code maps to
 * the first issue date it may be used on (YYYY-MM-DD, compared as text), or null when the change
 * log never added it (listed since before the sheets' history):
 * - «Se agrega el tipo de documento: G- Salvoconducto», vigencia written 2021-01-09: the sheet's
 *   Excel swapped day and month of 01/09/2021 (its own text in that change set: «A partir del
 *   01/09/2021»), so 2021-09-01;
 * - «H - Carné Permiso Temp.Perman. - CPP», vigencia 2023-01-01.
 */
export const PARAMETRO_006: Readonly<Record<string, string | null>> = {
  '0': null,
  '1': null,
  '4': null,
  '6': null,
  '7': null,
  A: null,
  B: null,
  C: null,
  D: null,
  E: null,
  F: null,
  G: '2021-09-01',
  H: '2023-01-01',
};

/** Whether the identity document type is in parameter 006 on the date. */
export function inParametro006(code: string, date: string): boolean {
  if (!Object.hasOwn(PARAMETRO_006, code)) return false;
  const from = PARAMETRO_006[code];
  return from === null || from === undefined || from <= date;
}
