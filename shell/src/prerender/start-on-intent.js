/*
 * Inlined by the static server into a prerendered page instead of the shell's script tags
 * (docs/decisions/0010), as written here: a function expression the server calls with the
 * shell's script URLs. The page is complete as a document, so the app's scripts run at the
 * first sign of a person (pointer, touch, key, wheel or focus), not while the page loads.
 * Until the app takes over, what the person does on prerendered markup is recorded in
 * window.__facturadorPrerender (PrerenderedInteractions of @facturador/federation) for the
 * live page to replay: text typed, boxes ticked, the focused field, clicks on controls, forms
 * submitted (never sent natively).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- a function expression, called where it is inlined
(function startOnIntent(scripts) {
  const state = { values: {}, checked: {}, focus: null, clicks: [], submits: [] };
  window.__facturadorPrerender = state;
  const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'];
  const options = { capture: true, passive: true };
  let started = false;
  function start(event) {
    // The browser focusing an `autofocus` field as the page loads is not a person (one who
    // clicks or tabs there has pressed something first).
    if (started || (event.type === 'focusin' && event.target.hasAttribute?.('autofocus'))) return;
    started = true;
    intents.forEach((type) => removeEventListener(type, start, options));
    scripts.forEach((src) => {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
    });
  }
  intents.forEach((type) => addEventListener(type, start, options));
  // A tab in the middle of its sign-up (the code step, which mf-auth's register page keeps in
  // sessionStorage) is not a first visit: the prerendered form is the wrong step, so the app
  // starts at once and shows where the person is.
  try {
    if (location.pathname === '/register' && sessionStorage.getItem('facturador.pending-verification'))
      start({ type: 'load', target: null });
  } catch {
    // Storage refused: the page starts at the first sign of a person, as any other.
  }

  // Only what happens on prerendered markup is recorded: the document's own until React
  // replaces it, then the copy the shell shows until the remote's page is live.
  const original = document.querySelector('#root > :not(style)');
  const prerendered = (target) =>
    target instanceof Element &&
    ((original !== null && original.isConnected && original.contains(target)) ||
      target.closest('[data-prerendered-copy]') !== null);
  const selectorOf = (element) => {
    if (!element) return null;
    if (element.id) return '#' + CSS.escape(element.id);
    const label = element.getAttribute('aria-label');
    return label ? '[aria-label="' + label.replace(/"/g, '\\"') + '"]' : null;
  };
  addEventListener(
    'click',
    (event) => {
      const target = event.target;
      // Links work as they are (the next page is prerendered too); a submit button's click
      // becomes a submit event, recorded below.
      if (!prerendered(target) || target.closest('a[href]')) return;
      const control = target.closest('button:not([type="submit"]), [role="button"], summary');
      const selector = selectorOf(control);
      if (selector) state.clicks.push(selector);
    },
    true,
  );
  addEventListener(
    'submit',
    (event) => {
      if (!prerendered(event.target)) return;
      event.preventDefault();
      const selector = selectorOf(event.target);
      if (selector) state.submits.push(selector);
    },
    true,
  );
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!prerendered(field) || !field.id) return;
      // The field typed into has the focus, even when the browser's autofocus put it there
      // before this script listened for focusin.
      state.focus = field.id;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
        state.checked[field.id] = field.checked;
      else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
        state.values[field.id] = field.value;
    },
    true,
  );
  addEventListener(
    'focusin',
    (event) => {
      if (prerendered(event.target) && event.target.id) state.focus = event.target.id;
    },
    true,
  );
});
