import type { Document } from '@xmldom/xmldom';

/** The outcome of checking a document's XML signature. */
export interface VerifyResult {
  valid: boolean;
  /** Why not, for the fault/CDR detail and for debugging. */
  reason?: string;
}

/**
 * Verifies the enveloped XMLDSig of a received document. It must be an implementation other than
 * the signer's (xml-crypto): when the client's library also checks, its bugs cancel out.
 */
export interface SignatureVerifier {
  readonly name: string;
  /**
   * `parsed` is the same text as the reception already parsed it (xmldom, nothing else done to
   * it): a verifier may read it instead of parsing again, and must leave it as it found it.
   */
  verify(xml: string, parsed?: Document): Promise<VerifyResult>;
  close?(): Promise<void>;
}
