// e2e/JOURNEYS.md: every journey the end-to-end suite proves, one line each, read from the
// specs themselves (`playwright test --list --reporter=json`), so the inventory cannot drift.
//
//   tsx scripts/journeys.ts           writes e2e/JOURNEYS.md
//   tsx scripts/journeys.ts --check   fails (and says which lines) when it differs from the specs
//
// A journey is a test's title (with its describe titles before it). A test that proves several
// journeys at once, say one visit per page checked in both themes, at 360 px and for axe,
// names each in a `journey` annotation instead:
//
//   test('Usuarios: …', { annotation: [{ type: 'journey', description: '…' }, …] }, async …)
//
// so merging tests keeps every line of the inventory, and `--check` shows one that was dropped.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const journeysFile = join(root, 'e2e', 'JOURNEYS.md');

interface ListedTest {
  annotations?: { type: string; description?: string }[];
}
interface ListedSpec {
  title: string;
  file: string;
  line: number;
  column: number;
  tests: ListedTest[];
}
interface ListedSuite {
  title: string;
  file?: string;
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}

/** The spec files in the order Playwright runs them, each with its journeys in file order. */
export function listJourneys(): Map<string, string[]> {
  const json = execFileSync(
    join(root, 'node_modules', '.bin', 'playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const report = JSON.parse(json) as { suites: ListedSuite[]; errors?: { message?: string }[] };
  if (report.errors?.length) {
    throw new Error(`playwright --list failed:\n${report.errors.map((error) => error.message).join('\n')}`);
  }
  const byFile = new Map<string, { at: number; journeys: string[] }[]>();
  // Playwright lists a suite's own tests before its describe blocks: put them back in file order.
  const walk = (suite: ListedSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file;
      const named = spec.tests
        .flatMap((test) => test.annotations ?? [])
        .filter((annotation) => annotation.type === 'journey' && annotation.description)
        .map((annotation) => annotation.description!);
      byFile.set(file, [
        ...(byFile.get(file) ?? []),
        {
          at: spec.line * 1000 + spec.column,
          journeys: named.length > 0 ? named : [[...path, spec.title].join(': ')],
        },
      ]);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // The top-level suites are the files: their titles are not part of a journey.
  for (const fileSuite of report.suites) walk(fileSuite, []);
  // A journey several tests prove together (each page of a set, say) is listed once.
  const listed = new Set<string>();
  return new Map(
    [...byFile].map(([file, tests]) => [
      file,
      tests
        .sort((a, b) => a.at - b.at)
        .flatMap((test) => test.journeys)
        .filter((journey) => !listed.has(journey) && Boolean(listed.add(journey))),
    ]),
  );
}

export function renderJourneys(byFile: Map<string, string[]>): string {
  const count = [...byFile.values()].reduce((sum, journeys) => sum + journeys.length, 0);
  const lines = [
    '# Journeys the end-to-end suite proves',
    '',
    `${count} journeys: what a person does and what they must see, one line each, from the titles and`,
    '`journey` annotations of e2e/tests/*.spec.ts. Written by `pnpm exec tsx scripts/journeys.ts`;',
    '`npm test` runs it with `--check` and fails when this file and the specs differ. A line may',
    'move from one test to another; it may not disappear without this file saying so.',
    '',
  ];
  for (const [file, journeys] of byFile) {
    lines.push(`## ${file}`, '', ...journeys.map((journey) => `- ${journey}`), '');
  }
  return lines.join('\n');
}

const journeyLines = (text: string) =>
  new Set(
    text
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2)),
  );

const expected = renderJourneys(listJourneys());
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(journeysFile, 'utf8');
  } catch {
    // No file yet: every journey is missing from it.
  }
  if (current !== expected) {
    const listed = journeyLines(current);
    const proven = journeyLines(expected);
    const unproven = [...listed].filter((line) => !proven.has(line));
    const unlisted = [...proven].filter((line) => !listed.has(line));
    console.error('✖ e2e/JOURNEYS.md differs from the specs.');
    if (unproven.length > 0)
      console.error(
        `\nOn JOURNEYS.md, proven by no test any more:\n${unproven.map((l) => `  - ${l}`).join('\n')}`,
      );
    if (unlisted.length > 0)
      console.error(
        `\nProven by a test, missing from JOURNEYS.md:\n${unlisted.map((l) => `  - ${l}`).join('\n')}`,
      );
    if (unproven.length === 0 && unlisted.length === 0)
      console.error('\nThe same journeys, listed under other files or in another order.');
    console.error('\nRun `pnpm exec tsx scripts/journeys.ts` and review the difference.');
    process.exit(1);
  }
  console.log(`✔ e2e/JOURNEYS.md lists the ${journeyLines(expected).size} journeys the specs prove`);
} else {
  writeFileSync(journeysFile, expected);
  console.log(`Wrote e2e/JOURNEYS.md (${journeyLines(expected).size} journeys)`);
}
