import { webcrypto } from 'node:crypto';
import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import * as xmldsig from 'xmldsigjs';
import type { SignatureVerifier, VerifyResult } from './verifier.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
let engineSet = false;

/**
 * xmldsigjs 2.8.8's enveloped-signature transform only removes a ds:Signature that is a direct
 * child of the signed element, but SUNAT's profile puts it inside ext:UBLExtensions/…/
 * ext:ExtensionContent, so every SUNAT document fails its digest (checked: xmlsec1 accepts the same
 * files). XMLDSig §6.6.4 says the transform removes the Signature that contains it, wherever it
 * is; with the single signature this verifier insists on, that is every descendant ds:Signature.
 * Only this transform is replaced; C14N, digests and RSA remain xmldsigjs's own.
 */
function patchEnvelopedTransform(): void {
  const proto = xmldsig.XmlDsigEnvelopedSignatureTransform.prototype as unknown as {
    innerXml: Node | null;
    GetOutput: () => unknown;
  };
  proto.GetOutput = function (this: { innerXml: Node | null }) {
    const inner = this.innerXml;
    if (!inner) throw new Error('innerXml');
    const scope = (inner.nodeType === 9 ? (inner as Document).documentElement : inner) as Element;
    const found = scope.getElementsByTagNameNS(DS, 'Signature');
    const signatures: Element[] = [];
    for (let i = 0; i < found.length; i++) signatures.push(found.item(i)!);
    for (const signature of signatures) signature.parentNode?.removeChild(signature);
    return inner;
  };
}

/**
 * In-process verification with xmldsigjs (PeculiarVentures, WebCrypto): a codebase independent of
 * xml-crypto and no process per document, for throughput. Same profile as the xmlsec1 mode: one
 * enveloped signature whose references are all `URI=""`, key from the X509Certificate.
 */
export class XmldsigjsVerifier implements SignatureVerifier {
  readonly name = 'xmldsigjs';

  constructor() {
    if (!engineSet) {
      xmldsig.Application.setEngine(
        'NodeJS',
        webcrypto as unknown as Parameters<typeof xmldsig.Application.setEngine>[1],
      );
      patchEnvelopedTransform();
      engineSet = true;
    }
  }

  async verify(xml: string): Promise<VerifyResult> {
    try {
      const doc = new DOMParser().parseFromString(xml, 'text/xml');
      const signatures = doc.getElementsByTagNameNS(DS, 'Signature');
      if (signatures.length !== 1)
        return { valid: false, reason: `Se esperaba una firma, hay ${signatures.length}` };
      const references = doc.getElementsByTagNameNS(DS, 'Reference');
      for (let i = 0; i < references.length; i++) {
        if (references.item(i)?.getAttribute('URI') !== '')
          return { valid: false, reason: 'Referencia distinta de URI=""' };
      }
      // xmldsigjs is typed against the browser's DOM; xmldom's documents are what it walks in Node.
      const signed = new xmldsig.SignedXml(doc as never);
      signed.LoadXml(signatures.item(0)! as never);
      const valid = await signed.Verify();
      return valid ? { valid } : { valid, reason: 'Firma o digest no coinciden' };
    } catch (err) {
      const message = (err as { message?: unknown })?.message;
      return { valid: false, reason: typeof message === 'string' ? message : String(err) };
    }
  }
}
