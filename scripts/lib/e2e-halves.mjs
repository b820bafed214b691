import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Seconds each spec file's tests took in a fresh-clone `.ci/run`, the mean of two (2026-12-07:
 * 2c5e3af beside a session's helpers, de8703d on a quiet machine; the sum of the list reporter's
 * durations). A file's figure moves by half between runs, so these are weights, not targets.
 * Playwright's own `--shard` cuts the files in name order by their number of tests, which gave one
 * half 634 s of tests and the other 416 s: the run waited for the longer one. A file missing here
 * (a new spec) weighs as the average file until its figure is added.
 */
const MEASURED_SECONDS = {
  'app-server-render.spec.ts': 110,
  'admin-users.spec.ts': 64,
  'admin-catalogue.spec.ts': 57,
  'api-outage.spec.ts': 56,
  'public-pages.spec.ts': 54,
  'documents-issue.spec.ts': 50,
  'profile-security.spec.ts': 48,
  'admin-config.spec.ts': 46,
  'documents-life.spec.ts': 46,
  'admin-audit.spec.ts': 44,
  'no-sideways-scroll.spec.ts': 43,
  'despatches.spec.ts': 40,
  'release.spec.ts': 40,
  'deployment.spec.ts': 38,
  'admin-insights.spec.ts': 37,
  'first-run-journey.spec.ts': 36,
  'build-reload.spec.ts': 34,
  'documents-live-list.spec.ts': 28,
  'auth-prerender.spec.ts': 26,
  'companies.spec.ts': 24,
  'dashboard-companies.spec.ts': 22,
  'other-documents.spec.ts': 18,
  'documents-bulk.spec.ts': 18,
  'documents-catalogues.spec.ts': 16,
  'my-plans.spec.ts': 14,
  'shell-realtime.spec.ts': 14,
  'admin-system.spec.ts': 14,
  'documents-sharing.spec.ts': 13,
  'public-prerender.spec.ts': 12,
  'shell-session.spec.ts': 12,
  'public-contact.spec.ts': 11,
  'composition.spec.ts': 10,
  'remote-down.spec.ts': 7,
  'documents-export-advance.spec.ts': 6,
  'shared-singletons.spec.ts': 5,
  'public-plans.spec.ts': 5,
  'route-rules.spec.ts': 2,
  // Marked fixme: Firebase's popup needs apis.google.com, which this machine cannot reach.
  'google-sign-in.spec.ts': 0,
};

/**
 * The end-to-end spec files (paths from the repository's root) split into `count` parts of about
 * the same measured time: the longest first, each to the part with the least so far. Every file
 * lands in exactly one part, and the split is the same on every machine.
 */
export function e2eParts(root, count) {
  const folder = join('e2e', 'tests');
  const files = readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
  const known = Object.values(MEASURED_SECONDS);
  const average = known.reduce((sum, seconds) => sum + seconds, 0) / known.length;
  const weightOf = (name) => MEASURED_SECONDS[name] ?? average;
  const parts = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const name of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = parts.reduce((least, part) => (part.seconds < least.seconds ? part : least));
    lightest.files.push(`${folder}/${name}`);
    lightest.seconds += weightOf(name);
  }
  return parts.map((part) => part.files.sort());
}
