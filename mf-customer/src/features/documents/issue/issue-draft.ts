import { AFFECTATION_CODES, INCOTERMS, type AffectationCode } from '@facturador/contracts';
import {
  emptyLine,
  EXPORT_TYPES,
  FORM_IDENTITY_TYPES,
  type IssueFormValues,
  type IssueLineValues,
} from './issue-form-model.ts';

/**
 * The form as it is being filled, kept in the tab's session storage: a reload, or the module
 * failing and coming back («Reintentar»), brings it back; issuing a document forgets it. One
 * per tab; a draft of a company the person no longer issues for is dropped.
 */
const KEY = 'facturador.comprobantes.emitir.borrador';

interface StoredDraft {
  /** The day it was saved: a date left at that day's default moves to today's. */
  savedOn: string;
  values: IssueFormValues;
}

type Loose = Record<string, unknown>;
const objectOf = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;
const listOf = <T>(value: unknown, item: (entry: unknown) => T, max: number): T[] =>
  Array.isArray(value) ? value.slice(0, max).map(item) : [];

function lineOf(stored: unknown): IssueLineValues {
  const line = objectOf(stored);
  const empty = emptyLine();
  return {
    productCode: text(line.productCode, empty.productCode),
    description: text(line.description, empty.description),
    unitCode: text(line.unitCode, empty.unitCode),
    quantity: text(line.quantity, empty.quantity),
    price: text(line.price, empty.price),
    affectation: oneOf<AffectationCode>(line.affectation, AFFECTATION_CODES, empty.affectation),
    discount: text(line.discount, empty.discount),
  };
}

/** What was stored, field by field over the form's defaults: a damaged or older draft never breaks the form. */
function valuesOf(stored: unknown, defaults: IssueFormValues): IssueFormValues {
  const values = objectOf(stored);
  const customer = objectOf(values.customer);
  const payment = objectOf(values.payment);
  const detraction = objectOf(values.detraction);
  const operation = objectOf(values.operation);
  const lines = listOf(values.lines, lineOf, 500);
  return {
    companyId: text(values.companyId, defaults.companyId),
    documentType: oneOf(values.documentType, ['01', '03'] as const, defaults.documentType),
    series: text(values.series, defaults.series),
    issueDate: text(values.issueDate, defaults.issueDate),
    currency: oneOf(values.currency, ['PEN', 'USD'] as const, defaults.currency),
    exchangeRate: text(values.exchangeRate, defaults.exchangeRate),
    customer: {
      documentType: oneOf(customer.documentType, FORM_IDENTITY_TYPES, defaults.customer.documentType),
      documentNumber: text(customer.documentNumber, defaults.customer.documentNumber),
      name: text(customer.name, defaults.customer.name),
      address: text(customer.address, defaults.customer.address),
      email: text(customer.email, defaults.customer.email),
    },
    saveCustomer: flag(values.saveCustomer, defaults.saveCustomer),
    pricesIncludeIgv: flag(values.pricesIncludeIgv, defaults.pricesIncludeIgv),
    lines: lines.length > 0 ? lines : defaults.lines,
    payment: {
      method: oneOf(payment.method, ['Contado', 'Credito'] as const, defaults.payment.method),
      installments: listOf(
        payment.installments,
        (entry) => {
          const installment = objectOf(entry);
          return { amount: text(installment.amount, ''), dueDate: text(installment.dueDate, '') };
        },
        60,
      ),
    },
    globalDiscount: text(values.globalDiscount, defaults.globalDiscount),
    detraction: {
      enabled: flag(detraction.enabled, defaults.detraction.enabled),
      code: text(detraction.code, defaults.detraction.code),
      percent: text(detraction.percent, defaults.detraction.percent),
      account: text(detraction.account, defaults.detraction.account),
    },
    operation: {
      exportType: oneOf(operation.exportType, ['', ...EXPORT_TYPES] as const, defaults.operation.exportType),
      incoterm: oneOf(operation.incoterm, ['', ...INCOTERMS] as const, defaults.operation.incoterm),
      serviceCountry: text(operation.serviceCountry, defaults.operation.serviceCountry),
      advance: flag(operation.advance, defaults.operation.advance),
      deductedAdvance: text(operation.deductedAdvance, defaults.operation.deductedAdvance),
      deductedAmount: text(operation.deductedAmount, defaults.operation.deductedAmount),
    },
    observations: text(values.observations, defaults.observations),
  };
}

/** Nothing typed yet: no buyer, no line, no discount, no note (the header alone is not a draft). */
const isBlank = (values: IssueFormValues): boolean =>
  values.customer.documentNumber.trim() === '' &&
  values.customer.name.trim() === '' &&
  values.lines.every((line) =>
    [line.description, line.price, line.discount].every((field) => field.trim() === ''),
  ) &&
  values.globalDiscount.trim() === '' &&
  values.observations.trim() === '';

function read(): unknown {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    // No storage (a server render, private mode) or a damaged entry: no draft.
    return null;
  }
}

/**
 * The draft this tab kept, over `defaults` (today's empty form), or null when there is none, it
 * holds nothing typed, or its company is not one of `companyIds`.
 */
export function savedIssueDraft(
  defaults: IssueFormValues,
  companyIds: readonly string[],
): IssueFormValues | null {
  const stored = objectOf(read());
  if (!('values' in stored)) return null;
  const values = valuesOf(stored.values, defaults);
  if (!companyIds.includes(values.companyId) || isBlank(values)) return null;
  const keptDefaultDate = values.issueDate === stored.savedOn;
  return keptDefaultDate ? { ...values, issueDate: defaults.issueDate } : values;
}

export function saveIssueDraft(values: IssueFormValues, today: string): void {
  try {
    const draft: StoredDraft = { savedOn: today, values };
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or missing store: the draft is a safety net, not the form.
  }
}

export function clearIssueDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
