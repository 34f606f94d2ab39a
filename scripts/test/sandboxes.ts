/**
 * `npm run test:sandboxes`: every live example's and runnable guide sample's
 * project, generated exactly as its "Open in StackBlitz" and "Download project"
 * buttons serve it (src/node/example-project), written to a temporary folder,
 * installed from the npm registry (`npm install`), type-checked (`tsc --noEmit`,
 * strict) and built (`vite build`); then the built app is served and clicked in
 * Chromium: an example's button opens the dialog, and Escape settles the awaited
 * `show(...)`, as on the docs page; a guide sample's app is driven as its plan
 * below says.
 *
 * One `npm install` per dependency set: projects whose package.json files are equal
 * but for their name (src/node/example-project/install-sets.ts: the plain dialog
 * element with the guide samples, Radix Themes, MUI) are installed once, in the
 * folder of the set's first project, from its own exported package.json; each other
 * project of the set gets that node_modules as a symbolic link, after its own
 * package.json is checked against the installer's (a difference fails it, naming the
 * field). Every project then has its pinned versions checked in node_modules and is
 * type-checked, built and clicked from its own files.
 *
 * One process per dependency set for the type checks and builds (scripts/test/sandbox-set.mjs,
 * forked when the set is installed, ended when its last project is done), instead of spawning
 * each project's `tsc --noEmit` and `vite build`: these paid a Node start and a load of TypeScript or
 * Vite per project, ran cold (unoptimized code: a MUI project's check took 10–11 s, its build 12 s),
 * and each type check parsed and bound again every .d.ts the project reaches, the same files for the
 * whole set (MUI's types were parsed six times, Radix's six, the plain set's thirteen). Each
 * project still gets its own `tsc --noEmit`: the set's own TypeScript (from node_modules, as the
 * project pins it), the project's tsconfig.json parsed as tsc parses it, a program of its own and
 * tsc's diagnostics in tsc's format; only SourceFiles of files under node_modules (the packages'
 * types, TypeScript's lib files) are parsed once and handed to the set's later programs, never the
 * project's own files. And its own `vite build`: the set's own Vite, its JS API as Vite's CLI calls it,
 * in the project's folder, from its vite.config.ts and files, to its dist/ (no Rollup cache shared:
 * see sandbox-set.mjs). A step's time is its run in that process. Workers take projects of sets no
 * other worker is checking or building; when every project left is in such a set, a worker gets a
 * second process for it rather than wait.
 *
 * Then the install a reader does while the package is not on the npm registry:
 * `tarball/plain/Confirm` is the Confirm example's project without its vendor/
 * copy, depending instead on the packed file Getting Started's `npm install`
 * command names (read from the built page's Markdown twin in public/), fetched
 * from a local server of public/ as GitHub Pages would serve it
 * (scripts/serve.mjs), then checked, built and clicked like the others (a set of its own).
 *
 * Arguments filter the projects by id prefix (`plain`, `mui/Alert`, `guides`, `guides/DeleteButton`, `tarball`).
 * KEEP=1 keeps the folders. Ends with `N passed, N failed` alone on a line.
 * Needs the library built (`npm run prepare-lib`) and the registry reachable; the
 * tarball project needs the site built (`npm run build`, or `npx gatsby build --prefix-paths`).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { lstatSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { markdownTwinPath } from '../../src/lib/content/markdown-twin-path';
import { installDifference, installSets, installedMismatches } from '../../src/node/example-project/install-sets';
import { readExampleProjects, readProjects, type ProjectEntry } from '../../src/node/example-project/sources';
import { siteConfig } from '../../src/site-config';
// @ts-expect-error: a plain .mjs module without types
import { CHROMIUM_FLAGS, ensureChromium } from './ensure-chromium.mjs';
// @ts-expect-error: a plain .mjs module without types
import { startServer } from '../site/serve.mjs';

const root = path.resolve(import.meta.dirname ?? __dirname, '../..');
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const selected = (id: string) => filters.length === 0 || filters.some((filter) => id.startsWith(filter));
const entries: Array<ProjectEntry & { from?: string }> = readProjects(root).filter(({ id }) => selected(id));

/** The project installed from the site's packed file, and the example it is made from. */
const TARBALL_ID = 'tarball/plain/Confirm';
const TARBALL_EXAMPLE = 'plain/Confirm';

/**
 * Getting Started's install command as the built site shows it (its Markdown twin: the page's
 * text), and the same file's URL on a local server of public/.
 */
