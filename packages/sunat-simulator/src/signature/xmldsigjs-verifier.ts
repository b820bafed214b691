import { createHash, KeyObject, verify as verifyAtOnceWith, webcrypto, X509Certificate } from 'node:crypto';
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
    const taken = takenFrom.get(scope.ownerDocument!);
    for (const signature of signatures) take(signature, taken);
    return inner;
  };
}

/** A node the verification took out of a document, and where it was. */
interface Taken {
  node: Node;
  parent: Node;
  next: Node | null;
}

/**
 * What the verification took out of each document it was lent (`verify`'s `parsed`): the
 * enveloped transform's signatures and the KeyInfo, put back where they were once it answered.
 * By document, as the transform finds it: verifications of other documents interleave at awaits.
 */
const takenFrom = new WeakMap<Document, Taken[]>();

function take(node: Node, taken: Taken[] | undefined): void {
  const parent = node.parentNode;
  if (!parent) return;
  taken?.push({ node, parent, next: node.nextSibling });
  parent.removeChild(node);
}

/** Puts back what `take` took, last first, so each goes before the sibling it was before. */
function putBack(taken: Taken[]): void {
  for (let i = taken.length - 1; i >= 0; i--) {
    const { node, parent, next } = taken[i]!;
    parent.insertBefore(node, next);
  }
}

/** WebCrypto's digest names and node:crypto's. */
const NODE_HASHES: Record<string, string> = {
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

type Subtle = typeof webcrypto.subtle;

/**
 * WebCrypto's digest, answered at once by node:crypto's hash of the same bytes: WebCrypto queues
 * each digest as a job on the thread pool, and that round trip cost the double more than hashing
 * a document (xmldsigjs digests each reference this way). Other algorithms stay WebCrypto's.
 */
function digestAtOnce(subtle: Subtle): Subtle['digest'] {
  return (algorithm, data) => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
    const hash = NODE_HASHES[name.toUpperCase()];
    if (!hash) return subtle.digest(algorithm, data);
    try {
      const bytes = ArrayBuffer.isView(data)
        ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
        : Buffer.from(data);
      const digest = createHash(hash).update(bytes).digest();
      return Promise.resolve(digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength));
    } catch (error) {
      return Promise.reject(error);
    }
  };
}

const RSA_PKCS1 = 'RSASSA-PKCS1-v1_5';

/** Each WebCrypto key as node:crypto's, converted once (the keys themselves are kept per certificate). */
const keyObjects = new WeakMap<webcrypto.CryptoKey, KeyObject>();
function keyObjectOf(key: webcrypto.CryptoKey): KeyObject {
  let keyObject = keyObjects.get(key);
  if (!keyObject) {
    keyObject = KeyObject.from(key);
    keyObjects.set(key, keyObject);
  }
  return keyObject;
}

const bytesOf = (data: webcrypto.BufferSource): Buffer =>
  ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/** String.prototype.isWellFormed (Node 20), which this package's TypeScript lib does not declare. */
const wellFormed = (text: string): boolean => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/**
 * WebCrypto's RSASSA-PKCS1-v1_5 verify, answered at once by node:crypto with the same key: the
 * hash is the key's, as WebCrypto's is, and the padding PKCS #1 v1.5. As with digests, the job
 * queue's round trip cost more than the RSA check. Any other algorithm, a key not imported for
 * it or for verifying (WebCrypto refuses those), or an error goes to WebCrypto, which answers.
 */
function verifyAtOnce(subtle: Subtle): Subtle['verify'] {
  return (algorithm, key, signature, data) => {
    const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
    const keyAlgorithm = key.algorithm as { name: string; hash?: { name: string } };
    const hash = NODE_HASHES[keyAlgorithm.hash?.name.toUpperCase() ?? ''];
    if (
      name.toUpperCase() === RSA_PKCS1.toUpperCase() &&
      keyAlgorithm.name === RSA_PKCS1 &&
      key.type === 'public' &&
      key.usages.includes('verify') &&
      hash
    ) {
      try {
        return Promise.resolve(verifyAtOnceWith(hash, bytesOf(data), keyObjectOf(key), bytesOf(signature)));
      } catch {
        // WebCrypto's own answer (its error or its verdict), as if nothing had been tried.
      }
    }
    return subtle.verify(algorithm, key, signature, data);
  };
}

