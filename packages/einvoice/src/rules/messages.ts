/** Every text of the rules, in Spanish, in one place (STYLE habit 6). */
export const ruleMessages = {
  facturaNeedsRuc: 'Una factura necesita el RUC del cliente',
  invalidRuc: 'El RUC del cliente no es válido: revisa sus 11 dígitos',
  invalidDni: 'El DNI debe tener 8 dígitos',
  invalidDniObserved: 'El DNI debe tener 8 dígitos: SUNAT acepta la boleta, pero la observa (4207)',
  customerNameFormat:
    'El nombre o la razón social del cliente debe tener al menos 3 caracteres, en una sola línea',
  exportCustomerNotRuc:
    'Una exportación se emite a un cliente del exterior: identifícalo con su documento extranjero, no con RUC',
  invalidForeignDocument: 'El carné de extranjería o el pasaporte debe tener de 1 a 12 letras o dígitos',
  boletaNeedsCustomer:
    'Una boleta de más de S/ 700.00 necesita el tipo y número de documento del cliente (DNI, carné de extranjería, pasaporte o RUC)',
  noteSeriesMismatch: (letter: string) =>
    `La serie de la nota debe empezar con ${letter}, como el comprobante que modifica`,
  referenceSeriesMismatch:
    'La serie del comprobante modificado no corresponde a su tipo (F para factura, B para boleta)',
  noteNeedsReference: 'Una nota necesita el comprobante que modifica',
  onlyNotesTakeReference: 'Solo una nota de crédito o de débito lleva comprobante modificado',
  creditNoteReason: 'El motivo de la nota de crédito debe ser un código del catálogo 09 de SUNAT (01 a 13)',
  debitNoteReason:
    'El motivo de la nota de débito debe ser un código del catálogo 10 de SUNAT (01, 02, 03, 11 o 12)',
  creditNote13NeedsCredit:
    'Una nota de crédito por ajuste de montos o fechas de pago (13) debe ser al crédito',
  creditNote13NeedsFactura:
    'Una nota de crédito por ajuste de montos o fechas de pago (13) solo modifica facturas',
  installmentsSum: (expected: string) => `Las cuotas deben sumar el monto pendiente de pago: ${expected}`,
  installmentDueDate: 'La fecha de la cuota debe ser posterior a la fecha de emisión',
  detractionNeedsOperation:
    'La detracción solo se informa con el tipo de operación 1001 (operación sujeta a detracción)',
  operationNeedsDetraction: 'El tipo de operación 1001 necesita los datos de la detracción',
  detractionCurrency: 'Un comprobante con detracción debe emitirse en soles (PEN)',
  detractionThreshold: 'La detracción solo se aplica a operaciones de más de S/ 700.00',
  igvRateNotInForce: (percent: string, date: string) =>
    `SUNAT no acepta la tasa del IGV de ${percent} % para la fecha ${date}: revisa el régimen del IGV de la empresa`,
  pastSendDeadline: (days: number, lastDay: string) =>
    `SUNAT recibe este comprobante hasta ${days} días después de su fecha de emisión (hasta el ${lastDay}): emítelo con una fecha más reciente`,
  issuerSsco: (date: string) =>
    `SUNAT considera a la empresa un Sujeto sin Capacidad Operativa (SSCO) al ${date}: no acepta sus facturas ni las notas que las modifican`,
  unitCodeNotInCatalog: (code: string) =>
    `La unidad de medida ${code} no está en el catálogo 03 de SUNAT (UN/ECE Rec. 20): usa, por ejemplo, NIU para bienes o ZZ para servicios`,
  unitValueFormat: 'El valor unitario debe tener hasta 12 enteros y 10 decimales, sin ceros a la izquierda',
  summaryIssuerName: (characters: number, min: number, max: number) =>
    `La razón social del emisor de este comprobante no cabe en una comunicación de baja ni en un resumen diario de SUNAT (de ${min} a ${max} caracteres, en una sola línea; tiene ${characters}): anúlalo con una nota de crédito`,
  lateSummary: (days: number, window: number) =>
    `El resumen diario llega a SUNAT ${days} días después de la fecha de sus comprobantes, fuera del plazo de ${window} días (observación 4443 de SUNAT)`,
  issueDateInFuture: 'La fecha de emisión no puede ser posterior a dos días desde hoy',
  exportNeeds40: 'En una exportación (operación 0200, 0201 o 0204) todos los ítems deben tener afectación 40',
  line40NeedsExport:
    'La afectación 40 (exportación) solo se usa en una exportación (operación 0200, 0201 o 0204)',
  iscOnlyTaxed:
    'El ISC solo se aplica a ítems vendidos gravados con IGV, exonerados o inafectos (no a los gratuitos, al IVAP ni a las exportaciones)',
  icbperBags: 'La cantidad de bolsas plásticas debe ser igual a la cantidad del ítem',
  lineDiscount: 'El descuento no puede ser mayor que la cantidad por el valor unitario',
  globalDiscountNeedsTaxed:
    'El descuento global solo se aplica a comprobantes con ítems gravados con IGV (afectación 10)',
  globalDiscountWithIvap: 'El descuento global no se puede usar con ítems de IVAP (afectación 17)',
  globalDiscountTooLarge: 'El descuento global no puede ser mayor que el total de los ítems gravados',
  lineTooLarge: 'El valor del ítem no puede superar 999,999,999,999.99',
  totalTooLarge: 'El importe total del comprobante no puede superar 999,999,999,999.99',
  customerTypeNotListed: (code: string, date: string) =>
    `El tipo de documento de identidad ${code} del cliente no está en el catálogo 06 de SUNAT para la fecha ${date}`,
  perceptionNeedsOperation:
    'La percepción solo se informa con el tipo de operación 2001 (operación sujeta a percepción)',
  perceptionOnlyFacturas: 'La percepción dentro del comprobante solo se emite en una factura',
  operationNeedsPerception:
    'Una factura al contado con el tipo de operación 2001 necesita el régimen de la percepción',
  perceptionOnlyCash: 'La percepción dentro de la factura solo se informa si la forma de pago es al contado',
  perceptionCurrency: 'Una factura con percepción debe emitirse en soles (PEN)',
  issuerNotServiceExporter:
    'La empresa no figura en el Registro de exportadores de servicios de SUNAT: no puede emitir una exportación de servicios (operación 0201)',
  serviceCountryRequired:
    'Una exportación de servicios (operación 0201) necesita el país donde se usa o aprovecha el servicio',
  serviceCountryNotPeru: 'El país de uso del servicio exportado no puede ser Perú (PE)',
  serviceCountryOnlyServices:
    'El país de uso del servicio solo se indica en una exportación de servicios (operación 0201)',
  advanceOnlyInvoices: 'Solo una factura o una boleta deduce anticipos; una nota no los lleva',
  advanceAmount: 'El importe del anticipo a deducir debe ser mayor que cero',
  advanceSeries: 'La serie del anticipo no corresponde a su tipo (F para factura, B para boleta)',
  advanceRepeated: 'Este anticipo ya está en la lista: deduce cada anticipo una sola vez',
  advanceIsNotDeduction: 'Un comprobante de anticipo no puede deducir otros anticipos',
  advanceTaxedTooLarge:
    'Los anticipos gravados (sin IGV) no pueden ser mayores que el valor de los ítems gravados con IGV',
  advanceExoneratedTooLarge:
    'Los anticipos exonerados no pueden ser mayores que el valor de los ítems exonerados',
  advanceUnaffectedTooLarge:
    'Los anticipos inafectos no pueden ser mayores que el valor de los ítems inafectos',
} as const;
