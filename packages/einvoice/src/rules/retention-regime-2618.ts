import { RETENTION_REGIMES_23 } from '../calendar/index.ts';
import { otherCpeMessages } from './other-cpe-messages.ts';
import { otherCpeError, type OtherCpeRule } from './other-cpe-rule.ts';

/**
 * SUNAT 2618 (Retenciones1_0 row 29): SUNATRetentionSystemCode «no está en el listado» of catálogo
 * 23 (calendar/retention-perception.ts). The rate written is always the catálogo's (2619).
 */
export const retentionRegime2618: OtherCpeRule = ({ documentType, regime }) =>
  documentType === '20' && !RETENTION_REGIMES_23[regime]
    ? [otherCpeError('regime', '2618', otherCpeMessages.retentionRegime)]
    : [];
