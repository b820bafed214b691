import {
  CURRENCY_SYMBOLS,
  documentApiMessages,
  type CurrencyCode,
  type DocumentInput,
} from '@facturador/contracts';
import { Money } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { validationError } from '../http/error-answer.ts';

/**
 * An advance (anticipo) as a later factura or boleta may deduct it: issued by the company as an
 * advance, accepted by SUNAT (the double and SUNAT refuse one that is not: 3218), and with what is
 * left of its total after what the company's other documents already deducted. A rejected or voided
 * document deducted nothing.
 */
export interface AdvanceState {
  id: string;
  documentType: '01' | '03';
  series: string;
  number: number;
  issueDate: string;
  label: string;
  status: string;
  isAdvance: boolean;
  currency: CurrencyCode;
  customerDocumentType: string;
  customerDocumentNumber: string;
  total: string;
  left: string;
}

/** What the company's documents (other than rejected or voided ones) deducted of one advance. */
const DEDUCTED = `COALESCE((
    SELECT SUM((e->>'amount')::numeric)
      FROM documents o, jsonb_array_elements(o.input->'advanceDeductions') e
     WHERE o.company_id = d.company_id AND o.input ? 'advanceDeductions'
       AND o.status NOT IN ('rejected', 'voided')
       AND e->>'documentType' = d.document_type AND e->>'series' = d.series
       AND (e->>'number')::bigint = d.number), 0)`;

interface AdvanceRow {
  id: string;
  document_type: '01' | '03';
  issue_date: string;
  series: string;
  number: number;
  status: string;
  is_advance: boolean;
  currency: CurrencyCode;
  customer_document_type: string;
  customer_document_number: string;
  total: string;
  left_amount: string;
}

const stateOf = (row: AdvanceRow): AdvanceState => ({
  id: row.id,
  documentType: row.document_type,
  series: row.series,
  number: row.number,
  issueDate: row.issue_date,
  label: `${row.series}-${row.number}`,
  status: row.status,
  isAdvance: row.is_advance,
  currency: row.currency,
  customerDocumentType: row.customer_document_type,
  customerDocumentNumber: row.customer_document_number,
  total: new Money(row.total).toFixed(2),
  left: new Money(row.left_amount).toFixed(2),
});

const SELECT_ADVANCE = `SELECT d.id, d.document_type, d.issue_date::text AS issue_date, d.series, d.number, d.status, d.currency, d.customer_document_type,
         d.customer_document_number, d.total::text AS total,
         COALESCE((d.input->>'advance')::boolean, false) AS is_advance,
         (d.total - ${DEDUCTED})::text AS left_amount
    FROM documents d`;

/** One advance of the company by its number; `lock` holds it until the transaction ends. */
async function advanceOf(
  db: Queryable,
  companyId: string,
  key: { documentType: string; series: string; number: number },
  lock: boolean,
): Promise<AdvanceState | null> {
  const [row] = await db.query<AdvanceRow>(
    `${SELECT_ADVANCE}
      WHERE d.company_id = $1 AND d.document_type = $2 AND d.series = $3 AND d.number = $4
      ${lock ? 'FOR UPDATE OF d' : ''}`,
    [companyId, key.documentType, key.series, key.number],
  );
  return row ? stateOf(row) : null;
}

/** The accepted advances of one buyer with something left to deduct, newest first (Emitir's list). */
export async function openAdvancesOf(
  db: Queryable,
  companyId: string,
  customer: { documentType: string; documentNumber: string },
): Promise<AdvanceState[]> {
  const rows = await db.query<AdvanceRow>(
    `SELECT * FROM (${SELECT_ADVANCE}
      WHERE d.company_id = $1 AND d.customer_document_type = $2 AND d.customer_document_number = $3
        AND d.document_type IN ('01', '03') AND d.status IN ('accepted', 'observed')
        AND d.input ? 'advance' AND (d.input->>'advance')::boolean) a
      WHERE a.left_amount::numeric > 0
      ORDER BY a.series, a.number DESC
      LIMIT 50`,
    [companyId, customer.documentType, customer.documentNumber],
  );
  return rows.map(stateOf);
}

/**
 * The advances a document deducts, each judged against the company's records: the first problem
 * is answered as a field error, like a note's reference. With `lock` (inside the issue's
 * transaction) each advance row is held, so two documents deducting one advance at once see each
 * other: the second finds only what the first left.
 */
export async function checkAdvanceDeductions(
  db: Queryable,
  companyId: string,
  input: DocumentInput,
  lock = false,
): Promise<void> {
  for (const [index, deduction] of (input.advanceDeductions ?? []).entries()) {
    const field = `advanceDeductions.${index}`;
    const fail = (message: string) => validationError([{ field, message }]);
    const label = `${deduction.series}-${deduction.number}`;
    const advance = await advanceOf(db, companyId, deduction, lock);
    if (!advance) throw fail(documentApiMessages.advanceNotFound(label));
    if (!advance.isAdvance) throw fail(documentApiMessages.advanceNotAdvance(label));
    if (advance.status !== 'accepted' && advance.status !== 'observed')
      throw fail(documentApiMessages.advanceNotAccepted(label));
    if (
      advance.customerDocumentType !== input.customer.documentType ||
      advance.customerDocumentNumber !== input.customer.documentNumber
    )
      throw fail(documentApiMessages.advanceOtherCustomer(label));
    if (advance.currency !== input.currency) throw fail(documentApiMessages.advanceOtherCurrency(label));
    if (new Money(deduction.amount).greaterThan(advance.left)) {
      const left = `${CURRENCY_SYMBOLS[advance.currency]} ${advance.left}`;
      throw validationError([
        { field: `${field}.amount`, message: documentApiMessages.advanceAmountLeft(label, left) },
      ]);
    }
  }
}