async function serveDocumentedTarball(): Promise<{ documented: string; local: string; close: () => void }> {
  const publicDir = path.join(root, 'public');
  const twin = path.join(publicDir, markdownTwinPath('/docs/getting-started'));
  let text: string;
  try {
    text = readFileSync(twin, 'utf8');
  } catch {
    throw new Error(`no built site: ${path.relative(root, twin)} is missing (npm run build, or npx gatsby build --prefix-paths)`);
  }
  const documented = /^npm install (\S+\.tgz)$/m.exec(text)?.[1];
  const site = `${siteConfig.url}${siteConfig.pathPrefix}/`;
  if (!documented?.startsWith(site)) {
    throw new Error(`Getting Started (${path.relative(root, twin)}) has no \`npm install ${site}….tgz\` command${documented ? `: it installs ${documented}` : ''}`);
  }
  const server = await startServer({ root: publicDir, port: 0 });
  const { port } = server.address() as AddressInfo;
  return { documented, local: `http://127.0.0.1:${port}${documented.slice(siteConfig.url.length)}`, close: () => server.close() };
}

let served: Awaited<ReturnType<typeof serveDocumentedTarball>> | null = null;
/** Why the tarball project cannot run, reported as its failure. */
let tarballProblem: string | null = null;
if (selected(TARBALL_ID)) {
  try {
    served = await serveDocumentedTarball();
    const example = readExampleProjects(root, false, served.local).find(({ id }) => id === TARBALL_EXAMPLE);
    if (!example) throw new Error(`no ${TARBALL_EXAMPLE} example to make the project from`);
    entries.push({ ...example, id: TARBALL_ID, from: served.documented });
  } catch (error) {
    tarballProblem = (error as Error).message;
  }
}
if (entries.length === 0 && !tarballProblem) {
  console.error(`test:sandboxes: no project matches ${filters.join(' ')}`);
  process.exit(1);
}

const base = mkdtempSync(path.join(tmpdir(), 'example-projects-'));
const install: [command: string, args: string[]] = ['npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']];
/**
 * The type check and the build, each run for the project in its folder by its set's process (scripts/test/sandbox-set.mjs):
 * `tsc --noEmit` and `vite build --logLevel error` as its `npm run typecheck` and `npm run build` run them, from its node_modules.
 */
const steps: Array<[label: string, kind: 'tsc' | 'build']> = [
  ['tsc --noEmit', 'tsc'],
  ['vite build', 'build'],
];
const SET_PROCESS = path.join(root, 'scripts/test/sandbox-set.mjs');

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
  'guides/CloseDialogsOnBack': { open: 'Open settings', answer: { button: 'Save', in: 'dialog' }, outcome: /^Settings were saved\.$/ },
};

function clickPlan({ id, name }: ProjectEntry): ClickPlan {
  if (!id.startsWith('guides/')) return { open: `Open ${name}`, answer: 'Escape', outcome: /^(Resolved|Rejected): / };
  const plan = GUIDE_PLANS[id];
  if (!plan) throw new Error(`no click plan for ${id}: add one to GUIDE_PLANS in scripts/test/sandboxes.ts`);
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

/** As `npm run` runs a project's scripts: its node_modules/.bin first on the PATH. */
const projectEnv = (dir: string) => ({ ...process.env, PATH: [path.join(dir, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter) });

/**
 * Runs one step in the project's folder. Not spawnSync: the local server of public/ that the
 * tarball project's `npm install` fetches from answers in this process, so the event loop must run.
 * A step that hangs (a stalled registry) fails after ten minutes instead of blocking the run.
 */
function runStep(command: string, args: string[], cwd: string): Promise<{ status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: projectEnv(cwd) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill(), 600_000);
    const done = (status: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      resolve({ status, signal, stdout, stderr });
    };
    // Could not start (no such command): no 'close' may follow.
    child.on('error', (error) => {
      stderr += error.message;
      done(null, null);
    });
    child.on('close', done);
  });
}

/** A step's outcome in a set's process: whether it passed, what it printed (tsc's diagnostics, Vite's error), and how long it ran. */
interface StepAnswer {
  ok: boolean;
  output: string;
  ms: number;
}

/** How many SetProcess processes were started, for the closing line. */
let setProcessesStarted = 0;

/**
 * A process for the type checks and builds of one dependency set's projects (scripts/test/sandbox-set.mjs),
 * started on its first step with the set's environment (the installer's node_modules/.bin first on the
 * PATH, as for `npm install`). One step at a time, each sent when the last has answered: a step that
 * crashes the process or runs past ten minutes fails alone (the process is stopped), and the next step
 * starts a new one.
 */
class SetProcess {
  private child: ChildProcess | null = null;
  private current: { id: number; settle: (answer: StepAnswer) => void } | null = null;
  private ids = 0;
  private turn: Promise<unknown> = Promise.resolve();
  /** What the process wrote outside a step's capture (Node's report of a crash). */
  private stray = '';

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  run(step: 'tsc' | 'build', dir: string): Promise<StepAnswer> {
    const answer = this.turn.then(() => this.send(step, dir));
    this.turn = answer;
    return answer;
  }

