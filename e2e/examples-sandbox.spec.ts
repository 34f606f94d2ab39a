import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { exampleProjectSlug } from '../src/lib/example-project';
import { readExampleProjects, readGuideProjects, type ProjectEntry } from '../src/node/example-project/sources';
import { expect, route, test } from './fixtures';
import { FLAVOURS, gotoExamples } from './examples-helpers';
import { waitForHydration } from './hydration';

/**
 * "Open in StackBlitz" and "Download project" under each live example and
 * each runnable guide sample: the
 * project they hand over is the one the generator makes (the files
 * `npm run test:sandboxes` installs and builds), nothing reaches a third
 * party before the click, and the buttons are labelled and keyboard reachable.
 */

const ROOT = path.join(__dirname, '..');
/** Every live example's project, generated here exactly as the build generates it for the buttons. */
const entries = readExampleProjects(ROOT);
const STACKBLITZ = 'https://stackblitz.com/';

const stackBlitzButton = (page: Page, name: string) => page.getByRole('button', { name: `Open in StackBlitz (${name})`, exact: true });
const downloadButton = (page: Page, name: string) => page.getByRole('button', { name: `Download project (${name})`, exact: true });

/** Browsers send form fields with CRLF line breaks (HTML's form encoding); the files themselves have LF. */
const lf = (text: string) => text.replace(/\r\n/g, '\n');

/** Intercepts StackBlitz's POST endpoint: records each submission and answers with a stand-in page, so nothing leaves the machine. */
async function interceptStackBlitz(page: Page): Promise<Request[]> {
  const submissions: Request[] = [];
  await page.context().route(`${STACKBLITZ}**`, async (route) => {
    submissions.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>StackBlitz stand-in</title>' });
  });
  return submissions;
}

/** The fields of a submitted form, with the files gathered by path. */
function formFields(request: Request) {
  const fields = new URLSearchParams(request.postData() ?? '');
  const files: Record<string, string> = {};
  for (const [key, value] of fields) {
    const file = /^project\[files\]\[(.+)\]$/.exec(key)?.[1];
    if (file) files[file] = lf(value);
  }
  return { fields, files };
}

/** Requests to any origin but the site's, from `page` and any tab it opens. */
function recordThirdParty(page: Page): string[] {
  const origin = new URL(page.url() === 'about:blank' ? String(test.info().project.use.baseURL) : page.url()).origin;
  const seen: string[] = [];
  page.context().on('request', (request) => {
    if (!request.url().startsWith('data:') && new URL(request.url()).origin !== origin) seen.push(request.url());
  });
  return seen;
}

/** Opens a docs page with project buttons and waits until React has hydrated them. */
type Goto = (page: Page) => Promise<void>;

/**
 * On one page: pointer over and focus fetch nothing third-party; each Open in StackBlitz
 * posts its generated project to stackblitz.com/run in a new tab; the file it opens is the
 * one shown on the page.
 */
async function checkStackBlitz(page: Page, goto: Goto, projects: ProjectEntry[]) {
  const thirdParty = recordThirdParty(page);
  const submissions = await interceptStackBlitz(page);
  const projectFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/example-projects/')) projectFetches.push(request.url());
  });
  await goto(page);
  await page.waitForLoadState('networkidle');
  expect(projectFetches, 'no project is fetched before a reader points at its buttons').toEqual([]);
  // Pointer over and focus warm the project's chunk and JSON (same origin): still nothing third-party.
  for (const { name } of projects) {
    await stackBlitzButton(page, name).hover();
    await downloadButton(page, name).focus();
  }
  await page.waitForLoadState('networkidle');
  expect(thirdParty, 'requests to other origins before any click').toEqual([]);

  for (const [index, { name, project }] of projects.entries()) {
    const popup = page.waitForEvent('popup');
    await stackBlitzButton(page, name).click();
    await (await popup).close();
    await expect.poll(() => submissions.length, { message: `${name}: a submission to StackBlitz` }).toBe(index + 1);
    const request = submissions[index];
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe(`${STACKBLITZ}run?file=${encodeURIComponent(project.openFile)}`);
    const { fields, files } = formFields(request);
    expect(fields.get('project[template]')).toBe('node');
    expect(fields.get('project[title]')).toBe(project.title);
    expect(files, `${name}: the submitted files`).toEqual(project.files);
    // The file StackBlitz opens is the one the page shows above the buttons (its title may add a note after the path).
    const panel = page.locator(`pre[aria-label^="Code: ${project.openFile}"]`).first();
    await panel.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await panel.innerText()).replace(/\n$/, '')).toBe(project.files[project.openFile].replace(/\n$/, ''));
  }
  // The only other origin the page ever reached is StackBlitz, and only on the clicks.
  expect(thirdParty.every((url) => url.startsWith(`${STACKBLITZ}run?`))).toBe(true);
  expect(thirdParty).toHaveLength(projects.length);
}

