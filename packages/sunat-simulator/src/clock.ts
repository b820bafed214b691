/**
 * The clock SUNAT compares dates with. By default it follows the base clock; `set` freezes it at
 * an instant and `advance` moves it (frozen or not), so date-window tests need no real waiting.
 */
export class Clock {
  private fixed: number | undefined;
  private offset = 0;

  constructor(private readonly base: () => Date = () => new Date()) {}

  now = (): Date => new Date(this.fixed ?? this.base().getTime() + this.offset);

  set(at: Date | string | number | null): void {
    this.fixed = at === null ? undefined : new Date(at).getTime();
    if (at === null) this.offset = 0;
  }

  advance(ms: number): void {
    if (this.fixed !== undefined) this.fixed += ms;
    else this.offset += ms;
  }
}
