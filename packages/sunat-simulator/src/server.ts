import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Clock } from './clock.ts';
import { emptyResponse, FaultQueue, STORE_NOT_FOUND, type FaultSpec } from './faults.ts';
import { parsePadronEntries, type PadronEntry } from './registry/reduced-igv-padron.ts';
import { parseRucList } from './registry/service-exporters.ts';
import type { RegistryEntry } from './registry/registry.ts';
import {
  parseCertificateRegistrations,
  parsePseDesignations,
  type CertificateRegistration,
  type PseDesignation,
  type RegisteredCertificate,
} from './registry/signing-register.ts';
import { parseSolRefusals, type SolRefusal } from './registry/sol-refusals.ts';
import type { Answer } from './answer.ts';
import { readBody, send } from './http-io.ts';
import { faultAnswer, type Simulator } from './simulator.ts';
import { faultEnvelope, parseSoapRequest } from './soap/envelope.ts';
import { handleGreRequest } from './gre/routes.ts';
import {
  ChaosSchedule,
  parseChaosRule,
  RESENT_0402,
  UNAUTHORIZED_BODY,
  unavailableFault,
  type ChaosRule,
  type ChaosRuleState,
} from './chaos.ts';
import { ConsultaIntegrada, isConsultaPath } from './consulta/consulta-integrada.ts';

/** SUNAT's ol-ti-itemision-otroscpe-gem[-beta]/billService. */
const OTHER_CPE_PATH = /otroscpe/i;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface DownSpec {
  /** How long; absent = until `up()`. */
  ms?: number;
  /** 'refuse' stops listening (ECONNREFUSED); '503' answers HTTP 503 (default). */
  mode?: 'refuse' | '503';
}

/** The programmatic control API; POST /__control exposes the same actions as JSON. */
export interface SimulatorControl {
  inject(fault: FaultSpec): void;
  clearFaults(): void;
  faults(): FaultSpec[];
  /** SUNAT's failure modes by share of requests and window (chaos.ts); throws on a bad rule. */
  addChaos(rule: ChaosRule): void;
  clearChaos(): void;
  chaos(): ChaosRuleState[];
  /** Freeze the clock at an instant (null: back to the real clock). */
  setClock(at: Date | string | number | null): void;
  advanceClock(ms: number): void;
  now(): Date;
  /** How many 98 answers each new ticket gives before resolving. */
  setPendingPolls(n: number): void;
  /** How long a guía (GRE) ticket answers 98 on the double's clock, besides the pending polls. */
  setGreTicketDelay(ms: number): void;
  down(spec?: DownSpec): Promise<void>;
  up(): Promise<void>;
  /** Replaces the padrón of the reduced IGV rate (observation 4439) with these entries. */
  setReducedIgvPadron(entries: PadronEntry[]): void;
  /** Adds entries to that padrón. */
  addToReducedIgvPadron(entries: PadronEntry[]): void;
  reducedIgvPadron(): PadronEntry[];
  /** Replaces the list of Sujetos sin capacidad operativa (1086) with these entries. */
  setSscoPadron(entries: PadronEntry[]): void;
  /** Adds entries to that list. */
  addToSscoPadron(entries: PadronEntry[]): void;
  sscoPadron(): PadronEntry[];
  /** Replaces the padrón 05 of service exporters (3097) with these RUCs. */
  setServiceExporters(rucs: string[]): void;
  /** Adds RUCs to that padrón. */
  addServiceExporters(rucs: string[]): void;
  serviceExporters(): string[];
  /** Replaces SUNAT's list of the issuers' certificates (2325, 2326); throws on a bad entry. */
  setCertificates(entries: CertificateRegistration[]): void;
  addCertificates(entries: CertificateRegistration[]): void;
  certificates(): RegisteredCertificate[];
  /** Replaces SUNAT's list of the PSEs each issuer designated (2325, 2078, 0154). */
  setPseDesignations(entries: PseDesignation[]): void;
  addPseDesignations(entries: PseDesignation[]): void;
  pseDesignations(): PseDesignation[];
  /** Replaces the SOL users refused with 0102–0113 (registry/sol-refusals.ts). */
  setSolRefusals(entries: SolRefusal[]): void;
  addSolRefusals(entries: SolRefusal[]): void;
  solRefusals(): SolRefusal[];
  /**
   * Clears the register, the tickets, the faults and the clock; the padrón and the lists of
   * certificates and designations go back to the options' ones.
   */
  reset(): void;
}

