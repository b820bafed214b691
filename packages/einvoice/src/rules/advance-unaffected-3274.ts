import { advancesWithinBase } from './advance-bases.ts';
import { ruleMessages } from './messages.ts';

/** SUNAT 3274: the inafecto total is the inafecto lines' value less the inafecto advances (06). */
export const advanceUnaffected3274 = advancesWithinBase('06', '3274', ruleMessages.advanceUnaffectedTooLarge);
