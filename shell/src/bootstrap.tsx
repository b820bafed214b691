import { createRoot } from 'react-dom/client';
import { registerConsumer, sessionStore } from '@facturador/auth-api';
import { App } from './app/app.tsx';
import { messages } from './app/messages.ts';
import { loadRuntimeConfig } from './config/load-runtime-config.ts';
import { registerConfiguredRemotes } from './federation/register-remotes.ts';
import { startSession } from './session/start-session.ts';

registerConsumer('shell', sessionStore);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

try {
  const config = await loadRuntimeConfig();
  registerConfiguredRemotes(config);
  startSession(config);
  createRoot(container).render(<App config={config} />);
} catch (error) {
  console.error(error);
  container.textContent = messages.bootFailure;
}
