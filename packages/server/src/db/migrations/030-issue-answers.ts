import type { Migration } from './migration.ts';

/**
 * Issue 43: the first answer to an issue (status and body), so that a repeat of its
 * Idempotency-Key answers exactly that (documents/issue-answer.ts). Documents issued before
 * keep none: their repeats answer the document as it stands, as they did.
 */
export const issueAnswersMigration: Migration = {
  id: '030_issue_answers',
  sql: /* sql */ `
    ALTER TABLE documents ADD COLUMN issue_answer jsonb;
  `,
};
