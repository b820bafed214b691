import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { profileKeys, setSessionUser, toClientUser } from '@facturador/auth-api';
import { serverProfileSchema } from '@facturador/contracts';
import { RENDERED_SESSION_ATTRIBUTE, type RenderedSessionDocument } from '@facturador/federation';

/**
 * A page rendered on the server with the person's session (docs/decisions/0039) carries the
 * profile the API confirmed and the queries the page was rendered with. The app starts from
 * them: the session is known at once (no second profile check within SESSION_STALE_AFTER_MS,
 * no loading state over the page), and the page's queries are in the cache, fresh for their
 * staleTime, so nothing is fetched twice. Read once and removed: a later visit asks the API.
 */
export function adoptRenderedSession(queryClient: QueryClient): void {
  const element = document.querySelector(`script[${RENDERED_SESSION_ATTRIBUTE}]`);
  const text = element?.textContent;
  element?.remove();
  if (!text) return;
  let rendered: RenderedSessionDocument;
  try {
    rendered = JSON.parse(text) as RenderedSessionDocument;
  } catch {
    return;
  }
  const profile = serverProfileSchema.safeParse(rendered.profile);
  if (!profile.success || typeof rendered.checkedAt !== 'number') return;
  hydrate(queryClient, rendered.queries as DehydratedState);
  queryClient.setQueryData(profileKeys.current(), profile.data, { updatedAt: rendered.checkedAt });
  setSessionUser(toClientUser(profile.data), rendered.checkedAt);
}
