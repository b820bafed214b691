import { isOtherCpeType, ROUTE_PATHS, type ListadoItem } from '@facturador/contracts';

/** A retención's or percepción's detail page (issue 41). */
export const otherDetailPath = (companyId: string, documentId: string) =>
  `${ROUTE_PATHS.otherDocuments}/${companyId}/${documentId}`;
export const otherIssuePath = (companyId: string) =>
  `${ROUTE_PATHS.otherDocumentsIssue}?empresa=${companyId}`;
export const otherListPath = (companyId: string) => `${ROUTE_PATHS.otherDocuments}?empresa=${companyId}`;
/** Where a company says which agent it is (Facturación electrónica). */
export const agentSettingsPath = (companyId: string) => `${ROUTE_PATHS.companies}/${companyId}/facturacion`;

/** A Listado row's detail page: a factura's, or a retención's or percepción's own. */
export const rowPath = (companyId: string, row: Pick<ListadoItem, 'id' | 'documentType'>) =>
  isOtherCpeType(row.documentType)
    ? otherDetailPath(companyId, row.id)
    : `${ROUTE_PATHS.documents}/${companyId}/${row.id}`;
