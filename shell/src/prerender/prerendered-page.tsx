import {
  PRERENDER_STATE_GLOBAL,
  PRERENDERED_PATH_ATTRIBUTE,
  type PrerenderedInteractions,
  type PrerenderedSelection,
  type PrerenderedSubmit,
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
  // Read now, not from the last selectionchange, which the browser may not have dispatched yet.
  const interactions = recordedInteractions();
  const focused = document.activeElement;
  if (interactions && page.contains(focused)) interactions.selection = selectionOf(focused);
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
  // After React's effects, as the person's own input would come: a value typed into a field
  // inside them is committed only once they end, and a selection put back before that would be
  // lost when the field's value is written again.
  if (interactions) queueMicrotask(() => replay(interactions));
}

function replay({ values, checked, focus, selection, clicks, submits }: PrerenderedInteractions): void {
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
  const focused = focus ? document.getElementById(focus) : null;
  focused?.focus();
  select(focused, selection);
  for (const selector of clicks) document.querySelector<HTMLElement>(selector)?.click();
  // One submit a form, as a live form takes one (its button is disabled while it sends): replayed
  // together, before the form renders again, a second would send the same document twice.
  const forms = new Set<string>();
  for (const recorded of submits) {
    if (forms.has(recorded.form)) continue;
    forms.add(recorded.form);
    submit(recorded);
  }
}

/**
 * Submits the form as the person did. Enter in a field is that Enter, pressed in the live
 * field: the live form decides, as it would have, whether it submits or asks first (Emitir
 * asks); only if nothing took the key does the form submit, as the browser does.
 */
function submit({ form: selector, enter }: PrerenderedSubmit): void {
  const form = document.querySelector(selector);
  if (!(form instanceof HTMLFormElement)) return;
  if (!enter) return form.requestSubmit();
  const field = document.getElementById(enter.field);
  // The field is gone: the key cannot be pressed where it was, and a submit by the button could
  // skip a question the Enter would have met. Nothing is sent; the form is there to send.
  if (!field || !form.contains(field)) return;
  const { ctrlKey, metaKey, shiftKey, altKey } = enter;
  const key = new KeyboardEvent('keydown', {
    key: 'Enter',
    code: 'Enter',
    bubbles: true,
    cancelable: true,
    ctrlKey,
    metaKey,
    shiftKey,
    altKey,
  });
  if (field.dispatchEvent(key)) form.requestSubmit();
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
  select(focused, interactions.selection);
}

function selectionOf(field: Element | null): PrerenderedSelection | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  const { id, selectionStart: start, selectionEnd: end, selectionDirection: direction } = field;
  // Fields without a selection (e-mail, number, checkbox) have none to keep.
  if (!id || start === null || end === null) return null;
  return { id, start, end, direction: direction ?? 'none' };
}

/**
 * Puts back the text the person had selected, or their caret, in the field that replaced theirs:
 * focusing a new field puts the caret at its start, where «3» typed over a selected «1» would
 * make «31».
 */
function select(field: Element | null, selection: PrerenderedSelection | null): void {
  if (!selection || field?.id !== selection.id) return;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  // Only over the text it was made on: text typed since moved the caret to its end.
  if (selection.end > field.value.length) return;
  field.setSelectionRange(selection.start, selection.end, selection.direction);
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
