import {
  PRERENDER_STATE_GLOBAL,
  PRERENDERED_PATH_ATTRIBUTE,
  type PrerenderedInteractions,
} from '@facturador/federation';
import { PageLoading } from '../pages/page-loading.tsx';

/** What the person did on prerendered markup, recorded by the shell's starter. */
const recordedInteractions = () =>
  (window as unknown as Record<string, PrerenderedInteractions | undefined>)[PRERENDER_STATE_GLOBAL];

/** The page the static server sent already rendered (docs/decisions/0010), until it is live. */
let prerendered: { path: string; html: string; container: HTMLElement } | null = null;

/**
 * Keeps the prerendered page's markup before React replaces the document's content, so it
 * stays on screen while the remote that owns it loads: no blank, no spinner, no shift.
 */
export function keepPrerenderedPage(container: HTMLElement): void {
  const path = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  // The remote's page itself (defineRemoteRoutes marks it), not the layout around it: the
  // live layout renders again around the copy.
  const page = container.querySelector('main [data-remote]');
  if (!path || !page) return;
  // Text already typed, options chosen and boxes ticked are part of what the person sees: keep
  // them in the copy.
  for (const field of page.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLTextAreaElement) field.textContent = field.value;
    else if (field instanceof HTMLSelectElement)
      for (const option of field.options) option.toggleAttribute('selected', option.selected);
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      field.toggleAttribute('checked', field.checked);
    else if (field instanceof HTMLInputElement) field.setAttribute('value', field.value);
  }
  prerendered = { path, html: page.outerHTML, container };
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
  const interactions = recordedInteractions();
  delete (window as unknown as Record<string, unknown>)[PRERENDER_STATE_GLOBAL];
  if (interactions) replay(interactions);
}

function replay({ values, checked, focus, clicks, submits }: PrerenderedInteractions): void {
  for (const [id, value] of Object.entries(values)) {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typeInto(field, value);
    else if (field instanceof HTMLSelectElement) chooseIn(field, value);
  }
  for (const [id, on] of Object.entries(checked)) {
    const box = document.getElementById(id);
    // A click, as the person's was: the live box's own handler sees it.
    if (box instanceof HTMLInputElement && box.checked !== on) box.click();
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

/** Chooses an option the way a person does, so React's onChange (a `change` event) sees it. */
function chooseIn(field: HTMLSelectElement, value: string): void {
  if (field.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The copy as the person left the document's own markup: React renders it a moment after
 * keepPrerenderedPage read it, and what was typed meanwhile, and the focus, must not be lost.
 */
function catchUp(copy: HTMLDivElement | null): void {
  const interactions = recordedInteractions();
  if (!copy || !interactions) return;
  const field = (id: string) => copy.querySelector(`#${CSS.escape(id)}`);
  for (const [id, value] of Object.entries(interactions.values)) {
    const input = field(id);
    if (input instanceof HTMLSelectElement) input.value = value;
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) continue;
    // Through a different value, so the caret lands at the end of the text as it was while the
    // person typed: the copy's markup already holds the value, and setting an equal one leaves
    // the caret at the start, where the next keystrokes would go (an e-mail field has no
    // setSelectionRange to put it back).
    input.value = '';
    input.value = value;
  }
  for (const [id, on] of Object.entries(interactions.checked)) {
    const box = field(id);
    if (box instanceof HTMLInputElement) box.checked = on;
  }
  const focused = interactions.focus ? field(interactions.focus) : null;
  if (focused instanceof HTMLElement && document.activeElement !== focused) focused.focus();
}

/** What a remote's page shows while its code loads. */
export function PageFallback({ pathname }: { pathname: string }) {
  if (prerendered?.path !== pathname) return <PageLoading />;
  return (
    <div
      ref={catchUp}
      data-prerendered-copy=""
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: prerendered.html }}
    />
  );
}
