#!/usr/bin/env node
// Runs the TypeScript build CLI through tsx so apps need no compiled copy of the preset.
// The workspace's base tsconfig applies to every file it loads, the apps' prerender modules
// (JSX) and the workspace packages they import included.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

await tsImport('../src/cli.ts', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../../../tsconfig.base.json', import.meta.url)),
});
