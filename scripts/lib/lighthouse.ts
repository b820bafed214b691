import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
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

/**
 * Lighthouse on a page behind the sign-in: a Chromium of its own holding the session's cookies,
 * handed to Lighthouse as a Puppeteer page (its documented way for authenticated pages), with
 * the storage reset off so the cookies stay. Its cache starts empty, as a guest's does.
 */
export async function runSignedInLighthouse(
  url: string,
  cookies: readonly { name: string; value: string }[],
  output: string,
): Promise<LighthouseReport> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    await browser.setCookie(
      ...cookies.map((cookie) => ({ ...cookie, domain: new URL(url).hostname, path: '/', secure: true })),
    );
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A session the shell refused would have measured /login instead.
    if (result.lhr.finalDisplayedUrl !== url) {
      throw new Error(`Lighthouse measured ${result.lhr.finalDisplayedUrl}, not ${url}: signed out?`);
    }
    writeFileSync(output, String(result.report));
    return result.lhr as unknown as LighthouseReport;
  } finally {
    await browser.close();
  }
}

/** A category's score out of 100. */
export const score = (report: LighthouseReport, category: string): number =>
  Math.round((report.categories[category]?.score ?? 0) * 100);
