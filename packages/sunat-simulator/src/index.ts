import { generateSigningIdentity, type SigningIdentity } from './cdr/self-signed.ts';
import { Clock } from './clock.ts';
import { resolveOptions, type SunatSimulatorOptions } from './options.ts';
import { SimulatorServer, type SimulatorControl, type SimulatorRegistry } from './server.ts';
import { XmldsigjsVerifier } from './signature/xmldsigjs-verifier.ts';
import { Xmlsec1Verifier } from './signature/xmlsec1-verifier.ts';
import type { SignatureVerifier } from './signature/verifier.ts';
import { Simulator } from './simulator.ts';
import { resolveXsd } from './xsd.ts';

export type { SunatSimulatorOptions } from './options.ts';
export type { XsdValidator } from './xsd.ts';
export type { SimulatorControl, SimulatorRegistry, DownSpec } from './server.ts';
export type { FaultKind, FaultSpec } from './faults.ts';
export type { ChaosMode, ChaosRule } from './chaos.ts';
export { CHAOS_MODES, UNAVAILABLE_TEXTS } from './chaos.ts';
export { CONSULTA_SCOPE } from './consulta/consulta-integrada.ts';
export type { RegistryEntry } from './registry/registry.ts';
export type { PadronEntry } from './registry/reduced-igv-padron.ts';
export type {
  CertificateRegistration,
  PseDesignation,
  RegisteredCertificate,
} from './registry/signing-register.ts';
export type { SolRefusal, SolRefusalCode } from './registry/sol-refusals.ts';
export { SOL_REFUSAL_CODES } from './registry/sol-refusals.ts';
export type { SignatureVerifier, VerifyResult } from './signature/verifier.ts';
export type { SigningIdentity } from './cdr/self-signed.ts';
export { generateSigningIdentity } from './cdr/self-signed.ts';
export { Xmlsec1Verifier, xmlsec1Available } from './signature/xmlsec1-verifier.ts';
export { XmldsigjsVerifier } from './signature/xmldsigjs-verifier.ts';
export { RULES } from './rules/index.ts';
export { BETA_USER, BETA_PASSWORD, SUNAT_RUC } from './options.ts';
export { GRE_BETA_CLIENT, GRE_SCOPE, OAUTH_ERRORS, type GreClient } from './gre/oauth.ts';
export { GRE_RULES, applyGreRules, type GreRule } from './gre/rules/index.ts';

/** SUNAT's paths, so a client configured with a real endpoint only changes the origin. */
export const BILL_SERVICE_PATH = '/ol-ti-itcpfegem-beta/billService';
export const CONSULT_SERVICE_PATH = '/ol-it-wsconscpegem/billConsultService';
/** SUNAT's other-CPE service: retenciones (20), percepciones (40) and their reversiones (RR). */
export const OTHER_CPE_SERVICE_PATH = '/ol-ti-itemision-otroscpe-gem-beta/billService';

export interface SunatSimulator {
  /** The billService URL (sendBill, sendSummary, getStatus; getStatusCdr is answered here too). */
  url: string;
  /** The billConsultService URL (getStatusCdr), same server. */
  consultUrl: string;
  /** The other-CPE service URL (20, 40 by sendBill; RR by sendSummary; getStatus), same server. */
  otherCpeUrl: string;
  /**
   * Base of the guía (GRE) REST API, standing for both https://api-seguridad.sunat.gob.pe/v1 (the
   * token) and https://api-cpe.sunat.gob.pe/v1 (send and tickets).
   */
  greUrl: string;
  /** POST /__control */
  controlUrl: string;
  port: number;
  /** The certificate that signs the CDRs (PEM), for clients that check it. */
  certificatePem: string;
  /** Which verifier checks client signatures (xmlsec1 or xmldsigjs). */
  verifier: string;
  /** Whether an XSD validator is bound. */
  xsd: boolean;
  close(): Promise<void>;
  control: SimulatorControl;
  registry: SimulatorRegistry;
}

function pickVerifier(setting: SunatSimulatorOptions['signatureVerifier']): SignatureVerifier {
  if (setting && typeof setting === 'object') return setting;
  return setting === 'xmlsec1' ? new Xmlsec1Verifier() : new XmldsigjsVerifier();
}

/**
 * Starts the double on loopback. State (register, tickets, faults, clock) lives in this process's
 * memory only: a restart, `reset()` or a new instance starts from an empty SUNAT.
 */
export async function startSunatSimulator(options: SunatSimulatorOptions = {}): Promise<SunatSimulator> {
  const resolved = resolveOptions(options);
  const identity: SigningIdentity =
    options.signingIdentity ?? generateSigningIdentity('SUNAT SIMULADOR', resolved.sender.ruc);
  const verifier = pickVerifier(options.signatureVerifier);
  const xsd = resolveXsd(options.xsd ?? 'auto', options.ubl21SchemaDirectory);
  const clock = new Clock(options.now);
  const simulator = new Simulator(
    resolved,
    identity,
    verifier,
    xsd,
    clock.now,
    options.pendingPolls ?? 2,
    options.ticketSeed ?? 1_700_000_000_000,
  );
  const host = options.host ?? '127.0.0.1';
  const server = new SimulatorServer(simulator, clock, host, resolved.log);
  const port = await server.listen(options.port ?? 0);
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: origin + BILL_SERVICE_PATH,
    consultUrl: origin + CONSULT_SERVICE_PATH,
    otherCpeUrl: origin + OTHER_CPE_SERVICE_PATH,
    greUrl: `${origin}/v1`,
    controlUrl: `${origin}/__control`,
    port,
    certificatePem: identity.certificatePem,
    verifier: verifier.name,
    xsd: xsd !== undefined,
    close: async () => {
      await server.close();
      await verifier.close?.();
    },
    control: server.control,
    registry: server.registry,
  };
}