  /** Lets the process end (it exits when its channel closes) and waits for it, as for any step's process. */
  close(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.connected) child.disconnect();
    return exited;
  }

  private start(): ChildProcess {
    this.stray = '';
    setProcessesStarted += 1;
    const child = fork(SET_PROCESS, [], { cwd: base, env: this.env, execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (this.stray += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (this.stray += chunk));
    child.on('message', (message: StepAnswer & { id: number }) => {
      if (this.current?.id === message.id) this.current.settle(message);
    });
    const ended = (why: string) => {
      if (this.child === child) this.child = null;
      // stderr may still be arriving: give it a moment, so that the report says why.
      setTimeout(() => this.current?.settle({ ok: false, output: `${SET_PROCESS} ${why}\n${this.stray}`.trim(), ms: 0 }), 100);
    };
    child.on('exit', (code, signal) => ended(`ended (exit ${code ?? signal})`));
    child.on('error', (error) => ended(`failed: ${error.message}`));
    return child;
  }

  private send(step: 'tsc' | 'build', dir: string): Promise<StepAnswer> {
    const child = (this.child ??= this.start());
    const id = (this.ids += 1);
    const started = Date.now();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.stray += `\n${step} ran for more than ten minutes: stopped`;
        child.kill();
      }, 600_000);
      this.current = {
        id,
        settle: (answer) => {
          if (this.current?.id !== id) return;
          this.current = null;
          clearTimeout(timer);
          resolve({ ...answer, ms: answer.ms || Date.now() - started });
        },
      };
      child.send({ id, step, dir }, (error) => {
        if (error) this.current?.settle({ ok: false, output: `${SET_PROCESS} did not take the step: ${error.message}`, ms: 0 });
      });
    });
  }
}

let passed = 0;
let failed = 0;
let installs = 0;
const started = Date.now();
if (tarballProblem) {
  failed += 1;
  console.log(`✗ ${TARBALL_ID}\n    ${tarballProblem}`);
}
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const sets = installSets(entries);
/** Projects checked at once (SANDBOX_JOBS; default: the cores, up to 4): each waits only for its own set's install. */
const jobs = Math.max(1, Number(process.env.SANDBOX_JOBS) || Math.min(4, availableParallelism()));
console.log(`${entries.length} projects in ${sets.length} dependency sets: one npm install each; ${jobs} at a time`);

