import { attemptDelivery } from '../webhooks/webhook-delivery.ts';
import type { DocumentSubscriber } from './document-announcement.ts';
import type { DocumentsContext } from './documents-context.ts';

/**
 * The first attempt of deliveries just queued, right after their transaction commits, without
 * holding up the caller (the answer, the job's next document). Whatever fails here is
 * retried by the webhook job, which finds the delivery still pending and due.
 */
export function deliverSoon(app: DocumentsContext, deliveryIds: readonly string[]): void {
  if (deliveryIds.length === 0) return;
  app.documentDispatch.inBackground(async () => {
    for (const id of deliveryIds) await attemptDelivery(app, id);
  }, 'webhook delivery');
}

/** The deliveries a document's change queued in its transaction, attempted once it is announced. */
export const deliverQueued: DocumentSubscriber = (app, _documentIds, announcement) => {
  if (announcement.kind !== 'no-verdict') deliverSoon(app, announcement.deliveries);
};
