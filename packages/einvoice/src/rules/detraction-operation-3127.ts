import { OPERATION_DETRACTION } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/** SUNAT 3127: operation 1001 carries the detracción; 3128: a detracción needs operation 1001. */
export const detractionOperation3127: DocumentRule = ({ operationType, detraction }) => {
  if (operationType === OPERATION_DETRACTION && !detraction) {
    return [issue('detraction', '3127', ruleMessages.operationNeedsDetraction)];
  }
  if (operationType !== OPERATION_DETRACTION && detraction) {
    return [issue('operationType', '3128', ruleMessages.detractionNeedsOperation)];
  }
  return [];
};
