import { IDENTITY_DNI } from '../catalogs/index.ts';
import { ruleMessages } from './messages.ts';
import type { DocumentObservationRule } from './rule.ts';

/**
 * SUNAT 4207 (Boleta row 16, an OBSERV: «El DNI debe tener 8 caracteres numéricos»): SUNAT accepts
 * a boleta whose DNI is not eight digits and observes it, so it is said to the person and never
 * blocks issuing (a factura with it is refused, 2801).
 */
export const customerDni4207: DocumentObservationRule = ({ documentType, customer }) =>
  documentType === '03' && customer.documentType === IDENTITY_DNI && !/^\d{8}$/.test(customer.documentNumber)
    ? [
        {
          field: 'customer.documentNumber',
          code: '4207',
          severity: 'observation',
          message: ruleMessages.invalidDniObserved,
        },
      ]
    : [];
