import type { SigningKey } from './signing-key.ts';

/**
 * Who signs a document for its issuer: SUNAT lets an issuer designate a Proveedor de Servicios
 * Electrónicos (PSE) that signs with the PSE's own certificate, and then the signature's
 * cac:SignatoryParty names the PSE (ERR-2078: «igual al RUC del emisor o al RUC que envía»).
 */
export interface Signatory {
  ruc: string;
  /** cac:SignatoryParty/cac:PartyName/cbc:Name: the signer's business name. */
  name: string;
}

/**
 * A signing key and, when it is not the issuer's (a PSE's), who signs with it. Without
 * `signatory`, SignatoryParty is the issuer, as for a company that signs with its own key.
 */
export type SignerKey = SigningKey & { signatory?: Signatory };