/**
 * xmldsigjs turns each canonical text into bytes with `unescape(encodeURIComponent(text))` and a
 * loop over its characters (xml-core's Convert.FromUtf8String): three copies of the document for
 * each digest. Node writes the same UTF-8 bytes at once. A text with a lone surrogate, which
 * encodeURIComponent refuses (URIError) and Node would write as U+FFFD, still goes to xmldsigjs.
 */
function utf8AtOnce(): void {
  type Digest = (this: xmldsig.HashAlgorithm, xml: BufferSource | string | Node) => Promise<Uint8Array>;
  type Verify = (
    this: xmldsig.SignatureAlgorithm,
    signedInfo: string,
    key: webcrypto.CryptoKey,
    signatureValue: Uint8Array,
  ) => Promise<boolean>;
  const hashProto = xmldsig.HashAlgorithm.prototype as unknown as { Digest: Digest };
  const digest = hashProto.Digest;
  hashProto.Digest = async function (this: xmldsig.HashAlgorithm, xml) {
    if (typeof xml !== 'string' || !wellFormed(xml)) return digest.call(this, xml);
    const subtle = xmldsig.Application.crypto.subtle;
    return new Uint8Array(
      await subtle.digest(this.algorithm as AlgorithmIdentifier, Buffer.from(xml, 'utf8')),
    );
  };
  const signatureProto = xmldsig.SignatureAlgorithm.prototype as unknown as { Verify: Verify };
  const verify = signatureProto.Verify;
  signatureProto.Verify = function (this: xmldsig.SignatureAlgorithm, signedInfo, key, signatureValue) {
    if (typeof signedInfo !== 'string' || !wellFormed(signedInfo))
      return verify.call(this, signedInfo, key, signatureValue);
    const subtle = xmldsig.Application.crypto.subtle;
    return subtle.verify(
      this.algorithm as AlgorithmIdentifier,
      key,
      signatureValue as Uint8Array<ArrayBuffer>,
      Buffer.from(signedInfo, 'utf8') as Uint8Array<ArrayBuffer>,
    );
  };
}

/**
 * Node's WebCrypto for xmldsigjs, with `digestAtOnce` and `verifyAtOnce`; every other call goes
 * to Node's own.
 */
