export { defineApp, type AppDefinition } from './app-definition.ts';
export { createRspackConfig, type ConfigOptions } from './rspack-config.ts';
export { sharedDependencies, installedVersion, SINGLETON_PACKAGES } from './shared-dependencies.ts';
export { precompressDirectory } from './precompress.ts';
