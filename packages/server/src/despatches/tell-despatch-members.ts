import { memberPublicIds } from '../companies/company-events.ts';
import type { DocumentsContext } from '../documents/documents-context.ts';

/**
 * despatch_updated to every member's tabs: their list of guías and an open guía go stale, so its
 * ticket's state shows as SUNAT gives it, without polling (documents do the same with
 * document_updated, documents/tell-members.ts).
 */
export async function tellDespatchMembers(app: DocumentsContext, companyId: string): Promise<void> {
  for (const publicId of await memberPublicIds(app.db, companyId))
    app.realtime.toUser(publicId, 'despatch_updated');
}
