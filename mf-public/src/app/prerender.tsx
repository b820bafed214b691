import type { Prerender } from '@facturador/build-preset/prerender';
import { PAGES_INDEX, type PrerenderedPages } from '@facturador/federation';
import { renderPage } from './render-page.tsx';
import { routes } from './routes.ts';

/**
 * Every page of this remote as HTML, written at build time for the shell's static server to
 * send before any script runs (docs/decisions/0010). Redeploying mf-public redeploys them.
 * A live page's file is its form without the API's answer, for when render-live.tsx cannot
 * be used.
 */
const prerender: Prerender = async () => {
  const files: Record<string, string> = {};
  const index: PrerenderedPages = { build: __FACTURADOR_BUILD__.id, pages: [] };
  for (const route of routes) {
    const file = `${route.path === '/' ? 'index' : route.path.slice(1)}.html`;
    files[file] = await renderPage(route);
    index.pages.push({
      path: route.path,
      file,
      title: route.title,
      description: route.description,
      liveData: route.liveData,
    });
  }
  files[PAGES_INDEX] = JSON.stringify(index);
  return files;
};

export default prerender;
