/*
 * Inlined by the static server into a prerendered page instead of the shell's script tags
 * (docs/decisions/0010), as written here: a function expression the server calls with the
 * shell's script URLs. The page is complete as a document, so the app's scripts run at the
 * first sign of a person (pointer, touch, key, wheel or focus), not while the page loads.
 * Until the app takes over, what the person does on prerendered markup is recorded in
 * window.__facturadorPrerender (PrerenderedInteractions of @facturador/federation) for the
 * live page to replay: text typed, options chosen, boxes ticked, the focused field and its
 * selection, clicks on controls, forms submitted (never sent natively) and whether by Enter.
 *
 * On a page rendered with a person's session (docs/decisions/0039) it is also called with
 * `live` (StarterLiveOptions): it opens the realtime socket itself, with a plain WebSocket
 * speaking socket.io's protocol (Engine.IO 4), so that a live event reaches the page within
 * moments of its load without anyone acting. An event starts the app and is kept in
 * window.__facturadorLive (PrerenderedLiveEvents) for it; so does anything that ends the
 * socket (a refused token, an outage), for the app to decide with its own rules (decision 23).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- a function expression, called where it is inlined
(function startOnIntent(scripts, live) {
  const state = { values: {}, checked: {}, focus: null, selection: null, clicks: [], submits: [] };
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
  if (live) listen(live);
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
  // Enter in a field submits the form natively (between its keydown and its keyup), and the
  // submit event says nothing of it: its submitter is the form's button either way. A live form
  // may answer that Enter otherwise than a press of its button (Emitir asks before sending), so
  // the submit is recorded with the Enter, for the live page to replay the key and not the button.
  let enter = null;
  addEventListener(
    'keydown',
    (event) => {
      const field = event.target;
      if (event.key !== 'Enter' || event.isComposing) return;
      enter =
        prerendered(field) && field.id
          ? {
              field: field.id,
              ctrlKey: event.ctrlKey,
              metaKey: event.metaKey,
              shiftKey: event.shiftKey,
              altKey: event.altKey,
            }
          : null;
    },
    true,
  );
  addEventListener('keyup', (event) => event.key === 'Enter' && (enter = null), true);
  addEventListener(
    'submit',
    (event) => {
      if (!prerendered(event.target)) return;
      event.preventDefault();
      const form = selectorOf(event.target);
      const key = enter && event.target.contains(document.getElementById(enter.field)) ? enter : null;
      enter = null;
      if (form) state.submits.push({ form, enter: key });
    },
    true,
  );
  // A press that began on prerendered markup and is released after the app replaced that
  // markup (the document by the copy, the copy by the live page) gets no click from the
  // browser: the element pressed is gone. Released on the same control in the new markup, it
  // is that click, made once the browser has shown it sends none.
  const pressable = 'button, [role="button"], summary, a[href], label, input';
  const signatureOf = (control) =>
    [
      control.tagName,
      control.type,
      control.id,
      control.getAttribute('aria-label'),
      control.textContent.trim(),
    ].join('|');
  let press = null;
  addEventListener(
    'pointerdown',
    (event) => {
      const control = prerendered(event.target) ? event.target.closest(pressable) : null;
      press = control && { control, signature: signatureOf(control) };
    },
    true,
  );
  addEventListener('pointercancel', () => (press = null), true);
  addEventListener(
    'pointerup',
    (event) => {
      const pressed = press;
      press = null;
      if (!pressed || pressed.control.isConnected || !(event.target instanceof Element)) return;
      const control = event.target.closest(pressable);
      if (!control || signatureOf(control) !== pressed.signature) return;
      let clicked = false;
      const seen = (click) => (clicked ||= control.contains(click.target));
      addEventListener('click', seen, true);
      setTimeout(() => {
        removeEventListener('click', seen, true);
        if (!clicked) control.click();
      });
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
      else if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        // A filter chosen in a list before the app is up (the Listado's) is applied once it is.
        field instanceof HTMLSelectElement
      )
        state.values[field.id] = field.value;
      recordSelection(field);
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
  // The caret and the text selected in a field (fired at the field, or at the document in
  // browsers that do not fire it at fields, where the focused field is the one).
  addEventListener(
    'selectionchange',
    (event) => recordSelection(event.target === document ? document.activeElement : event.target),
    true,
  );
  function recordSelection(field) {
    // Fields without a selection (e-mail, number, select, checkbox) have a null selectionStart.
    if (!prerendered(field) || !field.id || typeof field.selectionStart !== 'number') return;
    state.selection = {
      id: field.id,
      start: field.selectionStart,
      end: field.selectionEnd,
      direction: field.selectionDirection,
    };
  }

  function listen({ api, cookie, namespace }) {
    const events = { events: [], handle: null, close: () => undefined };
    window.__facturadorLive = events;
    const startFor = (type) => start({ type, target: null });
    const token = document.cookie
      .split('; ')
      .find((part) => part.startsWith(cookie + '='))
      ?.slice(cookie.length + 1);
    if (!token || typeof WebSocket !== 'function') return startFor('live');
    const url = new URL('/socket.io/?EIO=4&transport=websocket', api);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    let closed = false;
    events.close = () => {
      closed = true;
      socket.close();
    };
    // The rendered app bar tells support staff and tests whether live updates are flowing (the
    // app's own, once it is live, says so for its own socket).
    const header = document.querySelector('header[data-realtime]');
    const mark = (state) => header?.isConnected && header.setAttribute('data-realtime', state);
    const prefix = (type) => '4' + type + namespace + ',';
    socket.onmessage = ({ data }) => {
      if (data === '2') return socket.send('3'); // Engine.IO ping → pong
      if (data.startsWith('0'))
        return socket.send(prefix('0') + JSON.stringify({ token: decodeURIComponent(token) }));
      if (data.startsWith(prefix('0'))) return mark('connected');
      if (data.startsWith(prefix('2'))) {
        const [, payload] = JSON.parse(data.slice(prefix('2').length));
        if (events.handle) return events.handle(payload);
        events.events.push(payload);
        return startFor('live');
      }
      // A refusal (44) or the server's disconnection (41): the app decides what follows.
      if (data.startsWith(prefix('4')) || data.startsWith(prefix('1'))) socket.close();
    };
    socket.onclose = () => {
      if (closed) return;
      mark('disconnected');
      startFor('live');
    };
  }
});
