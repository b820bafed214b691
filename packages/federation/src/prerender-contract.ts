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
  /** The URL path, exact (no parameters). */
  path: string;
  /** The fragment's file, relative to the build's `prerender/` folder. */
  file: string;
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
  mounts: { remote: string; layout: string; paths: string[]; guestOnly?: boolean }[];
  /** The cookie a signed-in browser sends with every request to the shell's origin. */
  sessionCookie?: string;
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
export interface PrerenderedInteractions {
  /** Field id → the text typed into it. */
  values: Record<string, string>;
  /** Checkbox or radio id → whether it was left checked. */
  checked: Record<string, boolean>;
  /** The id of the field that had the focus. */
  focus: string | null;
  /** Selectors (`#id` or `[aria-label="…"]`) of controls clicked, and forms submitted. */
  clicks: string[];
  submits: string[];
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
