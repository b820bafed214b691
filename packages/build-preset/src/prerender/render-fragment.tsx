import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The HTML of `element` once every lazy part has loaded, preceded by the `<style
 * data-emotion>` tags its emotion styles need. In the browser, emotion adopts those tags
 * (same key, same class names), so the live page reuses them instead of inserting again.
 */
export async function renderFragment(element: ReactNode): Promise<string> {
  const cache = createCache({ key: 'css' });
  // Collect the styles in the cache instead of rendering a <style> before each element.
  cache.compat = true;
  const { prelude } = await prerender(<CacheProvider value={cache}>{element}</CacheProvider>);
  const html = await new Response(prelude).text();
  const server = createEmotionServer(cache);
  const chunks = server.extractCriticalToChunks(html);
  return server.constructStyleTagsFromChunks(chunks) + chunks.html;
}
