import { jest } from '@jest/globals';
import { nativeRequire } from './native-require.ts';

/**
 * ESM-only packages the server imports (and those that load ESM-only ones: @fastify/cookie → cookie 2, @fastify/swagger-ui → content-disposition 3), loaded by Node itself (see native-require.ts).
 * Import this module before anything from src that reaches them.
 */
jest.doMock('jose', () => nativeRequire('jose'));
jest.doMock('@fastify/cookie', () => nativeRequire('@fastify/cookie'));
jest.doMock('@fastify/swagger-ui', () => nativeRequire('@fastify/swagger-ui'));
