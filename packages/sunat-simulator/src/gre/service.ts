import { createHash, randomUUID } from 'node:crypto';
import { buildCdrXml, signCdr } from '../cdr/build-cdr.ts';
import type { SigningIdentity } from '../cdr/self-signed.ts';
import { digestValue, parseXml, text, type Element } from '../document/dom.ts';
import type { XsdValidator } from '../xsd.ts';
import type { Registry } from '../registry/registry.ts';
import type { SignatureVerifier } from '../signature/verifier.ts';
import { cdrZip, openZip } from '../zip.ts';
import { describeGre } from './codes.ts';
import { GRE_SCOPE, GreTokens, OAUTH_ERRORS, type GreClient } from './oauth.ts';
import { applyGreRules } from './rules/index.ts';

/** What the guía API borrows from the double: its SOL users, register, keys and clock. */
export interface GreDeps {
  authenticate(username: string, password: string): { ok: true; ruc: string } | { ok: false };
  maySendFor(senderRuc: string, fileRuc: string): boolean;
  registry: Registry;
  verifier: SignatureVerifier;
  xsd: XsdValidator | undefined;
  identity: SigningIdentity;
  sender: { ruc: string; name: string };
  now(): Date;
  pendingPolls(): number;
  disabledRules: ReadonlySet<string>;
}

export interface GreSettings {
  clients: GreClient[];
  /** expires_in of a token (SUNAT: 3600 s). */
  tokenSeconds: number;
  /** How long a ticket answers 98 on the double's clock, besides the pending polls. */
  ticketDelayMs: number;
}

/** An HTTP answer of the guía API: status and JSON body. */
export interface GreAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface GreTicket {
  ruc: string;
  readyAt: number;
  pending: number;
  result: { code: string; cdr?: string };
}

const FILE_NAME = /^(\d{11})-(09|31)-([A-Z0-9]{4})-(\d{1,8})$/;
const ok = (body: Record<string, unknown>): GreAnswer => ({ status: 200, body });
/** gre-api's CpeErrorValidation: HTTP 422 with the code in errors[0] (greenter GreSender reads it there). */
const refused = (code: string, detail?: string): GreAnswer => ({
  status: 422,
  body: {
    cod: '422',
    msg: 'Error de validación',
    errors: [{ cod: code, msg: detail ? `${describeGre(code)} - ${detail}` : describeGre(code) }],
  },
});
const unauthorized = (reason: string): GreAnswer => ({
  status: 401,
  body: { cod: '401', msg: reason === 'expired' ? 'El token ha expirado' : 'No autorizado' },
});

/** The QR link an accepted guía's CDR carries, in SUNAT's shape (greenter #212, #246). */
const greQrLink = (fileName: string) =>
  `https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=${Buffer.from(fileName).toString('base64url')}`;

/**
 * SUNAT's GRE REST API (RS 123-2022; thegreenter/gre-api openapi.yaml): the OAuth2 token, the
 * send of a guía's zip with its SHA-256 answering a ticket, and the ticket's status (98 → 0 with
 * a signed CDR, or 99 with the error). Its checks are its own (rules/), written from SUNAT's GRE
 * XSL and return codes; the infrastructure (zip, XML, XSD, signature) is the double's.
 */
export class GreService {
  readonly tokens = new GreTokens();
  private readonly tickets = new Map<string, GreTicket>();
  /** Numbers already received, with what they got: a second send is refused (1033 / 1032). */
  private readonly received = new Map<string, string>();

  constructor(
    private readonly deps: GreDeps,
    readonly settings: GreSettings,
  ) {}

  /** The double's clock, for faults that act on tokens. */
  now(): number {
    return this.deps.now().getTime();
  }

  reset(): void {
    this.tokens.clear();
    this.tickets.clear();
    this.received.clear();
  }

