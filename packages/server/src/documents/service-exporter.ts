import { documentApiMessages, type DocumentInput } from '@facturador/contracts';
import type { DocumentRuleIssue } from '@facturador/einvoice';

/** Catálogo 51: exportación de servicios, the one operation SUNAT's padrón 05 is asked for. */
const EXPORT_OF_SERVICES = '0201';

/**
 * What einvoice's 3097 is told of the issuer (decision 0062): the company's own declaration in
 * Mi empresa › Facturación. A company that never declared it counts as not registered for an
 * exportación de servicios only — SUNAT refuses that 0201 unless the RUC is in its padrón 05 —
 * and as unknown for anything else.
 */
export function issuerServiceExporterOf(
  declared: boolean | null,
  input: Pick<DocumentInput, 'operationType'>,
): boolean | undefined {
  if (declared !== null) return declared;
  return input.operationType === EXPORT_OF_SERVICES ? false : undefined;
}

/**
 * einvoice's 3097 says what SUNAT refuses; the API's answer also says what to do about it: be in
 * the register, and declare it where the company's invoicing settings are.
 */
export const withServiceExporterAdvice = (issues: DocumentRuleIssue[]): DocumentRuleIssue[] =>
  issues.map((issue) =>
    issue.code === '3097' ? { ...issue, message: documentApiMessages.notServiceExporter } : issue,
  );
