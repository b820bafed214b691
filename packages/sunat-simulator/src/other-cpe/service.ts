import { buildCdrXml, limaDateTime, signCdr } from '../cdr/build-cdr.ts';
import type { SigningIdentity } from '../cdr/self-signed.ts';
import { isException } from '../codes.ts';
import { daysBetween } from '../dates.ts';
import { digestValue, parseXml, text, type Element } from '../document/dom.ts';
import type { Registry } from '../registry/registry.ts';
import type { SignatureVerifier } from '../signature/verifier.ts';
import type { Answer, Credentials } from '../answer.ts';
import { faultEnvelope, sendBillResponse, sendSummaryResponse } from '../soap/envelope.ts';
import type { Tickets } from '../tickets.ts';
import { cdrZip, openZip } from '../zip.ts';
import { describeOtherCpe } from './codes.ts';
import { parseOtherCpeZipName, type OtherCpeName } from './file-name.ts';
import { SEND_DAYS } from './parameters.ts';
import { readOtherCpe } from './read-other-cpe.ts';
import { checkReversionContent, checkReversionRegistry, reversionLines } from './reversion.ts';
import { applyOtherCpeRules } from './rules/index.ts';
import type { Finding } from './rules/rule.ts';

/** What the other-CPE service borrows from the double: its users, register, tickets, clock and keys. */
export interface OtherCpeDeps {
  authenticate(credentials: Credentials): { ok: true; ruc: string } | { ok: false; answer: Answer };
  maySendFor(senderRuc: string, fileRuc: string): boolean;
  registry: Registry;
  tickets: Tickets;
  pendingPolls(): number;
  verifier: SignatureVerifier;
  identity: SigningIdentity;
  sender: { ruc: string; name: string };
  now(): Date;
  disabledRules: ReadonlySet<string>;
  rejectionsAs: 'cdr' | 'fault';
}

const ROOTS = { '20': 'Retention', '40': 'Perception', RR: 'VoidedDocuments' } as const;

/** UBLVersionID / CustomizationID and the codes their mismatch answers (rows 1–2 of each sheet). */
const VERSIONS = {
  '20': { ubl: '2.0', customization: '1.0', ublCode: '2110', customizationCode: '2112' },
  '40': { ubl: '2.0', customization: '1.0', ublCode: '2110', customizationCode: '2112' },
  RR: { ubl: '2.0', customization: '1.0', ublCode: '2074', customizationCode: '2072' },
} as const;

const ACCEPTED = {
  '20': 'El Comprobante de Retención',
  '40': 'El Comprobante de Percepción',
  RR: 'El Resumen de Reversiones',
} as const;

export function otherCpeFault(code: string, detail?: string): Answer {
  const message = detail ? `${describeOtherCpe(code)} - Detalle: ${detail}` : describeOtherCpe(code);
  return { fault: true, code, xml: faultEnvelope(`Client.${code}`, message) };
}

type Received = { ok: true; root: Element; hash?: string } | { ok: false; failure: Finding };

/**
 * SUNAT's other-CPE service (ol-ti-itemision-otroscpe-gem): retenciones (20) and percepciones (40)
 * by sendBill, resúmenes de reversiones (RR) by sendSummary with a ticket that the double's
 * getStatus answers. Its checks are its own, from the sheets; the infrastructure (zip, XML,
 * signature, CDR, tickets, register) is the double's.
 */
export class OtherCpeService {
  constructor(private readonly deps: OtherCpeDeps) {}

  private today(): string {
    return limaDateTime(this.deps.now()).date;
  }

  /** The user (0102), the file's name (0151) and whether the user sends for that RUC (0154). */
  private admit(credentials: Credentials, fileName: string | undefined): OtherCpeName | Answer {
    const auth = this.deps.authenticate(credentials);
    if (!auth.ok) return auth.answer;
    const name = parseOtherCpeZipName(fileName ?? '');
    if (!name) return otherCpeFault('0151', fileName);
    if (!this.deps.maySendFor(auth.ruc, name.ruc)) return otherCpeFault('0154');
    return name;
  }

  /** The zip, the XML, its kind and versions, the issuer's RUC and ID against the name, the signature. */
  private async receive(name: OtherCpeName, contentFile: string): Promise<Received> {
    const fail = (code: string, detail?: string): Received => ({ ok: false, failure: { code, detail } });
    const zip = openZip(contentFile);
    if (!zip.ok) return fail(zip.code);
    if (zip.entries.length > 1) return fail('0158');
    const entry = zip.entries[0]!;
    if (entry.name.toLowerCase() !== `${name.base}.xml`.toLowerCase()) return fail('0161', entry.name);
    if (entry.data.length === 0) return fail('0160');
    const xml = Buffer.from(entry.data).toString('utf8');
    const doc = parseXml(xml);
    if (!doc) return fail('0306');
    const root = doc.documentElement!;
    if (root.localName !== ROOTS[name.type]) return fail('1003', root.localName ?? '');
    const versions = VERSIONS[name.type];
    if (text(root, 'cbc:UBLVersionID') !== versions.ubl) return fail(versions.ublCode);
    if (text(root, 'cbc:CustomizationID') !== versions.customization) return fail(versions.customizationCode);
    const ruc =
      name.kind === 'bill'
        ? text(root, 'cac:AgentParty/cac:PartyIdentification/cbc:ID')
        : text(root, 'cac:AccountingSupplierParty/cbc:CustomerAssignedAccountID');
    if (ruc !== name.ruc) return fail('1034', ruc);
    const id = text(root, 'cbc:ID');
    if (name.kind === 'bill' && id !== `${name.series}-${name.numberText}`) return fail('1049', id);
    if (name.kind === 'summary' && id !== name.id) return fail('2220', id);
    const signature = await this.deps.verifier.verify(xml);
    if (!signature.valid) return fail('2335', signature.reason);
    return { ok: true, root, hash: digestValue(doc) };
  }

