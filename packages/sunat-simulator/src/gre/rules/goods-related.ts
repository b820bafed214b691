import { all, first, text } from '../../document/dom.ts';
import { BOTH_XSL, REMITENTE_XSL, SHIPMENT, blank, type GreRule } from './gre-rule.ts';

/** Catálogo 61 comprobantes whose issuer (cac:IssuerParty) the XSL asks for (3380). */
const COMPROBANTES = ['01', '03', '04', '09', '12', '48'];
const WEIGHT = `${SHIPMENT}/cbc:GrossWeightMeasure`;
const points = [
  'cac:Shipment/cac:Delivery/cac:DeliveryAddress',
  'cac:Shipment/cac:Delivery/cac:Despatch/cac:DespatchAddress',
];

/** Weight, goods, points and related documents. */
export const GOODS_RELATED: GreRule[] = [
  {
    code: '2880',
    severity: 'error',
    source: `${BOTH_XSL}: cac:Shipment/cbc:GrossWeightMeasure must exist`,
    broken: ({ root }) => blank(text(root, WEIGHT)),
  },
  {
    code: '2523',
    severity: 'error',
    source: `${BOTH_XSL}: GrossWeightMeasure up to 3 decimals, @unitCode KGM or TNE`,
    broken: ({ root }) => {
      const weight = first(root, WEIGHT);
      if (!weight) return false;
      const unit = weight.getAttribute('unitCode') ?? '';
      return !/^\d{1,12}(\.\d{1,3})?$/.test(text(weight) ?? '') || !['KGM', 'TNE'].includes(unit);
    },
  },
  {
    code: '3435',
    severity: 'error',
    source: `${BOTH_XSL}: cac:DespatchLine must exist`,
    broken: ({ root }) => all(root, 'cac:DespatchLine').length === 0,
  },
  {
    code: '2776',
    severity: 'error',
    source: `${BOTH_XSL}: ubigeo of partida / llegada ^[0-9]{6}$`,
    broken: ({ root }) => points.some((point) => !/^\d{6}$/.test(text(root, `${point}/cbc:ID`) ?? '')),
  },
  {
    code: '3410',
    severity: 'error',
    source: `${REMITENTE_XSL}: AddressTypeCode (establecimiento) without its @listID (RUC)`,
    on: '09',
    broken: ({ root }) =>
      points.some((point) => {
        const code = first(root, `${point}/cbc:AddressTypeCode`);
        return code !== undefined && !blank(text(code)) && blank(code.getAttribute('listID') ?? undefined);
      }),
  },
  {
    code: '3340',
    severity: 'error',
    source: `${BOTH_XSL}: AdditionalDocumentReference repeated (key by-document-additional-reference)`,
    broken: ({ root }) => {
      const keys = all(root, 'cac:AdditionalDocumentReference').map(
        (ref) => `${text(ref, 'cbc:DocumentTypeCode')} ${text(ref, 'cbc:ID')}`,
      );
      return new Set(keys).size < keys.length;
    },
  },
  {
    code: '3380',
    severity: 'error',
    source: `${BOTH_XSL}: a related comprobante (01, 03, 04, 09, 12, 48) without IssuerParty ID`,
    broken: ({ root }) =>
      all(root, 'cac:AdditionalDocumentReference').some(
        (ref) =>
          COMPROBANTES.includes(text(ref, 'cbc:DocumentTypeCode') ?? '') &&
          blank(text(ref, 'cac:IssuerParty/cac:PartyIdentification/cbc:ID')),
      ),
  },
];
