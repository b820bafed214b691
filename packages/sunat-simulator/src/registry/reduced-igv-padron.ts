/**
 * One row of SUNAT's «Listado de padrones con vigencia» with ind_padron "01" («Autorizado a IGV
 * 10%», the «Padrón de Tasa especial del IGV - Restaurantes y hoteles» of OBS-4439): num_ruc,
 * fec_inivig and the optional fec_finvig (YYYY-MM-DD, both inclusive).
 */
export interface PadronEntry {
  ruc: string;
  from: string;
  /** Absent while in force. */
  to?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks entries that arrive from options or /__control; throws with the first bad one. */
export function parsePadronEntries(value: unknown): PadronEntry[] {
  if (!Array.isArray(value)) throw new Error('entries debe ser una lista de { ruc, from, to? }');
  return value.map((raw: unknown) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    const { ruc, from, to } = e;
    if (typeof ruc !== 'string' || !/^\d{11}$/.test(ruc)) throw new Error(`RUC inválido: ${String(ruc)}`);
    if (typeof from !== 'string' || !DATE.test(from)) throw new Error(`from inválido: ${String(from)}`);
    if (to !== undefined && to !== null && (typeof to !== 'string' || !DATE.test(to))) {
      throw new Error(`to inválido: ${String(to)}`);
    }
    return typeof to === 'string' ? { ruc, from, to } : { ruc, from };
  });
}

/**
 * A padrón with validity periods: the double's copy of one of SUNAT's lists, empty unless options
 * or the control endpoint seed it, since SUNAT's own lists are not public data the double could
 * vendor. `reset()` returns to the seed.
 */
export class PadronWithValidity {
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

  /** Whether the RUC has an entry whose validity covers the date («comprendida en el rango de vigencia»). */
  covers(ruc: string, date: string): boolean {
    return this.entries.some((e) => e.ruc === ruc && e.from <= date && (e.to === undefined || date <= e.to));
  }
}

/** The padrón «Autorizado a IGV 10%» of OBS-4439. */
export class ReducedIgvPadron extends PadronWithValidity {}
