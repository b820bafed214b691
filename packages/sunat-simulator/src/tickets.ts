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

  /** null: unknown ticket (0127); 'pending': answer 98; else the final result. */
  poll(id: string): TicketResult | 'pending' | null {
    const ticket = this.tickets.get(id.trim());
    if (!ticket) return null;
    if (ticket.result) return ticket.result;
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
