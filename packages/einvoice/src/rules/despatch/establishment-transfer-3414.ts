import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * Motivo 04 (traslado entre establecimientos de la misma empresa): both points are the issuer's
 * establishments — codes required (3365 partida, 3369 llegada) and their RUC the issuer's (3414).
 */
export const establishmentTransfer3414: DespatchRule = (input, { issuerRuc }) => {
  if (input.documentType !== '09' || input.reasonCode !== '04') return [];
  const points = [
    ['origin', input.origin, '3365'],
    ['destination', input.destination, '3369'],
  ] as const;
  return points.flatMap(([field, point, missing]) => {
    if (!point.establishmentCode)
      return [despatchError(`${field}.establishmentCode`, missing, m.establishmentRequired)];
    return point.establishmentRuc && point.establishmentRuc !== issuerRuc
      ? [despatchError(`${field}.establishmentRuc`, '3414', m.establishmentNotIssuer)]
      : [];
  });
};
