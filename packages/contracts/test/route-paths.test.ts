import { describe, expect, it } from '@jest/globals';
import { findRoutePattern, matchRoutePath } from '../src/routes.ts';

const DETAIL = '/app/comprobantes/:companyId/:documentId';

describe('matchRoutePath', () => {
  it('gives each :name segment its value, decoded', () => {
    expect(matchRoutePath(DETAIL, '/app/comprobantes/c-1/d%202')).toEqual({
      companyId: 'c-1',
      documentId: 'd 2',
    });
  });

  it('refuses another length, another literal segment, an empty or badly encoded value', () => {
    expect(matchRoutePath(DETAIL, '/app/comprobantes/c-1')).toBeNull();
    expect(matchRoutePath(DETAIL, '/app/comprobantes/c-1/d-2/pdf')).toBeNull();
    expect(matchRoutePath(DETAIL, '/app/empresas/c-1/d-2')).toBeNull();
    expect(matchRoutePath(DETAIL, '/app/comprobantes//d-2')).toBeNull();
    expect(matchRoutePath(DETAIL, '/app/comprobantes/c-1/%E0%A4%A')).toBeNull();
  });
});

describe('findRoutePattern', () => {
  it('takes the exact path before a pattern that would also hold it', () => {
    const patterns = ['/app/comprobantes/:section', '/app/comprobantes/emitir'];
    expect(findRoutePattern(patterns, '/app/comprobantes/emitir')).toEqual({
      pattern: '/app/comprobantes/emitir',
      params: {},
    });
    expect(findRoutePattern(patterns, '/app/comprobantes/clientes')).toEqual({
      pattern: '/app/comprobantes/:section',
      params: { section: 'clientes' },
    });
    expect(findRoutePattern(patterns, '/app/mis-planes')).toBeUndefined();
  });
});
