import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/test/chromium-flags.json';
import { freshContextSpecs } from './scripts/test/context-reuse.mjs';
import { siteConfig } from './src/site-config';

// End-to-end tests run against the production build in public/ (`npm run build`, the entry
// `npm test` and `npm run deploy` use; path-prefixed) served the way GitHub Pages serves it.
const PORT = Number(process.env.E2E_PORT ?? 9321);
const SITE_URL = `http://localhost:${PORT}${siteConfig.pathPrefix}/`;

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags.flags,
};

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const FRESH = freshContextSpecs(path.join(__dirname, 'e2e')).map((name) => `**/${name}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One worker more than the cores: a test spends part of its time waiting (transitions, a quiet
  // network), and with one worker per core about a tenth of the CPU stayed idle. On 2 cores, three
  // workers ran the suite in 272 s against 292 s (same build, one run after the other).
  workers: availableParallelism() + 1,
  // One retry: a test that fails twice fails the run; one that passes on its retry is
  // reported as flaky by name in `npm test`'s closing lines, to be fixed, not hidden.
  retries: 1,
  timeout: 30_000,
  // How long an expectation waits for the page to get there; waiting, not timing (speed is for `npm run bench`).
  // Three Chromium workers share two cores here, and a first search (engine, index and postings loaded, the
  // answer rendered) took 0.2–3.5 s with three such tests side by side and once over 5 s, Playwright's
  // default, in a full run: the test failed though the results came.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: SITE_URL,
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
  // Specs whose tests touch state a shared context keeps, or count or time requests, get a fresh
  // context per test; the others share one per worker, which saves the context's start-up (about
  // 0.6 s of Chromium CPU a test). Which is which is read from each spec (scripts/test/context-reuse.mjs).
  projects: [
    { name: 'desktop', testMatch: FRESH, use: DESKTOP },
    { name: 'desktop-shared', testIgnore: FRESH, use: { ...DESKTOP, reuseContext: true } },
  ],
  webServer: {
    command: `node scripts/site/serve.mjs`,
    env: { PORT: String(PORT) },
    url: SITE_URL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
