import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 2521: the advance's SERIE-CORRELATIVO follows its type: [F][A-Z0-9]{3} for a factura (02),
 * [B][A-Z0-9]{3} for a boleta (03). The engine issues electronic series only.
 */
export const advanceSeries2521: DocumentRule = ({ advanceDeductions }) =>
  (advanceDeductions ?? []).flatMap((advance, index) =>
    advance.series.startsWith(advance.documentType === '01' ? 'F' : 'B')
      ? []
      : [issue(`advanceDeductions.${index}.series`, '2521', ruleMessages.advanceSeries)],
  );
