import type * as NodeModule from 'node:module';
import { runInThisContext } from 'node:vm';

/**
 * Node's own `require`, outside Jest's module registry.
 *
 * Jest on Node 20 runs test code as CommonJS inside a vm context that supports neither
 * dynamic `import()` (PGlite's Node build uses it to load its WebAssembly and `node:module`)
 * nor `require()` of an ES module (fastify's `inject` needs light-my-request → cookie 2,
 * which ships ESM only). Modules loaded through this function are compiled by Node itself,
 * where both work (Node ≥ 20.19). The code below runs in the worker's real context, whose
 * `process.getBuiltinModule` is Node's and not Jest's sandboxed copy.
 */
const realModule = runInThisContext("process.getBuiltinModule('node:module')") as typeof NodeModule;

export const nativeRequire: NodeJS.Require = realModule.createRequire(__filename);
