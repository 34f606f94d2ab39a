import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export type { AxeResults };

/** The WCAG 2.0–2.2 A and AA rule tags every full axe run checks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeRun = {
  /** Only these rules; without it, every rule tagged WCAG_TAGS. */
  rules?: string[];
  /** Every rule axe enables by default (best practices too) instead of the WCAG A/AA ones. */
  defaultRules?: boolean;
  /** Rules left out of the run. */
  disable?: string[];
  /** Selectors of the subtrees to check (the whole document without it). */
  include?: string[];
  /** Selectors of the subtrees left out. */
  exclude?: string[];
};

/**
 * One axe-core run in the page's document. axe is injected once per document and stays for the
 * next runs: @axe-core/playwright re-injected its 500 kB source on every run and finished each run
 * in a new blank page, which made two thirds of an axe check's time on this site (measured on
 * docs/getting-started: 2.8 s for three runs against 1.1 s). Our pages have no iframes; a page
 * that gets one fails here rather than being checked without it.
 */
export async function runAxe(page: Page, { rules, defaultRules, disable, include, exclude }: AxeRun = {}): Promise<AxeResults> {
  const frames = await page.locator('iframe').count();
  if (frames) {
    throw new Error(`runAxe checks one document and ${page.url()} has ${frames} iframe(s): check their documents too.`);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    ...(defaultRules ? {} : { runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS } }),
    rules: Object.fromEntries((disable ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  };
  return page.evaluate(
    ([context, runOptions]) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(context, runOptions),
    [include?.length ? { include, exclude: exclude ?? [] } : { exclude: exclude ?? [] }, options] as const,
  );
}
