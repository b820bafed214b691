import { z } from 'zod';
import { rucSchema } from '../validation/schemas.ts';

/*
 * Issue 28, item 4: every purchase of a plan or a token pack gets its comprobante, issued by the
 * platform's own company through the e-invoicing engine. The buyer chooses at checkout: a
 * boleta to their validated DNI or CE, or a factura to a RUC.
 */

export const purchaseReceiptMessages = {
  name: 'Escribe la razón social que irá en la factura (máximo 200 caracteres)',
  address: 'Escribe la dirección fiscal que irá en la factura (máximo 200 caracteres)',
  type: 'Elige boleta o factura',
  noIssuer:
    'Esta compra no tiene comprobante electrónico: la plataforma aún no configuró su empresa emisora. Si lo necesitas, escríbenos a soporte.',
  issuerCannotIssue:
    'No pudimos emitir el comprobante de esta compra; un administrador fue avisado y te lo hará llegar.',
  notIssued: 'Esta orden aún no tiene comprobante',
  issuerRuc: 'Escribe el RUC de 11 dígitos de la empresa emisora (o déjalo vacío)',
  labels: { boleta: 'Boleta de venta electrónica', factura: 'Factura electrónica' },
} as const;

const m = purchaseReceiptMessages;

/** POST /billing/orders `receipt`: boleta when absent. */
export const purchaseReceiptChoiceSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('boleta') }).strict(),
    z
      .object({
        type: z.literal('factura'),
        ruc: rucSchema,
        name: z.string({ error: m.name }).trim().min(1, m.name).max(200, m.name),
        address: z.string({ error: m.address }).trim().min(1, m.address).max(200, m.address),
      })
      .strict(),
  ],
  { error: m.type },
);
export type PurchaseReceiptChoice = z.input<typeof purchaseReceiptChoiceSchema>;

/** The comprobante of an order, as its buyer sees it in Mis Planes. */
export const purchaseReceiptSchema = z.object({
  type: z.enum(['boleta', 'factura']),
  /** B001-12 once issued; null when there is none (`note` says why). */
  number: z.string().nullable(),
  /** The document's state at SUNAT (DOCUMENT_STATUS_LABELS), once issued. */
  status: z.string().nullable(),
  note: z.string().nullable(),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptSchema>;

/**
 * The checkout's form: the factura's three fields are kept (and ignored) while boleta is chosen,
 * so switching back and forth loses nothing; it submits the choice the API takes.
 */
export const purchaseReceiptFormSchema = z
  .object({
    type: z.enum(['boleta', 'factura'], { error: m.type }),
    ruc: z.string(),
    name: z.string(),
    address: z.string(),
  })
  .transform((form, ctx) => {
    const parsed = purchaseReceiptChoiceSchema.safeParse(form.type === 'boleta' ? { type: 'boleta' } : form);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });
