/**
 * The double's own copy of SUNAT's note reasons (cac:DiscrepancyResponse/cbc:ResponseCode), written
 * from SUNAT's catálogos, never read from the product's engine: Catálogo 09 for credit notes (code
 * 13 «Ajustes – montos y/o fechas de pago» since 2021-09-01, Control_de_Cambios) and Catálogo 10
 * for debit notes (NotaDebito row 6: «Parámetros (014)»).
 */
export const CATALOGO_09 = new Set([
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
]);

export const CATALOGO_10 = new Set(['01', '02', '03', '11', '12']);
