/**
 * What prerendering builds write and the shell's static server reads (docs/decisions/0010).
 * A remote writes `prerender/pages.json` and one HTML fragment per page; the shell writes
 * `prerender/layouts.json` and each layout with PAGE_OUTLET where a page goes.
 */
export const PRERENDER_FOLDER = 'prerender';
export const PAGES_INDEX = 'pages.json';
export const LAYOUTS_INDEX = 'layouts.json';
export const PAGE_OUTLET = '<div data-prerender-outlet=""></div>';
/** The `#root` attribute naming the path a served document was prerendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

export interface PrerenderedPage {
  /**
   * The URL path, exact; a `session` page's may have `:name` segments (a document's detail),
   * matched by matchRoutePath of @facturador/contracts.
   */
  path: string;
  /**
   * The fragment's file, relative to the build's `prerender/` folder; absent for a page that
   * is only rendered per request with a person's session (`session`).
   */
  file?: string;
  title?: string;
  description?: string;
  /**
   * The page shows the answer of this public API path (RemoteRoute.liveData). The shell's
   * server fetches it per request and has the remote's server render the page with it
   * (liveRenderFile); `file` is the page without the answer, served when that fails, and
   * the app then starts as soon as the document loads to fetch it. Every other page starts
   * the app at the first sign of a person.
   */
  liveData?: string;
  /**
   * A signed-in page, rendered per request with the person's session by the remote's server
   * (RenderWithSession, docs/decisions/0039); without a valid session the plain shell is served.
   */
  session?: true;
}

export interface PrerenderedPages {
  /** The build that rendered them; the fragment carries it as `data-build` too. */
  build: string;
  pages: PrerenderedPage[];
}

/**
 * A remote's module that renders its live pages at request time, bundled for Node next to its
 * fragments and named after the build in pages.json, so a redeployed build's module is a new
 * one; its server answers `POST prerender/render` with it (LiveRenderRequest).
 */
export const liveRenderFile = (build: string) => `server.${build}.mjs`;
export const LIVE_RENDER_ENDPOINT = 'render';
export interface LiveRenderRequest {
  path: string;
  /** The API's answer to the page's `liveData` path, as the API sent it. */
  answer: unknown;
}
/** What a liveRenderFile module default-exports: the page's fragment, or null if the request does not fit. */
export type LiveRender = (request: LiveRenderRequest) => Promise<string | null>;

/**
 * `POST prerender/render-session`: a signed-in page rendered by its remote's server with the
 * person's session (docs/decisions/0039). Asked only by the shell's server, after the API has
 * confirmed the session (`profile`); the remote's module fetches the page's data with the
 * access token through the page's own queries and answers the fragment and those queries'
 * dehydrated state. The token is used for those calls and never stored or written anywhere.
 */
export const SESSION_RENDER_ENDPOINT = 'render-session';
export interface SessionRenderRequest {
  path: string;
  apiBaseUrl: string;
  accessToken: string;
  /** The API's answer to GET /users/profile for this token. */
  profile: unknown;
  /** When the API answered it (ms since epoch). */
  checkedAt: number;
}
export interface SessionRender {
  html: string;
  /** TanStack Query's dehydrated state of the queries the page was rendered with. */
  queries: unknown;
}
/** What a live-render module exports as `renderWithSession`; null when it does not render that page. */
export type RenderWithSession = (request: SessionRenderRequest) => Promise<SessionRender | null>;

/**
 * What the shell's live-render module exports as `renderLayout`: a layout as HTML around
 * PAGE_OUTLET for this person, or null when the path is not theirs to see as it is (a redirect,
 * a modal, a 403): the plain shell then decides in the browser.
 */
export type RenderLayout = (request: {
  layout: string;
  path: string;
  profile: unknown;
  checkedAt: number;
}) => Promise<string | null>;

/**
 * A document rendered with a person's session carries what it was rendered with in
 * `<script type="application/json" data-rendered-session>`: the app starts from it (the
 * session store and the query cache) instead of asking the API again.
 */
export const RENDERED_SESSION_ATTRIBUTE = 'data-rendered-session';
export interface RenderedSessionDocument {
  profile: unknown;
  checkedAt: number;
  queries: unknown;
}

/**
 * On a page rendered with a session, the starter listens to the realtime socket until the
 * app's own takes over: events that arrive before the app is live are kept here (and start
 * the app); once it is live, `handle` receives them, and `close` ends the starter's socket.
 */
