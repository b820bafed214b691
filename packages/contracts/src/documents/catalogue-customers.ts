import { z } from 'zod';
import { listResponseSchema, pageQuerySchema } from '../api/lists.ts';
import { successResponse } from '../envelope.ts';
import { validationMessages } from '../validation/messages.ts';
import { hasRucShape, isValidRuc } from '../validation/ruc.ts';
import { catalogueMessages as m } from './catalogue-messages.ts';

/**
 * A company's Clientes (issue 29): the buyers it invoices, kept so that Emitir fills them in.
 * Unique per company by document type and number.
 */

/**
 * Catálogo 06 as the catalogue keeps it: RUC, DNI, carné de extranjería, pasaporte, a foreign
 * taxpayer without RUC ('0', free text) and SUNAT's "varios" ('-', number '-').
 */
export const CATALOGUE_CUSTOMER_DOCUMENT_TYPES = ['6', '1', '4', '7', '0', '-'] as const;
export type CatalogueCustomerDocumentType = (typeof CATALOGUE_CUSTOMER_DOCUMENT_TYPES)[number];

/** The number SUNAT's "varios" carries: a buyer without a document. */
export const NO_DOCUMENT_NUMBER = '-';

/** Why a number does not fit its document type (DOMAIN.md, Catálogo 06); null when it fits. */
export function customerDocumentIssue(type: CatalogueCustomerDocumentType, number: string): string | null {
  switch (type) {
    case '6':
      if (!hasRucShape(number)) return validationMessages.rucFormat;
      return isValidRuc(number) ? null : validationMessages.rucCheckDigit;
    case '1':
      return /^\d{8}$/.test(number) ? null : validationMessages.dniLength;
    case '4':
      return /^[A-Za-z0-9]{9,12}$/.test(number) ? null : validationMessages.ceLength;
    case '7':
      return /^[A-Za-z0-9]{1,12}$/.test(number) ? null : m.passport;
    case '0':
      return number.length >= 1 && number.length <= 15 ? null : m.otherDocument;
    case '-':
      return null;
  }
}

/** An optional text: empty means absent. */
export const optionalCatalogueText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

export const catalogueCustomerInputSchema = z
  .strictObject({
    documentType: z.enum(CATALOGUE_CUSTOMER_DOCUMENT_TYPES, { error: m.customerDocumentType }),
    /** Ignored for '-' (kept as '-'). */
    documentNumber: z.string({ error: m.customerDocumentNumber }).trim().max(15, m.otherDocument),
    name: z.string({ error: m.customerName }).trim().min(1, m.customerName).max(200, m.customerName),
    address: optionalCatalogueText(200, m.customerAddress),
    email: z
      .string({ error: m.customerEmail })
      .trim()
      .toLowerCase()
      .max(200, m.customerEmail)
      .optional()
      .refine((value) => !value || z.email().safeParse(value).success, m.customerEmail)
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((value, context) => {
    const issue =
      value.documentType !== '-' && value.documentNumber === ''
        ? m.customerDocumentNumber
        : customerDocumentIssue(value.documentType, value.documentNumber.toUpperCase());
    if (issue) context.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
  })
  .transform((value) => ({
    ...value,
    // Passports and CE numbers are kept in capitals, so one person is not two clients.
    documentNumber: value.documentType === '-' ? NO_DOCUMENT_NUMBER : value.documentNumber.toUpperCase(),
  }));
export type CatalogueCustomerInput = z.output<typeof catalogueCustomerInputSchema>;
export type CatalogueCustomerDraft = z.input<typeof catalogueCustomerInputSchema>;

export const catalogueCustomerSchema = z.object({
  id: z.string(),
  documentType: z.enum(CATALOGUE_CUSTOMER_DOCUMENT_TYPES),
  documentNumber: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogueCustomer = z.infer<typeof catalogueCustomerSchema>;

/** `?q=` matches the number or the name; pages of 20 by default, ordered by name. */
export const catalogueListQuerySchema = pageQuerySchema(20).extend({
  q: z.string().trim().max(100).optional(),
});
export type CatalogueListQuery = z.input<typeof catalogueListQuerySchema>;

export const catalogueCustomerListResponseSchema = listResponseSchema(catalogueCustomerSchema);
export const catalogueCustomerResponseSchema = successResponse(catalogueCustomerSchema);
