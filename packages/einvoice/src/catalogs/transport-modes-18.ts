/** Catálogo 18: modalidad de traslado of a guía (SUNAT's Catálogos sheet, v20260212). */
export const CATALOG_18: Readonly<Record<string, string>> = {
  '01': 'Transporte público',
  '02': 'Transporte privado',
};

export const TRANSPORT_PUBLIC = '01';
export const TRANSPORT_PRIVATE = '02';
