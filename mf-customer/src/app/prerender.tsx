import type { Prerender } from '@facturador/build-preset/prerender';
import { sessionPagesIndex } from '@facturador/federation';
import { routes } from './routes.ts';
import { SESSION_PAGES } from './session-pages.ts';

/**
 * pages.json for the shell's static server: which of this remote's pages it renders per
 * request with the person's session (render-live.tsx, docs/decisions/0039).
 */
const prerender: Prerender = () =>
  Promise.resolve(sessionPagesIndex(__FACTURADOR_BUILD__.id, routes, Object.keys(SESSION_PAGES)));

export default prerender;
