import { z } from 'zod';
import {
  CE_MAX_LENGTH,
  CE_MIN_LENGTH,
  DNI_LENGTH,
  EMAIL_CODE_LENGTH,
  IDENTITY_DOCUMENT_TYPES,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { validationMessages as m } from './messages.ts';
import { hasRucShape, isValidRuc } from './ruc.ts';

/** The basic {email} pattern of SPEC.md §5. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md §5: required, trimmed, basic pattern; lowercased and trimmed before sending. */
export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .regex(EMAIL_PATTERN, m.emailInvalid)
  .transform((email) => email.toLowerCase());

/** SPEC.md §5: required, at least 6, one uppercase and one lowercase letter. */
export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .refine((password) => /[A-ZÁÉÍÓÚÑ]/.test(password) && /[a-záéíóúñ]/.test(password), m.passwordCase);

/** Sign-in checks only presence: the rules apply when a password is chosen, not typed. */
export const loginPasswordSchema = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired);

export const identityDocumentTypeSchema = z.enum(IDENTITY_DOCUMENT_TYPES);

/** DNI: exactly 8 digits. CE: 9 to 12 characters (letters or digits, DOMAIN.md). */
export function documentNumberIssue(
  type: z.infer<typeof identityDocumentTypeSchema>,
  value: string,
): string | null {
  if (type === 'DNI') return new RegExp(`^\\d{${DNI_LENGTH}}$`).test(value) ? null : m.dniLength;
  return new RegExp(`^[A-Za-z0-9]{${CE_MIN_LENGTH},${CE_MAX_LENGTH}}$`).test(value) ? null : m.ceLength;
}

export const fullNameSchema = z
  .string({ error: m.fullNameRequired })
  .trim()
  .min(1, m.fullNameRequired)
  .max(150);

export const emailCodeSchema = z
  .string({ error: m.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), m.codeFormat);

export const rucSchema = z
  .string({ error: m.rucFormat })
  .trim()
  .refine(hasRucShape, m.rucFormat)
  .refine(isValidRuc, m.rucCheckDigit);
