import type { DocumentsContext } from './documents-context.ts';
import type { DocumentSubscriber } from './document-announcement.ts';
import type { Queryable } from '../db/database.ts';
import { memberPublicIds } from '../companies/company-events.ts';

/** document_updated to every member's tabs: their lists and open documents go stale. */
export async function tellMembers(app: DocumentsContext, db: Queryable, companyId: string): Promise<void> {
  for (const publicId of await memberPublicIds(db, companyId))
    app.realtime.toUser(publicId, 'document_updated');
}

/** Any change of a company's documents goes stale in its members' tabs. */
export const tellMembersOf: DocumentSubscriber = (app, _documentIds, announcement) =>
  tellMembers(app, app.db, announcement.companyId);
