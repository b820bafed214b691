import { advancesWithinBase } from './advance-bases.ts';
import { ruleMessages } from './messages.ts';

/** SUNAT 3275: the exonerated total is the exonerated lines' value less the exonerated advances (05). */
export const advanceExonerated3275 = advancesWithinBase('05', '3275', ruleMessages.advanceExoneratedTooLarge);