const folder = (id: string) => path.join(base, id.replaceAll('/', '-'));
function writeProject({ id, project }: ProjectEntry): string {
  const dir = folder(id);
  for (const [file, text] of Object.entries(project.files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** Each set's one install, in its first project's folder, from that project's package.json as exported: the time it took, or why it failed. */
const installed = new Map<(typeof sets)[number], Promise<{ time: string; error: string | null }>>();
function installSet(set: (typeof sets)[number]) {
  let promise = installed.get(set);
  if (!promise) {
    promise = (async () => {
      const stepStart = Date.now();
      const run = await runStep(install[0], install[1], writeProject(set.installer));
      installs += 1;
      const error = run.status === 0 ? null : `npm install failed (exit ${run.status ?? run.signal}):\n${`${run.stdout}\n${run.stderr}`.trim()}`;
      return { time: `npm install ${seconds(stepStart)}`, error };
    })();
    installed.set(set, promise);
  }
  return promise;
}

/**
 * Each set's processes for its type checks and builds, from its first step until its last project is done:
 * one, and another only when a worker finds every project left in sets whose processes are all at work.
 */
const setProcesses = new Map<(typeof sets)[number], { idle: SetProcess[]; all: SetProcess[] }>();
function setProcess(set: (typeof sets)[number]): { runner: SetProcess; done: () => void } {
  let pool = setProcesses.get(set);
  if (!pool) setProcesses.set(set, (pool = { idle: [], all: [] }));
  let runner = pool.idle.pop();
  if (!runner) pool.all.push((runner = new SetProcess(projectEnv(folder(set.installer.id)))));
  return { runner, done: () => pool.idle.push(runner) };
}
const closeSetProcesses = (set: (typeof sets)[number]) => Promise.all((setProcesses.get(set)?.all ?? []).map((runner) => runner.close()));

/**
 * One project: node_modules (its set's install, or a link to it), its pins checked, then tsc, vite build
 * (`release` once they are done: the set's process is free for another project) and the click-through.
 */
async function checkProject(set: (typeof sets)[number], entry: (typeof entries)[number], release: () => void): Promise<void> {
  const { id: label } = entry;
  const times: string[] = [];
  let error: string | null = null;
  const setInstall = await installSet(set);
  const dir = entry === set.installer ? folder(label) : writeProject(entry);
  if (entry === set.installer) {
    times.push(setInstall.time);
    error = setInstall.error;
  } else if (setInstall.error) {
    error = `not checked: the npm install of its dependency set failed (in ${set.installer.id})`;
  } else {
    // The package.json as written to this folder must install what the installer's did.
    const difference = installDifference(set.installer.project.files['package.json'], readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (difference) error = `grouped with ${set.installer.id}, but its package.json installs something else: ${difference}`;
    else {
      symlinkSync(path.join(folder(set.installer.id), 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      times.push(`node_modules of ${set.installer.id}`);
    }
  }
  if (!error) {
    const mismatches = installedMismatches(dir);
    if (mismatches.length) error = `node_modules does not hold what package.json pins:\n${mismatches.join('\n')}`;
  }
  if (!error && entry.from) {
    // The package came from the packed file, at the documented version, as files of its own (not a link to the workspace).
    const library = path.join(dir, 'node_modules', siteConfig.library.name);
    const manifest = JSON.parse(readFileSync(path.join(library, 'package.json'), 'utf8')) as { version: string };
    if (manifest.version !== siteConfig.library.version || lstatSync(library).isSymbolicLink()) {
      error = `npm install did not install ${siteConfig.library.name} ${siteConfig.library.version} from ${entry.from} (got ${manifest.version}${lstatSync(library).isSymbolicLink() ? ', a link' : ''})`;
    } else times[times.length - 1] += ` (${siteConfig.library.name} from ${entry.from}, served locally)`;
  }
  const held = error ? null : setProcess(set);
  for (const [step, kind] of held ? steps : []) {
    const run = await held!.runner.run(kind, dir);
    times.push(`${step} ${(run.ms / 1000).toFixed(1)} s`);
    if (!run.ok) {
      error = `${step} failed:\n${run.output}`;
      break;
    }
  }
  held?.done();
  release();
  if (!error) {
    const stepStart = Date.now();
    try {
      const plan = clickPlan(entry);
      const outcome = await clickThrough(path.join(dir, 'dist'), plan);
      const how = plan.answer === 'Escape' ? 'Escape' : plan.answer.button;
      times.push(`${how} → "${outcome}" ${seconds(stepStart)}`);
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
}

// The installers first (so the sets install early, side by side), then the others; `jobs` workers take them in turn.
// A set's process takes one step at a time, so a worker takes a project of a set that no other worker is
// installing, type-checking or building if there is one (an installer first, else from the set with the most
// projects left); if there is none, the next project anyway, with another process of its set (setProcess).
const queue = [...sets.map((set) => [set, set.installer] as const), ...sets.flatMap((set) => set.members.slice(1).map((entry) => [set, entry] as const))];
const remaining = new Map(sets.map((set) => [set, set.members.length]));
/** The workers in each set's install, type check or build. */
const busy = new Map<(typeof sets)[number], number>();
function take(): (typeof queue)[number] | undefined {
  const free = queue.filter(([set]) => !busy.get(set));
  const from = free.length ? free : queue;
  const left = (set: (typeof sets)[number]) => queue.filter(([other]) => other === set).length;
  const next = from.find(([set, entry]) => entry === set.installer) ?? from.reduce((best, item) => (left(item[0]) > left(best[0]) ? item : best), from[0]);
  if (next) queue.splice(queue.indexOf(next), 1);
  return next;
}
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let next = take(); next; next = take()) {
      const [set, entry] = next;
      busy.set(set, (busy.get(set) ?? 0) + 1);
      let holding = true;
      const release = () => {
        if (holding) busy.set(set, busy.get(set)! - 1);
        holding = false;
      };
      await checkProject(set, entry, release);
      release();
      remaining.set(set, remaining.get(set)! - 1);
      if (remaining.get(set) === 0) await closeSetProcesses(set);
      if (process.env.KEEP) continue;
      // A linked project's folder goes when it is done; the installer's, which holds the set's node_modules, when the set is.
      if (entry !== set.installer) rmSync(folder(entry.id), { recursive: true, force: true });
      if (remaining.get(set) === 0) rmSync(folder(set.installer.id), { recursive: true, force: true });
    }
  }),
);
await Promise.all(sets.map(closeSetProcesses));
await browser.close();
served?.close();
if (!process.env.KEEP) rmSync(base, { recursive: true, force: true });
else console.log(`projects kept in ${base}`);
console.log(`${entries.length} projects, ${installs} npm installs, ${setProcessesStarted} type-check and build processes, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
