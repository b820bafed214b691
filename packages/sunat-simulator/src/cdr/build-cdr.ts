import { type KeyObject, createPrivateKey, X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { SigningIdentity } from './self-signed.ts';

export interface CdrInput {
  /** SUNAT (20131312955) or the OSE that answers. */
  senderRuc: string;
  senderName: string;
  /** The issuer of the document. */
  receiverRuc: string;
  /** F001-1, RC-20261126-1… */
  referenceId: string;
  /** 01/03/07/08/RC/RA */
  documentType: string;
  responseCode: string;
  description: string;
  /** Observations, already formatted "4332 - text". */
  notes: string[];
  issueDate?: string;
  issueTime?: string;
  /** The document's ds:DigestValue. */
  documentHash?: string;
  /** Customer as "schemeID-number", as SUNAT prints it in RecipientParty. */
  recipient?: string;
  /** A guía's CDR: the link its printed QR carries (DocumentReference/cbc:DocumentDescription). */
  qrLink?: string;
  /** When the double answered (Lima time is derived from it). */
  now: Date;
  /** The CDR's own ID (SUNAT uses the ticket or a timestamp). */
  cdrId: string;
}

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** YYYY-MM-DD and HH:MM:SS in Lima (UTC−5, no daylight saving). */
export function limaDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() - 5 * 3600 * 1000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/**
 * An ApplicationResponse 2.0 in SUNAT's shape (greenter ws/tests/Resources/R-*.xml): UBLExtensions
 * for the signature, the response dates, the signer, Sender/Receiver, and DocumentResponse with the
 * code, the description, the reference and the document's hash.
 */
export function buildCdrXml(input: CdrInput): string {
  const { date, time } = limaDateTime(input.now);
  const notes = input.notes.map((n) => `<cbc:Note>${escape(n)}</cbc:Note>`).join('');
  const issue =
    (input.issueDate ? `<cbc:IssueDate>${escape(input.issueDate)}</cbc:IssueDate>` : '') +
    (input.issueTime ? `<cbc:IssueTime>${escape(input.issueTime)}</cbc:IssueTime>` : '');
  const hash = input.documentHash
    ? `<cac:Attachment><cac:ExternalReference><cbc:DocumentHash>${escape(input.documentHash)}</cbc:DocumentHash></cac:ExternalReference></cac:Attachment>`
    : '';
  const qrLink = input.qrLink
    ? `<cbc:DocumentDescription>${escape(input.qrLink)}</cbc:DocumentDescription>`
    : '';
  const recipient = input.recipient
    ? `<cac:RecipientParty><cac:PartyIdentification><cbc:ID>${escape(input.recipient)}</cbc:ID></cac:PartyIdentification></cac:RecipientParty>`
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">` +
    `<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent/></ext:UBLExtension></ext:UBLExtensions>` +
    `<cbc:UBLVersionID>2.0</cbc:UBLVersionID><cbc:CustomizationID>1.0</cbc:CustomizationID>` +
    `<cbc:ID>${escape(input.cdrId)}</cbc:ID><cbc:IssueDate>${date}</cbc:IssueDate><cbc:IssueTime>${time}</cbc:IssueTime>` +
    `<cbc:ResponseDate>${date}</cbc:ResponseDate><cbc:ResponseTime>${time}</cbc:ResponseTime>` +
    notes +
    `<cac:Signature><cbc:ID>SignSUNAT</cbc:ID><cac:SignatoryParty><cac:PartyIdentification><cbc:ID>${escape(input.senderRuc)}</cbc:ID></cac:PartyIdentification><cac:PartyName><cbc:Name>${escape(input.senderName)}</cbc:Name></cac:PartyName></cac:SignatoryParty><cac:DigitalSignatureAttachment><cac:ExternalReference><cbc:URI>#SignSUNAT</cbc:URI></cac:ExternalReference></cac:DigitalSignatureAttachment></cac:Signature>` +
    `<cac:SenderParty><cac:PartyIdentification><cbc:ID>${escape(input.senderRuc)}</cbc:ID></cac:PartyIdentification></cac:SenderParty>` +
    `<cac:ReceiverParty><cac:PartyIdentification><cbc:ID>${escape(input.receiverRuc)}</cbc:ID></cac:PartyIdentification></cac:ReceiverParty>` +
    `<cac:DocumentResponse><cac:Response><cbc:ReferenceID>${escape(input.referenceId)}</cbc:ReferenceID><cbc:ResponseCode>${escape(input.responseCode)}</cbc:ResponseCode><cbc:Description>${escape(input.description)}</cbc:Description></cac:Response>` +
    `<cac:DocumentReference><cbc:ID>${escape(input.referenceId)}</cbc:ID>${issue}<cbc:DocumentTypeCode>${escape(input.documentType)}</cbc:DocumentTypeCode>${qrLink}${hash}</cac:DocumentReference>` +
    recipient +
    `</cac:DocumentResponse></ar:ApplicationResponse>`
  );
}

// The double signs every CDR with one identity: its PEMs are parsed once, not per answer.
const parsedIdentities = new WeakMap<SigningIdentity, { privateKey: KeyObject; certificateBase64: string }>();
function parsedIdentity(identity: SigningIdentity) {
  let parsed = parsedIdentities.get(identity);
  if (!parsed) {
    parsed = {
      privateKey: createPrivateKey(identity.privateKeyPem),
      certificateBase64: new X509Certificate(identity.certificatePem).raw.toString('base64'),
    };
    parsedIdentities.set(identity, parsed);
  }
  return parsed;
}

/**
 * Signs a CDR with the double's own key (xml-crypto is used only for the double's own output,
 * never to check a client's signature): enveloped, URI="", RSA-SHA256, into ExtensionContent.
 */
export function signCdr(xml: string, identity: SigningIdentity): string {
  const { privateKey, certificateBase64 } = parsedIdentity(identity);
  const sig = new SignedXml({
    privateKey,
    getKeyInfoContent: ({ prefix } = {}) => {
      const ds = prefix ? `${prefix}:` : '';
      return `<${ds}X509Data><${ds}X509Certificate>${certificateBase64}</${ds}X509Certificate></${ds}X509Data>`;
    },
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  sig.addReference({
    xpath: '/*',
    isEmptyUri: true,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ],
  });
  sig.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: 'SignSUNAT' },
    location: {
      reference:
        "/*/*[local-name()='UBLExtensions']/*[local-name()='UBLExtension']/*[local-name()='ExtensionContent']",
      action: 'append',
    },
  });
  return sig.getSignedXml();
}

const DOC_NAMES: Record<string, [string, string]> = {
  '01': ['La Factura', 'aceptada'],
  '03': ['La Boleta de Venta', 'aceptada'],
  '07': ['La Nota de Credito', 'aceptada'],
  '08': ['La Nota de Debito', 'aceptada'],
  RC: ['El Resumen diario', 'aceptado'],
  RA: ['La Comunicacion de baja', 'aceptada'],
};

/** "La Factura numero F001-1, ha sido aceptada" (SUNAT's wording). */
export function acceptedDescription(type: string, id: string): string {
  const [name, accepted] = DOC_NAMES[type] ?? ['El comprobante', 'aceptado'];
  return `${name} numero ${id}, ha sido ${accepted}`;
}
