import { callApi, callApiFile } from '@facturador/auth-api';
import { endpoints } from '@facturador/contracts';
import { downloadFile } from '@facturador/forms';

export type DocumentFileKind = 'xml' | 'cdr' | 'pdf';

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
    downloadFile(
      await callApiFile(endpoints.downloadDocumentPdf, { params, query: { format: 'a4' } }),
      `${fileName}.pdf`,
    );
  }
}
