import { money } from '../money/index.ts';
import { ISC_AFFECTATIONS } from '../taxes/line-isc.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3223 (Factura row 36, «La combinación de tributos no es permitida»): with a base above
 * zero, ISC ('2000') goes with '1000', '9997', '9998' or '9996' — never with IVAP ('1016') nor an
 * export ('9995'). So a gravado, exonerado or inafecto sale carries it. The sheet also allows it on
 * a free line (9996), which this engine does not compute yet (taxes/line-isc.ts): the pre-flight
 * still says it there rather than issue a document without the ISC the person asked for.
 */
export const iscTaxedLine3223: DocumentRule = ({ lines }) =>
  lines.flatMap((line, index) =>
    line.iscRate && !money(line.iscRate).isZero() && !ISC_AFFECTATIONS.includes(line.affectation)
      ? [issue(`lines.${index}.iscRate`, '3223', ruleMessages.iscOnlyTaxed)]
      : [],
  );
