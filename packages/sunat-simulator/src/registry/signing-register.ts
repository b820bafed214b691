import { readCertificate, sameCertificate, type CertificateId } from '../signature/signing-certificate.ts';

/**
 * One row of SUNAT's «Listado de certificados del emisor» (sheets v20260212, Listados): num_ruc,
 * the certificate's ID (num_id_ca, num_id_cd), fec_alta and fec_baja. Given to the double as the
 * certificate itself (PEM or base64 DER), from which it reads the ID.
 */
export interface CertificateRegistration {
  ruc: string;
  certificate: string;
  /** fec_alta, YYYY-MM-DD. */
  from?: string;
  /** fec_baja, YYYY-MM-DD: a document issued after it answers 2326. */
  to?: string;
}

/** What the double keeps of a registration: the ID, never the certificate. */
export interface RegisteredCertificate extends CertificateId {
  ruc: string;
  from?: string;
  to?: string;
}

/**
 * One row of SUNAT's «Listado de contribuyentes asociados a los emisores» with
 * ind_tip_asociacion 1 (PSE): the issuer (num_ruc) designated the PSE (num_ruc_asociado) from
 * fec_inicio; fec_fin is the day the issuer asked for the baja.
 */
export interface PseDesignation {
  /** The issuer. */
  ruc: string;
  /** The PSE it designated. */
  pse: string;
  from: string;
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RUC = /^\d{11}$/;

function field(raw: unknown): Record<string, unknown> {
  return (raw ?? {}) as Record<string, unknown>;
}

function date(value: unknown, name: string, required: boolean): string | undefined {
  if (value === undefined || value === null) {
    if (required) throw new Error(`${name} inválido: ${String(value)}`);
    return undefined;
  }
  if (typeof value !== 'string' || !DATE.test(value)) throw new Error(`${name} inválido: ${String(value)}`);
  return value;
}

function ruc(value: unknown, name = 'RUC'): string {
  if (typeof value !== 'string' || !RUC.test(value)) throw new Error(`${name} inválido: ${String(value)}`);
  return value;
}

const withDates = <T extends object>(entry: T, from?: string, to?: string) => ({
  ...entry,
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** Checks registrations that arrive from options or /__control; throws with the first bad one. */
export function parseCertificateRegistrations(value: unknown): RegisteredCertificate[] {
  if (!Array.isArray(value))
    throw new Error('entries debe ser una lista de { ruc, certificate, from?, to? }');
  return value.map((raw: unknown) => {
    const e = field(raw);
    const id = typeof e.certificate === 'string' ? readCertificate(e.certificate) : null;
    if (!id) throw new Error(`certificate inválido para el RUC ${String(e.ruc)}: PEM o base64 DER`);
    return withDates(
      { ruc: ruc(e.ruc), issuer: id.issuer, serialNumber: id.serialNumber },
      date(e.from, 'from', false),
      date(e.to, 'to', false),
    );
  });
}

/** Checks designations that arrive from options or /__control; throws with the first bad one. */
export function parsePseDesignations(value: unknown): PseDesignation[] {
  if (!Array.isArray(value)) throw new Error('entries debe ser una lista de { ruc, pse, from, to? }');
  return value.map((raw: unknown): PseDesignation => {
    const e = field(raw);
    const to = date(e.to, 'to', false);
    return {
      ruc: ruc(e.ruc),
      pse: ruc(e.pse, 'RUC del PSE'),
      from: date(e.from, 'from', true)!,
      ...(to ? { to } : {}),
    };
  });
}

/**
 * The last day a designation still counts after its baja: «La relación PSE y emisor, se considera
 * vigente hasta el 7mo día calendario del mes siguiente» to fec_fin (ERR-0154, General).
 */
export function designationLastDay(to: string): string {
  const [year, month] = to.split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `${String(next.year).padStart(4, '0')}-${String(next.month).padStart(2, '0')}-07`;
}

/**
 * The double's copies of SUNAT's two lists about who signs: each issuer's certificates and the
 * PSEs each issuer designated. Empty unless options or the control endpoint seed them (SUNAT's
 * lists are not public data); `reset()` returns to the seed.
 */
export class SigningRegister {
  private certificates: RegisteredCertificate[];
  private designations: PseDesignation[];

  constructor(
    private readonly seedCertificates: readonly RegisteredCertificate[] = [],
    private readonly seedDesignations: readonly PseDesignation[] = [],
  ) {
    this.certificates = [...seedCertificates];
    this.designations = [...seedDesignations];
  }

  setCertificates(entries: readonly RegisteredCertificate[]): void {
    this.certificates = [...entries];
  }

  addCertificates(entries: readonly RegisteredCertificate[]): void {
    this.certificates.push(...entries);
  }

  setDesignations(entries: readonly PseDesignation[]): void {
    this.designations = [...entries];
  }

  addDesignations(entries: readonly PseDesignation[]): void {
    this.designations.push(...entries);
  }

  listCertificates(): RegisteredCertificate[] {
    return [...this.certificates];
  }

  listDesignations(): PseDesignation[] {
    return [...this.designations];
  }

  reset(): void {
    this.certificates = [...this.seedCertificates];
    this.designations = [...this.seedDesignations];
  }

  certificatesOf(ruc: string): RegisteredCertificate[] {
    return this.certificates.filter((entry) => entry.ruc === ruc);
  }

  /** The registration of this certificate under the RUC, if any. */
  findCertificate(ruc: string, id: CertificateId): RegisteredCertificate | undefined {
    return this.certificates.find((entry) => entry.ruc === ruc && sameCertificate(entry, id));
  }

  /** The PSEs the issuer has designated, in force on `date` (YYYY-MM-DD). */
  designatedPses(issuer: string, date: string): string[] {
    const pses = this.designations
      .filter((d) => d.ruc === issuer && d.from <= date && (!d.to || date <= designationLastDay(d.to)))
      .map((d) => d.pse);
    return [...new Set(pses)];
  }

  /** Whether SUNAT's lists, as the double has them, say anything of this issuer. */
  knows(issuer: string): boolean {
    return (
      this.certificates.some((entry) => entry.ruc === issuer) ||
      this.designations.some((entry) => entry.ruc === issuer)
    );
  }
}
