import { money } from '../money/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 3236: the bags of an ICBPER line (BaseUnitMeasure) equal its quantity, rounded. */
export const icbperBags3236: DocumentRule = ({ lines }) =>
  lines.flatMap((line, index) =>
    line.icbperBags && !money(line.quantity).toDecimalPlaces(0).equals(line.icbperBags)
      ? [issue(`lines.${index}.icbperBags`, '3236', ruleMessages.icbperBags)]
      : [],
  );
