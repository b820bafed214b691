import type Decimal from 'decimal.js';
import type { RetentionPerceptionInput } from '@facturador/contracts';
import type { Issuer } from '../model/computed.ts';
import type { Signatory } from '../sign/signatory.ts';
import { createRoot, type Node, serialize, text } from '../ubl/builder.ts';
import { amount, upTo } from '../ubl/format.ts';
import { appendExtensions, appendSignatureReference } from '../ubl/signature-block.ts';
import type { ComputedRelatedDocument, ComputedRetentionPerception } from './model.ts';

/** SUNAT's UBL 2.0 roots of the other CPE (UBLPE-Retention-1.0.xsd, UBLPE-Perception-1.0.xsd). */
export const OTHER_CPE_NS = {
  retention: 'urn:sunat:names:specification:ubl:peru:schema:xsd:Retention-1',
  perception: 'urn:sunat:names:specification:ubl:peru:schema:xsd:Perception-1',
} as const;

/** The element names that differ between the two documents; the structure is the same. */
const NAMES = {
  '20': {
    root: 'Retention',
    namespace: OTHER_CPE_NS.retention,
    systemCode: 'sac:SUNATRetentionSystemCode',
    percent: 'sac:SUNATRetentionPercent',
    totalNet: 'sac:SUNATTotalPaid',
    reference: 'sac:SUNATRetentionDocumentReference',
    information: 'sac:SUNATRetentionInformation',
    amount: 'sac:SUNATRetentionAmount',
    date: 'sac:SUNATRetentionDate',
    net: 'sac:SUNATNetTotalPaid',
  },
  '40': {
    root: 'Perception',
    namespace: OTHER_CPE_NS.perception,
    systemCode: 'sac:SUNATPerceptionSystemCode',
    percent: 'sac:SUNATPerceptionPercent',
    totalNet: 'sac:SUNATTotalCashed',
    reference: 'sac:SUNATPerceptionDocumentReference',
    information: 'sac:SUNATPerceptionInformation',
    amount: 'sac:SUNATPerceptionAmount',
    date: 'sac:SUNATPerceptionDate',
    net: 'sac:SUNATNetTotalCashed',
  },
} as const;

type Names = (typeof NAMES)[keyof typeof NAMES];

/** An amount with its currency (PEN unless said: every amount withheld or collected is in soles). */
function amountNode(parent: Node, name: string, value: Decimal, currency = 'PEN'): void {
  text(parent, name, amount(value), { currencyID: currency });
}

/** cac:AgentParty: the agente de retención or percepción, with its domicilio fiscal (UBL 2.0 order). */
function appendAgent(root: Node, issuer: Issuer): void {
  const party = root.ele('cac:AgentParty');
  text(party.ele('cac:PartyIdentification'), 'cbc:ID', issuer.ruc, { schemeID: '6' });
  if (issuer.tradeName) text(party.ele('cac:PartyName'), 'cbc:Name', issuer.tradeName);
  const address = party.ele('cac:PostalAddress');
  text(address, 'cbc:ID', issuer.ubigeo);
  text(address, 'cbc:StreetName', issuer.address);
  if (issuer.province) text(address, 'cbc:CityName', issuer.province);
  if (issuer.department) text(address, 'cbc:CountrySubentity', issuer.department);
  if (issuer.district) text(address, 'cbc:District', issuer.district);
  text(address.ele('cac:Country'), 'cbc:IdentificationCode', 'PE');
  text(party.ele('cac:PartyLegalEntity'), 'cbc:RegistrationName', issuer.businessName);
}

/** cac:ReceiverParty: the provider (retención) or the customer (percepción). */
function appendReceiver(root: Node, receiver: RetentionPerceptionInput['receiver']): void {
  const party = root.ele('cac:ReceiverParty');
  text(party.ele('cac:PartyIdentification'), 'cbc:ID', receiver.documentNumber, {
    schemeID: receiver.documentType,
  });
  if (receiver.address) text(party.ele('cac:PostalAddress'), 'cbc:StreetName', receiver.address);
  text(party.ele('cac:PartyLegalEntity'), 'cbc:RegistrationName', receiver.name);
}

function appendRelated(root: Node, names: Names, related: ComputedRelatedDocument, issueDate: string): void {
  const node = root.ele(names.reference);
  text(node, 'cbc:ID', related.id, { schemeID: related.documentType });
  text(node, 'cbc:IssueDate', related.issueDate);
  amountNode(node, 'cbc:TotalInvoiceAmount', related.totalAmount, related.currency);
  const payment = node.ele('cac:Payment');
  text(payment, 'cbc:ID', String(related.payment.number));
  amountNode(payment, 'cbc:PaidAmount', related.payment.amount, related.currency);
  text(payment, 'cbc:PaidDate', related.payment.date);
  const information = node.ele(names.information);
  amountNode(information, names.amount, related.amount);
  text(information, names.date, issueDate);
  amountNode(information, names.net, related.netAmount);
  if (related.exchangeRate) {
    // Source = the related document's currency, target = PEN (rows 51–54, ERR-2749/2715).
    const rate = information.ele('cac:ExchangeRate');
    text(rate, 'cbc:SourceCurrencyCode', related.exchangeRate.source);
    text(rate, 'cbc:TargetCurrencyCode', 'PEN');
    text(rate, 'cbc:CalculationRate', upTo(related.exchangeRate.rate, 6));
    text(rate, 'cbc:Date', related.exchangeRate.date);
  }
}

/**
 * Comprobante de retención (Retention-1) or de percepción (Perception-1): UBL 2.0 with
 * CustomizationID 1.0 (rows 1–2, ERR-2110/2112), in the order of SUNAT's UBLPE XSDs.
 */
export function buildRetentionPerceptionXml(doc: ComputedRetentionPerception, signatory?: Signatory): string {
  const names = NAMES[doc.documentType];
  const root = createRoot(names.namespace, names.root, true);
  appendExtensions(root);
  text(root, 'cbc:UBLVersionID', '2.0');
  text(root, 'cbc:CustomizationID', '1.0');
  appendSignatureReference(root, doc.issuer, signatory);
  text(root, 'cbc:ID', doc.id);
  text(root, 'cbc:IssueDate', doc.issueDate);
  text(root, 'cbc:IssueTime', doc.issueTime);
  appendAgent(root, doc.issuer);
  appendReceiver(root, doc.receiver);
  text(root, names.systemCode, doc.regime);
  text(root, names.percent, doc.percent.toFixed(2));
  if (doc.observations) text(root, 'cbc:Note', doc.observations);
  amountNode(root, 'cbc:TotalInvoiceAmount', doc.totalAmount);
  if (doc.rounding) amountNode(root, 'cbc:PayableRoundingAmount', doc.rounding);
  amountNode(root, names.totalNet, doc.totalNet);
  for (const related of doc.related) appendRelated(root, names, related, doc.issueDate);
  return serialize(root);
}
