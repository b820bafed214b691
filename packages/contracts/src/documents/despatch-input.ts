import { z } from 'zod';
import { daySchema } from '../validation/calendar-date.ts';
import { isStorableText } from '../validation/text-input.ts';
import { CUSTOMER_DOCUMENT_TYPES, decimalString } from './document-input.ts';

/**
 * What a person or an ERP sends to issue a guía de remisión electrónica (issue 42): remitente (09)
 * or transportista (31), SUNAT's DespatchAdvice 2.0 (the «nuevo sistema» of GRE, RS 123-2022). The
 * engine (@facturador/einvoice) builds the XML and judges SUNAT's rules; this schema only says
 * what each field may look like. Every object is strict: an unknown field is refused by name.
 */

export const despatchMessages = {
  documentType: 'Elige el tipo de guía: remitente (09) o transportista (31)',
  series:
    'La serie debe tener 4 caracteres: T seguida de tres letras o dígitos para una guía remitente (T001), V para una guía transportista (V001)',
  issueDate: 'La fecha de emisión debe tener el formato AAAA-MM-DD',
  issueTime: 'La hora de emisión debe tener el formato HH:MM:SS',
  startDate: 'La fecha de inicio del traslado debe tener el formato AAAA-MM-DD',
  handoverDate: 'La fecha de entrega de los bienes al transportista debe tener el formato AAAA-MM-DD',
  partyDocumentType: 'Elige el tipo de documento del catálogo 06 de SUNAT',
  partyDocumentNumber: 'Ingresa el número de documento (de 1 a 15 letras o dígitos)',
  partyName: 'Ingresa el nombre o la razón social (hasta 250 caracteres, en una sola línea)',
  ruc: 'El RUC debe tener 11 dígitos',
  reasonCode: 'Elige el motivo de traslado del catálogo 20 de SUNAT',
  reasonDescription: 'La descripción del motivo de traslado admite hasta 100 caracteres',
  transportMode: 'Elige la modalidad de traslado: transporte público (01) o privado (02)',
  grossWeight: 'El peso bruto total debe ser un número mayor que cero con hasta 3 decimales',
  weightUnit: 'La unidad del peso bruto debe ser KGM (kilogramos) o TNE (toneladas)',
  packages: 'El número de bultos o pallets debe ser un entero de 1 a 999999',
  mtcRegistration: 'El número de registro MTC debe tener de 1 a 20 letras mayúsculas o dígitos',
  plate: 'La placa debe tener de 6 a 8 letras o dígitos, con o sin guion (por ejemplo, ABC-123)',
  circulationCard:
    'El número de la TUC o del certificado de habilitación vehicular debe tener de 10 a 15 letras mayúsculas o dígitos',
  secondaryVehicles: 'Una guía admite hasta dos vehículos secundarios',
  driverFirstName: 'Ingresa los nombres del conductor',
  driverLastName: 'Ingresa los apellidos del conductor',
  licence: 'La licencia de conducir debe tener de 9 a 10 letras mayúsculas o dígitos',
  drivers: 'Una guía admite un conductor principal y hasta dos secundarios',
  ubigeo: 'El ubigeo debe tener 6 dígitos (catálogo 13 de SUNAT)',
  address: 'Ingresa la dirección completa y detallada (de 3 a 500 caracteres)',
  establishmentCode:
    'El código de establecimiento anexo debe tener 4 dígitos (0000 para el domicilio fiscal)',
  relatedType: 'Elige el tipo del documento relacionado del catálogo 61 de SUNAT',
  relatedNumber: 'Ingresa el número del documento relacionado (por ejemplo, F001-123)',
  relatedTooMany: 'Una guía admite hasta 20 documentos relacionados',
  linesRequired: 'Agrega al menos un bien a trasladar',
  linesTooMany: 'Una guía admite hasta 500 bienes',
  description: 'Ingresa la descripción del bien (hasta 500 caracteres)',
  quantity: 'La cantidad debe ser un número mayor que cero con hasta 10 decimales',
  unitCode: 'La unidad de medida debe ser un código del catálogo 03 de SUNAT (por ejemplo, NIU o KGM)',
  freightPayer: 'Elige quién paga el flete: el remitente, el subcontratador o un tercero',
  text: 'El texto no puede contener caracteres de control',
} as const;
const m = despatchMessages;

/** Catálogo 01 types of a guía: 09 remitente, 31 transportista. */
export const DESPATCH_TYPES = ['09', '31'] as const;
export type DespatchType = (typeof DESPATCH_TYPES)[number];

