import { despatchRuleMessages as m } from './despatch-messages.ts';
import { despatchError, type DespatchRule } from './despatch-rule.ts';

/**
 * SUNAT 3410 «Debe indicar el Numero de RUC al cual pertenece el Codigo de establecimiento anexo del
 * punto de partida/llegada» (AddressTypeCode/@listID).
 */
export const establishment3410: DespatchRule = ({ origin, destination }) =>
  (
    [
      ['origin', origin],
      ['destination', destination],
    ] as const
  )
    .filter(([, point]) => point.establishmentCode && !point.establishmentRuc)
    .map(([field]) => despatchError(`${field}.establishmentRuc`, '3410', m.establishmentNeedsRuc));
