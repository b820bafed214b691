import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import {
  documentNumberIssue,
  emailSchema,
  isValidRuc,
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  rucCheckDigit,
  rucSchema,
  validationMessages,
} from '../src/index.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('email (SPEC.md §5)', () => {
  it('is required', () => {
    expect(firstIssue(emailSchema, '')).toBe('El email es requerido');
    expect(firstIssue(emailSchema, '   ')).toBe('El email es requerido');
    expect(firstIssue(emailSchema, undefined)).toBe('El email es requerido');
  });

  it('needs the basic pattern', () => {
    expect(firstIssue(emailSchema, 'ana@correo')).toBe('Ingresa un email válido');
    expect(firstIssue(emailSchema, 'ana correo@x.pe')).toBe('Ingresa un email válido');
  });

  it('is trimmed and lowercased before sending', () => {
    expect(emailSchema.parse('  Ana.Quispe@Correo.PE ')).toBe('ana.quispe@correo.pe');
  });
});

describe('password (SPEC.md §5, §9)', () => {
  it('has a minimum of 6', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(firstIssue(passwordSchema, 'Ab123')).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(firstIssue(passwordSchema, 'Ab1234')).toBeNull();
  });

  it('is required, and needs an uppercase and a lowercase letter', () => {
    expect(firstIssue(passwordSchema, '')).toBe('La contraseña es requerida');
    expect(firstIssue(passwordSchema, 'abcdef1')).toBe(validationMessages.passwordCase);
    expect(firstIssue(passwordSchema, 'ABCDEF1')).toBe(
      'La contraseña debe contener al menos una mayúscula y una minúscula',
    );
  });
});

describe('identity documents (SPEC.md §5)', () => {
  it('DNI is exactly 8 digits', () => {
    expect(documentNumberIssue('DNI', '12345678')).toBeNull();
    expect(documentNumberIssue('DNI', '1234567')).toBe('El DNI debe tener 8 dígitos');
    expect(documentNumberIssue('DNI', '123456789')).toBe('El DNI debe tener 8 dígitos');
    expect(documentNumberIssue('DNI', '1234567A')).toBe('El DNI debe tener 8 dígitos');
  });

  it('CE is 9 to 12 characters', () => {
    expect(documentNumberIssue('CE', '001234567')).toBeNull();
    expect(documentNumberIssue('CE', 'CE0012345678')).toBeNull();
    expect(documentNumberIssue('CE', '00123456')).toBe('El CE debe tener entre 9 y 12 dígitos');
    expect(documentNumberIssue('CE', '0012345678901')).toBe('El CE debe tener entre 9 y 12 dígitos');
  });
});

describe('RUC check digit (DOMAIN.md)', () => {
  it.each(['20512333797', '20607854247', '10054148289', '20000000001'])('accepts %s', (ruc) => {
    expect(isValidRuc(ruc)).toBe(true);
  });

  it('refuses a wrong check digit, a wrong prefix or a wrong length', () => {
    expect(firstIssue(rucSchema, '20512333798')).toBe('El RUC no es válido: revisa el dígito verificador');
    expect(firstIssue(rucSchema, '30512333797')).toBe(validationMessages.rucFormat);
    expect(firstIssue(rucSchema, '2051233379')).toBe(validationMessages.rucFormat);
  });

  it('turns a remainder giving 10 into 0 and 11 into 1', () => {
    // 2·5 + 1·2 = 12, r = 1, 11 - 1 = 10 → 0.
    expect(rucCheckDigit('2000000001')).toBe(0);
    // 2·5 + 6·2 = 22, r = 0, 11 - 0 = 11 → 1.
    expect(rucCheckDigit('2000000006')).toBe(1);
    // 2·5 = 10, r = 10, 11 - 10 = 1.
    expect(rucCheckDigit('2000000000')).toBe(1);
  });
});
