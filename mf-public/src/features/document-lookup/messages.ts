import { LOOKUP_LINK_MINUTES } from '@facturador/contracts';

export const lookupMessages = {
  overline: 'Comprobantes',
  title: 'Consulta tu comprobante electrónico',
  intro:
    'Si recibiste una factura, boleta o nota electrónica de una empresa que emite con Facturador, descarga aquí su PDF y su XML. Escribe los datos tal como aparecen impresos en el comprobante.',
  formLabel: 'Consulta de comprobante',
  ruc: 'RUC del emisor',
  type: 'Tipo de comprobante',
  types: {
    '01': 'Factura electrónica',
    '03': 'Boleta de venta electrónica',
    '07': 'Nota de crédito electrónica',
    '08': 'Nota de débito electrónica',
  },
  series: 'Serie',
  seriesHelp: 'Por ejemplo, F001 o B001',
  number: 'Número',
  issueDate: 'Fecha de emisión',
  total: 'Importe total',
  totalHelp: 'Con punto decimal, por ejemplo 118.00',
  search: 'Consultar',
  searching: 'Consultando…',
  unanswered: 'No pudimos hacer la consulta. Inténtalo de nuevo en unos minutos.',
  found: (number: string) =>
    `Encontramos el comprobante ${number}. Los enlaces de descarga vencen en ${LOOKUP_LINK_MINUTES} minutos.`,
  /** Issue 40: what heads the answer for a document issued in test (the server's text follows). */
  testTitle: (number: string) => `Comprobante de prueba ${number}`,
  pdf: 'Descargar PDF (A4)',
  ticket: 'Descargar ticket (80 mm)',
  xml: 'Descargar XML',
  sunatNote:
    'También puedes verificar su validez en la consulta de comprobantes de SUNAT. Un comprobante que no aparece aquí puede haber sido emitido con otro sistema: pide el PDF a quien te lo emitió.',
} as const;
