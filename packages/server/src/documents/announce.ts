import type { DocumentsContext } from './documents-context.ts';
import type { DocumentAnnouncement, DocumentSubscriber } from './document-announcement.ts';
import { mailBuyerOnAcceptance } from './document-mail.ts';
import { tellPayerOfRefund } from './document-tokens.ts';
import { tellMembersOf } from './tell-members.ts';
import { deliverQueued } from './deliver-soon.ts';

/** A send without a verdict is worth a line in the log, with what only the log keeps. */
const logNoVerdict: DocumentSubscriber = (app, [documentId], announcement) => {
  if (announcement.kind === 'no-verdict')
    app.log.warn(
      { documentId, attempt: announcement.attempt, detail: announcement.detail },
      'SUNAT gave no verdict; the send will be retried',
    );
};

/** Every consumer, in the order they hear: none of them can change what was recorded. */
const SUBSCRIBERS: readonly DocumentSubscriber[] = [
  logNoVerdict,
  tellMembersOf,
  deliverQueued,
  tellPayerOfRefund,
  mailBuyerOnAcceptance,
];

/**
 * Tells everyone who cares that `documentId` (or a summary's documents) changed, after the change
 * is committed: the members' tabs, the payer whose token came back, the webhooks, the buyer's
 * e-mail and the log. Settling records; this is the only fan-out.
 */
export async function announce(
  app: DocumentsContext,
  documentId: string | readonly string[],
  announcement: DocumentAnnouncement,
): Promise<void> {
  const documentIds = typeof documentId === 'string' ? [documentId] : documentId;
  for (const subscriber of SUBSCRIBERS) await subscriber(app, documentIds, announcement);
}
