import { advancesWithinBase } from './advance-bases.ts';
import { ruleMessages } from './messages.ts';

/** SUNAT 3277: the IGV base is the taxed lines' value less the global discount (02) and the advances (04). */
export const advanceTaxed3277 = advancesWithinBase('04', '3277', ruleMessages.advanceTaxedTooLarge);
