import { describe } from '../codes.ts';

/**
 * The Spanish texts of the codes only the other CPE answer, copied from the MENSAJE DE RETORNO
 * column of Retenciones1_0, Percepciones1_0 and Resumen_de_reversiones1_0 (v20260212).
 */
const OTHER_CPE_TEXTS: Record<string, string> = {
  '1049': 'ID - Serie y Número del archivo no coincide con el consignado en el contenido del XML.',
  '2110': 'UBLVersionID - La versión del UBL no es correcta',
  '2112': 'CustomizationID - La version del documento no es correcta',
  '2308': 'DocumentTypeCode - El valor del tipo de documento es invalido',
  '2348': 'Los documentos informados en el archivo XML se encuentran duplicados',
  '2600': 'El comprobante fue enviado fuera del plazo permitido.',
  '2602': 'El régimen percepción enviado no corresponde con su condición de Agente de percepción.',
  '2603': 'La tasa de percepción enviada no corresponde con el régimen de percepción.',
  '2604': 'El Cliente no puede ser el mismo que el Emisor del comprobante de percepción.',
  '2608':
    'Los montos de pago, percibidos y montos cobrados consignados para el documento relacionado no son correctos.',
  '2612':
    'La fecha de cobro debe estar entre el primer día calendario del mes al cual corresponde la fecha de emisión del comprobante de percepción o desde la fecha de emisión del comprobante relacionado.',
  '2618': 'El régimen retención enviado no corresponde con su condición de Agente de retención.',
  '2619': 'La tasa de retención enviada no corresponde con el régimen de retención.',
  '2620': 'El Proveedor no puede ser el mismo que el Emisor del comprobante de retención.',
  '2623':
    'Los montos de pago, retenidos y montos pagados consignados para el documento relacionado no son correctos.',
  '2625':
    'La fecha de pago debe estar entre el primer día calendario del mes al cual corresponde la fecha de emisión del comprobante de retención o desde la fecha de emisión del comprobante relacionado.',
  '2628':
    'Importe total retenido debe ser igual a la suma de los importes retenidos por cada documento relacionado.',
  '2629':
    'Importe total pagado debe ser igual a la suma de los importes pagados por cada documento relacionado.',
  '2659':
    'La fecha de cobro de cada documento relacionado deben ser del mismo Periodo (mm/aaaa), asimismo estas fechas podrán ser menores o iguales a la fecha de emisión del comprobante de percepción',
  '2661':
    'La fecha de cobro de cada documento relacionado deben ser del mismo Periodo (mm/aaaa), asimismo estas fechas podrán ser menores o iguales a la fecha de emisión del comprobante de retencion',
  '2667':
    'Importe total percibido debe ser igual a la suma de los importes percibidos por cada documento relacionado.',
  '2668':
    'Importe total cobrado debe ser igual a la suma de los importes cobrados por cada documento relacionado.',
  '2671':
    'La fecha de generación de la comunicación/resumen debe ser mayor o igual a la fecha de generación/emisión de los documentos',
  '2674':
    'El dato ingresado  no cumple con el formato de DocumentSerialID, para DocumentTypeCode con valor 20.',
  '2675':
    'El dato ingresado  no cumple con el formato de DocumentSerialID, para DocumentTypeCode con valor 40.',
  '2692': 'El tipo de documento relacionado no es válido',
  '2750': 'El comprobante que desea revertir no existe.',
  '2751': 'El comprobante fue informado previamente en una reversión.',
  '2985':
    'Solo se acepta comprobantes con fecha de emisión hasta el 28/02/2014 si la tasa del comprobante de retencion 6%',
  '3207': 'Comprobante físico no se encuentra autorizado',
  '3303': 'El monto para el redondeo del Importe Total excede el valor permitido',
  '4314': 'El monto para el redondeo del Importe Total excede el valor permitido',
};

/** The text SUNAT gives for a code of the other-CPE service (the general catalogue otherwise). */
export const describeOtherCpe = (code: string): string => OTHER_CPE_TEXTS[code] ?? describe(code);
