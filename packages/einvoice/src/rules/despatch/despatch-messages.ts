/** Every text of the guía rules, in Spanish, in one place (STYLE habit 6). */
export const despatchRuleMessages = {
  seriesLetter: (letter: string, kind: string) => `La serie de una guía ${kind} empieza con ${letter}`,
  reasonRequired: 'Una guía remitente necesita el motivo de traslado (catálogo 20 de SUNAT)',
  reasonOnlyOn09: 'Solo la guía remitente lleva motivo de traslado y modalidad',
  transportModeRequired:
    'Una guía remitente necesita la modalidad de traslado: transporte público (01) o privado (02)',
  startBeforeIssue: 'La fecha de inicio del traslado no puede ser anterior a la fecha de emisión',
  handoverBeforeIssue:
    'La fecha de entrega de los bienes al transportista no puede ser anterior a la fecha de emisión',
  handoverRequired: (from: string) =>
    `Desde el ${from}, una guía remitente en transporte público necesita la fecha de entrega de los bienes al transportista`,
  recipientMustBeIssuer:
    'Para una compra, un traslado entre establecimientos o el recojo de bienes transformados, el destinatario es la misma empresa (su RUC)',
  recipientMustNotBeIssuer: 'Para este motivo de traslado, el destinatario no puede ser la misma empresa',
  recipientNeedsRuc:
    'Para una devolución o un traslado para transformación, el destinatario se identifica con RUC',
  carrierRequired: 'En transporte público indica el transportista: su RUC y su razón social',
  carrierNotInPrivate:
    'En transporte privado no se indica transportista: la empresa traslada con sus vehículos',
  carrierIsShipper: 'El transportista no puede ser el mismo remitente',
  carrierMtc: 'Indica el número de registro MTC del transportista',
  vehicleRequired: 'Indica la placa del vehículo principal',
  vehicleNotInPublic:
    'En transporte público el vehículo lo indica el transportista en su guía: no lo indiques aquí',
  secondaryNeedsMain: 'Los vehículos secundarios necesitan un vehículo principal',
  m1lNoSecondary: 'Un traslado en vehículo de categoría M1 o L no lleva vehículos secundarios',
  m1lNoDrivers: 'Un traslado en vehículo de categoría M1 o L no lleva conductores',
  m1lOnlyOn09: 'El indicador de vehículo de categoría M1 o L solo va en una guía remitente',
  driverRequired: 'Indica el conductor principal: documento, nombres, apellidos y licencia',
  driversRepeated: 'Un conductor no puede figurar dos veces',
  circulationCard: 'Indica el número de la TUC o del certificado de habilitación del vehículo principal',
  shipperRequired: 'Una guía transportista necesita el remitente: su documento y su nombre o razón social',
  shipperOnlyOn31:
    'Solo la guía transportista indica el remitente aparte: en la guía remitente lo es la empresa',
  subcontractorIsCarrier: 'La empresa que subcontrata no puede ser el mismo transportista',
  subcontractOnlyOn31: 'La subcontratación y el pagador del flete solo van en una guía transportista',
  freightPayerRequired: 'Indica quién paga el flete: el remitente, el subcontratador o un tercero',
  freightPayerSubcontractor: 'El subcontratador solo paga el flete de un traslado subcontratado',
  freightPayerParty: 'Indica el documento y el nombre del tercero que paga el flete',
  establishmentNeedsRuc: 'Indica el RUC al que pertenece el código de establecimiento',
  establishmentRequired:
    'En un traslado entre establecimientos de la misma empresa, indica el código de establecimiento de partida y de llegada',
  establishmentNotIssuer:
    'En un traslado entre establecimientos, los establecimientos son de la misma empresa (su RUC)',
  relatedRepeated: 'Un documento relacionado no puede figurar dos veces',
  relatedNotOnThisGuia: (kind: string) => `Ese tipo de documento relacionado no va en una guía ${kind}`,
  relatedIssuerRequired: 'Indica el RUC de quien emitió el comprobante relacionado',
} as const;
