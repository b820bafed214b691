/*
 * The package's face. Its modules import each other directly (never this file), so the barrel
 * closes no circle: the types every module shares live in remote-routes.ts.
 */
export * from './remote-routes.ts';
export { defineRemoteRoutes } from './define-remote-routes.ts';
export { lazyPage } from './lazy-page.ts';
export * from './prerender-contract.ts';
export * from './contract/index.ts';
