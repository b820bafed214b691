import { isExportOperation } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 2642: an export (0200, 0201, 0204) has only lines of affectation 40; 3100: and 40 means an export. */
export const exportOperation2642: DocumentRule = ({ operationType, lines }) =>
  lines.flatMap((line, index) => {
    if (isExportOperation(operationType) && line.affectation !== '40') {
      return [issue(`lines.${index}.affectation`, '2642', ruleMessages.exportNeeds40)];
    }
    if (!isExportOperation(operationType) && line.affectation === '40') {
      return [issue(`lines.${index}.affectation`, '3100', ruleMessages.line40NeedsExport)];
    }
    return [];
  });