export const LIVE_EVENTS_GLOBAL = '__facturadorLive';
/** What the static server hands the starter on a page rendered with a session. */
export interface StarterLiveOptions {
  /** The API's base URL (config.json's `apiBaseUrl`). */
  api: string;
  /** The cookie holding the access token the socket's handshake sends. */
  cookie: string;
  namespace: string;
}
export interface PrerenderedLiveEvents {
  events: unknown[];
  handle: ((payload: unknown) => void) | null;
  close(): void;
}

/**
 * A document whose page was rendered with an API answer carries the answer in
 * `<script type="application/json" data-live-answer="/path">`, so the live page starts from
 * it instead of asking again.
 */
export const LIVE_ANSWER_ATTRIBUTE = 'data-live-answer';

export interface PrerenderedLayouts {
  /** The document title of a page; `%s` is the page's title. */
  titleTemplate: string;
  /** Layout name → its HTML file in `prerender/`. */
  layouts: Record<string, string>;
  /**
   * Which remote's paths are shown in which layout. A guest-only mount (the sign-in pages) is
   * not prerendered for a request that carries `sessionCookie`: the app must start at once
   * to send a signed-in person on, not show them a form to sign in.
   */
  mounts: { remote: string; layout: string; paths: string[]; guestOnly?: boolean; signedIn?: boolean }[];
  /** The cookie a signed-in browser sends with every request to the shell's origin. */
  sessionCookie?: string;
  /**
   * The cookie holding the access token: a signed-in mount's page is rendered per request with
   * it (docs/decisions/0039), its layout by the shell's own `renderModule` (RenderLayout).
   */
  accessCookie?: string;
  renderModule?: string;
  /**
   * The realtime socket's namespace: on a page rendered with a session, the starter listens
   * there until the app takes over (LIVE_EVENTS_GLOBAL).
   */
  realtimeNamespace?: string;
  /**
   * A file holding a function expression `(scripts: string[]) => void` that the server
   * inlines instead of the shell's script tags on pages that start the app on intent.
   */
  starter?: string;
}

/**
 * What a person did on a prerendered page before the app took it over, recorded by the
 * shell's starter under `window[PRERENDER_STATE_GLOBAL]` and replayed by the live page.
 */
export const PRERENDER_STATE_GLOBAL = '__facturadorPrerender';
export interface PrerenderedSelection {
  id: string;
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}
export interface PrerenderedInteractions {
  /** Field id → the text typed into it, or the option chosen in a `<select>`. */
  values: Record<string, string>;
  /** Checkbox or radio id → whether it was left checked. */
  checked: Record<string, boolean>;
  /** The id of the field that had the focus. */
  focus: string | null;
  /**
   * The text selected (or the caret) in the focused field, so a person who selected «1» to
   * type over it types over it still when the markup under their hands is replaced.
   */
  selection: PrerenderedSelection | null;
  /** Selectors (`#id` or `[aria-label="…"]`) of controls clicked. */
  clicks: string[];
  submits: PrerenderedSubmit[];
}
/** A form submitted on prerendered markup: by Enter in one of its fields, or by its button. */
export interface PrerenderedSubmit {
  /** The form's selector, as a click's. */
  form: string;
  /** The Enter that submitted it, pressed in the field of this id; null for a button's submit. */
  enter: {
    field: string;
    ctrlKey: boolean;
    metaKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
  } | null;
}

/** A value of config.json, written into prerendered HTML and filled in when served. */
export function configPlaceholder(path: string): string {
  return `{{config:${path}}}`;
}
/** config.json's support contacts (SPEC.md §9), as placeholders for prerendered pages. */
export const SUPPORT_PLACEHOLDERS = {
  email: configPlaceholder('support.email'),
  whatsapp: configPlaceholder('support.whatsapp'),
};
export const CONFIG_PLACEHOLDER = /\{\{config:([\w.]+)\}\}/g;

/**
 * A remote's pages.json when its only prerendered pages are the signed-in ones rendered per
 * request (docs/decisions/0039): no fragment is written at build time, since every one of them
 * shows a person's own data. `sessionPaths` are the exact paths the remote renders this way.
 */
export function sessionPagesIndex(
  build: string,
  routes: readonly Pick<PrerenderedPage, 'path' | 'title' | 'description'>[],
  sessionPaths: readonly string[],
): Record<typeof PAGES_INDEX, string> {
  const index: PrerenderedPages = {
    build,
    pages: routes
      .filter((route) => sessionPaths.includes(route.path))
      .map(({ path, title, description }) => ({ path, title, description, session: true })),
  };
  return { [PAGES_INDEX]: JSON.stringify(index) };
}
