import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const lighthouseBin = join(import.meta.dirname, '..', '..', 'e2e', 'node_modules', '.bin', 'lighthouse');

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { displayValue?: string; numericValue?: number; score: number | null; title: string }
  >;
}

/** Lighthouse (mobile, simulated throttling) in its own Chromium on one URL; the JSON report. */
export function runLighthouse(url: string, output: string): LighthouseReport {
  execFileSync(
    lighthouseBin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
}

/** A category's score out of 100. */
export const score = (report: LighthouseReport, category: string): number =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
