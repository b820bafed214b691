import { defineApp } from '@facturador/build-preset/define-app';

export default defineApp({
  name: 'mf_customer',
  kind: 'remote',
  port: 3003,
  exposes: { './routes': './src/app/routes.ts' },
  prerender: './src/app/prerender.tsx',
  liveRender: './src/app/render-live.tsx',
});
