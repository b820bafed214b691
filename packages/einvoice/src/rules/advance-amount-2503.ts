import { money } from '../money/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2503: «PaidAmount: monto anticipado por documento debe ser mayor a cero». */
export const advanceAmount2503: DocumentRule = ({ advanceDeductions }) =>
  (advanceDeductions ?? []).flatMap((advance, index) =>
    money(advance.amount).isZero()
      ? [issue(`advanceDeductions.${index}.amount`, '2503', ruleMessages.advanceAmount)]
      : [],
  );
