#!/usr/bin/env node
// Runs the TypeScript build CLI through tsx so apps need no compiled copy of the preset.
import { tsImport } from 'tsx/esm/api';

await tsImport('../src/cli.ts', import.meta.url);
