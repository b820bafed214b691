/**
 * SUNAT's texts for the codes the guía API answers, as the CódigosRetorno sheet of
 * AjustesValidacionesCPE v20260212 writes them (the double's own copy, not einvoice's).
 */
export const GRE_CODES: Readonly<Record<string, string>> = {
  '0126': 'El ticket no le pertenece al usuario',
  '0127': 'El ticket no existe',
  '0151': 'El nombre del archivo ZIP es incorrecto',
  '0154':
    'El RUC del archivo no corresponde al RUC del usuario o el proveedor no esta autorizado a enviar comprobantes del contribuyente',
  '0155': 'El archivo ZIP esta vacio',
  '0156': 'El archivo ZIP esta corrupto',
  '0158': 'El archivo ZIP contiene demasiados comprobantes para este tipo de envío',
  '0160': 'El archivo XML esta vacio',
  '0161': 'El nombre del archivo XML no coincide con el nombre del archivo ZIP',
  '0306': 'No se puede leer (parsear) el archivo XML',
  '1032': 'El comprobante ya esta informado y se encuentra con estado anulado o rechazado',
  '1033': 'El comprobante fue registrado previamente con otros datos',
  '1034':
    'Número de RUC del nombre del archivo no coincide con el consignado en el contenido del archivo XML',
  '1035':
    'Numero de Serie del nombre del archivo no coincide con el consignado en el contenido del archivo XML',
  '1036':
    'Número de documento en el nombre del archivo no coincide con el consignado en el contenido del XML',
  '1050': 'El XML no contiene informacion en el tag DespatchAdviceTypeCode.',
  '1051': 'DespatchAdviceTypeCode - El valor del tipo de guía es inválido.',
  '2110': 'UBLVersionID - La versión del UBL no es correcta',
  '2111': 'El XML no contiene el tag o no existe informacion de UBLVersionID',
  '2112': 'CustomizationID - La version del documento no es correcta',
  '2113': 'El XML no contiene el tag o no existe informacion de CustomizationID',
  '2335': 'El documento electrónico ingresado ha sido alterado',
  '1001': 'ID - El dato SERIE-CORRELATIVO no cumple con el formato de acuerdo al tipo de comprobante',
  '3436': 'El campo de fecha de emision no cumple con el formato establecido',
  '3437': 'No existe informacion en el campo de hora de emision',
  '3438': 'El campo de hora de emision no cumple con el formato establecido',
  '3406':
    'El XML no contiene el tag o no existe informacion de la fecha de inicio de traslado o fecha de entrega del bien al Transportista',
  '3407':
    'El valor ingresado  como fecha de inicio o fecha de entrega al Transportista no cumple con el estandar (YYYY-MM-DD)',
  '3343': 'La Fecha de inicio del traslado debe ser mayor o igual a la Fecha de emision del documento',
  '4385': 'No ha ingresado el campo de “Fecha de entrega de bienes al transportista” o esta vacio',
  '4386':
    'La Fecha de entrega de bienes al transportista debe ser mayor o igual a la Fecha de emision del documento',
  '3404': 'El XML no contiene el tag o no existe informacion del motivo de traslado',
  '3405': 'El valor ingresado como motivo de traslado no es valido',
  '2532': 'No existe información de modalidad de transporte.',
  '2773': 'El valor ingresado como modalidad de transporte no es correcto.',
  '2554': 'Para el motivo de traslado ingresado el Destinatario debe ser igual al remitente.',
  '2555': 'Destinatario no debe ser igual al remitente.',
  '3417':
    'Para el motivo de traslado 05, 06 y 17 el tipo de documento de identidad del destinatario debe ser 6-RUC',
  '3383': 'Debe consignar el Numero de documento de identidad del Remitente',
  '2560': 'Transportista no debe ser igual al remitente',
  '2558': 'El XML no contiene el tag o no existe informacion en Numero de Ruc del transportista.',
  '3347': 'No debe consignar los datos del transportista para una operacion de Transporte Privado',
  '4391': 'El Numero de Registro MTC del transportista no existe o no contiene informacion',
  '3391': 'El Tipo de documento de identidad del subcontratador debe ser 6-Numero de RUC',
  '3390': 'El tipo y numero de documento de identidad del subcontratador es el mismo que del Transportista',
  '2566': 'El XML no contiene el tag o no existe informacion del Numero de placa del vehículo.',
  '2567': 'Numero de placa del vehículo - El dato ingresado no cumple con el formato establecido.',
  '3354': 'No debe ingresar informacion de vehiculo principal',
  '3453': 'No debe ingresar informacion de vehiculos secundarios',
  '4389': 'Solo corresponde consignar hasta dos vehiculos secundarios',
  '3357': 'Debe consignar informacion del conductor principal',
  '3358': 'Solo debe existir informacion de un conductor principal',
  '4376': 'Solo debe consignar informacion de hasta dos conductores secundarios',
  '3455': 'No debe ingresar informacion del conductor principal',
  '2572': 'El XML no contiene el tag o no existe informacion del Numero de licencia del conductor.',
  '2573': 'Numero de licencia del conductor - El dato ingresado no cumple con el formato establecido.',
  '3362': 'No debe repetirse la informacion de conductores',
  '2880': 'Es obligatorio ingresar el peso bruto total de la guía',
  '2523': 'GrossWeightMeasure - El dato ingresado no cumple con el formato establecido.',
  '3435': 'Debe consignar el detalle de los bienes a transportar',
  '2776': 'El valor ingresado como codigo de ubigeo no cumple con el estandar.',
  '3410':
    'Debe indicar el Numero de RUC al cual pertenece el Codigo de establecimiento anexo del punto de partida/llegada',
  '3340': 'El documento relacionado al traslado de mercancias se encuentra duplicado',
  '3380': 'Debe consignar el RUC del emisor del documento relacionado',
};

export const describeGre = (code: string): string => GRE_CODES[code] ?? `Código ${code}`;
