import { fileURLToPath } from 'node:url';
import { defineApp } from '@facturador/build-preset';

export default defineApp({
  name: 'shell',
  kind: 'host',
  port: 3000,
  runtimePlugins: [fileURLToPath(new URL('./src/federation/offline-remote-plugin.ts', import.meta.url))],
  prerender: './src/prerender/prerender.tsx',
  liveRender: './src/prerender/render-live.tsx',
});
