import { parseXmlCollecting } from '@facturador/einvoice';
import { readIdentity, type DocumentIdentity } from './document/read-document.ts';
import type { ParsedName } from './file-name.ts';
import type { XsdValidator } from './xsd.ts';
import type { SignatureVerifier } from './signature/verifier.ts';
import { openZip } from './zip.ts';

export interface Failure {
  code: string;
  detail?: string;
}

export type Received =
  { ok: true; identity: DocumentIdentity; xml: string } | { ok: false; failure: Failure };

const EXPECTED_ROOT: Record<string, string> = {
  '01': 'Invoice',
  '03': 'Invoice',
  '07': 'CreditNote',
  '08': 'DebitNote',
  RC: 'SummaryDocuments',
  RA: 'VoidedDocuments',
};

/** UBLVersionID / CustomizationID SUNAT expects per document kind (2074 / 2072). */
const VERSIONS: Record<string, [string, string]> = {
  '01': ['2.1', '2.0'],
  '03': ['2.1', '2.0'],
  '07': ['2.1', '2.0'],
  '08': ['2.1', '2.0'],
  RC: ['2.0', '1.1'],
  RA: ['2.0', '1.0'],
};

const fail = (code: string, detail?: string): Received => ({ ok: false, failure: { code, detail } });

/**
 * Steps 2–5 of SUNAT's reception, common to sendBill and sendSummary: the zip (0155/0156/0158/
 * 0161), the XML (0160/0306), file name vs content (1003/1034/1035/1036, 2220 for summaries),
 * versions (2074/2072), the XSD (0306), the signing certificate (`checkSigner`: 2325/2326, in the
 * General sheet's order, before the signature) and the signature (2335).
 */
export async function receive(
  name: ParsedName,
  contentFile: string,
  xsd: XsdValidator | undefined,
  verifier: SignatureVerifier,
  checkSigner: (identity: DocumentIdentity) => Failure | null = () => null,
): Promise<Received> {
  const zip = openZip(contentFile);
  if (!zip.ok) return fail(zip.code);
  if (zip.entries.length > 1) return fail('0158');
  const entry = zip.entries[0]!;
  const expected = `${name.base}.xml`;
  if (entry.name !== expected && entry.name.toLowerCase() !== expected.toLowerCase()) {
    return fail('0161', `${entry.name} ≠ ${expected}`);
  }
  if (entry.data.length === 0) return fail('0160');
  const xml = Buffer.from(entry.data).toString('utf8');
  // Parsed once: the XSD step's structural checks and the verifier read the same document.
  const parsed = parseXmlCollecting(xml);
  const doc = parsed.doc?.documentElement ? parsed.doc : null;
  if (!doc) return fail('0306');
  const identity = readIdentity(doc);

  const type = name.type;
  const typeInContent = identity.type;
  if (identity.rootName !== EXPECTED_ROOT[type] || (name.kind === 'bill' && typeInContent !== type)) {
    return fail('1003', `${identity.rootName} ${typeInContent ?? ''}`.trim());
  }
  if (identity.supplierRuc !== name.ruc) return fail('1034', identity.supplierRuc);
  if (name.kind === 'bill') {
    if (identity.series !== name.series) return fail('1035', identity.id);
    if (identity.numberText !== name.numberText) return fail('1036', identity.id);
  } else if (identity.id !== name.id) {
    return fail('2220', identity.id);
  }

  const [ubl, customization] = VERSIONS[type]!;
  if (identity.ublVersion !== ubl) return fail('2074', identity.ublVersion);
  if (identity.customization !== customization) return fail('2072', identity.customization);

  if (xsd) {
    const result = await xsd(xml, type, parsed);
    if (!result.ok) return fail('0306', result.errors?.slice(0, 3).join('; '));
  }

  const signer = checkSigner(identity);
  if (signer) return { ok: false, failure: signer };

  // The verifier reads the reception's parse rather than parsing the text a second time (a
  // parse cost as much as its C14N and a fifth of the allocations); it puts back what it took out.
  const signature = await verifier.verify(xml, doc);
  if (!signature.valid) return fail('2335', signature.reason);
  return { ok: true, identity, xml };
}
