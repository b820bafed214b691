import type { DocumentsContext } from './documents-context.ts';
import { documentApiMessages, limaDate, type DocumentInput } from '@facturador/contracts';
import { igvPercentFor, validateDocument, type DocumentRuleIssue } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { validationError } from '../http/error-answer.ts';
import { checkAdvanceDeductions } from './advance-deductions.ts';
import { sendingProfileOf, type SendingProfile } from './sending-profile.ts';
import { issuerServiceExporterOf, withServiceExporterAdvice } from './service-exporter.ts';

/** What the pre-flight read of the company and the note's reference, which issuing goes on with. */
export interface Preflight {
  company: SendingProfile;
  reference: { id: string; igvPercent: string } | null;
  igvPercent: string;
  /** What SUNAT would refuse in the document ([] when nothing), before a number is spent on it. */
  issues: DocumentRuleIssue[];
}

/**
 * The document a note modifies: in the company, and received by SUNAT. Its IGV rate is the
 * note's too (SUNAT 3291 on notes: a note keeps the rate of the document it modifies).
 */
async function referenceOf(
  db: Queryable,
  companyId: string,
  input: DocumentInput,
): Promise<{ id: string; igvPercent: string } | null> {
  if (!input.reference) return null;
  const { documentType, series, number } = input.reference;
  const [row] = await db.query<{ id: string; status: string; igv_percent: string }>(
    `SELECT id, status, igv_percent::text AS igv_percent FROM documents
      WHERE company_id = $1 AND document_type = $2 AND series = $3 AND number = $4`,
    [companyId, documentType, series, number],
  );
  if (!row) throw validationError([{ field: 'reference', message: documentApiMessages.referenceNotFound }]);
  if (row.status !== 'accepted' && row.status !== 'observed')
    throw validationError([{ field: 'reference', message: documentApiMessages.referenceNotAccepted }]);
  return { id: row.id, igvPercent: row.igv_percent };
}

/**
 * Issuing's checks before the number (issue 43, «nothing burned that SUNAT would refuse»): the
 * company can issue, the note's reference was accepted, and SUNAT's rules einvoice decides from
 * the document (validateDocument) at the rate it would be taxed at, with what the company declared
 * of SUNAT's register of service exporters (3097). Issuing and «Revisar»
 * (POST …/documents/validate) both run it, so what Revisar passes, issuing passes.
 */
export async function preflightDocument(
  app: Pick<DocumentsContext, 'db' | 'clock'>,
  companyId: string,
  input: DocumentInput,
): Promise<Preflight> {
  const company = await sendingProfileOf(app.db, companyId);
  if (!company?.is_active) throw new AppError(409, 'CONFLICT', documentApiMessages.companyInactive);
  const reference = await referenceOf(app.db, companyId, input);
  await checkAdvanceDeductions(app.db, companyId, input);
  const igvPercent = reference?.igvPercent ?? igvPercentFor(company.igv_regime, input.issueDate).toString();
  const issues = withServiceExporterAdvice(
    validateDocument(input, {
      today: limaDate(app.clock.now()),
      igvPercent,
      issuerServiceExporter: issuerServiceExporterOf(company.service_exporter),
    }),
  );
  return { company, reference, igvPercent, issues };
}

/**
 * A well-formed document SUNAT would refuse: 422 VALIDATION_ERROR (issue 43), each field with
 * SUNAT's code in `details`, the first one named in the message — answered the same by issuing and
 * by «Revisar», and apart from the 400 of a request its schema refuses.
 */
export function sunatRulesRefusal(issues: readonly [DocumentRuleIssue, ...DocumentRuleIssue[]]): AppError {
  const refusal = validationError(issues);
  return new AppError(422, refusal.code, refusal.message, refusal.details);
}
