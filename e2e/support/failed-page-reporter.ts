import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints what the page showed when a test failed (the accessibility snapshot Playwright writes
 * to error-context.md): a run on another machine leaves only its log, and a failure that shows
 * only under a full run's load is explained by the page, not by the locator that waited.
 */
export default class FailedPageReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context');
    if (!context?.path) return;
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(context.path, 'utf8'))?.[1];
    if (snapshot) console.log(`\nThe page when «${test.title}» failed:\n${snapshot}`);
  }
}
