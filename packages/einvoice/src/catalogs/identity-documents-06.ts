/**
 * Catálogo 06: tipos de documento de identidad. '-' is SUNAT's "varios" for boletas up to S/ 700.
 * From which day each code may be used: calendar/identity-documents.ts (parameter 006).
 */
export const CATALOG_06: Readonly<Record<string, string>> = {
  '0': 'Documento tributario no domiciliado sin RUC',
  '1': 'DNI',
  '4': 'Carné de extranjería',
  '6': 'RUC',
  '7': 'Pasaporte',
  A: 'Cédula diplomática de identidad',
  B: 'Documento de identidad del país de residencia (no domiciliado)',
  C: 'Tax Identification Number (TIN)',
  D: 'Identification Number (IN)',
  E: 'Tarjeta Andina de Migración (TAM)',
  F: 'Permiso Temporal de Permanencia (PTP)',
  G: 'Salvoconducto',
  H: 'Carné de Permiso Temporal de Permanencia (CPP)',
  '-': 'Varios (sin documento)',
};

export const IDENTITY_RUC = '6';
export const IDENTITY_DNI = '1';
export const IDENTITY_NONE = '-';
