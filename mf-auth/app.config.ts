import { defineApp } from '@facturador/build-preset/define-app';

export default defineApp({
  name: 'mf_auth',
  kind: 'remote',
  port: 3002,
  exposes: { './routes': './src/app/routes.ts' },
  prerender: './src/app/prerender.tsx',
});
