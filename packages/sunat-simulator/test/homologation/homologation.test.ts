import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { documentInputSchema, type DocumentInputDraft } from '@facturador/contracts';
import {
  buildSignedDocument,
  buildSignedSummary,
  buildSignedVoided,
  computeDocument,
  summaryLineOf,
  validateDocument,
  validateSummary,
  validateXsdBatch,
  type SignedDocumentFiles,
  type SigningKey,
  type XsdKind,
} from '@facturador/einvoice';
import {
  BETA_PASSWORD,
  BETA_USER,
  generateSigningIdentity,
  startSunatSimulator,
  type SunatSimulator,
} from '../../src/index.ts';
import { envelope, getStatus, post, sendBill, type Cdr, type SoapResult } from '../fixtures/client.ts';
import {
  HOMOLOGATION_CASES,
  ISSUE_DATE,
  ISSUER,
  TODAY,
  type BillDocument,
  type HomologationCase,
  type SummaryDocument,
  type VoidedDocument,
} from './homologation-cases.ts';

/**
 * SUNAT's homologation set (homologation-cases.ts) through the product's engine and the double:
 * each case from DocumentInput → pre-flight → compute → UBL → signature → zip → the double, in the
 * table's order (a note after what it modifies). Accepted cases must pass the pre-flight, be
 * accepted (0, or the observations the table names) and, when UBL21_XSD_DIR names the OASIS
 * schemas, be XSD-valid; negative cases must be refused with SUNAT's code by the pre-flight and,
 * built and sent anyway, by the double. One double for the whole table, tickets at their first poll.
 */

// One RSA key, about 130 signatures and requests on a shared 2-core machine.
jest.setTimeout(30_000);

const credentials = { user: BETA_USER, password: BETA_PASSWORD };
const NOW = new Date(`${TODAY}T15:00:00Z`);

function signingKey(): SigningKey {
  const id = generateSigningIdentity('FACTURADOR PRUEBAS', ISSUER.ruc);
  const certificateBase64 = id.certificatePem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return { privateKeyPem: id.privateKeyPem, certificatePem: id.certificatePem, certificateBase64 };
}

const issuerNamed = (name?: string) => (name ? { ...ISSUER, businessName: name } : ISSUER);

const computeBill = (input: DocumentInputDraft, number: number, igvPercent = '18') =>
  computeDocument(documentInputSchema.parse(input), {
    issuer: ISSUER,
    number,
    igvPercent,
    issueTime: '10:30:00',
  });

/** The code SUNAT answered: the CDR's ResponseCode, or the number of a `Client.NNNN` fault. */
const codeOf = (res: SoapResult & { cdr?: Cdr }) =>
  res.cdr?.responseCode ?? /(\d{4})$/.exec(res.fault?.code ?? '')?.[1];
/** The observation codes of a CDR («4443 - …» in its notes). */
const observationsOf = (cdr?: Cdr) => (cdr?.notes ?? []).map((note) => /^\d{4}/.exec(note)?.[0] ?? note);

interface Answer {
  code: string | undefined;
  observations: string[];
  message?: string;
}

