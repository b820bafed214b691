import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Seconds each spec file's tests took in a fresh-clone `.ci/run` (2026-12-07, the sum of the list
 * reporter's durations; the machine shared, so the figures are relative weights, not targets).
 * Playwright's own `--shard` cuts the files in name order by their number of tests, which gave one
 * half 634 s of tests and the other 416 s: the run waited for the longer one. A file missing here
 * (a new spec) weighs as the average file until its figure is added.
 */
const MEASURED_SECONDS = {
  'app-server-render.spec.ts': 87,
  'admin-audit.spec.ts': 61,
  'admin-users.spec.ts': 60,
  'public-pages.spec.ts': 59,
  'admin-catalogue.spec.ts': 58,
  'profile-security.spec.ts': 48,
  'documents-issue.spec.ts': 46,
  'documents-life.spec.ts': 46,
  'despatches.spec.ts': 44,
  'admin-config.spec.ts': 44,
  'admin-insights.spec.ts': 40,
  'deployment.spec.ts': 37,
  'api-outage.spec.ts': 37,
  'no-sideways-scroll.spec.ts': 35,
  'release.spec.ts': 32,
  'first-run-journey.spec.ts': 30,
  'build-reload.spec.ts': 30,
  'auth-prerender.spec.ts': 25,
  'dashboard-companies.spec.ts': 25,
  'companies.spec.ts': 23,
  'documents-live-list.spec.ts': 20,
  'documents-bulk.spec.ts': 19,
  'documents-catalogues.spec.ts': 14,
  'other-documents.spec.ts': 14,
  'shell-realtime.spec.ts': 14,
  'composition.spec.ts': 13,
  'public-prerender.spec.ts': 13,
  'my-plans.spec.ts': 13,
  'admin-system.spec.ts': 12,
  'public-contact.spec.ts': 10,
  'documents-sharing.spec.ts': 9,
  'shell-session.spec.ts': 9,
  'remote-down.spec.ts': 5,
  'documents-export-advance.spec.ts': 5,
  'shared-singletons.spec.ts': 5,
  'public-plans.spec.ts': 4,
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
