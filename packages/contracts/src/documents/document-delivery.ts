import { z } from 'zod';
import { successResponse } from '../envelope.ts';
import { ROUTE_PATHS } from '../routes.ts';
import { documentEnvironmentSchema, type DocumentStatus } from './document-api.ts';
import { ISSUED_DOCUMENT_TYPES } from './document-input.ts';

/**
 * Issue 29 items 2–4: the printed representation (PDF), the e-mail to the buyer, and the public
 * lookup a buyer uses to download a document without an account.
 */

export const PRINTED_FORMATS = ['a4', 'ticket'] as const;
export type PrintedFormat = (typeof PRINTED_FORMATS)[number];

/**
 * What reaches a buyer: only a document SUNAT accepted, with or without observations, is mailed,
 * found by the Consulta, or sent from the app by WhatsApp or as a link.
 */
export const BUYER_STATUSES = ['accepted', 'observed'] as const satisfies readonly DocumentStatus[];

/** How long the download links of a public lookup work. */
export const LOOKUP_LINK_MINUTES = 15;

export const documentDeliveryMessages = {
  printedFormat: 'El formato debe ser a4 o ticket',
  printFormatRequired: 'Elige el formato de impresión: ticket de 80 mm o A4',
  emailInvalid: 'Ingresa un email válido',
  emailMissing: 'El comprobante no tiene el email del cliente: indica a quién enviarlo',
  emailNotReady: 'Solo se envía por email un comprobante aceptado por SUNAT',
  emailSent: 'El comprobante fue enviado por email',
  emailFailed: 'No se pudo enviar el email; inténtalo de nuevo en unos minutos',
  lookupRuc: 'El RUC del emisor debe tener 11 dígitos',
  lookupSeries: 'La serie debe tener 4 caracteres (por ejemplo, F001)',
  lookupNumber: 'El número debe ser un entero de 1 a 99999999',
  lookupDate: 'La fecha de emisión debe tener el formato AAAA-MM-DD',
  lookupTotal: 'El importe total debe ser un número con hasta 2 decimales',
  lookupType: 'Elige el tipo de comprobante: factura, boleta, nota de crédito o nota de débito',
  lookupNotFound:
    'No encontramos un comprobante aceptado con esos datos. Revisa el RUC, el tipo, la serie, el número, la fecha y el importe total.',
  lookupFound: `Comprobante encontrado: descarga su PDF y su XML con los enlaces (vencen en ${LOOKUP_LINK_MINUTES} minutos)`,
  /** Issue 40: a document issued in test is found, but never served as valid. */
  lookupTest:
    'Este es un comprobante de prueba, sin valor tributario: se emitió en el ambiente de pruebas y SUNAT no lo registra. Su PDF lleva la marca PRUEBA.',
  lookupRateLimited:
    'Hiciste muchas consultas seguidas. Por favor, espera unos minutos antes de consultar de nuevo.',
  downloadExpired: 'El enlace de descarga venció o no es válido: vuelve a consultar el comprobante',
} as const;
const m = documentDeliveryMessages;

/** GET …/documents/:documentId/pdf?format=a4|ticket */
export const printedQuerySchema = z.strictObject({
  format: z.enum(PRINTED_FORMATS, { error: m.printedFormat }).default('a4'),
});

/**
 * The public lookup's download link is opened from a browser, a chat or a social network, which
 * append their own tracking parameters (fbclid, utm_*): it reads `format` and ignores the rest —
 * the one request schema that is not strict (it changes nothing and takes no data).
 */
export const publicPrintedQuerySchema = z.object({
  format: z.enum(PRINTED_FORMATS, { error: m.printedFormat }).default('a4'),
});

/**
 * What a company prints by default (issue 39): the first button after issuing and on a
 * document's detail is «Imprimir ticket» or «PDF A4». Kept per company.
 */
export const printFormatSchema = z.enum(PRINTED_FORMATS, { error: m.printFormatRequired });

/** POST …/documents/:documentId/email: `to` defaults to the buyer's e-mail on the document. */
export const documentEmailRequestSchema = z
  .strictObject({
    to: z
      .string({ error: m.emailInvalid })
      .trim()
      .toLowerCase()
      .email(m.emailInvalid)
      .max(200, m.emailInvalid),
  })
  .partial();
export const documentEmailResponseSchema = successResponse(z.object({ to: z.string() }));

/** POST /public/documents/lookup: the six fields printed on every document. */
export const documentLookupRequestSchema = z.strictObject({
  ruc: z
    .string({ error: m.lookupRuc })
    .trim()
    .regex(/^\d{11}$/, m.lookupRuc),
  documentType: z.enum(ISSUED_DOCUMENT_TYPES, { error: m.lookupType }),
  series: z
    .string({ error: m.lookupSeries })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{3}$/, m.lookupSeries),
  number: z.coerce
    .number({ error: m.lookupNumber })
    .int(m.lookupNumber)
    .min(1, m.lookupNumber)
    .max(99_999_999, m.lookupNumber),
  issueDate: z.iso.date({ error: m.lookupDate }),
  total: z
    .string({ error: m.lookupTotal })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, m.lookupTotal),
});
export type DocumentLookupRequest = z.input<typeof documentLookupRequestSchema>;
export type DocumentLookup = z.output<typeof documentLookupRequestSchema>;

export const documentLookupResponseSchema = successResponse(
  z.object({
    fullNumber: z.string(),
    /** `test`: issued in the test environment, without tax value (the message says so). */
    environment: documentEnvironmentSchema,
    /** Paths on the API, valid until `expiresAt`, for anyone who holds them. */
    pdfUrl: z.string(),
    ticketPdfUrl: z.string(),
    xmlUrl: z.string(),
    expiresAt: z.string(),
  }),
);

export const publicDownloadParamsSchema = z.object({ token: z.string().max(100) });

/**
 * The public Consulta of one document, as its buyer receives it (issue 39): the /consulta page
 * with the six printed fields it asks for, named as documentLookupRequestSchema names them.
 */
export function documentLookupUrl(origin: string, fields: DocumentLookup): string {
  const query = new URLSearchParams({
    ruc: fields.ruc,
    documentType: fields.documentType,
    series: fields.series,
    number: String(fields.number),
    issueDate: fields.issueDate,
    total: fields.total,
  });
  return `${origin}${ROUTE_PATHS.documentLookup}?${query.toString()}`;
}
