import { peruvianDate } from '../calendar/index.ts';

/** Every text of the retención and percepción rules, in Spanish, in one place (STYLE habit 6). */
export const otherCpeMessages = {
  retentionRegime: 'Elige un régimen de retención del catálogo 23 de SUNAT: 01 (tasa 3 %)',
  perceptionRegime:
    'Elige un régimen de percepción del catálogo 22 de SUNAT: 01 (venta interna, 2 %), 02 (combustible, 1 %) o 03 (tasa especial, 0.5 %)',
  retentionSixPercent: (until: string) =>
    `La retención del 6 % solo se aplica a comprobantes emitidos hasta el ${peruvianDate(until)}: usa el régimen 01 (3 %)`,
  relatedType: (kind: string, allowed: string) =>
    `Un comprobante de ${kind} solo se relaciona con comprobantes de tipo ${allowed}`,
  paymentPeriod: (kind: string) =>
    `Las fechas de ${kind === 'retención' ? 'pago' : 'cobro'} de todos los comprobantes relacionados deben ser del mismo mes`,
  paymentDate: (kind: string, from: string, to: string) =>
    `La fecha de ${kind === 'retención' ? 'pago' : 'cobro'} debe estar entre el ${peruvianDate(from)} y el ${peruvianDate(to)}`,
  receiverIsIssuer: (kind: string) =>
    `El ${kind === 'retención' ? 'proveedor' : 'cliente'} no puede ser la misma empresa que emite el comprobante de ${kind}`,
  providerNeedsRuc: 'El proveedor de una retención debe identificarse con su RUC',
  paymentRepeated:
    'Este comprobante ya tiene un pago con ese número en este comprobante de retención o percepción',
  exchangeRateRequired: 'Un comprobante relacionado en dólares necesita el tipo de cambio y su fecha',
  rounding: (max: string) => `El redondeo del total no puede ser mayor que S/ ${max} ni menor que -S/ ${max}`,
  pastSendDeadline: (days: number, lastDay: string) =>
    `SUNAT recibe este comprobante hasta ${days} días después de su fecha de emisión (hasta el ${peruvianDate(lastDay)}): emítelo con una fecha más reciente`,
} as const;
