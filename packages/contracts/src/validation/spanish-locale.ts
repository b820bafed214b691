import { z } from 'zod';
import { spanishIssueMessage } from './zod-issue-messages.ts';

/**
 * Zod's own messages (a rule a contract gives no text, such as a maximum length) in
 * Spanish, for the server's answers and the browser's forms alike: both call this, so a
 * field shows the text the server would answer with. Messages a schema sets still win.
 */
export function configureSpanishValidation(): void {
  z.config({
    localeError: spanishIssueMessage,
  });
}
