/** The final answer of a ticket: 0 accepted, 99 processed with errors, each with its CDR. */
export interface TicketResult {
  statusCode: '0' | '99';
  cdrZip: string;
}

interface Ticket {
  id: string;
  ruc: string;
  /** 98 answers left before it resolves. */
  pending: number;
  /** Computed once, on the poll that resolves it (registry and dates are checked then). */
  resolve: () => TicketResult;
  result?: TicketResult;
  /** Chaos (chaos.ts): 98 until this instant of the double's clock, whatever `pending` says. */
  stuckUntil?: number;
  /** Chaos: resolves 0 without a CDR, and what the summary says is never applied. */
  withoutCdr?: boolean;
}

/** Tickets of sendSummary, numbered sequentially from a seed so tests can predict them. */
export class Tickets {
  private readonly tickets = new Map<string, Ticket>();
  private next: number;

  constructor(private readonly seed: number) {
    this.next = seed;
  }

  create(ruc: string, pending: number, resolve: () => TicketResult): string {
    const id = String(this.next++);
    this.tickets.set(id, { id, ruc, pending, resolve });
    return id;
  }

  /** Chaos: the ticket answers 98 until `untilMs`, or resolves 0 without a CDR. */
  spoil(id: string, spoil: { stuckUntil?: number; withoutCdr?: boolean }): void {
    const ticket = this.tickets.get(id.trim());
    if (ticket) Object.assign(ticket, spoil);
  }

  /** SUNAT's batch ran: the ticket's result is decided now (its answer was lost, not its work). */
  settle(id: string): void {
    const ticket = this.tickets.get(id.trim());
    if (ticket && !ticket.result)
      ticket.result = ticket.withoutCdr ? { statusCode: '0', cdrZip: '' } : ticket.resolve();
  }

  /** null: unknown ticket (0127); 'pending': answer 98; else the final result. `now`: the double's clock. */
  poll(id: string, now = 0): TicketResult | 'pending' | null {
    const ticket = this.tickets.get(id.trim());
    if (!ticket) return null;
    if (ticket.result) return ticket.result;
    if (ticket.stuckUntil !== undefined && now < ticket.stuckUntil) return 'pending';
    if (ticket.withoutCdr) {
      ticket.result = { statusCode: '0', cdrZip: '' };
      return ticket.result;
    }
    if (ticket.pending > 0) {
      ticket.pending--;
      return 'pending';
    }
    ticket.result = ticket.resolve();
    return ticket.result;
  }

  clear(): void {
    this.tickets.clear();
    this.next = this.seed;
  }
}
