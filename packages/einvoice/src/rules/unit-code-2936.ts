import { UNIT_CODES_REC20 } from '../catalogs/unit-codes-rec20.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2936: each line's unit of measure is a code of catálogo 03 (UN/ECE Recommendation 20). */
export const unitCode2936: DocumentRule = ({ lines }) =>
  lines.flatMap((line, index) =>
    UNIT_CODES_REC20.has(line.unitCode)
      ? []
      : [issue(`lines.${index}.unitCode`, '2936', ruleMessages.unitCodeNotInCatalog(line.unitCode))],
  );
