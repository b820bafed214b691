import { children, num, text, type Element } from '../document/dom.ts';

/** One sac:SUNAT…DocumentReference as the double reads it. */
export interface RelatedRead {
  /** cbc:ID@schemeID */
  type: string;
  id: string;
  issueDate: string;
  currency: string;
  paidNumber?: string;
  paidDate?: string;
  paidAmount?: number;
  /** Importe retenido / percibido. */
  amount?: number;
  /** Importe neto pagado / cobrado. */
  net?: number;
  rate?: number;
}

/** A received retención (20) or percepción (40), read by the double itself (never by the engine). */
export interface OtherCpeRead {
  root: Element;
  type: '20' | '40';
  id: string;
  issueDate: string;
  agentRuc: string;
  receiverRuc: string;
  systemCode: string;
  percent?: number;
  totalAmount?: number;
  totalNet?: number;
  rounding?: number;
  related: RelatedRead[];
}

/** The element names of each kind (SUNAT's Retention-1 and Perception-1 differ only in them). */
const NAMES = {
  '20': { kind: 'Retention', totalNet: 'sac:SUNATTotalPaid', net: 'sac:SUNATNetTotalPaid' },
  '40': { kind: 'Perception', totalNet: 'sac:SUNATTotalCashed', net: 'sac:SUNATNetTotalCashed' },
} as const;

export function readOtherCpe(root: Element, type: '20' | '40'): OtherCpeRead {
  const names = NAMES[type];
  const related = children(root, `sac:SUNAT${names.kind}DocumentReference`).map((reference): RelatedRead => {
    const information = children(reference, `sac:SUNAT${names.kind}Information`)[0];
    const id = children(reference, 'cbc:ID')[0];
    return {
      type: id?.getAttribute('schemeID') ?? '',
      id: text(id) ?? '',
      issueDate: text(reference, 'cbc:IssueDate') ?? '',
      currency: children(reference, 'cbc:TotalInvoiceAmount')[0]?.getAttribute('currencyID') ?? '',
      paidNumber: text(reference, 'cac:Payment/cbc:ID'),
      paidDate: text(reference, 'cac:Payment/cbc:PaidDate'),
      paidAmount: num(reference, 'cac:Payment/cbc:PaidAmount'),
      amount: num(information, `sac:SUNAT${names.kind}Amount`),
      net: num(information, names.net),
      rate: num(information, 'cac:ExchangeRate/cbc:CalculationRate'),
    };
  });
  return {
    root,
    type,
    id: text(root, 'cbc:ID') ?? '',
    issueDate: text(root, 'cbc:IssueDate') ?? '',
    agentRuc: text(root, 'cac:AgentParty/cac:PartyIdentification/cbc:ID') ?? '',
    receiverRuc: text(root, 'cac:ReceiverParty/cac:PartyIdentification/cbc:ID') ?? '',
    systemCode: text(root, `sac:SUNAT${names.kind}SystemCode`) ?? '',
    percent: num(root, `sac:SUNAT${names.kind}Percent`),
    totalAmount: num(root, 'cbc:TotalInvoiceAmount'),
    totalNet: num(root, names.totalNet),
    rounding: num(root, 'cbc:PayableRoundingAmount'),
    related,
  };
}
