import type { SigningIdentity } from './cdr/self-signed.ts';
import { parsePadronEntries, type PadronEntry } from './registry/reduced-igv-padron.ts';
import { parseRucList } from './registry/service-exporters.ts';
import {
  parseCertificateRegistrations,
  parsePseDesignations,
  type CertificateRegistration,
  type PseDesignation,
  type RegisteredCertificate,
} from './registry/signing-register.ts';
import type { SignatureVerifier } from './signature/verifier.ts';
import { GRE_BETA_CLIENT, type GreClient } from './gre/oauth.ts';
import type { GreSettings } from './gre/service.ts';
import type { XsdValidator } from './xsd.ts';

export interface SunatSimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** SOL accounts: `RUC+USER` → password. SUNAT's beta account is always there. */
  accounts?: Record<string, string>;
  /** Accept any user/password whose first 11 characters are one of these RUCs (the server's companies). */
  registeredRucs?: string[];
  /** Accept any RUC+USER whose RUC looks valid, whatever the password (for demos). */
  acceptAnyUser?: boolean;
  /** The clock SUNAT compares dates with; default the real one. Changeable at run time. */
  now?: () => Date;
  /** 98 answers before a ticket resolves (default 2). */
  pendingPolls?: number;
  /** First ticket number (tickets are sequential, so tests can predict them). */
  ticketSeed?: number;
  /**
   * 'xmlsec1' spawns xmlsec1 per document; 'xmldsigjs' (default) verifies in process; or any
   * SignatureVerifier. See README for why.
   */
  signatureVerifier?: 'xmlsec1' | 'xmldsigjs' | SignatureVerifier;
  /**
   * XSD check. 'auto' (default) uses @facturador/einvoice's validateXsd: structural checks, and
   * the OASIS UBL 2.1 schemas too when `ubl21SchemaDirectory` names them; false skips; a function
   * replaces it.
   */
  xsd?: 'auto' | false | XsdValidator;
  /**
   * The OASIS UBL 2.1 schemas (maindoc/ and common/), for the XSD step: about 0.5 s a document,
   * so the double reads them only when asked here, never from the environment by itself.
   */
  ubl21SchemaDirectory?: string;
  /** Rejections (2000–3999) as a CDR (default, SUNAT's usual) or as a SOAP fault Client.NNNN. */
  rejectionsAs?: 'cdr' | 'fault';
  /**
   * Resending a number that was accepted: '1033' (default, what SUNAT answers, greenter #35: the
   * client must use getStatusCdr) or 'cdr' (answer the stored CDR again when the hash is equal).
   */
  acceptedResend?: '1033' | 'cdr';
  /** Days after the issue date a factura (and its notes) may be sent (default 3, 2108). */
  facturaMaxDays?: number;
  /**
   * Same for boletas and their notes sent alone; null disables (default 3). An RC is not refused
   * for its date: past 7 days SUNAT observes it (4443).
   */
  boletaMaxDays?: number | null;
  /** Days after the voided documents' date an RA may be sent (2108) or an RC line void them (2957); default 7. */
  voidedMaxDays?: number;
  /** Days in the future an issue date may be (default 2, 2329). */
  futureDays?: number;
  /** Rule codes to switch off (e.g. ['3279']). */
  disabledRules?: string[];
  /** Catálogo 25 check for observation 4332; default: 8 digits not ending in 000000 (a segment, not a product). */
  isValidProductCode?: (code: string) => boolean;
  /**
   * SUNAT's «Padrón de Tasa especial del IGV - Restaurantes y hoteles» as the double knows it:
   * `{ ruc, from, to? }` (YYYY-MM-DD, inclusive). Empty by default, so a document at the reduced
   * rate gets observation 4439 unless its issuer is here on its issue date. `reset()` comes back
   * to this list; `control.setReducedIgvPadron` / `addToReducedIgvPadron` change it at run time.
   */
  reducedIgvPadron?: PadronEntry[];
  /**
   * SUNAT's list of «Sujetos sin capacidad operativa (SSCO)» (ind_padron "02") as the double knows
   * it: `{ ruc, from, to? }` (YYYY-MM-DD, inclusive). Empty by default. A factura, or a note of one,
   * whose issuer is here on its issue date (from 2024-02-29) is refused with 1086.
   * `control.setSscoPadron` / `addToSscoPadron` change it at run time.
   */
  sscoPadron?: PadronEntry[];
  /**
   * SUNAT's «Listado de los padrones de los contribuyentes» with ind_padron "05" («Exportador de
   * Servicios») as the double knows it: RUCs. Empty by default, so an exportación de servicios
   * (operación 0201) is refused with 3097 unless its issuer is here, as SUNAT refuses it.
   * `control.setServiceExporters` / `addServiceExporters` change it at run time.
   */
  serviceExporters?: string[];
  /**
   * SUNAT's «Listado de certificados del emisor» as the double knows it: `{ ruc, certificate
   * (PEM or base64 DER), from?, to? }`. An issuer listed here signs only with its listed
   * certificates or its PSEs' (2325); one whose `to` (fecha de baja) is before the issue date
   * answers 2326. Empty by default. `control.setCertificates` / `addCertificates` at run time.
   */
  certificates?: CertificateRegistration[];
  /**
   * SUNAT's «Listado de contribuyentes asociados a los emisores», type PSE: `{ ruc (the issuer),
   * pse, from, to? }`. A designated PSE may sign (its certificate, 2325; its RUC in
   * SignatoryParty, 2078) and send (0154) for the issuer. `control.setPseDesignations` /
   * `addPseDesignations` at run time.
   */
  pseDesignations?: PseDesignation[];
  /** Answer as an OSE: its RUC and name in SenderParty/SignatoryParty. */
  ose?: { ruc: string; name: string };
  /** The CDR signer; generated at start when absent. */
  signingIdentity?: SigningIdentity;
  /**
   * Clients of the guía API (Menú SOL «Credenciales de API SUNAT»): client_id and client_secret.
   * SUNAT's beta client (GRE_BETA_CLIENT) is always known.
   */
  greClients?: GreClient[];
  /** expires_in of a guía API token, in seconds (default 3600, SUNAT's). */
  greTokenSeconds?: number;
  /** How long a guía ticket answers 98 on the double's clock, besides `pendingPolls` (default 0). */
  greTicketDelayMs?: number;
  /** Log one line per request to stderr. */
  log?: boolean;
}