export interface SimulatorRegistry {
  get(ruc: string, type: string, series: string, number: number): RegistryEntry | undefined;
  list(): RegistryEntry[];
  /** Seed a document SUNAT already has (e.g. a factura a test note refers to). */
  put(entry: RegistryEntry): void;
  clear(): void;
}

/**
 * The HTTP face of the double: SOAP 1.1 POSTs on any path ending in billService or
 * billConsultService (or `/`), the other-CPE service on its own path (…otroscpe…/billService),
 * the control endpoint on /__control (loopback only), injected faults, and "down" periods.
 */
export class SimulatorServer {
  readonly clock: Clock;
  private readonly faultQueue = new FaultQueue();
  private readonly chaosSchedule = new ChaosSchedule();
  /** Files whose answer a lostAnswer rule dropped with resend '0402': their resend is refused so. */
  private readonly resentAs0402 = new Set<string>();
  private readonly consulta: ConsultaIntegrada;
  private server: Server;
  private readonly sockets = new Set<Socket>();
  private unavailableUntil: number | undefined;
  private refusing = false;
  private upTimer: NodeJS.Timeout | undefined;
  private readonly held = new Set<ServerResponse>();
  private port = 0;

  constructor(
    private readonly simulator: Simulator,
    clock: Clock,
    private readonly host: string,
    private readonly log: boolean,
  ) {
    this.clock = clock;
    this.server = this.createHttpServer();
    this.consulta = new ConsultaIntegrada({
      registry: simulator.registry,
      clients: () => simulator.gre.settings.clients,
      now: clock.now,
    });
  }

