import { test, expect } from '@jest/globals';
test('native', async () => {
  const mod = process.getBuiltinModule?.('node:module') as typeof import('node:module');
  console.log('has getBuiltinModule', typeof process.getBuiltinModule, mod === require('node:module'));
  const nativeRequire = mod.createRequire(__filename);
  const { PGlite } = nativeRequire('@electric-sql/pglite');
  const db = await PGlite.create();
  const r = await db.query('select 1 as x');
  expect(r.rows).toEqual([{ x: 1 }]);
  await db.close();
  const fastifyPath = require.resolve('fastify');
  const lmr = require.resolve('light-my-request', { paths: [fastifyPath] });
  const cookiePath = require.resolve('cookie', { paths: [lmr] });
  console.log(lmr, cookiePath);
  const cookie = nativeRequire(cookiePath);
  console.log(Object.keys(cookie));
}, 30000);
