import type { QueryClient } from '@tanstack/react-query';
import { addToast, callApi, isApiError } from '@facturador/auth-api';
import { catalogueCustomerInputSchema, endpoints, type CustomerInput } from '@facturador/contracts';
import { cataloguesMessages } from '../../../../shared/catalogues/messages.ts';
import { catalogueKeys } from '../../../../shared/api/catalogue-keys.ts';

/**
 * «Guardar en Clientes»: after a document is issued, its buyer joins the company's clients. A
 * buyer already saved (409) stays as it was; any other failure is told in a toast, since the
 * document itself was issued.
 */
export async function saveBuyer(
  queryClient: QueryClient,
  companyId: string,
  buyer: CustomerInput,
): Promise<void> {
  // The catalogue refuses a field it does not keep (issue 43): only the client's own fields go.
  const { documentType, documentNumber, name, address, email } = buyer;
  const parsed = catalogueCustomerInputSchema.safeParse({
    documentType,
    documentNumber,
    name,
    address,
    email,
  });
  if (!parsed.success) return;
  try {
    const answer = await callApi(endpoints.createCatalogueCustomer, {
      params: { id: companyId },
      body: parsed.data,
    });
    addToast({ type: 'success', title: answer.message ?? '', message: parsed.data.name });
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.customers(companyId) });
  } catch (error) {
    if (isApiError(error) && error.code === 'CONFLICT') return;
    addToast({
      type: 'error',
      title: cataloguesMessages.saveBuyerFailed,
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