/** Catálogo 18: modalidad de traslado. */
export const TRANSPORT_MODES = ['01', '02'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Catálogo 20: motivo de traslado (SUNAT's Catálogos sheet, v20260212). */
export const TRANSFER_REASONS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '13',
  '14',
  '17',
  '18',
] as const;
export type TransferReason = (typeof TRANSFER_REASONS)[number];

/** Catálogo 61: documentos relacionados al transporte de mercancías. */
export const DESPATCH_RELATED_TYPES = [
  '01',
  '03',
  '04',
  '09',
  '12',
  '31',
  '48',
  '49',
  '50',
  '52',
  '65',
  '66',
  '67',
  '68',
  '69',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '78',
  '80',
  '81',
  '82',
] as const;
export type DespatchRelatedType = (typeof DESPATCH_RELATED_TYPES)[number];

/** Who pays the freight of a guía transportista (SUNAT_Envio_IndicadorPagadorFlete_*). */
export const FREIGHT_PAYERS = ['Remitente', 'Subcontratador', 'Tercero'] as const;
export type FreightPayer = (typeof FREIGHT_PAYERS)[number];

const line = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => isStorableText(value) && !/[\n\t\r\f]/.test(value), m.text);

const ruc = z.string({ error: m.ruc }).regex(/^\d{11}$/, m.ruc);
const upperCode = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase().replaceAll('-', ''))
    .pipe(z.string().regex(pattern, message));

export const despatchPartyInputSchema = z.strictObject({
  documentType: z.enum(CUSTOMER_DOCUMENT_TYPES, { error: m.partyDocumentType }),
  documentNumber: z
    .string({ error: m.partyDocumentNumber })
    .trim()
    .regex(/^[A-Za-z0-9]{1,15}$/, m.partyDocumentNumber),
  name: line(250, m.partyName),
});
export type DespatchPartyInput = z.infer<typeof despatchPartyInputSchema>;

/** A company known by its RUC: the carrier hired (09 público) or the one who subcontracts (31). */
export const despatchCompanyInputSchema = z.strictObject({
  ruc,
  name: line(250, m.partyName),
  /** The carrier's registration at the MTC (cac:CarrierParty/cac:PartyLegalEntity/cbc:CompanyID). */
  mtcRegistration: upperCode(/^(?!0+$)[0-9A-Z]{1,20}$/, m.mtcRegistration).optional(),
});
export type DespatchCompanyInput = z.infer<typeof despatchCompanyInputSchema>;

export const despatchVehicleInputSchema = z.strictObject({
  plate: upperCode(/^(?!0+$)[0-9A-Z]{6,8}$/, m.plate),
  /** Tarjeta Única de Circulación or certificado de habilitación vehicular. */
  circulationCard: upperCode(/^(?!0+$)[0-9A-Z]{10,15}$/, m.circulationCard).optional(),
});
export type DespatchVehicleInput = z.infer<typeof despatchVehicleInputSchema>;

export const despatchDriverInputSchema = z.strictObject({
  documentType: z.enum(CUSTOMER_DOCUMENT_TYPES, { error: m.partyDocumentType }),
  documentNumber: z
    .string({ error: m.partyDocumentNumber })
    .trim()
    .regex(/^[A-Za-z0-9]{1,15}$/, m.partyDocumentNumber),
  firstName: line(250, m.driverFirstName),
  lastName: line(250, m.driverLastName),
  licence: upperCode(/^(?!0+$)[0-9A-Z]{9,10}$/, m.licence),
});
export type DespatchDriverInput = z.infer<typeof despatchDriverInputSchema>;

/** Punto de partida or de llegada: ubigeo, address and, for an establishment, its code and owner. */
export const despatchAddressInputSchema = z.strictObject({
  ubigeo: z.string({ error: m.ubigeo }).regex(/^\d{6}$/, m.ubigeo),
  address: line(500, m.address).refine((value) => value.length >= 3, m.address),
  /** Código de establecimiento anexo registered at SUNAT (cbc:AddressTypeCode). */
  establishmentCode: z
    .string({ error: m.establishmentCode })
    .regex(/^\d{4}$/, m.establishmentCode)
    .optional(),
  /** RUC the establishment belongs to (cbc:AddressTypeCode/@listID); needed with the code. */
  establishmentRuc: ruc.optional(),
});
export type DespatchAddressInput = z.infer<typeof despatchAddressInputSchema>;

/** The factura (or DAM, or another guía…) the transfer rests on (Catálogo 61). */
export const despatchRelatedInputSchema = z.strictObject({
  documentType: z.enum(DESPATCH_RELATED_TYPES, { error: m.relatedType }),
  number: z
    .string({ error: m.relatedNumber })
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,29}$/, m.relatedNumber),
  /** RUC of whoever issued it (cac:IssuerParty), when it is a comprobante. */
  issuerRuc: ruc.optional(),
});
export type DespatchRelatedInput = z.infer<typeof despatchRelatedInputSchema>;