  /** POST /v1/clientessol/{client_id}/oauth2/token/ (application/x-www-form-urlencoded). */
  token(pathClientId: string, form: URLSearchParams): GreAnswer {
    if (form.get('grant_type') !== 'password')
      return { status: 400, body: { ...OAUTH_ERRORS.unsupportedGrant } };
    if (form.get('scope') !== GRE_SCOPE) return { status: 400, body: { ...OAUTH_ERRORS.invalidScope } };
    const client = this.settings.clients.find((known) => known.clientId === pathClientId);
    if (
      !client ||
      form.get('client_id') !== pathClientId ||
      form.get('client_secret') !== client.clientSecret
    )
      return { status: 401, body: { ...OAUTH_ERRORS.invalidClient } };
    const auth = this.deps.authenticate(form.get('username') ?? '', form.get('password') ?? '');
    if (!auth.ok) return { status: 400, body: { ...OAUTH_ERRORS.invalidGrant } };
    const seconds = this.settings.tokenSeconds;
    const token = this.tokens.issue(auth.ruc, client.clientId, this.deps.now().getTime(), seconds);
    return ok({ access_token: token, token_type: 'JWT', expires_in: seconds });
  }

  /** POST /v1/contribuyente/gem/comprobantes/{RUC-TT-SERIE-NUM} with { archivo: { nomArchivo, arcGreZip, hashZip } }. */
  async send(authorization: string | undefined, fileName: string, body: unknown): Promise<GreAnswer> {
    const now = this.deps.now();
    const auth = this.tokens.check(authorization, now.getTime());
    if (!auth.ok) return unauthorized(auth.reason);
    const name = FILE_NAME.exec(fileName);
    if (!name) return refused('0151', fileName);
    const [, ruc, type, series, numberText] = name as unknown as [
      string,
      string,
      '09' | '31',
      string,
      string,
    ];
    if (!this.deps.maySendFor(auth.ruc, ruc)) return refused('0154');
    const archivo = (body as { archivo?: Record<string, unknown> } | null)?.archivo;
    const zipBase64 = typeof archivo?.arcGreZip === 'string' ? archivo.arcGreZip : '';
    if (archivo?.nomArchivo !== `${fileName}.zip`) return refused('0151', String(archivo?.nomArchivo ?? ''));
    const zipBytes = Buffer.from(zipBase64, 'base64');
    const hash = createHash('sha256').update(zipBytes).digest('hex');
    if (typeof archivo.hashZip !== 'string' || archivo.hashZip.toLowerCase() !== hash) return refused('2859');

    const key = `${ruc}|${type}|${series}|${Number(numberText)}`;
    const before =
      this.received.get(key) ?? this.deps.registry.get(ruc, type, series, Number(numberText))?.responseCode;
    const result =
      before === undefined
        ? await this.examine(fileName, { ruc, type, series, number: Number(numberText) }, zipBase64, now)
        : { code: before === '0' || Number(before) >= 4000 ? '1033' : '1032' };
    // An exception (0100–1999, CódigosRetorno) means SUNAT did not take the guía in: its number
    // is still free to send. Accepted, observed (≥ 4000) and rejected (2000–3999) ones are kept.
    if (before === undefined && (result.code === '0' || Number(result.code) >= 2000)) {
      this.received.set(key, result.code);
    }

    const ticket = randomUUID();
    this.tickets.set(ticket, {
      ruc: auth.ruc,
      readyAt: now.getTime() + this.settings.ticketDelayMs,
      pending: this.deps.pendingPolls(),
      result,
    });
    return ok({ numTicket: ticket, fecRecepcion: now.toISOString() });
  }

  /** GET /v1/contribuyente/gem/comprobantes/envios/{numTicket}. */
  status(authorization: string | undefined, ticketId: string): GreAnswer {
    const now = this.deps.now().getTime();
    const auth = this.tokens.check(authorization, now);
    if (!auth.ok) return unauthorized(auth.reason);
    const ticket = this.tickets.get(ticketId);
    if (!ticket) return refused('0127', ticketId);
    if (!this.deps.maySendFor(auth.ruc, ticket.ruc)) return refused('0126');
    if (ticket.pending > 0 || now < ticket.readyAt) {
      ticket.pending = Math.max(0, ticket.pending - 1);
      return ok({ codRespuesta: '98' });
    }
    const { code, cdr } = ticket.result;
    if (code === '0') return ok({ codRespuesta: '0', arcCdr: cdr, indCdrGenerado: '1' });
    return ok({
      codRespuesta: '99',
      error: { numError: code, desError: describeGre(code) },
      ...(cdr ? { arcCdr: cdr, indCdrGenerado: '1' } : { indCdrGenerado: '0' }),
    });
  }

