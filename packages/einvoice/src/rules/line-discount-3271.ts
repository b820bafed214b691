import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 3271: the line value is quantity × value − discount, so a discount cannot exceed it. */
export const lineDiscount3271: DocumentRule = (_input, { computed }) =>
  computed.lines.flatMap((line) =>
    line.lineExtensionAmount.isNegative()
      ? [issue(`lines.${line.index - 1}.discount`, '3271', ruleMessages.lineDiscount)]
      : [],
  );
