import { text, type Element } from '../../document/dom.ts';
import {
  BOTH_XSL,
  REMITENTE_XSL,
  STAGE,
  blank,
  handedToCarrier,
  ownTransport,
  type GreRule,
} from './gre-rule.ts';

const issueDate = (root: Element): string => text(root, 'cbc:IssueDate') ?? '';
const startDate = (root: Element): string | undefined =>
  text(root, `${STAGE}/cac:TransitPeriod/cbc:StartDate`);

/** Numbering and dates: cbc:ID, IssueDate, IssueTime, TransitPeriod/StartDate. */
export const NUMBERING_DATES: GreRule[] = [
  {
    code: '1001',
    severity: 'error',
    source: `${BOTH_XSL}: cbc:ID ^[T][A-Z0-9]{3}-[0-9]{1,8}$ (09), ^[V]… (31)`,
    broken: ({ root, type }) =>
      !new RegExp(`^${type === '09' ? 'T' : 'V'}[A-Z0-9]{3}-[0-9]{1,8}$`).test(text(root, 'cbc:ID') ?? ''),
  },
  {
    code: '3436',
    severity: 'error',
    source: `${BOTH_XSL}: cbc:IssueDate ^[0-9]{4}-[0-9]{2}-[0-9]{2}$`,
    broken: ({ root }) => !/^\d{4}-\d{2}-\d{2}$/.test(issueDate(root)),
  },
  {
    code: '3437',
    severity: 'error',
    source: `${BOTH_XSL}: cbc:IssueTime must exist`,
    broken: ({ root }) => blank(text(root, 'cbc:IssueTime')),
  },
  {
    code: '3438',
    severity: 'error',
    source: `${BOTH_XSL}: cbc:IssueTime ^[0-9]{2}:[0-9]{2}:[0-9]{2}$`,
    broken: ({ root }) => {
      const time = text(root, 'cbc:IssueTime');
      return !blank(time) && !/^\d{2}:\d{2}:\d{2}$/.test(time!);
    },
  },
  {
    code: '3406',
    severity: 'error',
    source: `${BOTH_XSL}: StartDate must exist (31; 09 privado or M1/L)`,
    broken: (doc) => ownTransport(doc) && blank(startDate(doc.root)),
  },
  {
    code: '3407',
    severity: 'error',
    source: `${BOTH_XSL}: StartDate ^[0-9]{4}-[0-9]{2}-[0-9]{2}$`,
    broken: ({ root }) => {
      const date = startDate(root);
      return !blank(date) && !/^\d{4}-\d{2}-\d{2}$/.test(date!);
    },
  },
  {
    code: '3343',
    severity: 'error',
    source: `${BOTH_XSL}: StartDate < IssueDate (31; 09 privado or M1/L)`,
    broken: (doc) =>
      ownTransport(doc) && !blank(startDate(doc.root)) && startDate(doc.root)! < issueDate(doc.root),
  },
  {
    code: '4385',
    severity: 'observation',
    source: `${REMITENTE_XSL}: 09 público handed to a carrier, «Fecha de entrega de bienes al transportista» (StartDate) missing`,
    on: '09',
    broken: (doc) => handedToCarrier(doc) && blank(startDate(doc.root)),
  },
  {
    code: '4386',
    severity: 'observation',
    source: `${REMITENTE_XSL}: 09 público handed to a carrier, StartDate < IssueDate`,
    on: '09',
    broken: (doc) =>
      handedToCarrier(doc) && !blank(startDate(doc.root)) && startDate(doc.root)! < issueDate(doc.root),
  },
];
