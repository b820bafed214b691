import type { IssueFormValues } from './issue-form-model.ts';

type IssuedType = IssueFormValues['documentType'];

/**
 * The last document issued per company: its type, and the series per type, so the next
 * document starts from them (someone who only issues boletas opens on Boleta and its series).
 */
const seriesKey = (companyId: string, documentType: string) =>
  `facturador.comprobantes.serie.${companyId}.${documentType}`;
const typeKey = (companyId: string) => `facturador.comprobantes.tipo.${companyId}`;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // No storage (a server render, private mode): the form's defaults.
    return null;
  }
}

export function rememberedSeries(companyId: string, documentType: string): string | null {
  return read(seriesKey(companyId, documentType));
}

/** The type of the company's last document, when it is one Emitir issues. */
export function rememberedType(companyId: string): IssuedType | null {
  const type = read(typeKey(companyId));
  return type === '01' || type === '03' ? type : null;
}

export function rememberSeries(companyId: string, documentType: string, series: string): void {
  try {
    window.localStorage.setItem(seriesKey(companyId, documentType), series);
    window.localStorage.setItem(typeKey(companyId), documentType);
  } catch {
    // Private mode or a full store: the choice is only a convenience.
  }
}
