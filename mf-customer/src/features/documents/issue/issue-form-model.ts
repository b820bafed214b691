import type { Resolver } from 'react-hook-form';
import {
  documentInputSchema,
  type AffectationCode,
  type CurrencyCode,
  type DocumentInput,
  type DocumentInputDraft,
  type Incoterm,
} from '@facturador/contracts';
import {
  igvPercentOn,
  STANDARD_IGV_PERCENT,
  UNIT_GOODS,
  validateDocument,
  type IgvRatePeriod,
} from '@facturador/einvoice/calc';
import { documentsMessages } from '../messages.ts';
import { formPath, ruleIssuesAtFields, type FormIssue } from './rule-fields.ts';

const m = documentsMessages.form;

/** The buyer's documents the form offers (Catálogo 06), RUC first. */
export const FORM_IDENTITY_TYPES = ['6', '1', '4', '7', '0', '-'] as const;
export type FormIdentityType = (typeof FORM_IDENTITY_TYPES)[number];

export interface IssueLineValues {
  /** The seller's code of a product picked from Productos y servicios; empty for a typed line. */
  productCode: string;
  description: string;
  unitCode: string;
  quantity: string;
  /** Precio unitario with IGV when «Los precios incluyen IGV» is ticked, valor unitario without it otherwise. */
  price: string;
  affectation: AffectationCode;
  /** Descuento del ítem (Catálogo 53 code 00), with IGV or without it as the prices are; empty for none. */
  discount: string;
}

/** Sistema de detracciones (SPOT): facturas over S/ 700 of the goods and services of Catálogo 54. */
export interface DetractionValues {
  enabled: boolean;
  code: string;
  percent: string;
  account: string;
}

