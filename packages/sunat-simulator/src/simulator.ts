import type { Answer, Credentials } from './answer.ts';
import { authenticate, rucMatches } from './auth.ts';
import { acceptedDescription, buildCdrXml, limaDateTime, signCdr } from './cdr/build-cdr.ts';
import type { SigningIdentity } from './cdr/self-signed.ts';
import { describe, isException } from './codes.ts';
import { checkBillDates, checkSummaryDates } from './date-window.ts';
import { text } from './document/dom.ts';
import type { DocumentIdentity } from './document/read-document.ts';
import { parseZipName, type ParsedName } from './file-name.ts';
import type { ResolvedOptions } from './options.ts';
import type { XsdValidator } from './xsd.ts';
import { receive, type Failure } from './received.ts';
import { checkBillRegistry } from './registry/bill-checks.ts';
import { ReducedIgvPadron } from './registry/reduced-igv-padron.ts';
import { Registry } from './registry/registry.ts';
import { SscoPadron } from './registry/ssco-padron.ts';
import { ServiceExporters } from './registry/service-exporters.ts';
import { SigningRegister } from './registry/signing-register.ts';
import { refusalFault, SolRefusals } from './registry/sol-refusals.ts';
import { checkSummaryRegistry, summaryActions } from './registry/summary-checks.ts';
import { applyRules, type RuleContext } from './rules/index.ts';
import { checkSigningCertificate } from './signature/signer-check.ts';
import { documentCertificate, type SigningCertificate } from './signature/signing-certificate.ts';
import type { SignatureVerifier } from './signature/verifier.ts';
import {
  faultEnvelope,
  getStatusCdrResponse,
  getStatusResponse,
  sendBillResponse,
  sendSummaryResponse,
} from './soap/envelope.ts';
import { Tickets, type TicketResult } from './tickets.ts';
import { OtherCpeService } from './other-cpe/service.ts';
import { GreService } from './gre/service.ts';
import { cdrZip } from './zip.ts';

/** A SOAP answer: the envelope and whether it is a fault (HTTP 500, as SOAP 1.1 wants). */
/** A fault in SUNAT's style: `Client.NNNN`, text and, when known, " - Detalle: …". */
export function faultAnswer(code: string, detail?: string, kind: 'Client' | 'Server' = 'Client'): Answer {
  const textWithDetail = detail ? `${describe(code)} - Detalle: ${detail}` : describe(code);
  return { fault: true, code, xml: faultEnvelope(`${kind}.${code}`, textWithDetail) };
}

/**
 * SUNAT's billService as plain methods: reception steps 1–8 (EINVOICING.md §(e)), the register,
 * the tickets and the signed CDRs. No HTTP here; server.ts adds transport and injected faults.
 */
export class Simulator {
  readonly registry = new Registry();
  readonly tickets: Tickets;
  /** The padrón of the reduced IGV rate (observation 4439); options seed it, reset returns to the seed. */
  readonly reducedIgvPadron: ReducedIgvPadron;
  /** The list of Sujetos sin capacidad operativa (1086); seeded and reset the same way. */
  readonly sscoPadron: SscoPadron;
  /** The padrón 05 of service exporters (3097); seeded and reset the same way. */
  readonly serviceExporters: ServiceExporters;
  /** Each issuer's certificates and designated PSEs (2325, 2326, 2078, 0154); seeded the same way. */
  readonly signingRegister: SigningRegister;
  /** SOL users answered 0102–0113 on request (registry/sol-refusals.ts); empty after reset. */
  readonly solRefusals = new SolRefusals();
  /** SUNAT's other-CPE service (retenciones, percepciones, reversiones): its own route and rules. */
  readonly otherCpe: OtherCpeService;
  /** SUNAT's GRE REST API (guías 09 and 31): OAuth2 token, send, ticket. */
  readonly gre: GreService;
  /** The certificate each received document was signed with, read once. */
  private readonly certificates = new WeakMap<DocumentIdentity, SigningCertificate | null>();
  pendingPolls: number;

