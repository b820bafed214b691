/** SUNAT catalogue 01 and the summaries (DOMAIN.md, "Electronic documents"). */
export interface DocumentType {
  code: string;
  name: string;
  series: string;
  description: string;
}

export const documentTypes: DocumentType[] = [
  {
    code: '01',
    name: 'Factura electrónica',
    series: 'Serie F001, F002…',
    description:
      'Para ventas a empresas y personas con RUC que necesitan sustentar costo o gasto y usar el crédito fiscal del IGV. Se envía a SUNAT o a tu OSE y recibes la constancia de recepción (CDR).',
  },
  {
    code: '03',
    name: 'Boleta de venta electrónica',
    series: 'Serie B001, B002…',
    description:
      'Para ventas a consumidores finales con DNI u otro documento. Las boletas se informan a SUNAT en el resumen diario, y las de más de S/ 700 identifican al comprador.',
  },
  {
    code: '07',
    name: 'Nota de crédito electrónica',
    series: 'Misma serie del comprobante que modifica',
    description:
      'Anula o corrige una factura o boleta ya emitida: devoluciones, descuentos posteriores, error en el RUC o en la descripción, anulación de la operación.',
  },
  {
    code: '08',
    name: 'Nota de débito electrónica',
    series: 'Misma serie del comprobante que modifica',
    description:
      'Aumenta el valor de una factura o boleta por intereses por mora, penalidades u otros cargos posteriores.',
  },
  {
    code: '09',
    name: 'Guía de remisión remitente',
    series: 'Serie T001…',
    description:
      'Sustenta el traslado de bienes que hace quien los vende o los envía, con punto de partida, punto de llegada, vehículo y conductor.',
  },
  {
    code: '31',
    name: 'Guía de remisión transportista',
    series: 'Serie V001…',
    description:
      'La emite la empresa de transporte que traslada bienes de terceros, y acompaña a la guía del remitente durante todo el trayecto.',
  },
  {
    code: '20',
    name: 'Comprobante de retención',
    series: 'Serie R001…',
    description:
      'Para agentes de retención designados por SUNAT: retiene el 3 % del IGV en los pagos a sus proveedores y lo declara a su nombre.',
  },
  {
    code: '40',
    name: 'Comprobante de percepción',
    series: 'Serie P001…',
    description:
      'Para agentes de percepción: cobra por adelantado un porcentaje del IGV de la venta al cliente y lo entrega a SUNAT.',
  },
  {
    code: '04',
    name: 'Liquidación de compra electrónica',
    series: 'Serie E001…',
    description:
      'Para comprar a productores y personas sin RUC (por ejemplo, agricultores o recolectores) y sustentar esa compra como gasto.',
  },
];

export const summaries: DocumentType[] = [
  {
    code: 'RC',
    name: 'Resumen diario de boletas',
    series: 'Identificador RC-AAAAMMDD-N',
    description:
      'Informa a SUNAT las boletas y sus notas emitidas en el día; Facturador lo arma y lo envía por ti dentro del plazo.',
  },
  {
    code: 'RA',
    name: 'Comunicación de baja',
    series: 'Identificador RA-AAAAMMDD-N',
    description:
      'Da de baja facturas y sus notas que no debieron emitirse, dentro de los plazos que fija SUNAT. El número dado de baja no se vuelve a usar.',
  },
  {
    code: 'RR',
    name: 'Resumen de reversiones',
    series: 'Identificador RR-AAAAMMDD-N',
    description: 'Revierte comprobantes de retención y de percepción emitidos por error.',
  },
];
