import { money } from '../money/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 3223 (combination of taxes not allowed): ISC only on lines taxed with IGV. */
export const iscTaxedLine3223: DocumentRule = ({ lines }) =>
  lines.flatMap((line, index) =>
    line.iscRate && !money(line.iscRate).isZero() && line.affectation !== '10'
      ? [issue(`lines.${index}.iscRate`, '3223', ruleMessages.iscOnlyTaxed)]
      : [],
  );
