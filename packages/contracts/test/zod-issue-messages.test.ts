import { beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { configureSpanishValidation } from '../src/index.ts';

/** The message of the first issue a schema raises for an input. */
const messageOf = (schema: z.ZodType, input: unknown): string => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected an issue');
  return parsed.error.issues[0]!.message;
};

describe('every issue zod can raise is said in Spanish, naming its limit (issue 43)', () => {
  beforeAll(() => configureSpanishValidation());

  it.each<[string, z.ZodType, unknown, string]>([
    ['invalid_type (missing)', z.object({ a: z.string() }), {}, 'Es requerido'],
    ['invalid_type (NaN)', z.number(), Number.NaN, 'Debe ser un número'],
    ['invalid_type (text)', z.number(), 'diez', 'Debe ser un número'],
    ['too_big (string)', z.string().max(100), 'x'.repeat(101), 'Debe tener como máximo 100 caracteres'],
    ['too_big (number)', z.number().max(100), 101, 'Debe ser como máximo 100'],
    [
      'too_big (array)',
      z.array(z.number()).max(1000),
      Array(1001).fill(1),
      'Admite como máximo 1000 elementos',
    ],
    ['too_small (string)', z.string().min(3), 'ab', 'Debe tener al menos 3 caracteres'],
    ['too_small (number, exclusive)', z.number().positive(), 0, 'Debe ser mayor que 0'],
    ['invalid_format (date)', z.iso.date(), '2026-13-01', 'Debe ser una fecha con formato AAAA-MM-DD'],
    ['invalid_format (email)', z.email(), 'no', 'Debe ser un email válido'],
    ['invalid_format (regex)', z.string().regex(/^\d+$/), 'a', 'El formato no es válido'],
    ['invalid_format (starts_with)', z.string().startsWith('F'), 'B001', 'Debe empezar con «F»'],
    ['not_multiple_of', z.number().multipleOf(5), 7, 'Debe ser múltiplo de 5'],
    [
      'unrecognized_keys',
      z.strictObject({ a: z.string() }),
      { a: 'x', detraccion: {} },
      'Campo no reconocido: detraccion. Revisa cómo se escribe',
    ],
    ['invalid_value', z.enum(['PEN', 'USD']), 'EUR', 'Debe ser uno de estos valores: PEN, USD'],
    [
      'invalid_union',
      z.union([z.string(), z.number()]),
      true,
      'No corresponde a ninguna de las formas admitidas',
    ],
    ['invalid_key', z.record(z.string().max(1), z.string()), { bb: 'x' }, 'Una de las claves no es válida'],
    [
      'invalid_element',
      z.map(z.object({}), z.number()),
      new Map([[{}, 'x']]),
      'Uno de los elementos no es válido',
    ],
    ['custom', z.string().refine(() => false), 'x', 'El valor no es válido'],
  ])('%s', (_code, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('names several unknown fields at once, and leaves a schema’s own message alone', () => {
    expect(messageOf(z.strictObject({}), { a: 1, b: 2 })).toBe(
      'Campos no reconocidos: a, b. Revisa cómo se escriben',
    );
    expect(messageOf(z.string().max(2, 'Demasiado largo'), 'abc')).toBe('Demasiado largo');
  });
});
