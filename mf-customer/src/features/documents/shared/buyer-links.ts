import {
  BUYER_STATUSES,
  CURRENCY_SYMBOLS,
  documentLookupUrl,
  formatDay,
  formatMoney,
  type CompanySummary,
  type DocumentDetail,
} from '@facturador/contracts';
import { documentsMessages } from '../messages.ts';

/** Whether the buyer can have it: the Consulta finds, and the server mails, only these. */
export const reachesBuyer = (document: DocumentDetail): boolean =>
  (BUYER_STATUSES as readonly string[]).includes(document.status);

/** The document's public Consulta, on this site's origin (the shell serves /consulta beside /app). */
export const consultaLink = (origin: string, document: DocumentDetail, ruc: string): string =>
  documentLookupUrl(origin, {
    ruc,
    documentType: document.documentType,
    series: document.series,
    number: document.number,
    issueDate: document.issueDate,
    total: document.total,
  });

/**
 * A wa.me link with no number: WhatsApp asks whom to send it to. The text names the document,
 * its total and the Consulta where the buyer downloads it.
 */
export function whatsappLink(
  document: DocumentDetail,
  company: Pick<CompanySummary, 'ruc' | 'businessName'>,
  link: string,
): string {
  const text = documentsMessages.delivery.whatsappText({
    company: company.businessName,
    document: `${documentsMessages.types[document.documentType]} ${document.fullNumber}`,
    total: formatMoney(CURRENCY_SYMBOLS[document.currency], document.total),
    issueDate: formatDay(document.issueDate),
    link,
    ruc: company.ruc,
  });
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