/** On one page: each Download project saves `<slug>.zip` holding its generated project, byte for byte. */
async function checkDownload(page: Page, goto: Goto, projects: ProjectEntry[]) {
  const thirdParty = recordThirdParty(page);
  await goto(page);
  const dir = mkdtempSync(path.join(tmpdir(), 'example-zip-'));
  try {
    for (const { id, name, project } of projects) {
      const slug = exampleProjectSlug(id);
      const download = page.waitForEvent('download');
      await downloadButton(page, name).click();
      const file = path.join(dir, `${slug}.zip`);
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(`${slug}.zip`);
      await saved.saveAs(file);
      // Read back with Debian's unzip: every file, under the project's folder, byte for byte.
      const listed = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
      expect(listed.sort()).toEqual(Object.keys(project.files).map((f) => `${slug}/${f}`).sort());
      for (const [f, text] of Object.entries(project.files)) {
        expect(execFileSync('unzip', ['-p', file, `${slug}/${f}`], { encoding: 'utf8' }), f).toBe(text);
      }
      expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(thirdParty).toEqual([]);
}

for (const flavour of FLAVOURS) {
  const examples = entries.filter((entry) => entry.flavour === flavour);
  const goto: Goto = (page) => gotoExamples(page, flavour);

  test(`${flavour}: Open in StackBlitz posts each example's generated project to stackblitz.com/run in a new tab, and nothing goes to a third party before the click`, async ({ page }) => {
    await checkStackBlitz(page, goto, examples);
  });

  test(`${flavour}: Download project saves a zip of each example's generated project`, async ({ page }) => {
    await checkDownload(page, goto, examples);
  });
}

/** The runnable guide samples' projects, by the guide page that offers them. */
const guidePages = new Map<string, ProjectEntry[]>();
for (const entry of readGuideProjects(ROOT)) guidePages.set(entry.page, [...(guidePages.get(entry.page) ?? []), entry]);

test('the guide pages offer a project for each runnable sample', () => {
  expect([...guidePages.values()].flat().map((entry) => entry.id).sort()).toEqual(
    ['CloseDialogsOnBack', 'CloseDialogsOnNavigation', 'ConfirmDelete', 'DeleteButton', 'SignOutButton', 'StaticNotice'].map((name) => `guides/${name}`),
  );
});

for (const [docsPage, samples] of guidePages) {
  const goto: Goto = async (page) => {
    await page.goto(route(docsPage));
    await waitForHydration(page);
  };
  const names = samples.map((sample) => sample.name).join(', ');

  test(`${docsPage}: Open in StackBlitz posts the generated project of ${names}, and nothing goes to a third party before the click`, async ({ page }) => {
    await checkStackBlitz(page, goto, samples);
  });

  test(`${docsPage}: Download project saves a zip of the generated project of ${names}`, async ({ page }) => {
    await checkDownload(page, goto, samples);
  });
}

test('the project buttons are labelled and reached with the keyboard after the demo button, and Enter works', async ({ page }) => {
  const submissions = await interceptStackBlitz(page);
  await gotoExamples(page, 'radix');
  const open = page.getByRole('button', { name: 'Open Alert', exact: true });
  await open.focus();
  await page.keyboard.press('Tab');
  const stackBlitz = stackBlitzButton(page, 'Alert');
  await expect(stackBlitz).toBeFocused();
  expect(await stackBlitz.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  // The visible label starts the accessible name; the example's name, for screen readers only, ends it.
  await expect(stackBlitz).toHaveAccessibleName('Open in StackBlitz (Alert)');
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  await (await popup).close();
  await expect.poll(() => submissions.length).toBe(1);

  await page.keyboard.press('Tab');
  await expect(downloadButton(page, 'Alert')).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('react-dialog-hub-radix-alert.zip');
});

test.describe('a project that cannot be fetched', () => {
  test.use({ allowConsole: [/Failed to load resource/] });

  test('says so next to the buttons, and the next click tries again', async ({ page }) => {
    let offline = true;
    await page.route('**/example-projects/**', (route) => (offline ? route.abort() : route.continue()));
    await gotoExamples(page, 'plain');
    const button = downloadButton(page, 'Alert');
    await button.click();
    const message = page.getByRole('status').filter({ hasText: 'The project could not be loaded. Try again.' });
    await expect(message).toBeVisible();
    offline = false;
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toBe('react-dialog-hub-plain-alert.zip');
    await expect(message).toHaveCount(0);
  });
});
