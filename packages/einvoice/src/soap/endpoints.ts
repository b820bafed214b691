/**
 * SUNAT's SOAP services (greenter's SunatEndpoints.php; EINVOICING.md §(c) Transport). Facturas,
 * boletas, notes, RC and RA go to billService; retenciones (20), percepciones (40) and their
 * resúmenes de reversiones (RR) to the other-CPE service, with the same operations (sendBill for
 * a document, sendSummary for an RR and getStatus for its ticket).
 */
export const SUNAT_ENDPOINTS = {
  bill: {
    beta: 'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
    production: 'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService',
  },
  otherCpe: {
    beta: 'https://e-beta.sunat.gob.pe/ol-ti-itemision-otroscpe-gem-beta/billService',
    production: 'https://e-factura.sunat.gob.pe/ol-ti-itemision-otroscpe-gem/billService',
  },
} as const;

/** The service a document type or summary kind is sent to. */
export const serviceOf = (kind: string): keyof typeof SUNAT_ENDPOINTS =>
  kind === '20' || kind === '40' || kind === 'RR' ? 'otherCpe' : 'bill';
