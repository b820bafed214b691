import { beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import {
  bulkRequestSchema,
  configureSpanishValidation,
  endpoints,
  openObjects,
  v1DocumentListQuerySchema,
} from '../src/index.ts';

/**
 * Issue 43, «strict inputs»: every request the API takes refuses a field it does not know, by
 * name and in Spanish, instead of dropping it (a misspelled «detraccion» stored a legal document
 * without its detracción). Walks every body and query endpoints.ts declares, and /v1's own, so
 * that a new schema written with a plain z.object fails here.
 */
/** The public lookup's download link ignores a chat's or a network's tracking parameters. */
const OPEN_ON_PURPOSE = new Set(['downloadPublicDocumentPdf query']);
const requests = [
  ...Object.entries(endpoints).flatMap(([name, endpoint]) =>
    (['body', 'query'] as const).flatMap((part) => {
      const schema = (endpoint as { body?: z.ZodType; query?: z.ZodType })[part];
      return schema && !OPEN_ON_PURPOSE.has(`${name} ${part}`) ? [[`${name} ${part}`, schema] as const] : [];
    }),
  ),
  ['/v1 bulk body (JSON)', bulkRequestSchema] as const,
  ['/v1 list query', v1DocumentListQuerySchema] as const,
];

describe('every request schema refuses properties it does not know (issue 43)', () => {
  beforeAll(() => configureSpanishValidation());

  it('walks a body or query for each call that takes one', () => {
    expect(requests.length).toBeGreaterThan(60);
  });

  it.each(requests)('%s: no object takes unknown properties, at any depth', (_name, schema) => {
    const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    expect(openObjects(jsonSchema)).toEqual([]);
  });

  it.each(requests)('%s: an unknown property is refused by name, in Spanish', (_name, schema) => {
    const parsed = schema.safeParse({ campoDesconocido: 'x' });
    expect(parsed.success).toBe(false);
    const unknown = parsed.error!.issues.filter((issue) => issue.code === 'unrecognized_keys');
    // A union (the bulk body) reports it inside its object branch.
    const nested = parsed.error!.issues.flatMap((issue) =>
      issue.code === 'invalid_union' ? issue.errors.flat() : [],
    );
    const messages = [...unknown, ...nested.filter((issue) => issue.code === 'unrecognized_keys')].map(
      (issue) => issue.message,
    );
    expect(messages).toContain('Campo no reconocido: campoDesconocido. Revisa cómo se escribe');
  });
});
