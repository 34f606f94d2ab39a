/**
 * `npm run test:sandboxes`: every live example's and runnable guide sample's
 * project, generated exactly as its "Open in StackBlitz" and "Download project"
 * buttons serve it (src/node/example-project), written to a temporary folder,
 * installed from the npm registry (`npm install`; npm's cache makes repeats
 * fast), type-checked (`tsc --noEmit`, strict) and built (`vite build`); then
 * the built app is served and clicked in Chromium: an example's button opens
 * the dialog, and Escape settles the awaited `show(...)`, as on the docs page;
 * a guide sample's app is driven as its plan below says.
 *
 * Arguments filter the projects by id prefix (`plain`, `mui/Alert`, `guides`, `guides/DeleteButton`).
 * KEEP=1 keeps the folders. Ends with `N passed, N failed` alone on a line.
 * Needs the library built (`npm run prepare-lib`) and the registry reachable.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { readProjects, type ProjectEntry } from '../src/node/example-project/sources';
// @ts-expect-error: a plain .mjs module without types
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname ?? __dirname, '..');
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const entries = readProjects(root).filter(({ id }) => filters.length === 0 || filters.some((filter) => id.startsWith(filter)));
if (entries.length === 0) {
  console.error(`test:sandboxes: no project matches ${filters.join(' ')}`);
  process.exit(1);
}

const base = mkdtempSync(path.join(tmpdir(), 'example-projects-'));
const steps: Array<[label: string, command: string, args: string[]]> = [
  ['npm install', 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']],
  ['tsc --noEmit', 'npx', ['--no-install', 'tsc', '--noEmit']],
  ['vite build', 'npx', ['--no-install', 'vite', 'build', '--logLevel', 'error']],
];

const browser = await chromium.launch({ executablePath: ensureChromium() as string, args: CHROMIUM_FLAGS as string[] });

/** How to try a built app: the button that opens a dialog, what answers or ends it, and the text that shows it settled. */
interface ClickPlan {
  open: string;
  /** Escape, or a button inside the open dialog or elsewhere on the page. */
  answer: 'Escape' | { button: string; in: 'dialog' | 'page' };
  outcome: RegExp;
}

/** Each guide sample's app (src/guides/sample-apps), driven as a reader would try it. */
const GUIDE_PLANS: Record<string, ClickPlan> = {
  'guides/DeleteButton': { open: 'Delete', answer: { button: 'Delete', in: 'dialog' }, outcome: /^The post is deleted\.$/ },
  'guides/ConfirmDelete': { open: 'Delete report.pdf', answer: { button: 'Delete', in: 'dialog' }, outcome: /report\.pdf: deleted/ },
  'guides/StaticNotice': { open: 'Show notice', answer: { button: 'OK', in: 'dialog' }, outcome: /^Resolved: / },
  'guides/SignOutButton': { open: 'Show a notice', answer: { button: 'Sign out', in: 'page' }, outcome: /^The notice was dismissed by the app: Signed out\.$/ },
  'guides/CloseDialogsOnNavigation': { open: 'Show a notice', answer: { button: 'Go to /settings', in: 'page' }, outcome: /^The notice was dismissed by the app\.$/ },
};

function clickPlan({ id, name }: ProjectEntry): ClickPlan {
  if (!id.startsWith('guides/')) return { open: `Open ${name}`, answer: 'Escape', outcome: /^(Resolved|Rejected): / };
  const plan = GUIDE_PLANS[id];
  if (!plan) throw new Error(`no click plan for ${id}: add one to GUIDE_PLANS in scripts/test-sandboxes.ts`);
  return plan;
}

/** Serves the built app (dist/) on a free port, opens it, opens the dialog, answers it, and reads the outcome; the dialog must be gone. */
async function clickThrough(dist: string, { open, answer, outcome }: ClickPlan): Promise<string> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const file = path.join(dist, (request.url ?? '/').split('?')[0] === '/' ? 'index.html' : (request.url ?? '').split('?')[0]);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.getByRole('button', { name: open, exact: true }).click();
    const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    if (answer === 'Escape') await page.keyboard.press('Escape');
    else await (answer.in === 'dialog' ? dialog : page).getByRole('button', { name: answer.button, exact: true }).click();
    const settled = page.getByText(outcome).first();
    await settled.waitFor({ state: 'visible', timeout: 10_000 });
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    if (errors.length) throw new Error(errors.join('\n'));
    return (await settled.textContent()) ?? '';
  } finally {
    await page.close();
    server.close();
  }
}

let passed = 0;
let failed = 0;
const started = Date.now();
for (const entry of entries) {
  const { id: label, project } = entry;
  const dir = path.join(base, label.replace('/', '-'));
  for (const [file, text] of Object.entries(project.files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const times: string[] = [];
  let error: string | null = null;
  for (const [step, command, args] of steps) {
    const stepStart = Date.now();
    // A step that hangs (a stalled registry) fails after ten minutes instead of blocking the run.
    const run = spawnSync(command, args, { cwd: dir, encoding: 'utf8', timeout: 600_000 });
    times.push(`${step} ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
    if (run.status !== 0) {
      error = `${step} failed (exit ${run.status ?? run.signal}):\n${`${run.stdout}\n${run.stderr}`.trim()}`;
      break;
    }
  }
  if (!error) {
    const stepStart = Date.now();
    try {
      const plan = clickPlan(entry);
      const outcome = await clickThrough(path.join(dir, 'dist'), plan);
      const how = plan.answer === 'Escape' ? 'Escape' : plan.answer.button;
      times.push(`${how} → "${outcome}" ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
    } catch (reason) {
      error = `the built app in Chromium: ${reason instanceof Error ? reason.message : String(reason)}`;
    }
  }
  if (error) {
    failed += 1;
    console.log(`✗ ${label} (${times.join(', ')})\n${error.replace(/^/gm, '    ')}`);
  } else {
    passed += 1;
    console.log(`✓ ${label} (${times.join(', ')})`);
  }
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
}
await browser.close();
if (!process.env.KEEP) rmSync(base, { recursive: true, force: true });
else console.log(`projects kept in ${base}`);
console.log(`${entries.length} projects in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