function verifierCrypto(): typeof webcrypto {
  const { subtle } = webcrypto;
  const digest = digestAtOnce(subtle);
  const verify = verifyAtOnce(subtle);
  const subtleForVerifier = new Proxy(subtle, {
    get(target, property) {
      if (property === 'digest') return digest;
      if (property === 'verify') return verify;
      const value: unknown = Reflect.get(target, property, target);
      // SubtleCrypto's methods check their receiver: called on Node's own object.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return new Proxy(webcrypto, {
    get(target, property) {
      if (property === 'subtle') return subtleForVerifier;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type PublicKey = Awaited<ReturnType<typeof webcrypto.subtle.importKey>>;

/**
 * Public keys by signature method and certificate. xmldsigjs would parse the certificate with
 * pkijs, then export and import its key again, for every document — more than the RSA check
 * itself — while a company signs thousands with one certificate. Bounded: one entry per
 * certificate that ever signed here, cleared when it grows past what a busy double sees.
 */
const publicKeys = new Map<string, Promise<PublicKey>>();
const PUBLIC_KEYS_LIMIT = 1000;

function publicKeyOf(certificateBase64: string, signed: xmldsig.SignedXml): Promise<PublicKey> {
  const method = signed.XmlSignature.SignedInfo.SignatureMethod;
  const id = `${method.Algorithm} ${certificateBase64}`;
  let key = publicKeys.get(id);
  if (!key) {
    if (publicKeys.size >= PUBLIC_KEYS_LIMIT) publicKeys.clear();
    const { algorithm } = xmldsig.CryptoConfig.CreateSignatureAlgorithm(method);
    const spki = new X509Certificate(Buffer.from(certificateBase64, 'base64')).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    key = webcrypto.subtle.importKey('spki', spki, algorithm, true, ['verify']);
    // A refused import is not kept: the next document with that certificate tries again.
    key.catch(() => publicKeys.delete(id));
    publicKeys.set(id, key);
  }
  return key;
}

/** The two steps of xmldsigjs's `SignedXml.Verify`, which it keeps protected. */
interface VerifySteps {
  ValidateReferences(content: Element): Promise<boolean>;
  ValidateSignatureValue(keys: PublicKey[]): Promise<boolean>;
}

/**
 * What xmldsigjs's `Verify(key)` answers, for a document parsed for this verification: the
 * references' digests (throwing on a mismatch, with xmldsigjs's message), then the signature
 * value with the key, which was imported for this signature method already (no export and
 * import per document). `Verify` would first clone the whole document so that the enveloped
 * transform leaves it as it was, which cost more than its C14N; here the transform may take the
 * signature out of it: nobody else reads a document the verifier parsed, and a lent one (the
 * reception's) gets it back before `verify` answers. The signature value is computed
 * first, while the document is whole (its SignedInfo is read in the document's namespaces), and
 * answered, or its error thrown, only once the references passed, as `Verify` does.
 */
async function verifyOwnDocument(signed: xmldsig.SignedXml, doc: Document, key: PublicKey): Promise<boolean> {
  const steps = signed as unknown as VerifySteps;
  const signatureValue = steps.ValidateSignatureValue([key]).then(
    (ok) => ({ ok }),
    (error: unknown) => ({ error }),
  );
  const references = await steps.ValidateReferences(doc.documentElement!);
  const outcome = await signatureValue;
  if ('error' in outcome) throw outcome.error;
  return references && outcome.ok;
}

const textOf = (parent: Element, localName: string): string | undefined =>
  parent.getElementsByTagNameNS(DS, localName).item(0)?.textContent?.replace(/\s+/g, '') || undefined;

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
        verifierCrypto() as unknown as Parameters<typeof xmldsig.Application.setEngine>[1],
      );
      patchEnvelopedTransform();
      utf8AtOnce();
      engineSet = true;
    }
  }

  /**
   * `parsed`, when given, is verified instead of a parse of its own (the reception's, which reads
   * the document again afterwards): what the verification takes out of it is put back before
   * answering. Without it, the verifier parses the text and nobody else sees that document.
   */
  async verify(xml: string, parsed?: Document): Promise<VerifyResult> {
    if (!parsed) return this.verifyDocument(() => new DOMParser().parseFromString(xml, 'text/xml'));
    const taken: Taken[] = [];
    takenFrom.set(parsed, taken);
    try {
      return await this.verifyDocument(() => parsed, taken);
    } finally {
      takenFrom.delete(parsed);
      putBack(taken);
    }
  }

  private async verifyDocument(document: () => Document, taken?: Taken[]): Promise<VerifyResult> {
    try {
      const doc = document();
      const signatures = doc.getElementsByTagNameNS(DS, 'Signature');
      if (signatures.length !== 1)
        return { valid: false, reason: `Se esperaba una firma, hay ${signatures.length}` };
      const references = doc.getElementsByTagNameNS(DS, 'Reference');
      for (let i = 0; i < references.length; i++) {
        if (references.item(i)?.getAttribute('URI') !== '')
          return { valid: false, reason: 'Referencia distinta de URI=""' };
      }
      const signature = signatures.item(0)!;
      const certificate = textOf(signature, 'X509Certificate');
      if (!certificate) return { valid: false, reason: 'La firma no incluye el certificado X509' };
      // KeyInfo is outside SignedInfo and, like the whole Signature, outside the digest (the
      // enveloped transform): without it, LoadXml does not parse the certificate again.
      const keyInfo = signature.getElementsByTagNameNS(DS, 'KeyInfo').item(0);
      if (keyInfo) take(keyInfo, taken);
      // xmldsigjs is typed against the browser's DOM; xmldom's documents are what it walks in Node.
      const signed = new xmldsig.SignedXml(doc as never);
      signed.LoadXml(signature as never);
      const key = await publicKeyOf(certificate, signed);
      const valid = await verifyOwnDocument(signed, doc, key);
      return valid ? { valid } : { valid, reason: 'Firma o digest no coinciden' };
    } catch (err) {
      const message = (err as { message?: unknown })?.message;
      return { valid: false, reason: typeof message === 'string' ? message : String(err) };
    }
  }
}
