/** The last series chosen per company and type, so the next document starts from it. */
const key = (companyId: string, documentType: string) =>
  `facturador.comprobantes.serie.${companyId}.${documentType}`;

export function rememberedSeries(companyId: string, documentType: string): string | null {
  try {
    return window.localStorage.getItem(key(companyId, documentType));
  } catch {
    return null;
  }
}

export function rememberSeries(companyId: string, documentType: string, series: string): void {
  try {
    window.localStorage.setItem(key(companyId, documentType), series);
  } catch {
    // Private mode or a full store: the choice is only a convenience.
  }
}