  constructor(
    private readonly options: ResolvedOptions,
    private readonly identity: SigningIdentity,
    private readonly verifier: SignatureVerifier,
    private readonly xsd: XsdValidator | undefined,
    public now: () => Date,
    pendingPolls: number,
    ticketSeed: number,
  ) {
    this.pendingPolls = pendingPolls;
    this.tickets = new Tickets(ticketSeed);
    this.reducedIgvPadron = new ReducedIgvPadron(options.reducedIgvPadron);
    this.sscoPadron = new SscoPadron(options.sscoPadron);
    this.serviceExporters = new ServiceExporters(options.serviceExporters);
    this.signingRegister = new SigningRegister(options.certificates, options.pseDesignations);
    this.otherCpe = new OtherCpeService({
      authenticate: (credentials) => this.authenticate(credentials),
      maySendFor: (senderRuc, fileRuc) => this.maySendFor(senderRuc, fileRuc),
      registry: this.registry,
      tickets: this.tickets,
      pendingPolls: () => this.pendingPolls,
      verifier,
      identity,
      sender: options.sender,
      now: () => this.now(),
      disabledRules: options.disabledRules,
      rejectionsAs: options.rejectionsAs,
    });
    this.gre = new GreService(
      {
        authenticate: (username, password) => {
          const auth = this.authenticate({ username, password });
          return auth.ok ? auth : { ok: false };
        },
        maySendFor: (senderRuc, fileRuc) => this.maySendFor(senderRuc, fileRuc),
        registry: this.registry,
        verifier,
        xsd,
        identity,
        sender: options.sender,
        now: () => this.now(),
        pendingPolls: () => this.pendingPolls,
        disabledRules: options.disabledRules,
      },
      options.gre,
    );
  }

  reset(): void {
    this.registry.clear();
    this.tickets.clear();
    this.reducedIgvPadron.reset();
    this.sscoPadron.reset();
    this.serviceExporters.reset();
    this.signingRegister.reset();
    this.solRefusals.reset();
    this.gre.reset();
  }

  /** Step 1: the user and password (0102), unless a refusal was set for that user. */
  private authenticate(credentials: Credentials): { ok: true; ruc: string } | { ok: false; answer: Answer } {
    const refused = this.solRefusals.refusalOf(credentials.username);
    if (refused) return { ok: false, answer: refusalFault(refused) };
    const auth = authenticate(credentials.username, credentials.password, this.options);
    return auth.ok ? auth : { ok: false, answer: faultAnswer(auth.code) };
  }

  private certificateOf(identity: DocumentIdentity): SigningCertificate | null {
    if (!this.certificates.has(identity)) this.certificates.set(identity, documentCertificate(identity.doc));
    return this.certificates.get(identity)!;
  }

  /** 2325/2326, which SUNAT checks before the signature itself (General sheet). */
  private checkSigner(name: ParsedName, identity: DocumentIdentity): Failure | null {
    return checkSigningCertificate({
      issuer: name.ruc,
      issueDate: identity.issueDate,
      today: this.today(),
      certificate: this.certificateOf(identity),
      register: this.signingRegister,
    });
  }

  /** What the rules see of a received document and of the double's lists. */
  private ruleContext(identity: DocumentIdentity, type: string, senderRuc: string): RuleContext {
    const issuer = identity.supplierRuc ?? '';
    return {
      identity,
      root: identity.root,
      type,
      isValidProductCode: this.options.isValidProductCode,
      isInReducedIgvPadron: (ruc, date) => this.reducedIgvPadron.covers(ruc, date),
      isInSscoPadron: (ruc, date) => this.sscoPadron.covers(ruc, date),
      isServiceExporter: (ruc) => this.serviceExporters.has(ruc),
      receivedOn: this.today(),
      signing: {
        senderRuc,
        designatedPses: this.signingRegister.designatedPses(issuer, this.today()),
        certificateRucs: this.certificateOf(identity)?.subjectRucs ?? [],
        issuerKnown: this.signingRegister.knows(issuer),
      },
    };
  }

  /**
   * 0154: the SOL user sends for its own RUC, or for an issuer that designated it as its PSE
   * (General sheet: «no existe relación vigente … (relación PSE)»).
   */
  private maySendFor(senderRuc: string, fileRuc: string): boolean {
    return (
      rucMatches(senderRuc, fileRuc) ||
      this.signingRegister.designatedPses(fileRuc, this.today()).includes(senderRuc)
    );
  }

  /** Step 1 and the file name: 0102, 0151, 0152 (a summary through sendBill), 0154. */
  private admit(
    credentials: Credentials,
    fileName: string | undefined,
    kind: 'bill' | 'summary',
  ): (ParsedName & { senderRuc: string }) | Answer {
    const auth = this.authenticate(credentials);
    if (!auth.ok) return auth.answer;
    const name = parseZipName(fileName ?? '');
    if (!name) return faultAnswer('0151', fileName);
    if (name.kind !== kind) return faultAnswer(kind === 'bill' ? '0152' : '0151', fileName);
    if (!this.maySendFor(auth.ruc, name.ruc)) return faultAnswer('0154');
    return { ...name, senderRuc: auth.ruc };
  }

