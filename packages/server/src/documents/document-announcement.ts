import type { SettledVerdict } from '@facturador/einvoice';
import type { DocumentsContext } from './documents-context.ts';

/**
 * What happened to documents of one company, told once it is committed. The change itself (and
 * the webhook deliveries it queues, in its transaction) is already recorded: the announcement only
 * lets whoever cares hear of it.
 */
export type DocumentAnnouncement =
  /** SUNAT's verdict on a document's send. */
  | {
      kind: 'verdict';
      companyId: string;
      status: SettledVerdict['status'];
      deliveries: readonly string[];
      /** Whose token came back with an exception, or null. */
      refundedTo: string | null;
      /** The buyer's e-mail on the document: most have none, and then nothing is mailed. */
      buyerEmail: string | null;
    }
  /** A send without a verdict: it goes again after a back-off. `detail` is technical, for the log. */
  | { kind: 'no-verdict'; companyId: string; attempt: number; detail: string }
  /** SUNAT's verdict on a baja, carried to the documents of its lines. */
  | { kind: 'summary-verdict'; companyId: string; deliveries: readonly string[] };

/** One consumer of announcements: the members' tabs, the payer, webhooks, the buyer's mail, the log. */
export type DocumentSubscriber = (
  app: DocumentsContext,
  documentIds: readonly string[],
  announcement: DocumentAnnouncement,
) => Promise<void> | void;
