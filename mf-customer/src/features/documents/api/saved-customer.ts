import { useQuery } from '@tanstack/react-query';
import { isValidRuc, type CatalogueCustomer } from '@facturador/contracts';
import { IDENTITY_DNI, IDENTITY_RUC } from '@facturador/einvoice/calc';
import { customerListQueryOptions } from '../../../shared/api/catalogue-queries.ts';
import { SUGGESTIONS } from '../../../shared/api/catalogue-search.ts';

/** A number complete enough to name one buyer: a DNI of 8 digits, a RUC with its check digit. */
export function isCompleteBuyerNumber(documentType: string, documentNumber: string): boolean {
  if (documentType === IDENTITY_DNI) return /^\d{8}$/.test(documentNumber);
  if (documentType === IDENTITY_RUC) return isValidRuc(documentNumber);
  return false;
}

/**
 * The company's client with exactly this DNI or RUC (GET /companies/:id/customers?q=), once
 * found, so a buyer typed by hand in Emitir is filled from Clientes. Under the Clientes keys:
 * saving a client refreshes it.
 */
export function useSavedCustomer(
  companyId: string,
  documentType: string,
  documentNumber: string,
): CatalogueCustomer | undefined {
  const number = documentNumber.trim();
  const enabled = companyId !== '' && isCompleteBuyerNumber(documentType, number);
  const list = useQuery({
    // The buyer field's own search for the number (same key): one request for both, out of the
    // client's 10 a minute to this path. `?q=` matches any part of a number, so the page holds
    // the exact match beside a few neighbours (a DNI is inside its holder's RUC).
    ...customerListQueryOptions(companyId, { page: 1, limit: SUGGESTIONS, q: number }),
    enabled,
    // Another number's answer is not this one's.
    placeholderData: undefined,
    // A client saved a minute ago is still the same client.
    staleTime: 60_000,
    retry: false,
  });
  if (!enabled) return undefined;
  return list.data?.data.find(
    (candidate) => candidate.documentType === documentType && candidate.documentNumber === number,
  );
}
