import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { cookieTokenStore, loadRuntimeConfig, registerConsumer, sessionStore } from '@facturador/auth-api';
import { App } from './app/app.tsx';
import { messages } from './app/messages.ts';
import { startLoadingRemoteFor } from './federation/load-remote-routes.ts';
import { registerConfiguredRemotes } from './federation/register-remotes.ts';
import { adoptLiveEvents } from './prerender/live-events.ts';
import { keepPrerenderedPage } from './prerender/prerendered-page.tsx';
import { adoptRenderedSession } from './prerender/rendered-session.ts';
import { queryClient } from './query/query-client.ts';
import { startSession } from './session/start-session.ts';

registerConsumer('shell', sessionStore);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

try {
  // Once, for the whole suite: every remote reads it from @facturador/auth-api.
  const config = await loadRuntimeConfig();
  registerConfiguredRemotes(config);
  startLoadingRemoteFor(location.pathname, cookieTokenStore().getRefreshToken() !== null);
  // Before the session starts: a page rendered with it needs no second profile check.
  adoptRenderedSession(queryClient);
  startSession(config);
  adoptLiveEvents();
  keepPrerenderedPage(container);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so taking over a prerendered
  // page does not block input (Lighthouse's total blocking time) while React builds the app.
  startTransition(() => root.render(<App config={config} />));
} catch (error) {
  console.error(error);
  container.textContent = messages.bootFailure;
}
