import { MAX_AMOUNT_IN_WORDS } from '../words/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT amounts are n(12,2): a line value (2370) or a payable amount (2062) beyond
 * 999,999,999,999.99 cannot be written, nor read out in legend 1000.
 */
export const amountFormat2062: DocumentRule = (_input, { computed }) => [
  ...computed.lines.flatMap((line) =>
    line.lineExtensionAmount.greaterThan(MAX_AMOUNT_IN_WORDS)
      ? [issue(`lines.${line.index - 1}.quantity`, '2370', ruleMessages.lineTooLarge)]
      : [],
  ),
  ...(computed.totals.payableAmount.greaterThan(MAX_AMOUNT_IN_WORDS)
    ? [issue('lines', '2062', ruleMessages.totalTooLarge)]
    : []),
];