describe("SUNAT's homologation set, through the engine and the double", () => {
  let sim: SunatSimulator;
  const key = signingKey();
  /** The signed XML of every accepted case, by kind, for one XSD run per kind at the end. */
  const signed = new Map<XsdKind, { id: string; xml: string }[]>();
  const keep = (kind: XsdKind, id: string, files: SignedDocumentFiles) =>
    signed.set(kind, [...(signed.get(kind) ?? []), { id, xml: files.xml }]);

  beforeAll(async () => {
    sim = await startSunatSimulator({ now: () => NOW, pendingPolls: 0 });
  });
  afterAll(() => sim.close());

  async function sendSigned(files: SignedDocumentFiles): Promise<Answer> {
    const res = await sendBill(sim.url, files.fileName, files.xml, credentials);
    return { code: codeOf(res), observations: observationsOf(res.cdr), message: res.fault?.message };
  }

  async function sendSummaryFiles(files: SignedDocumentFiles): Promise<Answer> {
    const contentFile = Buffer.from(files.zip).toString('base64');
    const sent = await post(
      sim.url,
      envelope(
        'sendSummary',
        { fileName: `${files.fileName}.zip`, contentFile },
        credentials.user,
        credentials.password,
      ),
    );
    const ticket = (sent.body?.sendSummaryResponse as { ticket?: string } | undefined)?.ticket;
    if (!ticket) return { code: codeOf(sent), observations: [], message: sent.fault?.message };
    const done = await getStatus(sim.url, ticket);
    return { code: codeOf(done), observations: observationsOf(done.cdr), message: done.fault?.message };
  }

  /** Pre-flight codes, then the files built anyway (a refused case bypasses the pre-flight). */
  function prepareBill(c: HomologationCase, doc: BillDocument) {
    const input = documentInputSchema.parse(doc.input);
    const preflight = validateDocument(input, { today: TODAY, igvPercent: doc.igvPercent ?? '18' }).map(
      (i) => i.code,
    );
    const files = buildSignedDocument(computeBill(doc.input, doc.number, doc.igvPercent), key);
    if (c.expected.outcome === 'accepted') keep(input.documentType, c.id, files);
    return { preflight, files };
  }

  function prepareSummary(c: HomologationCase, doc: SummaryDocument) {
    const issueDate = TODAY;
    const boletas = doc.boletas.map(({ input, number }) => {
      const parsed = documentInputSchema.parse(input);
      // Each boleta passed the pre-flight the day it was issued; the summary's own rules judge today.
      const issues = validateDocument(parsed, { today: parsed.issueDate }).map((i) => i.code);
      return { issues, computed: computeBill(input, number) };
    });
    const header = {
      kind: 'RC' as const,
      issuer: issuerNamed(doc.issuerName),
      referenceDate: doc.referenceDate,
      issueDate,
    };
    const summaryIssues = validateSummary(header, { today: TODAY });
    const files = buildSignedSummary(
      {
        ...header,
        sequence: doc.sequence,
        id: `RC-${issueDate.replace(/-/g, '')}-${doc.sequence}`,
        lines: boletas.map(({ computed }) => summaryLineOf(computed, '1')),
      },
      key,
    );
    if (c.expected.outcome === 'accepted') keep('RC', c.id, files);
    return {
      preflight: [
        ...boletas.flatMap((b) => b.issues),
        ...summaryIssues.filter((i) => i.severity === 'error').map((i) => i.code),
      ],
      preflightObservations: summaryIssues.filter((i) => i.severity === 'observation').map((i) => i.code),
      files,
    };
  }

  async function prepareVoided(c: HomologationCase, doc: VoidedDocument) {
    const issueDate = TODAY;
    if (doc.sendFirst) {
      for (const { input, number } of doc.facturas) {
        const answer = await sendSigned(buildSignedDocument(computeBill(input, number), key));
        expect({ factura: `${input.series}-${number}`, ...answer }).toEqual(
          expect.objectContaining({ code: '0', observations: [] }),
        );
      }
    }
    const header = {
      kind: 'RA' as const,
      issuer: issuerNamed(doc.issuerName),
      referenceDate: ISSUE_DATE,
      issueDate,
    };
    const summaryIssues = validateSummary(header, { today: TODAY });
    const files = buildSignedVoided(
      {
        ...header,
        sequence: doc.sequence,
        id: `RA-${issueDate.replace(/-/g, '')}-${doc.sequence}`,
        lines: doc.facturas.map(({ input, number, reason }) => ({
          documentType: '01' as const,
          series: input.series,
          number,
          reason,
        })),
      },
      key,
    );
    if (c.expected.outcome === 'accepted') keep('RA', c.id, files);
    return {
      preflight: summaryIssues.filter((i) => i.severity === 'error').map((i) => i.code),
      preflightObservations: summaryIssues.filter((i) => i.severity === 'observation').map((i) => i.code),
      files,
    };
  }

  async function run(c: HomologationCase): Promise<void> {
    const { document: doc, expected } = c;
    const prepared =
      doc.kind === 'bill'
        ? prepareBill(c, doc)
        : doc.kind === 'RC'
          ? prepareSummary(c, doc)
          : await prepareVoided(c, doc);
    const skipDouble = expected.outcome === 'refused' && expected.doublePending;
    const answer = skipDouble
      ? undefined
      : doc.kind === 'bill'
        ? await sendSigned(prepared.files)
        : await sendSummaryFiles(prepared.files);

    if (expected.outcome === 'accepted') {
      const observations = expected.observations ?? [];
      expect({ preflight: prepared.preflight }).toEqual({ preflight: [] });
      if ('preflightObservations' in prepared) {
        expect({ preflightObservations: prepared.preflightObservations }).toEqual({
          preflightObservations: observations,
        });
      }
      expect(answer).toEqual(
        expect.objectContaining({
          code: observations.length ? expect.stringMatching(/^(0|4\d{3})$/) : '0',
          observations,
        }),
      );
      return;
    }
    if (expected.preflight !== null) {
      expect({ preflight: prepared.preflight }).toEqual({
        preflight: expect.arrayContaining([expected.preflight]),
      });
    }
    if (!expected.doublePending) expect({ code: answer?.code }).toEqual({ code: expected.code });
  }

  const active = HOMOLOGATION_CASES.filter((c) => !c.pending);
  const pending = HOMOLOGATION_CASES.filter((c) => c.pending);

  it.each(active.map((c) => [`${c.id} · ${c.description}`, c] as const))('%s', async (_name, c) => {
    await run(c);
  });

  // A case the product cannot issue yet: listed, counted by jest as skipped, and its reason printed.
  for (const c of pending) it.skip(`${c.id} · ${c.description} — pendiente: ${c.pending}`, () => {});
  // A negative the double does not refuse yet: its pre-flight half runs above, its double half is listed here.
  for (const c of active) {
    if (c.expected.outcome === 'refused' && c.expected.doublePending)
      it.skip(`${c.id} · en el doble — pendiente: ${c.expected.doublePending}`, () => {});
  }

  // The OASIS UBL 2.1 schemas are not shipped with the repository: npm test points UBL21_XSD_DIR at
  // the copy beside it when there is one; without it this check cannot run, and says so by skipping.
  (process.env.UBL21_XSD_DIR ? it : it.skip)(
    'every accepted case is valid against the OASIS UBL 2.1 XSD',
    async () => {
      const invalid: { id: string; errors: string[] }[] = [];
      for (const [kind, documents] of signed) {
        const results = await validateXsdBatch(
          documents.map((d) => d.xml),
          kind,
          { schemaDirectory: process.env.UBL21_XSD_DIR! },
        );
        results.forEach((r, k) => r.valid || invalid.push({ id: documents[k]!.id, errors: r.errors }));
      }
      expect(invalid).toEqual([]);
      expect(signed.size).toBeGreaterThan(0);
    },
  );
});
