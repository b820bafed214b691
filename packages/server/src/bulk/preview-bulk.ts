import {
  bulkRowFault,
  documentApiMessages,
  documentInputSchema,
  limaDate,
  type BulkPreview,
  type BulkPreviewDocument,
} from '@facturador/contracts';
import { computeAmounts, igvPercentFor, validateDocument } from '@facturador/einvoice';
import type { Queryable } from '../db/database.ts';
import { igvRegimeOf } from '../documents/igv-regime-repository.ts';
import { issuerServiceExporterOf, withServiceExporterAdvice } from '../documents/service-exporter.ts';
import type { BatchItem, CsvDocument } from './bulk-csv.ts';

/** Who issues does not change an amount: the preview stands in for the company. */
const ANY_ISSUER = { ruc: '', businessName: '', address: '', ubigeo: '', establishmentCode: '0000' };

interface CompanyFacts {
  today: string;
  regime: Awaited<ReturnType<typeof igvRegimeOf>>;
  /** `01:F001` → whether the series is active. */
  series: ReadonlyMap<string, boolean>;
  /** In SUNAT's register of service exporters, as declared (3097); null when not declared. */
  serviceExporter: boolean | null;
}

async function companyFacts(db: Queryable, companyId: string, now: Date): Promise<CompanyFacts> {
  const rows = await db.query<{ document_type: string; series: string; is_active: boolean }>(
    'SELECT document_type, series, is_active FROM series WHERE company_id = $1',
    [companyId],
  );
  const [company] = await db.query<{ service_exporter: boolean | null }>(
    'SELECT service_exporter FROM companies WHERE id = $1',
    [companyId],
  );
  return {
    today: limaDate(now),
    regime: await igvRegimeOf(db, companyId),
    series: new Map(rows.map((row) => [`${row.document_type}:${row.series}`, row.is_active])),
    serviceExporter: company?.service_exporter ?? null,
  };
}

/**
 * Everything that would stop one document, in the order a person reads it: the file's own
 * fault, the contract, the company's series, SUNAT's rules (einvoice's validateDocument, what
 * issueDocument runs before spending a number), with its total from the same engine.
 */
function judge(
  item: BatchItem<CsvDocument>,
  facts: CompanyFacts,
): Pick<BulkPreviewDocument, 'problems' | 'total'> {
  const problems = item.error ? [item.error] : [];
  const parsed = documentInputSchema.safeParse(item.input);
  if (!parsed.success)
    return {
      problems: [...problems, ...parsed.error.issues.map((issue) => bulkRowFault(issue.path, issue.message))],
      total: null,
    };
  const input = parsed.data;
  const active = facts.series.get(`${input.documentType}:${input.series}`);
  if (active === undefined) problems.push(bulkRowFault('series', documentApiMessages.seriesNotFound));
  else if (!active) problems.push(bulkRowFault('series', documentApiMessages.seriesInactive));
  const igvPercent = igvPercentFor(facts.regime, input.issueDate);
  const rules = validateDocument(input, {
    today: facts.today,
    igvPercent,
    issuerServiceExporter: issuerServiceExporterOf(facts.serviceExporter),
  });
  for (const rule of withServiceExporterAdvice(rules)) problems.push(bulkRowFault(rule.field, rule.message));
  const amounts = computeAmounts(input, { issuer: ANY_ISSUER, number: 1, igvPercent });
  return { problems, total: amounts.totals.payableAmount.toFixed(2) };
}

/**
 * A CSV's documents as they would be issued, each judged as the batch would judge it, without
 * issuing anything: what Emisión masiva shows before «Emitir».
 */
export async function previewBulk(
  db: Queryable,
  companyId: string,
  now: Date,
  batch: { items: BatchItem<CsvDocument>[]; fromPadron: ReadonlySet<string> },
): Promise<BulkPreview> {
  const facts = await companyFacts(db, companyId, now);
  const documents = batch.items.map((item, index): BulkPreviewDocument => {
    const { input } = item;
    const { problems, total } = judge(item, facts);
    return {
      row: index + 1,
      reference: item.reference,
      documentType: input.documentType ?? '',
      series: input.series ?? '',
      currency: input.currency ?? 'PEN',
      customer: {
        documentType: input.customer.documentType,
        documentNumber: input.customer.documentNumber,
        name: input.customer.name,
        nameFromPadron: batch.fromPadron.has(item.reference),
      },
      lines: input.lines.length,
      total,
      problems: [...new Set(problems)],
    };
  });
  const invalid = documents.filter((document) => document.problems.length > 0).length;
  return { documents, valid: documents.length - invalid, invalid };
}