  private cdr(name: OtherCpeName, code: string, root: Element | undefined, notes: Finding[], hash?: string) {
    const referenceId = name.kind === 'bill' ? `${name.series}-${name.numberText}` : name.id;
    const description =
      code === '0'
        ? `${ACCEPTED[name.type]} numero ${referenceId}, ha sido aceptado`
        : describeOtherCpe(code);
    const xml = buildCdrXml({
      senderRuc: this.deps.sender.ruc,
      senderName: this.deps.sender.name,
      receiverRuc: name.ruc,
      referenceId,
      documentType: name.type,
      responseCode: code,
      description,
      notes: notes.map(
        (note) => `${note.code} - ${describeOtherCpe(note.code)}${note.detail ? ` - ${note.detail}` : ''}`,
      ),
      issueDate: root ? text(root, 'cbc:IssueDate') : undefined,
      documentHash: hash,
      now: this.deps.now(),
      cdrId: String(this.deps.now().getTime()),
    });
    return cdrZip(`R-${name.base}.xml`, signCdr(xml, this.deps.identity));
  }

  /** The checks of a received 20 or 40 after reception: 3207, 1033, the sheet's rules, 2600. */
  private judgeBill(name: Extract<OtherCpeName, { kind: 'bill' }>, root: Element) {
    // Row 4: a physical series (starting with a digit) must be in SUNAT's list of authorised
    // comprobantes; the double keeps none, so every one of them is 3207.
    if (/^\d/.test(name.series)) return { failure: { code: '3207', detail: name.series }, notes: [] };
    if (this.deps.registry.get(name.ruc, name.type, name.series, name.number))
      return { failure: { code: '1033', detail: `${name.series}-${name.numberText}` }, notes: [] };
    const read = readOtherCpe(root, name.type);
    const rules = applyOtherCpeRules(read, this.deps.disabledRules);
    if (rules.error) return { failure: rules.error, notes: [] };
    // Row 5, ERR-2600: received more than the plazo after the issue date.
    const late =
      daysBetween(read.issueDate, this.today()) > SEND_DAYS && !this.deps.disabledRules.has('2600');
    return late
      ? { failure: { code: '2600', detail: read.issueDate }, notes: [] }
      : { notes: rules.observations };
  }

  async sendBill(credentials: Credentials, fileName: string | undefined, contentFile: string | undefined) {
    const name = this.admit(credentials, fileName);
    if ('fault' in name) return name;
    if (name.kind !== 'bill') return otherCpeFault('0152', fileName);
    const received = await this.receive(name, contentFile ?? '');
    const judged = received.ok
      ? this.judgeBill(name, received.root)
      : { failure: received.failure, notes: [] };
    const failure: Finding | undefined = judged.failure;
    if (failure && isException(failure.code)) return otherCpeFault(failure.code, failure.detail);
    const code = failure?.code ?? '0';
    const root = received.ok ? received.root : undefined;
    const hash = received.ok ? received.hash : undefined;
    const zip = this.cdr(name, code, root, failure ? [] : judged.notes, hash);
    this.deps.registry.put({
      ruc: name.ruc,
      type: name.type,
      series: name.series,
      number: name.number,
      status: failure ? 'rejected' : 'accepted',
      hash,
      responseCode: code,
      cdrZip: zip,
      cdrName: `R-${name.base}.zip`,
      issueDate: root ? text(root, 'cbc:IssueDate') : undefined,
      receivedAt: this.deps.now().toISOString(),
      via: 'sendBill',
    });
    if (failure && this.deps.rejectionsAs === 'fault') return otherCpeFault(failure.code, failure.detail);
    return { fault: false, code, xml: sendBillResponse(zip) };
  }

  async sendSummary(credentials: Credentials, fileName: string | undefined, contentFile: string | undefined) {
    const name = this.admit(credentials, fileName);
    if ('fault' in name) return name;
    if (name.kind !== 'summary') return otherCpeFault('0151', fileName);
    const received = await this.receive(name, contentFile ?? '');
    if (!received.ok && isException(received.failure.code))
      return otherCpeFault(received.failure.code, received.failure.detail);
    const early = received.ok ? checkReversionContent(received.root) : received.failure;
    const ticket = this.deps.tickets.create(name.ruc, this.deps.pendingPolls(), () => {
      let failure = early ?? undefined;
      if (!failure && this.deps.registry.hasSummary(name.ruc, name.id))
        failure = { code: '2223', detail: name.id };
      if (!failure && received.ok)
        failure = checkReversionRegistry(this.deps.registry, name.ruc, received.root) ?? undefined;
      this.deps.registry.addSummary(name.ruc, name.id);
      const root = received.ok ? received.root : undefined;
      const code = failure?.code ?? '0';
      const zip = this.cdr(name, code, root, [], received.ok ? received.hash : undefined);
      if (!failure && root) this.revert(name.ruc, root);
      return { statusCode: failure ? '99' : '0', cdrZip: zip };
    });
    return { fault: false, code: ticket, xml: sendSummaryResponse(ticket) };
  }

  /** An accepted RR reverts its documents: a later RR of them is 2751. */
  private revert(ruc: string, root: Element): void {
    for (const line of reversionLines(root)) {
      const entry = this.deps.registry.get(ruc, line.type, line.series, Number(line.numberText));
      if (entry) this.deps.registry.put({ ...entry, status: 'voided' });
    }
  }
}
