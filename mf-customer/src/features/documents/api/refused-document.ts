import { isApiError } from '@facturador/auth-api';
import { documentDetailSchema, type DocumentDetail } from '@facturador/contracts';

/**
 * A document SUNAT refused is answered 422 (SUNAT_REJECTED / SUNAT_EXCEPTION) with the document
 * in `details` (issue 43: a rejected document is never «emitido»). It was numbered (a rejected
 * one is burned), so the screens show it as SUNAT left it instead of an error with no document.
 */
export function refusedDocumentOf(error: unknown): DocumentDetail | null {
  if (!isApiError(error) || error.statusCode !== 422) return null;
  const details = error.data?.details as { document?: unknown } | undefined;
  const parsed = documentDetailSchema.safeParse(details?.document);
  return parsed.success ? parsed.data : null;
}

/** The issued document, or the one SUNAT refused; any other failure is thrown on. */
export async function issuedOrRefused(
  issue: () => Promise<{ data: DocumentDetail }>,
): Promise<DocumentDetail> {
  try {
    return (await issue()).data;
  } catch (error) {
    const refused = refusedDocumentOf(error);
    if (refused) return refused;
    throw error;
  }
}
