import { money } from '../money/index.ts';
import { ruleMessages } from './messages.ts';
import { issue, type DocumentRule } from './rule.ts';

/**
 * SUNAT 3277/3293 subtract the global discount (code 02) from both the IGV and the IVAP base, so
 * it fits a document whose base lines are all taxed with IGV, and never more than their value.
 */
export const globalDiscount3277: DocumentRule = ({ globalDiscount, lines }, { computed }) => {
  if (!globalDiscount || money(globalDiscount).isZero()) return [];
  if (!lines.some((line) => line.affectation === '10')) {
    return [issue('globalDiscount', '3277', ruleMessages.globalDiscountNeedsTaxed)];
  }
  if (lines.some((line) => line.affectation === '17')) {
    return [issue('globalDiscount', '3293', ruleMessages.globalDiscountWithIvap)];
  }
  // Against the base itself: the advances (04) take their own part of it (advance-taxed-3277).
  if (computed.globalDiscount?.amount.greaterThan(computed.globalDiscount.baseAmount)) {
    return [issue('globalDiscount', '3277', ruleMessages.globalDiscountTooLarge)];
  }
  return [];
};
