/** What SUNAT knows about one number: (RUC, type, series, number). */
export interface RegistryEntry {
  ruc: string;
  type: string;
  series: string;
  number: number;
  /** accepted (0 or ≥4000), rejected (2000–3999, the number is burned) or voided (RA / RC status 3). */
  status: 'accepted' | 'rejected' | 'voided';
  /** ds:DigestValue of the document received; absent for boletas informed only through an RC. */
  hash?: string;
  responseCode: string;
  /** The CDR zip (base64) that getStatusCdr answers. */
  cdrZip?: string;
  cdrName?: string;
  issueDate?: string;
  receivedAt: string;
  via: 'sendBill' | 'RC' | 'seed' | 'gre';
}

export const registryKey = (ruc: string, type: string, series: string, number: number): string =>
  `${ruc}|${type}|${series.toUpperCase()}|${number}`;

/**
 * SUNAT's register, in memory and per process: restarting the double forgets everything, which is
 * what tests want; `reset()` does the same without restarting.
 */
export class Registry {
  private readonly documents = new Map<string, RegistryEntry>();
  /** Summary files (RC/RA) already presented, by RUC|ID: SUNAT's 2223 / 2324. */
  private readonly summaries = new Set<string>();

  get(ruc: string, type: string, series: string, number: number): RegistryEntry | undefined {
    return this.documents.get(registryKey(ruc, type, series, number));
  }

  put(entry: RegistryEntry): void {
    this.documents.set(registryKey(entry.ruc, entry.type, entry.series, entry.number), entry);
  }

  list(): RegistryEntry[] {
    return [...this.documents.values()];
  }

  hasSummary(ruc: string, id: string): boolean {
    return this.summaries.has(`${ruc}|${id}`);
  }

  addSummary(ruc: string, id: string): void {
    this.summaries.add(`${ruc}|${id}`);
  }

  clear(): void {
    this.documents.clear();
    this.summaries.clear();
  }
}