  private createHttpServer(): Server {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        send(res, 500, faultAnswer('0100', err instanceof Error ? err.message : String(err)).xml);
      });
    });
    // Clients keep idle connections for about 4 s (undici's default). With Node's 5 s here, a
    // process busy for longer than both (signing in a loop, a loaded machine) runs the client's
    // next request before either timer: it goes out on a socket this side then closes, and the
    // caller sees ECONNRESET. The client's idle timer must always be the one that ends a
    // connection, so this side waits far longer; close() still ends every socket at once.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    return server;
  }

  async listen(port: number): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, this.host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this.port;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/__control') return this.handleControl(req, res);
    if (isConsultaPath(path)) {
      const fault = this.faultQueue.take('consultaIntegrada', { namedOnly: true });
      if (fault?.kind === 'http500') {
        send(res, 500, JSON.stringify({ cod: '500', msg: 'Error inesperado' }), 'application/json');
        return;
      }
      if (fault?.kind === 'timeout') {
        if (fault.ms === undefined) return; // held: the client's timeout ends it, close() the server's
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
      }
      return this.consulta.handle(req, res, path);
    }
    if (path.startsWith('/v1/')) {
      // SUNAT's GRE REST API (guías 09/31), with the same down periods and injected faults.
      if (this.unavailableUntil !== undefined && Date.now() < this.unavailableUntil) {
        send(res, 503, JSON.stringify({ cod: '503', msg: 'Servicio no disponible' }), 'application/json');
        return;
      }
      return handleGreRequest(
        this.simulator.gre,
        (operation) => this.faultQueue.take(operation),
        req,
        res,
        path,
      );
    }
    if (req.method !== 'POST') {
      send(res, 405, 'Solo se aceptan solicitudes SOAP por POST', 'text/plain; charset=utf-8');
      return;
    }
    if (this.unavailableUntil !== undefined && Date.now() < this.unavailableUntil) {
      send(res, 503, '<html><body>Servicio no disponible</body></html>', 'text/html; charset=utf-8');
      return;
    }
    const body = await readBody(req);
    const request = parseSoapRequest(body);
    if (!request) {
      send(res, 500, faultAnswer('0100', 'No se pudo leer el mensaje SOAP').xml);
      return;
    }
    const started = Date.now();
    const fault = this.faultQueue.take(request.operation);
    const chaos = fault ? undefined : this.chaosSchedule.pick(request.operation, this.clock.now().getTime());
    const fileName = request.params.fileName ?? '';
    if (!fault && fileName && this.resentAs0402.has(fileName)) {
      send(res, 500, faultEnvelope('Client.0402', RESENT_0402));
      return;
    }
    const run = async (): Promise<Answer> => {
      const creds = { username: request.username, password: request.password };
      const p = request.params;
      // SUNAT's other-CPE service (retenciones, percepciones, reversiones) is its own route;
      // its RR tickets are the double's, so getStatus is the same.
      if (OTHER_CPE_PATH.test(path) && request.operation === 'sendBill')
        return this.simulator.otherCpe.sendBill(creds, p.fileName, p.contentFile);
      if (OTHER_CPE_PATH.test(path) && request.operation === 'sendSummary')
        return this.simulator.otherCpe.sendSummary(creds, p.fileName, p.contentFile);
      switch (request.operation) {
        case 'sendBill':
          return this.simulator.sendBill(creds, p.fileName, p.contentFile);
        case 'sendSummary':
          return this.simulator.sendSummary(creds, p.fileName, p.contentFile);
        case 'getStatus':
          // billService.getStatus(ticket) and billConsultService.getStatus(ruc, type, series, number) share a name.
          return p.ticket !== undefined || p.rucComprobante === undefined
            ? this.simulator.getStatus(creds, p.ticket)
            : this.simulator.getStatusCdr(creds, p);
        case 'getStatusCdr':
          return this.simulator.getStatusCdr(creds, p);
        default:
          return faultAnswer('0100', `Operación no soportada: ${request.operation}`);
      }
    };

    let answer: Answer | undefined;
    if (chaos) {
      answer = await this.chaosAnswer(chaos, request.operation, fileName, run, req, res);
      if (this.log)
        process.stderr.write(
          `[sunat-simulator] ${request.operation} ${fileName || (request.params.ticket ?? '')} → chaos:${chaos.mode} ${answer?.code ?? '-'}\n`,
        );
      return;
    }
    switch (fault?.kind) {
      case 'http500':
        send(res, 500, '<html><body>Internal Server Error</body></html>', 'text/html; charset=utf-8');
        break;
      case 'emptyBody':
        send(res, 200, '');
        break;
      case 'storeNotFound':
        send(res, 500, STORE_NOT_FOUND);
        break;
      case 'emptyResponse':
        answer = await run();
        send(res, 200, emptyResponse(request.operation));
        break;
      case 'lostAnswer':
        answer = await run();
        req.socket.destroy();
        break;
      case 'timeout':
        if (fault.ms === undefined) {
          // Held forever: never processed; close() ends it.
          this.held.add(res);
          res.on('close', () => this.held.delete(res));
          break;
        }
        await new Promise((r) => setTimeout(r, fault.ms));
        answer = await run();
        send(res, answer.fault ? 500 : 200, answer.xml);
        break;
      default:
        answer = await run();
        send(res, answer.fault ? 500 : 200, answer.xml);
    }
    if (this.log) {
      process.stderr.write(
        `[sunat-simulator] ${request.operation} ${request.params.fileName ?? request.params.ticket ?? ''} → ${fault ? `fault:${fault.kind} ` : ''}${answer?.code ?? '-'} (${Date.now() - started} ms)\n`,
      );
    }
  }

  /** One request hit by a chaos rule (chaos.ts says what each mode means). */
  private async chaosAnswer(
    rule: ChaosRule,
    operation: string,
    fileName: string,
    run: () => Promise<Answer>,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<Answer | undefined> {
    const tickets = this.simulator.tickets;
    switch (rule.mode) {
      case 'emptyBody':
        send(res, 200, '');
        return undefined;
      case 'unavailable':
        send(res, 500, unavailableFault(rule.code));
        return undefined;
      case 'summary401':
        send(res, 401, UNAUTHORIZED_BODY, 'text/html; charset=utf-8');
        return undefined;
      case 'slow': {
        await new Promise((resolve) => setTimeout(resolve, rule.ms ?? 0));
        this.clock.advance(rule.simulatedMs ?? 0);
        const answer = await run();
        send(res, answer.fault ? 500 : 200, answer.xml);
        return answer;
      }
      case 'lostAnswer': {
        const answer = await run();
        // SUNAT processes a summary's ticket whether or not its answer arrived.
        if (operation === 'sendSummary' && !answer.fault) tickets.settle(answer.code);
        if (rule.resend === '0402' && !answer.fault && fileName) this.resentAs0402.add(fileName);
        req.socket.destroy();
        return answer;
      }
      case 'stuckTicket':
      case 'summaryWithoutCdr': {
        const answer = await run();
        if (!answer.fault)
          tickets.spoil(
            answer.code,
            rule.mode === 'stuckTicket'
              ? { stuckUntil: this.clock.now().getTime() + (rule.ms ?? 3_600_000) }
              : { withoutCdr: true },
          );
        send(res, answer.fault ? 500 : 200, answer.xml);
        return answer;
      }
    }
  }

  private async handleControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      send(res, 403, JSON.stringify({ error: 'Solo desde loopback' }), 'application/json');
      return;
    }
    if (req.method === 'GET') {
      send(res, 200, JSON.stringify(this.state()), 'application/json');
      return;
    }
    let command: Record<string, unknown>;
    try {
      command = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      send(res, 400, JSON.stringify({ error: 'JSON inválido' }), 'application/json');
      return;
    }
    const c = this.control;
    switch (command.action) {
      case 'fault':
        c.inject(command.fault as FaultSpec);
        break;
      case 'clearFaults':
        c.clearFaults();
        break;
      case 'chaos':
        try {
          const rules = Array.isArray(command.rules) ? command.rules : [command.rule];
          const parsed = rules.map(parseChaosRule);
          for (const rule of parsed) c.addChaos(rule);
        } catch (err) {
          send(res, 400, JSON.stringify({ error: (err as Error).message }), 'application/json');
          return;
        }
        break;
      case 'clearChaos':
        c.clearChaos();
        break;
      case 'clock':
        c.setClock((command.at as string | number | null | undefined) ?? null);
        break;
      case 'advanceClock':
        c.advanceClock(Number(command.ms ?? 0));
        break;
      case 'pendingPolls':
        c.setPendingPolls(Number(command.n ?? 0));
        break;
      case 'greTicketDelay':
        c.setGreTicketDelay(Number(command.ms ?? 0));
        break;
      case 'down':
        // Answer first: in 'refuse' mode this very connection would otherwise be cut.
        send(res, 200, JSON.stringify({ ok: true }), 'application/json');
        await c.down({ ms: command.ms as number | undefined, mode: command.mode as DownSpec['mode'] });
        return;
      case 'up':
        await c.up();
        break;
      case 'reducedIgvPadron':
      case 'addReducedIgvPadron':
        try {
          const entries = parsePadronEntries(command.entries);
          if (command.action === 'reducedIgvPadron') c.setReducedIgvPadron(entries);
          else c.addToReducedIgvPadron(entries);
        } catch (err) {
          send(res, 400, JSON.stringify({ error: (err as Error).message }), 'application/json');
          return;
        }
        break;
      case 'sscoPadron':
      case 'addSscoPadron':
        try {
          const entries = parsePadronEntries(command.entries);
          if (command.action === 'sscoPadron') c.setSscoPadron(entries);
          else c.addToSscoPadron(entries);
        } catch (err) {
          send(res, 400, JSON.stringify({ error: (err as Error).message }), 'application/json');
          return;
        }
        break;
      case 'serviceExporters':
      case 'addServiceExporters':
        try {
          const rucs = parseRucList(command.rucs);
          if (command.action === 'serviceExporters') c.setServiceExporters(rucs);
          else c.addServiceExporters(rucs);
        } catch (err) {
          send(res, 400, JSON.stringify({ error: (err as Error).message }), 'application/json');
          return;
        }
        break;
      case 'certificates':
      case 'addCertificates':
      case 'pseDesignations':
      case 'addPseDesignations':
        try {
          this.changeSigningRegister(command.action, command.entries);
        } catch (err) {
          send(res, 400, JSON.stringify({ error: (err as Error).message }), 'application/json');
          return;
        }
        break;
      case 'solRefusals':
      case 'addSolRefusals':
        try {
          const entries = parseSolRefusals(command.entries);
          if (command.action === 'solRefusals') c.setSolRefusals(entries);
          else c.addSolRefusals(entries);
        } catch (err) {
          send(res, 400, JSON.stringify({ error: (err as Error).message }), 'application/json');
          return;
        }
        break;
      case 'reset':
        c.reset();
        break;
      case 'state':
        break;
      default:
        send(
          res,
          400,
          JSON.stringify({ error: `Acción desconocida: ${String(command.action)}` }),
          'application/json',
        );
        return;
    }
    send(res, 200, JSON.stringify({ ok: true, ...this.state() }), 'application/json');
  }

  /** The four actions on SUNAT's lists of who signs; entries are checked before anything changes. */
  private changeSigningRegister(action: string, entries: unknown): void {
    const register = this.simulator.signingRegister;
    if (action === 'certificates') register.setCertificates(parseCertificateRegistrations(entries));
    else if (action === 'addCertificates') register.addCertificates(parseCertificateRegistrations(entries));
    else if (action === 'pseDesignations') register.setDesignations(parsePseDesignations(entries));
    else register.addDesignations(parsePseDesignations(entries));
  }

  private state(): Record<string, unknown> {
    return {
      now: this.clock.now().toISOString(),
      today: this.simulator.today(),
      pendingPolls: this.simulator.pendingPolls,
      greTicketDelayMs: this.simulator.gre.settings.ticketDelayMs,
      faults: this.faultQueue.list(),
      chaos: this.chaosSchedule.list(),
      down: this.refusing || (this.unavailableUntil !== undefined && Date.now() < this.unavailableUntil),
      registry: this.simulator.registry.list().map(({ cdrZip: _cdr, ...rest }) => rest),
      reducedIgvPadron: this.simulator.reducedIgvPadron.list(),
      sscoPadron: this.simulator.sscoPadron.list(),
      serviceExporters: this.simulator.serviceExporters.list(),
      certificates: this.simulator.signingRegister.listCertificates(),
      pseDesignations: this.simulator.signingRegister.listDesignations(),
      solRefusals: this.simulator.solRefusals.list(),
    };
  }

  readonly control: SimulatorControl = {
    inject: (fault) => this.faultQueue.add(fault),
    clearFaults: () => this.faultQueue.clear(),
    faults: () => this.faultQueue.list(),
    addChaos: (rule) => this.chaosSchedule.add(parseChaosRule(rule), this.clock.now().getTime()),
    // What SUNAT already took stays taken: the files answered 0402 are forgotten only by reset.
    clearChaos: () => this.chaosSchedule.clear(),
    chaos: () => this.chaosSchedule.list(),
    setClock: (at) => this.clock.set(at),
    advanceClock: (ms) => this.clock.advance(ms),
    now: () => this.clock.now(),
    setPendingPolls: (n) => {
      this.simulator.pendingPolls = Math.max(0, Math.floor(n));
    },
    setGreTicketDelay: (ms) => {
      this.simulator.gre.settings.ticketDelayMs = Math.max(0, Math.floor(ms));
    },
    down: async (spec = {}) => {
      if (this.upTimer) clearTimeout(this.upTimer);
      if (spec.mode === 'refuse') {
        this.refusing = true;
        await new Promise<void>((resolve) => {
          this.server.close(() => resolve());
          for (const socket of this.sockets) socket.destroy();
        });
        // A client in this same process (the API under test) learns that its kept-alive
        // connections were cut only when its event loop next polls: let it, so that its next
        // request opens a connection (refused: certainly not arrived) instead of writing into
        // a dead one (reset: may have arrived). The full run under load showed the second.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (spec.ms !== undefined) this.upTimer = setTimeout(() => void this.control.up(), spec.ms);
      } else {
        this.unavailableUntil = spec.ms === undefined ? Infinity : Date.now() + spec.ms;
      }
    },
    up: async () => {
      if (this.upTimer) clearTimeout(this.upTimer);
      this.unavailableUntil = undefined;
      if (this.refusing) {
        this.refusing = false;
        this.server = this.createHttpServer();
        await this.listen(this.port);
      }
    },
    setReducedIgvPadron: (entries) => this.simulator.reducedIgvPadron.set(parsePadronEntries(entries)),
    addToReducedIgvPadron: (entries) => this.simulator.reducedIgvPadron.add(parsePadronEntries(entries)),
    reducedIgvPadron: () => this.simulator.reducedIgvPadron.list(),
    setSscoPadron: (entries) => this.simulator.sscoPadron.set(parsePadronEntries(entries)),
    addToSscoPadron: (entries) => this.simulator.sscoPadron.add(parsePadronEntries(entries)),
    sscoPadron: () => this.simulator.sscoPadron.list(),
    setServiceExporters: (rucs) => this.simulator.serviceExporters.set(parseRucList(rucs)),
    addServiceExporters: (rucs) => this.simulator.serviceExporters.add(parseRucList(rucs)),
    serviceExporters: () => this.simulator.serviceExporters.list(),
    setCertificates: (entries) =>
      this.simulator.signingRegister.setCertificates(parseCertificateRegistrations(entries)),
    addCertificates: (entries) =>
      this.simulator.signingRegister.addCertificates(parseCertificateRegistrations(entries)),
    certificates: () => this.simulator.signingRegister.listCertificates(),
    setPseDesignations: (entries) =>
      this.simulator.signingRegister.setDesignations(parsePseDesignations(entries)),
    addPseDesignations: (entries) =>
      this.simulator.signingRegister.addDesignations(parsePseDesignations(entries)),
    pseDesignations: () => this.simulator.signingRegister.listDesignations(),
    setSolRefusals: (entries) => this.simulator.solRefusals.set(parseSolRefusals(entries)),
    addSolRefusals: (entries) => this.simulator.solRefusals.add(parseSolRefusals(entries)),
    solRefusals: () => this.simulator.solRefusals.list(),
    reset: () => {
      this.simulator.reset();
      this.faultQueue.clear();
      this.chaosSchedule.clear();
      this.resentAs0402.clear();
      this.consulta.tokens.clear();
      this.clock.set(null);
      this.unavailableUntil = undefined;
    },
  };

  readonly registry: SimulatorRegistry = {
    get: (ruc, type, series, number) => this.simulator.registry.get(ruc, type, series, number),
    list: () => this.simulator.registry.list(),
    put: (entry) => this.simulator.registry.put(entry),
    clear: () => this.simulator.registry.clear(),
  };

  async close(): Promise<void> {
    if (this.upTimer) clearTimeout(this.upTimer);
    for (const res of this.held) res.destroy();
    if (this.refusing) return;
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
  }
}
