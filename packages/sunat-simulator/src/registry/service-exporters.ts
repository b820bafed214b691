/**
 * The double's copy of SUNAT's «Listado de los padrones de los contribuyentes» rows with
 * ind_padron "05" («Exportador de Servicios», Listados sheet), read by ERR-3097: num_ruc only, as
 * that listing has no validity dates (the «padrones con vigencia» hold only 01 and 02). Empty
 * unless options or the control endpoint seed it; `reset()` returns to the seed.
 */
export class ServiceExporters {
  private rucs: Set<string>;

  constructor(private readonly seed: readonly string[] = []) {
    this.rucs = new Set(seed);
  }

  set(rucs: readonly string[]): void {
    this.rucs = new Set(rucs);
  }

  add(rucs: readonly string[]): void {
    for (const ruc of rucs) this.rucs.add(ruc);
  }

  list(): string[] {
    return [...this.rucs];
  }

  reset(): void {
    this.rucs = new Set(this.seed);
  }

  has(ruc: string): boolean {
    return this.rucs.has(ruc);
  }
}

/** Checks RUCs that arrive from options or /__control; throws with the first bad one. */
export function parseRucList(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Error('rucs debe ser una lista de RUC');
  return value.map((ruc: unknown) => {
    if (typeof ruc !== 'string' || !/^\d{11}$/.test(ruc)) throw new Error(`RUC inválido: ${String(ruc)}`);
    return ruc;
  });
}
