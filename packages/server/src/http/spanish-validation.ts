import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * Zod's built-in messages reach people through validation errors, so the server uses
 * zod's Spanish locale. Messages that a contract schema sets itself still take precedence.
 */
export function useSpanishValidationMessages(): void {
  const spanish = z.locales.es();
  z.config({
    ...spanish,
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? MESSAGES.requiredValue : undefined,
  });
}
