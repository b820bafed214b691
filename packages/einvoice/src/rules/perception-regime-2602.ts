import { PERCEPTION_REGIMES_22 } from '../calendar/index.ts';
import { otherCpeMessages } from './other-cpe-messages.ts';
import { otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2602 (Percepciones1_0 row 30): SUNATPerceptionSystemCode «no está en el listado» of
 * catálogo 22 (calendar/retention-perception.ts). The rate written is always the catálogo's (2603).
 */
export const perceptionRegime2602: OtherCpeRule = ({ documentType, regime }) =>
  documentType === '40' && !PERCEPTION_REGIMES_22[regime]
    ? [otherCpeError('regime', '2602', otherCpeMessages.perceptionRegime)]
    : [];
