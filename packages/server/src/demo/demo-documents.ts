import type { DocumentInputDraft } from '@facturador/contracts';
import { documentInputSchema, limaDate } from '@facturador/contracts';
import type { Clock } from '../auth/clock.ts';
import type { Database, Queryable } from '../db/database.ts';
import { dispatchDocument } from '../documents/dispatch-document.ts';
import { dispatchSummary } from '../documents/dispatch-summary.ts';
import type { DocumentsContext } from '../documents/documents-context.ts';
import { issueDocument } from '../documents/issue-document.ts';
import { startVoid } from '../documents/void-document.ts';
import { DEMO_BUYERS, DEMO_PRODUCTS } from './demo-sales.ts';
import type { DemoRandom } from './demo-random.ts';

/** A clock the seed moves to each moment of the history (only forwards, as time goes). */
interface SeedClock extends Clock {
  moveTo(at: Date): void;
}

function seedClock(): SeedClock {
  let current = 0;
  return {
    now: () => new Date(current),
    // Nothing periodic runs on the seed's clock: the server's own jobs keep the real one.
    every: () => () => {},
    moveTo(at) {
      // A step back would date a document before the one numbered ahead of it.
      if (at.getTime() < current) throw new Error(`demo history went back to ${at.toISOString()}`);
      current = at.getTime();
    },
  };
}

/** The seed's open transaction as the database the documents code expects: its steps join the seed's. */
function seedDatabase(kind: Database['kind'], tx: Queryable): Database {
  return {
    kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (work) => work(tx),
    close: async () => {},
  };
}

/** The SUNAT double's control endpoint (loopback only): the seed moves its clock with the history's. */
async function setDoubleClock(controlUrl: string, at: Date | null): Promise<void> {
  const answer = await fetch(controlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'clock', at: at?.toISOString() ?? null }),
  });
  if (!answer.ok) throw new Error(`SUNAT double control answered ${answer.status}`);
}

async function injectDoubleFault(controlUrl: string, kind: 'http500'): Promise<void> {
  const answer = await fetch(controlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'fault', fault: { kind, times: 1, operations: ['sendBill'] } }),
  });
  if (!answer.ok) throw new Error(`SUNAT double control answered ${answer.status}`);
}

export interface IssuedDemoDocument {
  id: string;
  status: string;
  input: DocumentInputDraft;
  number: number;
}

/**
 * The demo company's documents, issued at the moments of its history through the engine a person
 * uses (numbered, signed, sent to the SUNAT double, its CDR read and stored, a token spent each)
 * rather than inserted: every number in its series and every token in its ledger is a document
 * that exists (issue 28, item 12). Only against the SUNAT double the server names: nothing the
 * seed issues may reach SUNAT or an OSE.
 */
export class DemoDocuments {
  private readonly clock = seedClock();
  private readonly context: DocumentsContext;
  private readonly controlUrl: string;
  private doubleMovedTo = '';

  private constructor(
    server: DocumentsContext,
    simulatorUrl: string,
    tx: Queryable,
    private readonly companyId: string,
    private readonly userId: string,
  ) {
    this.controlUrl = new URL('/__control', simulatorUrl).href;
    this.context = {
      ...server,
      db: seedDatabase(server.db.kind, tx),
      clock: this.clock,
      // The history's buyers got their copies back then: no e-mail leaves at a start.
      documentDispatch: { ...server.documentDispatch, inBackground: () => {} },
    };
  }

  /** Null when the server names no SUNAT double: then the demo company has no history of documents. */
  static open(
    server: DocumentsContext | undefined,
    tx: Queryable,
    companyId: string,
    userId: string,
  ): DemoDocuments | null {
    const simulatorUrl = server?.env.SUNAT_SIMULATOR_URL;
    return server && simulatorUrl ? new DemoDocuments(server, simulatorUrl, tx, companyId, userId) : null;
  }

  /** Hands the double its own clock back. */
  async close(): Promise<void> {
    await setDoubleClock(this.controlUrl, null);
  }

  private async moveTo(at: Date): Promise<void> {
    this.clock.moveTo(at);
    // The double only needs the day right (its date windows); once per day is enough.
    const day = limaDate(at);
    if (day === this.doubleMovedTo) return;
    await setDoubleClock(this.controlUrl, this.clock.now());
    this.doubleMovedTo = day;
  }

  async issue(at: Date, draft: Omit<DocumentInputDraft, 'issueDate'>): Promise<IssuedDemoDocument> {
    await this.moveTo(at);
    const input = documentInputSchema.parse({ ...draft, issueDate: limaDate(this.clock.now()) });
    const { documentId } = await issueDocument(this.context, {
      companyId: this.companyId,
      userId: this.userId,
      input,
    });
    const status = (await dispatchDocument(this.context, documentId, { first: true })) ?? 'signed';
    const [row] = await this.context.db.query<{ number: number }>(
      'SELECT number FROM documents WHERE id = $1',
      [documentId],
    );
    return { id: documentId, status, input, number: Number(row!.number) };
  }

  /** A day's sales: `count` facturas and boletas to the shop's usual buyers, a few minutes apart. */
  async sell(at: Date, count: number, random: DemoRandom): Promise<IssuedDemoDocument[]> {
    const issued: IssuedDemoDocument[] = [];
    for (let index = 0; index < count; index += 1)
      issued.push(await this.issue(new Date(at.getTime() + index * 17 * 60_000), saleOf(random)));
    return issued;
  }

  /** Sent while SUNAT's service failed: the send waits for the job, which `sendAgain` plays later. */
  async issueDuringOutage(
    at: Date,
    draft: Omit<DocumentInputDraft, 'issueDate'>,
  ): Promise<IssuedDemoDocument> {
    await this.moveTo(at);
    await injectDoubleFault(this.controlUrl, 'http500');
    return this.issue(at, draft);
  }

  /** The job's later attempt at a document whose send failed. */
  async sendAgain(at: Date, documentId: string): Promise<string | null> {
    await this.moveTo(at);
    return dispatchDocument(this.context, documentId);
  }

  /** Voids a document (RA or RC status 3) and follows the ticket until SUNAT answers. */
  async voidDocument(at: Date, documentId: string, reason: string): Promise<string> {
    await this.moveTo(at);
    const summaryId = await startVoid(this.context, this.companyId, documentId, reason);
    let status: string | null = null;
    for (let poll = 0; poll < 10 && status !== 'accepted' && status !== 'rejected'; poll += 1) {
      await this.moveTo(new Date(this.clock.now().getTime() + 60_000));
      status = await dispatchSummary(this.context, summaryId);
    }
    if (status !== 'accepted') throw new Error(`demo void of ${documentId} ended ${status}`);
    return status;
  }
}

/** One sale: a factura to a business (about a third) or a boleta to a person or "varios". */
export function saleOf(random: DemoRandom): Omit<DocumentInputDraft, 'issueDate'> {
  const toBusiness = random.next() < 0.35;
  const buyer = toBusiness ? random.pick(DEMO_BUYERS.businesses) : random.pick(DEMO_BUYERS.people);
  const lines = Array.from({ length: random.int(1, 4) }, () => {
    const product = random.pick(DEMO_PRODUCTS);
    // Six of the dearest four lines stay under S/ 700: a boleta to "varios" needs no document below it.
    return { ...product, quantity: String(random.int(1, 6)) };
  });
  return {
    documentType: toBusiness ? '01' : '03',
    series: toBusiness ? 'F001' : 'B001',
    currency: 'PEN',
    customer: buyer,
    lines,
  };
}