/** The exports Emitir offers (Catálogo 51): of goods, of services, of services to foreign ships. */
export const EXPORT_TYPES = ['0200', '0201', '0204'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Exportación and anticipos (issue 41): the operation and what it adds to the document. */
export interface OperationValues {
  /** '' for a sale in Peru; else the export of Catálogo 51. */
  exportType: '' | ExportType;
  incoterm: '' | Incoterm;
  /** Export of services 0201: the country (Catálogo 04, 2 letters) where the service is used. */
  serviceCountry: string;
  /** This document is an advance payment (anticipo), deducted by a later one. */
  advance: boolean;
  /** The buyer's advance deducted here, as «F001-12»; '' for none. */
  deductedAdvance: string;
  /** How much of it, with IGV (what the buyer paid). */
  deductedAmount: string;
}

export const emptyOperation = (): OperationValues => ({
  exportType: '',
  incoterm: '',
  serviceCountry: '',
  advance: false,
  deductedAdvance: '',
  deductedAmount: '',
});

/** What the person types: loose strings; the contract and SUNAT's rules judge them (checkIssueForm). */
export interface IssueFormValues {
  companyId: string;
  documentType: '01' | '03';
  series: string;
  issueDate: string;
  currency: CurrencyCode;
  exchangeRate: string;
  customer: {
    documentType: FormIdentityType;
    documentNumber: string;
    name: string;
    address: string;
    email: string;
  };
  /**
   * «Guardar en Clientes»: once issued, the buyer joins the company's clients. On by default;
   * a buyer already among them (or «varios») is not offered it.
   */
  saveCustomer: boolean;
  pricesIncludeIgv: boolean;
  lines: IssueLineValues[];
  payment: { method: 'Contado' | 'Credito'; installments: { amount: string; dueDate: string }[] };
  /** Descuento global (Catálogo 53 code 02), with IGV or without it as the prices are. */
  globalDiscount: string;
  detraction: DetractionValues;
  operation: OperationValues;
  observations: string;
}

export const emptyLine = (): IssueLineValues => ({
  productCode: '',
  description: '',
  unitCode: UNIT_GOODS,
  quantity: '1',
  price: '',
  affectation: '10',
  discount: '',
});

/** A factura names its buyer by RUC; a boleta usually by DNI. */
export const buyerIdentityFor = (documentType: string) =>
  documentType === '01' ? ('6' as const) : ('1' as const);

/**
 * The buyer's document type once the comprobante's type changes: a factura's must be a RUC; a
 * boleta takes any, so a number already typed keeps the type it was typed as (a RUC typed for a
 * factura stays a RUC on the boleta, not an 11-digit «DNI»).
 */
export const buyerIdentityAfterTypeChange = (
  documentType: string,
  customer: { documentType: FormIdentityType; documentNumber: string },
): FormIdentityType =>
  documentType === '03' && customer.documentNumber.trim() !== ''
    ? customer.documentType
    : buyerIdentityFor(documentType);

export function defaultIssueValues(
  today: string,
  documentType: IssueFormValues['documentType'] = '01',
): IssueFormValues {
  return {
    companyId: '',
    documentType,
    series: '',
    issueDate: today,
    currency: 'PEN',
    exchangeRate: '',
    customer: {
      documentType: buyerIdentityFor(documentType),
      documentNumber: '',
      name: '',
      address: '',
      email: '',
    },
    saveCustomer: true,
    pricesIncludeIgv: true,
    lines: [emptyLine()],
    payment: { method: 'Contado', installments: [] },
    globalDiscount: '',
    detraction: { enabled: false, code: '037', percent: '12', account: '' },
    operation: emptyOperation(),
    observations: '',
  };
}

/** «F001-12» → the advance a document deducts; an F series is a factura's, a B one a boleta's. */
export function advanceOf(
  label: string,
): { documentType: '01' | '03'; series: string; number: number } | null {
  const match = /^([FB][A-Z0-9]{3})-(\d{1,8})$/.exec(label);
  if (!match) return null;
  return {
    documentType: match[1]!.startsWith('F') ? '01' : '03',
    series: match[1]!,
    number: Number(match[2]),
  };
}

/** The operation's fields of the request: an export, an advance, the advance it deducts. */
function operationDraft(operation: OperationValues): Partial<DocumentInputDraft> {
  const deducted = advanceOf(operation.deductedAdvance);
  const country = operation.serviceCountry.trim().toUpperCase();
  return {
    ...(operation.exportType
      ? {
          operationType: operation.exportType,
          ...(operation.incoterm ? { incoterm: operation.incoterm } : {}),
          ...(operation.exportType === '0201' && country ? { serviceCountry: country } : {}),
        }
      : {}),
    ...(operation.advance ? { advance: true } : {}),
    ...(deducted && !operation.advance
      ? { advanceDeductions: [{ ...deducted, amount: operation.deductedAmount.trim().replace(',', '.') }] }
      : {}),
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
/** An amount as typed (a decimal comma allowed). */
const amount = (value: string) => value.trim().replace(',', '.');
/** An amount as typed, or undefined when left empty. */
const optionalAmount = (value: string) => optional(value)?.replace(',', '.');

/**
 * The form's values as the contract's request (before the contract parses them). The price goes
 * as typed: the precio de venta unitario when it includes IGV (the engine makes the line charge
 * exactly quantity × price), the valor unitario otherwise; the discounts go as typed beside it.
 */
export function toDocumentDraft(values: IssueFormValues): DocumentInputDraft {
  const { customer, payment } = values;
  return {
    documentType: values.documentType,
    series: values.series,
    issueDate: values.issueDate,
    currency: values.currency,
    customer: {
      documentType: customer.documentType,
      // SUNAT's "varios": a boleta without the buyer's document carries a dash.
      documentNumber: customer.documentType === '-' ? '-' : customer.documentNumber.trim(),
      name: customer.documentType === '-' && customer.name.trim() === '' ? 'Clientes varios' : customer.name,
      address: optional(customer.address),
      email: optional(customer.email),
    },
    lines: values.lines.map((line) => ({
      ...(line.productCode ? { productCode: line.productCode } : {}),
      description: line.description,
      unitCode: line.unitCode,
      quantity: amount(line.quantity),
      ...(values.pricesIncludeIgv ? { unitPrice: amount(line.price) } : { unitValue: amount(line.price) }),
      affectation: line.affectation,
      ...(optionalAmount(line.discount) ? { discount: optionalAmount(line.discount) } : {}),
    })),
    ...(optionalAmount(values.globalDiscount)
      ? { globalDiscount: optionalAmount(values.globalDiscount) }
      : {}),
    // A detracción makes the operation 1001 (Catálogo 51), as SUNAT's 3127 requires.
    ...(values.documentType === '01' && values.detraction.enabled
      ? {
          operationType: '1001' as const,
          detraction: {
            code: values.detraction.code,
            percent: amount(values.detraction.percent),
            account: values.detraction.account,
          },
        }
      : {}),
    // After the detracción: an export's operation type is the one SUNAT reads (3127 names the clash).
    ...operationDraft(values.operation),
    payment:
      payment.method === 'Contado'
        ? { method: 'Contado' }
        : { method: 'Credito', installments: payment.installments.map((item) => ({ ...item })) },
    observations: optional(values.observations),
  };
}

/**
 * The form's own checks, beyond the contract and SUNAT's rules (an issue date past SUNAT's send
 * deadline is rule 2108's, from einvoice's dated table).
 */
function formIssues(values: IssueFormValues): FormIssue[] {
  const issues: FormIssue[] = [];
  if (!values.companyId) issues.push({ path: ['companyId'], message: m.companyRequired });
  if (!values.series) issues.push({ path: ['series'], message: m.seriesRequired });
  if (values.currency === 'USD' && !/^\d{1,4}(\.\d{1,4})?$/.test(values.exchangeRate.trim()))
    issues.push({ path: ['exchangeRate'], message: m.exchangeRateInvalid });
  const number = values.customer.documentNumber.trim();
  if (values.customer.documentType === '4' && !/^[A-Za-z0-9]{9,12}$/.test(number))
    issues.push({ path: ['customer', 'documentNumber'], message: m.invalidCe });
  return issues;
}

export interface IssueCheck {
  input: DocumentInput | null;
  issues: FormIssue[];
}

/**
 * Everything that would stop the document, in the order a person fills the form: the form's own
 * checks, the contract's schema (the server's 400 texts), then SUNAT's rules (validateDocument,
 * the code the server runs before spending a number).
 */
export function checkIssueForm(
  values: IssueFormValues,
  today: string,
  igvPercent = STANDARD_IGV_PERCENT,
): IssueCheck {
  const issues = formIssues(values);
  const parsed = documentInputSchema.safeParse(toDocumentDraft(values));
  if (!parsed.success) {
    return {
      input: null,
      issues: [
        ...issues,
        ...parsed.error.issues.map((item) => ({ path: formPath(item.path), message: item.message })),
      ],
    };
  }
  const exchangeRate = values.currency === 'USD' ? values.exchangeRate.trim() : undefined;
  const rules = validateDocument(parsed.data, {
    today,
    igvPercent,
    ...(exchangeRate ? { exchangeRate } : {}),
  });
  return { input: parsed.data, issues: [...issues, ...ruleIssuesAtFields(parsed.data, rules, igvPercent)] };
}

type ErrorTree = { [key: string]: ErrorTree | { type: string; message: string } };

/** An error at a path of the form, the first reason of each field kept. */
function placeError(tree: ErrorTree, path: readonly PropertyKey[], message: string): void {
  let node = tree;
  path.forEach((part, index) => {
    const key = String(part);
    if (index === path.length - 1) {
      if (!node[key]) node[key] = { type: 'validate', message };
      else if (!('message' in node[key]!)) (node[key] as ErrorTree).root = { type: 'validate', message };
      return;
    }
    if (!node[key] || 'message' in node[key]!) node[key] = {} as ErrorTree;
    node = node[key] as ErrorTree;
  });
}

/** What the resolver reads as it is when the form is sent: the company's IGV schedule, once loaded. */
export interface IssueFormContext {
  ratesOf: (companyId: string) => readonly IgvRatePeriod[] | undefined;
}

/** The company's IGV rate on the form's issue date (einvoice's igvPercentOn); 18 % until its rates are known. */
export const formIgvPercent = (rates: readonly IgvRatePeriod[] | undefined, issueDate: string): string =>
  igvPercentOn(rates, issueDate).toString();

/**
 * The form's resolver: it hands the submit the contract's request, or names every reason SUNAT
 * or the server would refuse it, at the field that causes it.
 */
export const issueFormResolver =
  (today: string): Resolver<IssueFormValues, IssueFormContext, DocumentInput> =>
  async (values, context) => {
    const { input, issues } = checkIssueForm(
      values,
      today,
      formIgvPercent(context?.ratesOf(values.companyId), values.issueDate),
    );
    if (input && issues.length === 0) return { values: input, errors: {} };
    const errors: ErrorTree = {};
    for (const item of issues) placeError(errors, item.path.length > 0 ? item.path : ['root'], item.message);
    return { values: {}, errors: errors as never };
  };