export interface ResolvedOptions {
  accounts: Map<string, string>;
  registeredRucs: Set<string>;
  acceptAnyUser: boolean;
  rejectionsAs: 'cdr' | 'fault';
  acceptedResend: '1033' | 'cdr';
  facturaMaxDays: number;
  boletaMaxDays: number | null;
  voidedMaxDays: number;
  futureDays: number;
  disabledRules: Set<string>;
  isValidProductCode: (code: string) => boolean;
  reducedIgvPadron: PadronEntry[];
  sscoPadron: PadronEntry[];
  serviceExporters: string[];
  certificates: RegisteredCertificate[];
  pseDesignations: PseDesignation[];
  sender: { ruc: string; name: string };
  gre: GreSettings;
  log: boolean;
}

export const SUNAT_RUC = '20131312955';
export const BETA_USER = '20000000001MODDATOS';
export const BETA_PASSWORD = 'moddatos';

export function resolveOptions(options: SunatSimulatorOptions): ResolvedOptions {
  const accounts = new Map<string, string>([[BETA_USER, BETA_PASSWORD]]);
  for (const [user, password] of Object.entries(options.accounts ?? {})) accounts.set(user, password);
  return {
    accounts,
    registeredRucs: new Set(options.registeredRucs ?? []),
    acceptAnyUser: options.acceptAnyUser ?? false,
    rejectionsAs: options.rejectionsAs ?? 'cdr',
    acceptedResend: options.acceptedResend ?? '1033',
    facturaMaxDays: options.facturaMaxDays ?? 3,
    boletaMaxDays: options.boletaMaxDays === undefined ? 3 : options.boletaMaxDays,
    voidedMaxDays: options.voidedMaxDays ?? 7,
    futureDays: options.futureDays ?? 2,
    disabledRules: new Set(options.disabledRules ?? []),
    isValidProductCode:
      options.isValidProductCode ?? ((code) => /^\d{8}$/.test(code) && !code.endsWith('000000')),
    reducedIgvPadron: parsePadronEntries(options.reducedIgvPadron ?? []),
    sscoPadron: parsePadronEntries(options.sscoPadron ?? []),
    serviceExporters: parseRucList(options.serviceExporters ?? []),
    certificates: parseCertificateRegistrations(options.certificates ?? []),
    pseDesignations: parsePseDesignations(options.pseDesignations ?? []),
    sender: options.ose ?? { ruc: SUNAT_RUC, name: 'SUNAT' },
    gre: {
      clients: [GRE_BETA_CLIENT, ...(options.greClients ?? [])],
      tokenSeconds: options.greTokenSeconds ?? 3600,
      ticketDelayMs: options.greTicketDelayMs ?? 0,
    },
    log: options.log ?? false,
  };
}
