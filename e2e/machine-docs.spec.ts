import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { open, test, expect, route } from './theme-matrix';
import { sitemapPages, isDocsPage } from './site-pages';
import { API_INDEX, PREFIX } from './fixtures';
import { siteConfig } from '../src/site-config';
import { BUILD_DIR } from './build-dir';

/**
 * Docs for machines and for editors: Markdown twins, llms.txt, the copy
 * button, edit/source links, last updated, and drafts kept out of every output.
 */
const SITE = siteConfig.url;
const REPO = siteConfig.repoUrl;
const publicDir = BUILD_DIR;
const twinOf = (page: string) => `${page.replace(/\/+$/, '')}.md`;
const docsPages = sitemapPages().filter(isDocsPage);

test('every docs and API page has a Markdown twin served as text/markdown', async ({ request }) => {
  expect(docsPages.length).toBeGreaterThan(10);
  for (const page of docsPages) {
    const response = await request.get(route(twinOf(page)));
    expect(response.status(), twinOf(page)).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const body = await response.text();
    expect(body, twinOf(page)).toMatch(/^# \S/);
    const prose = body.replace(/^```[\s\S]*?^```$/gm, '').replace(/(`+)[^`]+?\1/g, '');
    expect(prose, twinOf(page)).not.toMatch(/^(import|export) |^---\n|<[A-Z][A-Za-z]*[\s/>]|:::/m);
  }
  // An index route drops its trailing slash.
  expect((await request.get(route('docs/api.md'))).status()).toBe(200);
});

test('llms.txt follows the llmstxt.org format and every link is a 200 Markdown twin', async ({ request }) => {
  const response = await request.get(route('llms.txt'));
  expect(response.status()).toBe(200);
  const text = await response.text();
  const lines = text.split('\n');
  expect(lines[0]).toBe('# React Dialog Hub');
  expect(lines.find((l) => l.trim())).toBe('# React Dialog Hub');
  expect(lines[2]).toMatch(/^> \S/);
  const sections = lines.filter((l) => l.startsWith('## '));
  expect(sections).toEqual(['## Docs', '## Examples', '## API']);
  const entries = lines.filter((l) => l.startsWith('- '));
  expect(entries.length).toBeGreaterThanOrEqual(docsPages.length - 1); // /docs and /docs/intro share a twin
  for (const entry of entries) {
    const match = /^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/.exec(entry);
    expect(match, entry).not.toBeNull();
    const url = new URL(match![2]);
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toMatch(new RegExp(`^${PREFIX}/.+\\.md$`));
    const twin = await request.get(url.pathname);
    expect(twin.status(), url.pathname).toBe(200);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toMatch(/^# /);
  }
});

test('llms-full.txt holds every page in sidebar order', async ({ request }) => {
  const llms = await (await request.get(route('llms.txt'))).text();
  const full = await (await request.get(route('llms-full.txt'))).text();
  const urls = [...llms.matchAll(/\]\((\S+)\)/g)].map((m) => m[1]);
  let last = -1;
  for (const url of urls) {
    const twin = await (await request.get(new URL(url).pathname)).text();
    const at = full.indexOf(twin.trim());
    expect(at, `${url} is in llms-full.txt after the page before it`).toBeGreaterThan(last);
    last = at;
  }
});

test('"Copy page as Markdown" copies the twin, loaded only on click, and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const twinRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) twinRequests.push(request.url());
  });
  await open(page, 'docs/getting-started');
  expect(twinRequests, 'no twin is fetched on first load').toEqual([]);
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toHaveCount(1);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await page.request.get(route('docs/getting-started.md'))).text();
  expect(copied).toBe(twin);
  expect(copied).toMatch(/^# Getting Started\n/);
  expect(twinRequests).toHaveLength(1);
});

test('doc pages link "View as Markdown", "Edit this page" and show the last commit date', async ({ page }) => {
  for (const [pagePath, file] of [
    ['docs/intro', 'content/docs/intro.mdx'],
    ['docs/getting-started', 'content/docs/getting-started.mdx'],
    ['docs/examples/plain', 'content/docs/examples/plain.mdx'],
  ]) {
    await page.goto(route(pagePath));
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', route(`${pagePath}.md`));
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', `${REPO}/edit/main/${file}`);
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true';
    const date = shallow ? '' : execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim();
    const time = page.locator('main time');
    if (date) {
      await expect(time).toHaveAttribute('datetime', date);
      await expect(page.getByText('Last updated on')).toBeVisible();
    } else {
      await expect(time).toHaveCount(0); // no history: no invented date
    }
  }
});

test('API pages link "View source" to the declaration and "View as Markdown" to their twin', async ({ page }) => {
  await page.goto(route('docs/api/functions/useDialog'));
  await expect(page.getByRole('link', { name: 'View source' })).toHaveAttribute(
    'href',
    new RegExp(`^${REPO}/blob/main/packages/react-dialog-hub/src/.+\\.tsx?#L\\d+$`),
  );
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', route('docs/api/functions/useDialog.md'));
  await page.goto(route(API_INDEX));
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', route('docs/api.md'));
});

test('no draft leaks into any output of the production build', () => {
  // content/docs/recipes.mdx is a draft (draft: true).
  const draft = fs.readFileSync('content/docs/recipes.mdx', 'utf8');
  expect(draft).toMatch(/^draft: true$/m);
  const title = /^title: (.+)$/m.exec(draft)![1];
  const leaks: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/recipes/i.test(entry.name)) leaks.push(`${full} (file name)`);
      else if (/\.(html|json|js|txt|xml|md|css)$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        if (text.includes('docs/recipes') || text.includes(title)) leaks.push(full);
      }
    }
  };
  walk(publicDir);
  expect(leaks).toEqual([]);
});
