import type { Issuer } from '../model/computed.ts';
import type { Signatory } from '../sign/signatory.ts';
import { type Node, text } from './builder.ts';

/** The ds:Signature's Id; cac:Signature points at it, as SUNAT's examples do. */
export const SIGNATURE_ID = 'SignatureSP';

/** ext:UBLExtensions with the ONE empty ExtensionContent where signXml puts ds:Signature. */
export function appendExtensions(root: Node): void {
  root.ele('ext:UBLExtensions').ele('ext:UBLExtension').ele('ext:ExtensionContent');
}

/**
 * cac:Signature: who signs and where the XMLDSig is. The signer is the issuer, or the PSE that
 * signs for it when `signatory` is given (its RUC and name in cac:SignatoryParty, ERR-2078).
 */
export function appendSignatureReference(root: Node, issuer: Issuer, signatory?: Signatory): void {
  const signer = signatory ?? { ruc: issuer.ruc, name: issuer.businessName };
  const signature = root.ele('cac:Signature');
  text(signature, 'cbc:ID', `SIGN${issuer.ruc}`);
  const party = signature.ele('cac:SignatoryParty');
  text(party.ele('cac:PartyIdentification'), 'cbc:ID', signer.ruc);
  text(party.ele('cac:PartyName'), 'cbc:Name', signer.name);
  text(
    signature.ele('cac:DigitalSignatureAttachment').ele('cac:ExternalReference'),
    'cbc:URI',
    `#${SIGNATURE_ID}`,
  );
}
