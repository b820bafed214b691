import { BILLS, type Rule } from './rule.ts';
import { signatoryRuc } from './signatory.ts';

/**
 * 2078 (Firma): SignatoryParty's ID «debe ser igual al RUC del emisor o al RUC que envía el
 * comprobante». Who sends is the SOL user's RUC or, as SUNAT's sheets call the sender «el que
 * envía el CPE (emisor o PSE)» (CDR OSE, 2813), a PSE the issuer designated. For an issuer the
 * double's lists say nothing of, the RUC the signing certificate carries counts as its PSE's: the
 * beta checks no designation.
 */
export const rule2078: Rule = {
  code: '2078',
  severity: 'error',
  appliesTo: [...BILLS, 'RC', 'RA'],
  check({ root, identity, signing }) {
    const signer = signatoryRuc(root);
    if (signer === undefined) return null;
    const allowed = new Set([
      identity.supplierRuc,
      signing.senderRuc,
      ...signing.designatedPses,
      ...(signing.issuerKnown ? [] : signing.certificateRucs),
    ]);
    return allowed.has(signer) ? null : { code: '2078', detail: `SignatoryParty: ${signer}` };
  },
};
