import type { Resolver } from 'react-hook-form';
import {
  relatedDocumentInputSchema,
  retentionPerceptionInputSchema,
  type OtherCpeType,
  type RelatedDocumentInput,
  type RetentionPerceptionInput,
  type RetentionPerceptionInputDraft,
} from '@facturador/contracts';
import {
  computeRetentionPerception,
  outOfTotals,
  PERCEPTION_REGIMES_22,
  RETENTION_REGIMES_23,
} from '@facturador/einvoice/calc';
import { contractResolver } from '@facturador/forms';

/** One related document as typed: numbers and amounts are text until the contract reads them. */
export interface RelatedValues {
  documentType: string;
  series: string;
  number: string;
  issueDate: string;
  currency: 'PEN' | 'USD';
  totalAmount: string;
  payment: { number: string; date: string; amount: string };
  exchangeRate: { rate: string; date: string };
}

/** The form: the contract's input field for field, with text where the contract wants a number. */
export interface OtherFormValues {
  documentType: OtherCpeType;
  series: string;
  issueDate: string;
  regime: string;
  receiver: { documentType: string; documentNumber: string; name: string; address: string; email: string };
  relatedDocuments: RelatedValues[];
  observations: string;
}

/** Catálogo 01 types each may relate (Retenciones1_0 ERR-2692; Percepciones1_0 row 38). */
export const RELATED_TYPES_OF: Readonly<Record<OtherCpeType, readonly string[]>> = {
  '20': ['01', '12', '07', '08', '20'],
  '40': ['01', '03', '12', '07', '08', '40'],
};

/** A retención's provider is a RUC (ERR-2511); a percepción's customer may be a person. */
export const RECEIVER_TYPES_OF: Readonly<Record<OtherCpeType, readonly string[]>> = {
  '20': ['6'],
  '40': ['6', '1', '4', '7', '0', 'A'],
};

/** The régimenes still open (catálogo 23's 6 % only applies to documents up to 2014). */
export const regimesOf = (type: OtherCpeType): string[] =>
  Object.entries(type === '20' ? RETENTION_REGIMES_23 : PERCEPTION_REGIMES_22)
    .filter(([, regime]) => regime.relatedIssuedUntil === undefined)
    .map(([code]) => code);

export const emptyRelated = (type: OtherCpeType, today: string): RelatedValues => ({
  documentType: '01',
  series: type === '20' ? 'F001' : '',
  number: '',
  issueDate: '',
  currency: 'PEN',
  totalAmount: '',
  payment: { number: '1', date: today, amount: '' },
  exchangeRate: { rate: '', date: today },
});

export function defaultOtherValues(type: OtherCpeType, today: string): OtherFormValues {
  return {
    documentType: type,
    series: type === '20' ? 'R001' : 'P001',
    issueDate: today,
    regime: '01',
    receiver: { documentType: '6', documentNumber: '', name: '', address: '', email: '' },
    relatedDocuments: [emptyRelated(type, today)],
    observations: '',
  };
}

const trimmed = (value: string) => value.trim();
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
/** An amount as typed (a decimal comma allowed). */
const amount = (value: string) => value.trim().replace(',', '.');
/** A whole number as typed; left empty it is missing, so the contract names the field. */
const integer = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

type RelatedDraft = RetentionPerceptionInputDraft['relatedDocuments'][number];

export function toRelatedDraft(row: RelatedValues): RelatedDraft {
  return {
    documentType: row.documentType as RelatedDocumentInput['documentType'],
    series: trimmed(row.series).toUpperCase(),
    number: integer(row.number) as number,
    issueDate: row.issueDate,
    currency: row.currency,
    totalAmount: amount(row.totalAmount),
    payment: {
      number: integer(row.payment.number) as number,
      date: row.payment.date,
      amount: amount(row.payment.amount),
    },
    // SUNAT asks the rate only of a document in another currency (ERR-2719/2721).
    ...(row.currency === 'PEN'
      ? {}
      : { exchangeRate: { rate: amount(row.exchangeRate.rate), date: row.exchangeRate.date } }),
  };
}

/** The form's values as the contract's request, before the contract parses them. */
export function toOtherDraft(values: OtherFormValues): RetentionPerceptionInputDraft {
  return {
    documentType: values.documentType,
    series: trimmed(values.series).toUpperCase(),
    issueDate: values.issueDate,
    regime: values.regime,
    receiver: {
      documentType: values.receiver.documentType as RetentionPerceptionInput['receiver']['documentType'],
      documentNumber: values.receiver.documentNumber,
      name: values.receiver.name,
      ...(optional(values.receiver.address) ? { address: optional(values.receiver.address) } : {}),
      ...(optional(values.receiver.email) ? { email: optional(values.receiver.email) } : {}),
    },
    relatedDocuments: values.relatedDocuments.map(toRelatedDraft),
    ...(optional(values.observations) ? { observations: optional(values.observations) } : {}),
  };
}

const contract = contractResolver(retentionPerceptionInputSchema);

/**
 * The form's resolver is zodResolver with the contract's schema, given the form's text as the
 * request: every refusal is the server's own Spanish text, at the field of the same path
 * (relatedDocuments.0.payment.amount…), and the submit gets the contract's parsed request.
 */
export const otherFormResolver: Resolver<OtherFormValues, unknown, RetentionPerceptionInput> = (
  values,
  context,
  options,
) =>
  contract(toOtherDraft(values), context, options as never) as ReturnType<
    Resolver<OtherFormValues, unknown, RetentionPerceptionInput>
  >;

export interface OtherPreview {
  /** Per related document: what is withheld or collected and the net, '' for a row not yet complete. */
  rows: { amount: string; net: string; counted: boolean }[];
  totalAmount: string;
  totalNet: string;
}

const PREVIEW_ISSUER = { ruc: '', businessName: '', address: '', ubigeo: '', establishmentCode: '0000' };

/**
 * The amounts as the server will compute them (einvoice's computeRetentionPerception, the code
 * the server signs with), from the related documents complete so far.
 */
export function previewOf(values: OtherFormValues): OtherPreview {
  const parsed = values.relatedDocuments.map((row) =>
    relatedDocumentInputSchema.safeParse(toRelatedDraft(row)),
  );
  const complete = parsed.flatMap((result) => (result.success ? [result.data] : []));
  const computed = computeRetentionPerception(
    {
      documentType: values.documentType,
      series: values.series,
      issueDate: values.issueDate,
      regime: values.regime,
      receiver: { documentType: '6', documentNumber: '-', name: '-' },
      relatedDocuments: complete,
    },
    { issuer: PREVIEW_ISSUER, number: 1 },
  );
  let next = 0;
  const rows = parsed.map((result) => {
    if (!result.success) return { amount: '', net: '', counted: true };
    const row = computed.related[next++]!;
    return {
      amount: row.amount.toFixed(2),
      net: row.netAmount.toFixed(2),
      counted: !outOfTotals(values.documentType, row.documentType),
    };
  });
  return { rows, totalAmount: computed.totalAmount.toFixed(2), totalNet: computed.totalNet.toFixed(2) };
}