  private cdr(
    name: ParsedName,
    code: string,
    identity: DocumentIdentity | undefined,
    notes: Failure[],
    detail: string | undefined,
    cdrId: string,
  ): string {
    const referenceId = identity?.id ?? (name.kind === 'bill' ? `${name.series}-${name.number}` : name.id);
    const base = code === '0' ? acceptedDescription(name.type, referenceId) : describe(code);
    const customer = identity?.root
      ? (() => {
          const el = identity.root;
          const id = text(el, 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID');
          return id ? id : undefined;
        })()
      : undefined;
    const xml = buildCdrXml({
      senderRuc: this.options.sender.ruc,
      senderName: this.options.sender.name,
      receiverRuc: name.ruc,
      referenceId,
      documentType: name.type,
      responseCode: code,
      description: detail && code !== '0' ? `${base} - Detalle: ${detail}` : base,
      notes: notes.map((n) => `${n.code} - ${describe(n.code)}${n.detail ? ` - ${n.detail}` : ''}`),
      issueDate: identity?.issueDate,
      issueTime: identity ? text(identity.root, 'cbc:IssueTime') : undefined,
      documentHash: identity?.hash,
      recipient: customer,
      now: this.now(),
      cdrId,
    });
    return cdrZip(`R-${name.base}.xml`, signCdr(xml, this.identity));
  }

  async sendBill(
    credentials: Credentials,
    fileName: string | undefined,
    contentFile: string | undefined,
  ): Promise<Answer> {
    const admitted = this.admit(credentials, fileName, 'bill');
    if (!('kind' in admitted)) return admitted;
    if (admitted.kind !== 'bill') return faultAnswer('0151');
    const name = admitted;
    const cdrId = String(this.now().getTime());

    const received = await receive(name, contentFile ?? '', this.xsd, this.verifier, (identity) =>
      this.checkSigner(name, identity),
    );
    let failure: Failure | undefined;
    let identity: DocumentIdentity | undefined;
    let notes: Failure[] = [];
    if (!received.ok) failure = received.failure;
    else {
      identity = received.identity;
      const rules = applyRules(
        this.ruleContext(identity, name.type, name.senderRuc),
        this.options.disabledRules,
      );
      notes = rules.observations;
      failure = rules.error;
      if (!failure) {
        const registry = checkBillRegistry(this.registry, name, identity, this.options.acceptedResend);
        if (registry.kind === 'resend' && registry.entry.cdrZip) {
          return {
            fault: false,
            code: registry.entry.responseCode,
            xml: sendBillResponse(registry.entry.cdrZip),
          };
        }
        if (registry.kind === 'failure') failure = registry.failure;
      }
      failure ??= checkBillDates(name.type, identity, this.now(), this.options) ?? undefined;
    }

    if (failure && isException(failure.code)) return faultAnswer(failure.code, failure.detail);

    const code = failure?.code ?? '0';
    const zip = this.cdr(name, code, identity, failure ? [] : notes, failure?.detail, cdrId);
    // A rejection burns the number (1032 afterwards), but never overwrites what SUNAT already has.
    if (!this.registry.get(name.ruc, name.type, name.series, name.number)) {
      this.registry.put({
        ruc: name.ruc,
        type: name.type,
        series: name.series,
        number: name.number,
        status: failure ? 'rejected' : 'accepted',
        hash: identity?.hash,
        responseCode: code,
        cdrZip: zip,
        cdrName: `R-${name.base}.zip`,
        issueDate: identity?.issueDate,
        receivedAt: this.now().toISOString(),
        via: 'sendBill',
      });
    }
    if (failure && this.options.rejectionsAs === 'fault') return faultAnswer(failure.code, failure.detail);
    return { fault: false, code, xml: sendBillResponse(zip) };
  }

  async sendSummary(
    credentials: Credentials,
    fileName: string | undefined,
    contentFile: string | undefined,
  ): Promise<Answer> {
    const admitted = this.admit(credentials, fileName, 'summary');
    if (!('kind' in admitted)) return admitted;
    if (admitted.kind !== 'summary') return faultAnswer('0151');
    const name = admitted;

    const received = await receive(name, contentFile ?? '', this.xsd, this.verifier, (identity) =>
      this.checkSigner(name, identity),
    );
    if (!received.ok && isException(received.failure.code)) {
      return faultAnswer(received.failure.code, received.failure.detail);
    }
    const receivedAt = this.now();
    let early: Failure | undefined;
    let identity: DocumentIdentity | undefined;
    let notes: Failure[] = [];
    if (!received.ok) early = received.failure;
    else {
      identity = received.identity;
      const rules = applyRules(
        this.ruleContext(identity, name.type, name.senderRuc),
        this.options.disabledRules,
      );
      early = rules.error;
      notes = rules.observations;
    }

    const ticket = this.tickets.create(name.ruc, this.pendingPolls, (): TicketResult => {
      const cdrId = ticket;
      let failure = early;
      const actions = identity ? summaryActions(identity) : [];
      if (!failure && identity) {
        failure = checkSummaryRegistry(this.registry, name.ruc, identity, actions) ?? undefined;
        // Deadlines count from reception, not from the poll that resolves the ticket.
        failure ??= checkSummaryDates(identity, receivedAt, this.options) ?? undefined;
      }
      if (identity?.id) this.registry.addSummary(name.ruc, identity.id);
      const code = failure?.code ?? '0';
      const zip = this.cdr(name, code, identity, failure ? [] : notes, failure?.detail, cdrId);
      if (!failure) this.applySummary(name.ruc, actions, zip, identity!, receivedAt);
      return { statusCode: failure ? '99' : '0', cdrZip: zip };
    });
    return { fault: false, code: ticket, xml: sendSummaryResponse(ticket) };
  }

  /** What an accepted RC/RA does to the register: add/modify boletas and notes, void documents. */
  private applySummary(
    ruc: string,
    actions: ReturnType<typeof summaryActions>,
    zip: string,
    identity: DocumentIdentity,
    at: Date,
  ): void {
    for (const a of actions) {
      const existing = this.registry.get(ruc, a.type, a.series, a.number);
      if (a.action === 'void') {
        if (existing) this.registry.put({ ...existing, status: 'voided' });
        continue;
      }
      if (existing && existing.status !== 'accepted') continue;
      this.registry.put({
        ...(existing ?? {}),
        ruc,
        type: a.type,
        series: a.series,
        number: a.number,
        status: 'accepted',
        responseCode: '0',
        cdrZip: existing?.cdrZip ?? zip,
        cdrName: existing?.cdrName ?? `R-${ruc}-${identity.id}.zip`,
        issueDate: existing?.issueDate ?? identity.referenceDate,
        receivedAt: existing?.receivedAt ?? at.toISOString(),
        via: existing?.via ?? 'RC',
      });
    }
  }

  getStatus(credentials: Credentials, ticket: string | undefined): Answer {
    const auth = this.authenticate(credentials);
    if (!auth.ok) return auth.answer;
    const result = this.tickets.poll(ticket ?? '', this.now().getTime());
    if (result === null) return faultAnswer('0127', ticket);
    if (result === 'pending') return { fault: false, code: '98', xml: getStatusResponse('98') };
    return {
      fault: false,
      code: result.statusCode,
      xml: getStatusResponse(result.statusCode, result.cdrZip),
    };
  }

  /** billConsultService.getStatusCdr: only 01/07/08 (thegreenter/demo #32). */
  getStatusCdr(credentials: Credentials, params: Record<string, string>): Answer {
    const auth = this.authenticate(credentials);
    if (!auth.ok) return auth.answer;
    const ruc = params.rucComprobante ?? '';
    const type = params.tipoComprobante ?? '';
    const series = params.serieComprobante ?? '';
    const number = Number(params.numeroComprobante ?? 0);
    if (!this.maySendFor(auth.ruc, ruc)) return faultAnswer('0154');
    if (!['01', '07', '08'].includes(type)) {
      return { fault: false, code: '0005', xml: getStatusCdrResponse('0005', describe('0005')) };
    }
    const entry = this.registry.get(ruc, type, series, number);
    if (!entry?.cdrZip)
      return { fault: false, code: '0011', xml: getStatusCdrResponse('0011', describe('0011')) };
    return { fault: false, code: '0004', xml: getStatusCdrResponse('0004', describe('0004'), entry.cdrZip) };
  }

  /** Today in Lima for the current clock, for logs and the control endpoint. */
  today(): string {
    return limaDateTime(this.now()).date;
  }
}
