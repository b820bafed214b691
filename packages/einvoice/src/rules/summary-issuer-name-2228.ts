import { SUMMARY_ISSUER_NAME_2228, versionOn } from '../calendar/index.ts';
import { ruleMessages } from './messages.ts';
import type { SummaryRule } from './summary-rule.ts';

/** Whitespace other than the space: SUNAT's format takes none of it («salto de línea, tab…»). */
const OTHER_WHITESPACE = /[^\S ]/;

/**
 * SUNAT 2228: the issuer's razón social on an RC, RA or RR has the length of the summary's date
 * (3 to 100 characters since 2024-02-29, up to 100 before; calendar/rule-versions.ts), on one line.
 * A factura takes up to 1,500, so a long name issues its documents but cannot void them here.
 */
export const summaryIssuerName2228: SummaryRule = ({ issuer, issueDate }) => {
  const length = versionOn(SUMMARY_ISSUER_NAME_2228, issueDate);
  if (!length) return [];
  const characters = [...issuer.businessName].length;
  const fits = characters >= length.min && characters <= length.max;
  return fits && !OTHER_WHITESPACE.test(issuer.businessName)
    ? []
    : [
        {
          code: '2228',
          severity: 'error',
          message: ruleMessages.summaryIssuerName(characters, length.min, length.max),
        },
      ];
};
