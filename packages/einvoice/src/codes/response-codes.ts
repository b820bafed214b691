/**
 * SUNAT response codes the engine, the sender and the SUNAT double produce or read, explained in
 * our own words for the person who issued the document. Keys are written as SUNAT sends them:
 * four digits for exceptions, rejections and observations, two for a ticket's status (98, 99).
 */
export const RESPONSE_CODES: Readonly<Record<string, string>> = {
  // Ticket status (getStatus).
  '0': 'Aceptado por SUNAT',
  '98': 'SUNAT todavía está procesando el envío; consulta el ticket más tarde',
  '99': 'SUNAT terminó de procesar el envío y encontró errores',

  // 0100–0199: transport, authentication and the file received (exceptions: fix and resend).
  '0100': 'SUNAT no pudo atender la solicitud en este momento; vuelve a intentarlo más tarde',
  '0101': 'El encabezado de seguridad (WS-Security) del mensaje no es correcto',
  '0102': 'El usuario o la clave SOL no son correctos',
  '0103': 'El usuario SOL no existe',
  '0104': 'La clave SOL no es correcta',
  '0105': 'El usuario SOL está inactivo',
  '0106': 'El usuario SOL no es válido',
  '0109': 'El servicio de autenticación de SUNAT no está disponible; vuelve a intentarlo más tarde',
  '0110': 'SUNAT no pudo identificar el tipo de usuario SOL',
  '0111': 'El usuario SOL no tiene el perfil para enviar comprobantes electrónicos',
  '0112': 'Para enviar comprobantes se necesita un usuario SOL secundario',
  '0113': 'El contribuyente no está afiliado a la emisión electrónica',
  '0125': 'SUNAT no pudo entregar la constancia de recepción',
  '0126': 'El ticket consultado pertenece a otro usuario',
  '0127': 'El ticket consultado no existe en SUNAT',
  '0130': 'SUNAT no pudo generar el ticket del envío; vuelve a intentarlo',
  '0131': 'SUNAT no pudo guardar el archivo recibido; vuelve a intentarlo',
  '0132': 'SUNAT no pudo escribir el archivo zip recibido; vuelve a intentarlo',
  '0133': 'SUNAT no pudo registrar el envío en su bitácora; vuelve a intentarlo',
  '0134': 'SUNAT no pudo almacenar el envío; vuelve a intentarlo',
  '0135': 'SUNAT no pudo poner el envío en cola; vuelve a intentarlo',
  '0136': 'SUNAT no recibió respuesta de su proceso interno; vuelve a intentarlo',
  '0137': 'SUNAT obtuvo una respuesta vacía de su proceso interno; vuelve a intentarlo',
  '0138': 'SUNAT tuvo un error de base de datos; vuelve a intentarlo',
  '0140': 'Ya hay un envío igual en proceso en SUNAT',
  '0151': 'El nombre del archivo zip no sigue el formato RUC-TIPO-SERIE-NÚMERO',
  '0152': 'Un resumen o una comunicación de baja no se envía con sendBill',
  '0153': 'Un envío por lotes no se envía con este método',
  '0154': 'El RUC del archivo no es el del usuario SOL, o el proveedor no está autorizado por el emisor',
  '0155': 'El archivo zip está vacío',
  '0156': 'El archivo zip está dañado',
  '0157': 'El archivo zip no contiene ningún comprobante',
  '0158': 'El archivo zip contiene más comprobantes de los que admite este envío',
  '0159': 'El nombre del archivo XML no sigue el formato esperado',
  '0160': 'El archivo XML está vacío',
  '0161': 'El nombre del XML no es igual al nombre del zip',
  '0200': 'SUNAT no pudo procesar el envío; vuelve a intentarlo más tarde',

  // 1000–1999: the file's identity (exceptions).
  '1032': 'El comprobante ya fue informado y está anulado o rechazado: su número no puede volver a usarse',
  '1033': 'El comprobante ya fue registrado antes con otros datos',
  '1034': 'El RUC del nombre del archivo no es el RUC del emisor dentro del XML',
  '1035': 'La serie del nombre del archivo no es la serie dentro del XML',
  '1036': 'El número del nombre del archivo no es el número dentro del XML',
  '1086':
    'SUNAT considera al emisor un Sujeto sin Capacidad Operativa (SSCO) en la fecha de emisión: no acepta sus facturas ni sus notas',

  // 2000–3999: rejections (the number is used up).
  '2017': 'Una factura necesita que el cliente se identifique con RUC',
  '2072': 'La versión del documento (CustomizationID) no es la que SUNAT espera',
  '2074': 'La versión de UBL (UBLVersionID) no es la que SUNAT espera',
  '2078': 'Quien firma (cac:SignatoryParty) no es el emisor ni quien envía el comprobante (su PSE)',
  '2079': 'Falta el RUC de quien firma (cac:SignatoryParty) en el comprobante',
  '2104': 'El RUC del emisor no existe en el padrón de SUNAT',
  '2105': 'El comprobante que se quiere dar de baja no está registrado en SUNAT',
  '2106': 'El comprobante que se quiere dar de baja ya está de baja',
  '2107': 'El RUC del usuario SOL no es el RUC del emisor',
  '2108': 'El comprobante se envió fuera del plazo permitido',
  '2119': 'El comprobante que modifica la nota no está registrado en SUNAT',
  '2223': 'Este resumen diario ya fue presentado',
  '2228':
    'La razón social del emisor no cabe en el resumen o la comunicación de baja: de 3 a 100 caracteres, en una sola línea',
  '2324': 'Esta comunicación de baja ya fue presentada',
  '2325':
    'El certificado que firmó no es el que el emisor comunicó a SUNAT ni el de un PSE que el emisor designó',
  '2326': 'El certificado que firmó está dado de baja en SUNAT',
  '2328': 'El certificado que firmó está revocado',
  '2329': 'La fecha de emisión está fuera del rango que SUNAT permite',
  '2335': 'El documento fue alterado después de firmarlo: la firma o el resumen (digest) no coinciden',
  '2369':
    'El valor unitario de una línea no tiene el formato de SUNAT: hasta 12 enteros y 10 decimales, sin ceros a la izquierda',
  '2800': 'El tipo de documento de identidad del cliente no está permitido para este comprobante',
  '2801': 'El DNI del cliente no tiene el formato correcto (8 dígitos)',
  '2957':
    'La baja llegó a SUNAT más de 7 días después de la fecha de emisión del comprobante: anúlalo con una nota de crédito',
  '2992': 'Falta la tasa del tributo (cbc:Percent) en una línea',
  '3030': 'Falta el código de establecimiento anexo del emisor (AddressTypeCode)',
  '3103': 'El IGV de una línea no es igual a su base por la tasa',
  '3244': 'Falta la forma de pago (Contado o Crédito) del comprobante',
  '3246': 'La forma de pago o el identificador de una cuota no tiene el formato esperado',
  '3270': 'El precio unitario de una línea no corresponde a su valor unitario y sus tributos',
  '3271': 'El valor de venta de una línea no corresponde a cantidad por valor unitario menos descuentos',
  '3278': 'El total valor de venta no es la suma de los valores de venta de las líneas',
  '3280': 'El total precio de venta no es el valor de venta más los tributos',

  // 4000 and above: observations (the document is accepted).
  '4001': 'El RUC del cliente no figura en el padrón de SUNAT',
  '4287': 'El precio unitario informado difiere del que SUNAT calcula con los datos enviados',
  '4288': 'El valor de venta de una línea difiere del que SUNAT calcula',
  '4332': 'El código de producto SUNAT no es válido',
  '4443':
    'El resumen diario llegó a SUNAT fuera del plazo establecido (más de 7 días después de la fecha de sus comprobantes)',
  '3496':
    'El código de producto SUNAT no es válido (observación que reemplaza a la 4332 desde el 31/01/2026)',
};
