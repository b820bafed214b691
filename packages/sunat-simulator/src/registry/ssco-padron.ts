import type { PadronEntry } from './reduced-igv-padron.ts';

/**
 * The double's copy of SUNAT's «Listado de padrones con vigencia» rows with ind_padron "02"
 * («Sujetos sin capacidad operativa (SSCO)», ERR-1086): num_ruc, fec_inivig, fec_finvig, the same
 * row shape as the reduced-IGV padrón (parsePadronEntries checks both). Empty unless options or the
 * control endpoint seed it: SUNAT publishes no file of it the double could vendor. `reset()`
 * returns to the seed.
 */
export class SscoPadron {
  private entries: PadronEntry[];

  constructor(private readonly seed: readonly PadronEntry[] = []) {
    this.entries = [...seed];
  }

  set(entries: readonly PadronEntry[]): void {
    this.entries = [...entries];
  }

  add(entries: readonly PadronEntry[]): void {
    this.entries.push(...entries);
  }

  list(): PadronEntry[] {
    return [...this.entries];
  }

  reset(): void {
    this.entries = [...this.seed];
  }

  /** Whether the RUC's validity in the list covers the date («comprendida en el rango de vigencia»). */
  covers(ruc: string, date: string): boolean {
    return this.entries.some((e) => e.ruc === ruc && e.from <= date && (e.to === undefined || date <= e.to));
  }
}
