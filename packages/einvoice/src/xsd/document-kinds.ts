/** The documents the checks know: Catálogo 01 types sent with sendBill, the guías (REST), and the two summaries. */
export type XsdKind = '01' | '03' | '07' | '08' | '09' | '31' | 'RC' | 'RA';

interface KindShape {
  root: string;
  namespace: string;
  ublVersion: string;
  customization: string;
}

export const KIND_SHAPES: Record<XsdKind, KindShape> = {
  '01': {
    root: 'Invoice',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    ublVersion: '2.1',
    customization: '2.0',
  },
  '03': {
    root: 'Invoice',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    ublVersion: '2.1',
    customization: '2.0',
  },
  '07': {
    root: 'CreditNote',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
    ublVersion: '2.1',
    customization: '2.0',
  },
  '08': {
    root: 'DebitNote',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:DebitNote-2',
    ublVersion: '2.1',
    customization: '2.0',
  },
  '09': {
    root: 'DespatchAdvice',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
    ublVersion: '2.1',
    customization: '2.0',
  },
  '31': {
    root: 'DespatchAdvice',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
    ublVersion: '2.1',
    customization: '2.0',
  },
  RC: {
    root: 'SummaryDocuments',
    namespace: 'urn:sunat:names:specification:ubl:peru:schema:xsd:SummaryDocuments-1',
    ublVersion: '2.0',
    customization: '1.1',
  },
  RA: {
    root: 'VoidedDocuments',
    namespace: 'urn:sunat:names:specification:ubl:peru:schema:xsd:VoidedDocuments-1',
    ublVersion: '2.0',
    customization: '1.0',
  },
};

export const isUbl21 = (kind: XsdKind): boolean => KIND_SHAPES[kind].ublVersion === '2.1';
