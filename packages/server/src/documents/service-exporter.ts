import { documentApiMessages } from '@facturador/contracts';
import type { DocumentRuleIssue } from '@facturador/einvoice';

/**
 * What einvoice's 3097 is told of the issuer (decision 0062): the company's own declaration in
 * Mi empresa › Facturación. A company that never declared it counts as not registered — SUNAT
 * refuses an exportación de servicios (0201) unless the RUC is in its padrón 05, and 3097 judges
 * nothing else.
 */
export const issuerServiceExporterOf = (declared: boolean | null): boolean => declared ?? false;

/**
 * einvoice's 3097 says what SUNAT refuses; the API's answer also says what to do about it: be in
 * the register, and declare it where the company's invoicing settings are.
 */
export const withServiceExporterAdvice = (issues: DocumentRuleIssue[]): DocumentRuleIssue[] =>
  issues.map((issue) =>
    issue.code === '3097' ? { ...issue, message: documentApiMessages.notServiceExporter } : issue,
  );
