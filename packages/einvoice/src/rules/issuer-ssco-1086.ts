import { ISSUER_SSCO_1086, peruvianDate, versionOn } from '../calendar/index.ts';
import { isFacturaFamily } from './document-family.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule, type ListedPeriod } from './rule.ts';

const covers = (period: ListedPeriod, date: string) =>
  period.from <= date && (period.to == null || date <= period.to);

/**
 * SUNAT 1086: from 2024-02-29, a factura or a note that modifies one is refused when its issuer is
 * in the list of Sujetos sin capacidad operativa (SSCO) on the issue date (calendar/rule-versions.ts).
 * Judged only when the caller knows the issuer's periods in that list.
 */
export const issuerSsco1086: DocumentRule = (input, { issuerSsco }) => {
  if (!issuerSsco || !versionOn(ISSUER_SSCO_1086, input.issueDate) || !isFacturaFamily(input)) return [];
  return issuerSsco.some((period) => covers(period, input.issueDate))
    ? [issue('issueDate', '1086', ruleMessages.issuerSsco(peruvianDate(input.issueDate)))]
    : [];
};
