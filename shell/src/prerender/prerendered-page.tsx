import { PRERENDERED_PATH_ATTRIBUTE } from '@facturador/federation';
import { PageLoading } from '../pages/page-loading.tsx';

/** The page the static server sent already rendered (docs/decisions/0010), until it is live. */
let prerendered: { path: string; html: string; container: HTMLElement } | null = null;

/**
 * Keeps the prerendered page's markup before React replaces the document's content, so it
 * stays on screen while the remote that owns it loads: no blank, no spinner, no shift.
 */
export function keepPrerenderedPage(container: HTMLElement): void {
  const path = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  const main = container.querySelector('main');
  prerendered = path && main ? { path, html: main.innerHTML, container } : null;
}

/**
 * Called once the remote's own page has rendered: later loads show the usual spinner, and
 * `#root` loses its prerendered mark, which tells anyone watching (tests too) that the page
 * now answers clicks and input.
 */
export function releasePrerenderedPage(): void {
  prerendered?.container.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  prerendered = null;
}

/** What a remote's page shows while its code loads. */
export function PageFallback({ pathname }: { pathname: string }) {
  if (prerendered?.path !== pathname) return <PageLoading />;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered.html }} />;
}