export const despatchLineInputSchema = z.strictObject({
  description: line(500, m.description),
  quantity: decimalString(10, m.quantity).refine((value) => Number(value) > 0, m.quantity),
  unitCode: z
    .string({ error: m.unitCode })
    .trim()
    .regex(/^[A-Z0-9]{1,3}$/, m.unitCode),
  productCode: z.string().trim().max(30).optional(),
  /** Catálogo 25 (UNSPSC), optional. */
  sunatProductCode: z
    .string()
    .trim()
    .regex(/^\d{8}$/)
    .optional(),
});
export type DespatchLineInput = z.infer<typeof despatchLineInputSchema>;

export const despatchInputSchema = z.strictObject({
  documentType: z.enum(DESPATCH_TYPES, { error: m.documentType }),
  series: z
    .string({ error: m.series })
    .trim()
    .regex(/^[TV][A-Z0-9]{3}$/, m.series),
  issueDate: daySchema(m.issueDate),
  /** HH:MM:SS, Lima time; the server fills it when absent. */
  issueTime: z
    .string({ error: m.issueTime })
    .regex(/^\d{2}:\d{2}:\d{2}$/, m.issueTime)
    .optional(),
  observations: line(250, m.text).optional(),
  /** Destinatario: who receives the goods. */
  recipient: despatchPartyInputSchema,
  /** Remitente of a guía transportista (31): whose goods the carrier moves. */
  shipper: despatchPartyInputSchema.optional(),
  /** Catálogo 20, guía remitente (09) only. */
  reasonCode: z.enum(TRANSFER_REASONS, { error: m.reasonCode }).optional(),
  reasonDescription: line(100, m.reasonDescription).optional(),
  /** Catálogo 18, guía remitente (09) only: 01 público (a carrier moves it), 02 privado. */
  transportMode: z.enum(TRANSPORT_MODES, { error: m.transportMode }).optional(),
  /** Fecha de inicio del traslado (privado, 31) or de entrega de los bienes al transportista (público). */
  startDate: daySchema(m.startDate),
  /**
   * Fecha de entrega de los bienes al transportista, informed apart from the start of the transfer
   * (calendar/rule-versions.ts GOODS_HANDOVER_DATE: from when SUNAT asks it); absent, startDate.
   */
  handoverDate: daySchema(m.handoverDate).optional(),
  grossWeight: decimalString(3, m.grossWeight).refine((value) => Number(value) > 0, m.grossWeight),
  weightUnit: z.enum(['KGM', 'TNE'], { error: m.weightUnit }).default('KGM'),
  packages: z
    .number({ error: m.packages })
    .int(m.packages)
    .min(1, m.packages)
    .max(999_999, m.packages)
    .optional(),
  /** The carrier hired in transporte público (09). */
  carrier: despatchCompanyInputSchema.optional(),
  /** The issuer's own MTC registration, on a guía transportista (31). */
  mtcRegistration: upperCode(/^(?!0+$)[0-9A-Z]{1,20}$/, m.mtcRegistration).optional(),
  vehicle: despatchVehicleInputSchema.optional(),
  secondaryVehicles: z.array(despatchVehicleInputSchema).max(2, m.secondaryVehicles).default([]),
  /** The first is the principal driver; up to two secondary ones follow. */
  drivers: z.array(despatchDriverInputSchema).max(3, m.drivers).default([]),
  /** Traslado en vehículos de categoría M1 o L (SUNAT_Envio_IndicadorTrasladoVehiculoM1L): no plate, no driver. */
  m1OrLVehicle: z.boolean().default(false),
  /** Transbordo programado (SUNAT_Envio_IndicadorTransbordoProgramado). */
  scheduledTransshipment: z.boolean().default(false),
  /** Guía transportista (31) of a subcontracted transfer: the carrier that subcontracts. */
  subcontractor: despatchCompanyInputSchema.omit({ mtcRegistration: true }).optional(),
  /** Guía transportista (31): who pays the freight; a third party is named in freightPayerParty. */
  freightPayer: z.enum(FREIGHT_PAYERS, { error: m.freightPayer }).optional(),
  freightPayerParty: despatchPartyInputSchema.optional(),
  origin: despatchAddressInputSchema,
  destination: despatchAddressInputSchema,
  relatedDocuments: z.array(despatchRelatedInputSchema).max(20, m.relatedTooMany).default([]),
  lines: z.array(despatchLineInputSchema).min(1, m.linesRequired).max(500, m.linesTooMany),
});
export type DespatchInput = z.infer<typeof despatchInputSchema>;
export type DespatchInputDraft = z.input<typeof despatchInputSchema>;
