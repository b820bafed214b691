export interface QrFields {
  ruc: string;
  documentType: string;
  series: string;
  number: number;
  /** IGV and importe total, 2 decimals, as signed in the XML. */
  igv: string;
  total: string;
  /** YYYY-MM-DD */
  issueDate: string;
  customerDocumentType: string;
  customerDocumentNumber: string;
  /** The signature's DigestValue. */
  hash: string;
}

/**
 * SUNAT's QR text (EINVOICING.md, printed representation): greenter's nine fields plus the hash,
 * as Facturalo prints it, each followed by `|`. The number goes without padding, as in cbc:ID.
 */
export function qrTextOf(fields: QrFields): string {
  return (
    [
      fields.ruc,
      fields.documentType,
      fields.series,
      String(fields.number),
      fields.igv,
      fields.total,
      fields.issueDate,
      fields.customerDocumentType,
      fields.customerDocumentNumber,
      fields.hash,
    ].join('|') + '|'
  );
}
