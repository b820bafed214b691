/**
 * The suite's apps: folder, Module Federation name and default port (ARCHITECTURE.md).
 * Plain JavaScript so that `npm start` runs it before any dependency is installed.
 */
export const APPS = [
  { dir: 'shell', name: 'shell', port: 3000 },
  { dir: 'mf-public', name: 'mf_public', port: 3001 },
  { dir: 'mf-auth', name: 'mf_auth', port: 3002 },
  { dir: 'mf-customer', name: 'mf_customer', port: 3003 },
  { dir: 'mf-admin', name: 'mf_admin', port: 3004 },
];

export const API_PORT = 4000;

export const REMOTES = APPS.filter((app) => app.name !== 'shell');
