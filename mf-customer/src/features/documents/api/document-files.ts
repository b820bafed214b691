import { callApi, callApiFile } from '@facturador/auth-api';
import { endpoints, type PrintedFormat } from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';

export type DocumentFileKind = 'xml' | 'cdr' | 'pdf';

/** The printed representation, A4 or the 80 mm ticket, as a PDF of its own type. */
export async function fetchPrintedPdf(
  companyId: string,
  documentId: string,
  format: PrintedFormat,
): Promise<Blob> {
  const file = await callApiFile(endpoints.downloadDocumentPdf, {
    params: { id: companyId, documentId },
    query: { format },
  });
  return new Blob([file], { type: 'application/pdf' });
}

/** Downloads one file of a document through the session (the API needs the bearer token). */
export async function downloadDocumentFile(
  companyId: string,
  documentId: string,
  fileName: string,
  kind: DocumentFileKind,
): Promise<void> {
  const params = { id: companyId, documentId };
  if (kind === 'xml') {
    const xml = await callApi(endpoints.downloadDocumentXml, { params });
    downloadFile(new Blob([xml], { type: 'application/xml' }), `${fileName}.xml`);
  } else if (kind === 'cdr') {
    downloadFile(await callApiFile(endpoints.downloadDocumentCdr, { params }), `R-${fileName}.zip`);
  } else {
    downloadFile(await fetchPrintedPdf(companyId, documentId, 'a4'), `${fileName}.pdf`);
  }
}
