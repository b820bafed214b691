import { defineApp } from '@facturador/build-preset/define-app';

export default defineApp({
  name: 'mf_admin',
  kind: 'remote',
  port: 3004,
  exposes: { './routes': './src/app/routes.ts' },
  prerender: './src/app/prerender.tsx',
  liveRender: './src/app/render-live.tsx',
});
