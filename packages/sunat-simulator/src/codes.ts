/**
 * The Spanish text of each code the double answers, copied from SUNAT's CódigosRetorno (sheets
 * v20260212): the double's own, never the product's catalogue, so a wrong text on our side shows.
 */
const SUNAT_TEXTS: Record<string, string> = {
  '0004': 'La constancia existe',
  '0005': 'Código de comprobante no permitido o no valido',
  '0011': 'Comprobante no encontrado o no existe',
  '0100': 'El sistema no puede responder su solicitud. Intente nuevamente o comuníquese con su Administrador',
  '0101': 'El encabezado de seguridad es incorrecto',
  '0102': 'Usuario o contraseña incorrectos',
  '0127': 'El ticket no existe',
  '0151': 'El nombre del archivo ZIP es incorrecto',
  '0152': 'No se puede enviar por este método un archivo de resumen',
  '0154':
    'El RUC del archivo no corresponde al RUC del usuario o el proveedor no esta autorizado a enviar comprobantes del contribuyente',
  '0155': 'El archivo ZIP esta vacio',
  '0156': 'El archivo ZIP esta corrupto',
  '0158': 'El archivo ZIP contiene demasiados comprobantes para este tipo de envío',
  '0159': 'El nombre del archivo XML es incorrecto',
  '0160': 'El archivo XML esta vacio',
  '0161': 'El nombre del archivo XML no coincide con el nombre del archivo ZIP',
  '0200': 'No se pudo procesar su solicitud. (Ocurrio un error en el batch)',
  '0306': 'No se puede leer (parsear) el archivo XML',
  '1001': 'ID - El dato SERIE-CORRELATIVO no cumple con el formato de acuerdo al tipo de comprobante',
  '1003':
    'InvoiceTypeCode - El valor del tipo de documento es invalido o no coincide con el nombre del archivo',
  '1032': 'El comprobante ya esta informado y se encuentra con estado anulado o rechazado',
  '1033': 'El comprobante fue registrado previamente con otros datos',
  '1034':
    'Número de RUC del nombre del archivo no coincide con el consignado en el contenido del archivo XML',
  '1035':
    'Numero de Serie del nombre del archivo no coincide con el consignado en el contenido del archivo XML',
  '1036':
    'Número de documento en el nombre del archivo no coincide con el consignado en el contenido del XML',
  '1079': 'Solo puede enviar el comprobante en un resumen diario',
  '1086': 'El emisor electrónico es un Sujeto sin capacidad operativa (SSCO)',
  '2016':
    'El dato ingresado  en el tipo de documento de identidad del receptor no cumple con el estandar o no esta permitido.',
  '2017': 'El numero de documento de identidad del receptor debe ser  RUC',
  '2021': 'El XML no contiene el tag o no existe informacion de RegistrationName del receptor del documento',
  '2022': 'RegistrationName -  El dato ingresado no cumple con el estandar',
  '2072': 'CustomizationID - La versión del documento no es la correcta',
  '2074': 'UBLVersionID - La versión del UBL no es correcta',
  '2078':
    'cac:Signature/cac:SignatoryParty/cac:PartyIdentification/cbc:ID - Debe ser igual al RUC del emisor',
  '2079': 'El XML no contiene el tag cac:Signature/cac:SignatoryParty/cac:PartyIdentification/cbc:ID',
  '2105': 'Comprobante a dar de baja no se encuentra registrado en SUNAT',
  '2106': 'Factura a dar de baja ya se encuentra en estado de baja',
  '2108': 'Presentacion fuera de fecha',
  '2119': 'El documento modificado en la Nota de credito no esta registrada.',
  '2220': 'El ID debe coincidir con el nombre del archivo',
  '2223': 'El archivo ya fue presentado anteriormente',
  '2172': 'ResponseCode - El dato ingresado no cumple con la estructura',
  '2228': 'RegistrationName - El dato ingresado no cumple con el estandar',
  '2324': 'El archivo de comunicacion de baja ya fue presentado anteriormente',
  '2325': 'El certificado usado no es el comunicado a SUNAT',
  '2326': 'El certificado usado se encuentra de baja',
  '2329': 'La fecha de emision se encuentra fuera del limite permitido',
  '2335': 'El documento electrónico ingresado ha sido alterado',
  '2369':
    'El dato ingresado en PriceAmount del Valor de venta unitario por item no cumple con el formato establecido',
  '2503': 'PaidAmount: monto anticipado por documento debe ser mayor a cero.',
  '2505': 'Código de documento de referencia debe ser 02 o 03.',
  '2509': 'Total de anticipos diferente a los montos anticipados por documento.',
  '2520':
    'El tipo documento del emisor que realiza el anticipo debe ser 6 del catalogo de tipo de documento.',
  '2521': 'El dato ingresado debe indicar SERIE-CORRELATIVO del documento que se realizo el anticipo.',
  '2642': 'Operaciones de exportacion, deben consignar Tipo Afectacion igual a 40',
  '2788': 'El dato ingresado en moneda debe ser PEN',
  '2792': 'El dato ingresado en moneda del monto de cargo/descuento para percepcion debe ser PEN',
  '2797': 'El Monto de percepcion no puede ser mayor al importe total del comprobante.',
  '2798': 'El Monto de percepcion no tiene el valor correcto según el tipo de percepcion.',
  '2800': 'El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.',
  '2801': 'El DNI ingresado no cumple con el estandar.',
  '2936': 'El dato ingresado como unidad de medida no corresponde al valor esperado',
  '2957': 'El comprobante no puede ser dado de baja por exceder el plazo desde su fecha de emision',
  '2992': 'El XML no contiene el tag de la tasa del tributo de la línea',
  '3030': 'El XML no contiene el tag o no existe información del código de local anexo del emisor',
  '3093':
    'Si operación es sujeta a percepción y la forma de pago es Contado, debe ingresar cargo para Percepción',
  '3097':
    'El emisor a la fecha no se encuentra registrado ó habilitado en el Registro de exportadores de servicios SUNAT',
  '3098': 'El XML no contiene el tag o no existe información del pais de uso, exploración o aprovechamiento',
  '3099': 'El dato ingresado como pais de uso, exploracion o aprovechamiento es incorrecto.',
  '3103':
    'El producto del factor y monto base de la afectación del IGV/IVAP no corresponde al monto de afectacion de linea.',
  '3107': 'El dato ingresado como codigo de tributo global es invalido para tipo de operación.',
  '3211':
    'Falta identificador del pago del Monto de anticipo para relacionarlo con el comprobante que se realizo el anticipo',
  '3212': 'El comprobante contiene un identificador de pago repetido en los montos anticipados',
  '3213':
    'El comprobante contiene un pago anticipado pero no se ha consignado el documento que se realizo el anticipo',
  '3214': 'No existe información del Monto Anticipado para el comprobante que se realizo el anticipo',
  '3215':
    'El comprobante contiene un identificador de pago repetido en los comprobantes que se realizo el anticipo',
  '3216': 'Falta identificador del pago del comprobante para relacionarlo con el monto de anticipo',
  '3217': 'Debe consignar Numero de RUC del emisor del comprobante de anticipo',
  '3218': 'El comprobante que se realizo el anticipo no existe',
  '3220': 'Si consigna montos de anticipo debe informar el Total de Anticipos',
  '3233': 'Para cargo Percepción, debe ingresar monto base y debe ser mayor a 0.00',
  '3236':
    'El valor ingresado en el campo cac:TaxSubtotal/cbc:BaseUnitMeasure no corresponde al valor esperado',
  '3244': 'Debe consignar la informacion del tipo de transaccion del comprobante',
  '3246': 'El tipo de transaccion o el identificador de la cuota no cumple con el formato esperado',
  '3270':
    'El precio unitario de la operación que está informando difiere de los cálculos realizados en base a la información remitida',
  '3271': 'El valor de venta por ítem difiere de los importes consignados.',
  '3273': 'La sumatoria del total valor de venta - Exportaciones de línea no corresponden al total',
  '3274': 'La sumatoria del total valor de venta - operaciones inafectas de línea no corresponden al total',
  '3275': 'La sumatoria del total valor de venta - operaciones exoneradas de línea no corresponden al total',
  '3277': 'La sumatoria del total valor de venta - operaciones gravadas de línea no corresponden al total',
  '3278': 'La sumatoria de valor de venta no corresponde a los importes consignados',
  '3279': 'La sumatoria del Total del valor de venta más los impuestos no concuerda con la base imponible',
  '3280': 'El importe total del comprobante no coincide con el valor calculado',
  '3282':
    "Si se informa descuentos globales por anticipo debe existir 'Total de anticipos' con monto mayor a cero",
  '3287':
    "Si se informa 'Total de anticipos' debe consignar los descuentos globales por anticipo con monto mayor a cero",
  '3291': 'El cálculo del IGV es Incorrecto',
  '3308':
    'Solo debe consignar informacion de percepciones si el tipo de operación es 2001-Operación sujeta a Percepcion',
  '3309': 'Si forma de pago es Contado debe consignar un Payment Terms con indicador Percepcion',
  '3310': 'Debe consignar el Monto total incluido la percepcion',
  '3330': 'Solo debe consignar informacion de percepciones si la forma de pago es "Contado"',
  '3462':
    'La tasa del IGV debe ser la misma en todas las líneas o ítems del documento y debe corresponder con una tasa vigente.',
  '3496': 'El Código producto de SUNAT no es válido',
  '4019': 'El calculo del IGV no es correcto',
  '4027':
    'El importe total no coincide con la sumatoria de los valores de venta mas los tributos mas los cargos',
  '4207': 'El DNI debe tener 8 caracteres numéricos',
  '4290': 'El cálculo del IGV es Incorrecto',
  '4332': 'El Código producto de SUNAT no es válido',
  '4439': 'El emisor no se encuentra en el Padrón de Tasa especial del IGV - Restaurantes y hoteles',
  '4443': 'El comprobante fue informado fuera del plazo establecido.',
};

/** The text SUNAT gives for a code (CódigosRetorno of its sheets). */
export function describe(code: string): string {
  const padded = code.length < 4 && code !== '0' ? code.padStart(4, '0') : code;
  return SUNAT_TEXTS[padded] ?? `Error ${padded}`;
}

/** 0100–1999: exceptions (a SOAP fault; fix and resend, the number is not burned). */
export const isException = (code: string): boolean => {
  const n = Number(code);
  return n >= 100 && n < 2000;
};

/** 2000–3999: rejections (a CDR with that code; the number is burned). */
export const isRejection = (code: string): boolean => {
  const n = Number(code);
  return n >= 2000 && n < 4000;
};