  /**
   * SUNAT's reception of one guía: zip (0155/0156/0158/0161), XML, file name vs content
   * (1034–1036, 1050/1051), versions (2111/2110, 2113/2112), XSD (0306), signature (2335), then
   * the rules. An error below 2000 gets no CDR; a rejection (2000–3999) and an acceptance do.
   */
  private async examine(
    fileName: string,
    name: { ruc: string; type: '09' | '31'; series: string; number: number },
    zipBase64: string,
    now: Date,
  ): Promise<{ code: string; cdr?: string }> {
    const zip = openZip(zipBase64);
    if (!zip.ok) return { code: zip.code };
    if (zip.entries.length > 1) return { code: '0158' };
    const entry = zip.entries[0]!;
    if (entry.name !== `${fileName}.xml`) return { code: '0161' };
    const xml = Buffer.from(entry.data).toString('utf8');
    const doc = parseXml(xml);
    const root = doc?.documentElement as Element | undefined;
    if (!doc || !root || root.localName !== 'DespatchAdvice') return { code: '0306' };
    const structural = this.identityCode(root, name);
    if (structural) return { code: structural };
    if (this.deps.xsd && !(await this.deps.xsd(xml, name.type)).ok) return { code: '0306' };
    const signature = await this.deps.verifier.verify(xml);
    if (!signature.valid) return this.settle(fileName, name, root, '2335', [], now, digestValue(doc));

    const rules = applyGreRules({ root, type: name.type, ruc: name.ruc }, this.deps.disabledRules);
    return this.settle(
      fileName,
      name,
      root,
      rules.error ?? '0',
      rules.error ? [] : rules.observations,
      now,
      digestValue(doc),
    );
  }

  /** File name against content, the type and the versions: the exceptions SUNAT answers without a CDR. */
  private identityCode(
    root: Element,
    name: { ruc: string; type: string; series: string; number: number },
  ): string | null {
    if (text(root, 'cbc:UBLVersionID') === undefined) return '2111';
    if (text(root, 'cbc:UBLVersionID') !== '2.1') return '2110';
    if (text(root, 'cbc:CustomizationID') === undefined) return '2113';
    if (text(root, 'cbc:CustomizationID') !== '2.0') return '2112';
    const type = text(root, 'cbc:DespatchAdviceTypeCode');
    if (!type) return '1050';
    if (type !== name.type) return '1051';
    if (text(root, 'cac:DespatchSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID') !== name.ruc)
      return '1034';
    const [series, number] = (text(root, 'cbc:ID') ?? '').split('-');
    if (series !== name.series) return '1035';
    if (Number(number) !== name.number) return '1036';
    return null;
  }

  /** The signed CDR of an accepted or rejected guía, and the number burned in the register. */
  private settle(
    fileName: string,
    name: { ruc: string; type: string; series: string; number: number },
    root: Element,
    code: string,
    observations: string[],
    now: Date,
    hash: string | undefined,
  ): { code: string; cdr: string } {
    const id = text(root, 'cbc:ID') ?? `${name.series}-${name.number}`;
    const accepted = code === '0';
    const xml = buildCdrXml({
      senderRuc: this.deps.sender.ruc,
      senderName: this.deps.sender.name,
      receiverRuc: name.ruc,
      referenceId: id,
      documentType: name.type,
      responseCode: code,
      description: accepted
        ? `La Guia numero ${id}, ha sido aceptada`
        : `La Guia numero ${id}, ha sido rechazada - ${describeGre(code)}`,
      notes: observations.map((observation) => `${observation} - ${describeGre(observation)}`),
      issueDate: text(root, 'cbc:IssueDate'),
      issueTime: text(root, 'cbc:IssueTime'),
      documentHash: hash,
      // SUNAT's link for the printed guía's QR; the double's hashqr names the guía, nothing secret.
      ...(accepted ? { qrLink: greQrLink(fileName) } : {}),
      now,
      cdrId: String(now.getTime()),
    });
    const cdr = cdrZip(`R-${fileName}.xml`, signCdr(xml, this.deps.identity));
    this.deps.registry.put({
      ruc: name.ruc,
      type: name.type,
      series: name.series,
      number: name.number,
      status: accepted ? 'accepted' : 'rejected',
      hash,
      responseCode: code,
      cdrZip: cdr,
      cdrName: `R-${fileName}.zip`,
      issueDate: text(root, 'cbc:IssueDate'),
      receivedAt: now.toISOString(),
      via: 'gre',
    });
    return { code, cdr };
  }
}
