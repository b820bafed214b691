import {
  PRERENDER_STATE_GLOBAL,
  PRERENDERED_PATH_ATTRIBUTE,
  type PrerenderedInteractions,
} from '@facturador/federation';
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
  if (!path || !main) return;
  // Text already typed is part of what the person sees: keep it in the copy.
  for (const field of main.querySelectorAll('input, textarea')) {
    if (field instanceof HTMLTextAreaElement) field.textContent = field.value;
    else if (field instanceof HTMLInputElement) field.setAttribute('value', field.value);
  }
  prerendered = { path, html: main.innerHTML, container };
}

/**
 * Called once the remote's own page has rendered: replays what the person did on the
 * prerendered markup, later loads show the usual spinner, and `#root` loses its prerendered
 * mark, which tells anyone watching (tests too) that the page answers clicks and input.
 */
export function releasePrerenderedPage(): void {
  if (!prerendered) return;
  prerendered.container.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  prerendered = null;
  const globals = window as unknown as Record<string, PrerenderedInteractions | undefined>;
  const interactions = globals[PRERENDER_STATE_GLOBAL];
  delete globals[PRERENDER_STATE_GLOBAL];
  if (interactions) replay(interactions);
}

function replay({ values, focus, clicks, submits }: PrerenderedInteractions): void {
  for (const [id, value] of Object.entries(values)) {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeInto(field, value);
  }
  if (focus) document.getElementById(focus)?.focus();
  for (const selector of clicks) document.querySelector<HTMLElement>(selector)?.click();
  for (const selector of submits) document.querySelector<HTMLFormElement>(selector)?.requestSubmit();
}

/** Sets a controlled field's value the way typing does, so React's onChange sees it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What a remote's page shows while its code loads. */
export function PageFallback({ pathname }: { pathname: string }) {
  if (prerendered?.path !== pathname) return <PageLoading />;
  return (
    <div
      data-prerendered-copy=""
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: prerendered.html }}
    />
  );
}
