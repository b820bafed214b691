import type { Prerender } from '@facturador/build-preset/prerender';
import { PAGES_INDEX, type PrerenderedPages } from '@facturador/federation';
import { routes } from './routes.ts';
import { SESSION_PAGES } from './session-pages.ts';

/**
 * pages.json for the shell's static server: which of this remote's pages it renders per
 * request with the person's session (render-live.tsx, docs/decisions/0039). None is written
 * as HTML at build time: every one of them shows a person's own data.
 */
const prerender: Prerender = () => {
  const index: PrerenderedPages = {
    build: __FACTURADOR_BUILD__.id,
    pages: routes
      .filter((route) => route.path in SESSION_PAGES)
      .map((route) => ({
        path: route.path,
        title: route.title,
        description: route.description,
        session: true,
      })),
  };
  return Promise.resolve({ [PAGES_INDEX]: JSON.stringify(index) });
};

export default prerender;
