import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { checkAllSnippets, checkRecalled, collectSnippets, describeSkipped, LANDING_SNIPPET, mergeReports, renderSnippet, samplesProblem, snippetStatus, type CheckReport, type Shard, type SnippetSource } from './snippets';
import { snippetChecker, type SnippetChecker, type SnippetOutcome } from './twoslash';
import { holdSamplesUntil } from './check-gate';
import { developFlag, developQuiet, showInOverlay } from '../../../plugins/gatsby-plugin-fast-build/develop';

export const SNIPPET_NODE_TYPE = 'CodeSnippet';

/** The landing page's sample as a node its page query reads: the markup travels in page data, not JavaScript. */
export const snippetSchema = `
  type ${SNIPPET_NODE_TYPE} implements Node @dontInfer {
    "Which sample: landing."
    name: String!
    "The sample highlighted and type-checked at build time (src/node/code/snippets.ts)."
    html: String!
    language: String!
    "The compiler's text for each identifier of html, in document order."
    types: [String!]!
  }
`;

export interface CheckRun {
  report: CheckReport;
  compiled: number;
  results: Array<[string, SnippetOutcome]>;
  /** 'sourcing': only the samples sourcing renders (check-cli.ts --sourcing-first); the whole check otherwise. */
  part?: 'sourcing';
}

/**
 * How many processes check `samples` samples. Each process pays about 7 s
 * to build its shared TypeScript program (./twoslash.ts) before it checks
 * its first sample, and TypeDoc runs beside them, so a second process only
 * pays off once there are many samples to split. Measured on 2 cores
 * (issue 26): 76 samples were 4–6 s faster in one process than in two.
 */
export const SAMPLES_PER_PROCESS = 150;

export function checkProcesses(samples: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores, Math.ceil(samples / SAMPLES_PER_PROCESS)));
}

/** One child process checking one shard (`npm run check:snippets -- --json <file> --shard i/n`). */
function checkShard(root: string, shard: Shard): Promise<CheckRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'snippets-'));
  const out = path.join(dir, 'check.json');
  const viteNode = path.join(root, 'node_modules/vite-node/vite-node.mjs');
  const args = [viteNode, 'src/node/code/check-cli.ts', '--json', out, '--shard', `${shard.index}/${shard.count}`];
  return new Promise<CheckRun>((resolve, reject) => {
    const child = execFile(process.execPath, args, { cwd: root, maxBuffer: 1 << 24 }, (error) => {
      try {
        if (error) throw error;
        resolve(JSON.parse(readFileSync(out, 'utf8')) as CheckRun);
      } catch (failure) {
        reject(failure as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
    // developEarlySamples: no page waits for the check, so it yields the cores to develop's compiles and the browser.
    if (child.pid && developFlag('developEarlySamples', root)) {
      try {
        setPriority(child.pid, BACKGROUND_NICENESS);
      } catch {
        // Not allowed here: the check runs at develop's priority, as before.
      }
    }
  });
}

/**
 * The niceness of the check's processes in gatsby develop with developEarlySamples (0 is develop's, 19 the lowest).
 * On 2 cores the check took one core for about 12 s of a cold start, beside webpack's first compile and the browser:
 * with it at 15, the first page showed after 13.3 s instead of 17.2-18.8 s, and the check ended 2 s later.
 */
export const BACKGROUND_NICENESS = 15;

/** Checks every sample in this process, with `checker` (its results are then already where the build reads them). */
function checkHere(root: string, checker: SnippetChecker): CheckRun {
  const report = checkAllSnippets(root, checker);
  return { report, compiled: checker.compiled, results: [] };
}

export interface CheckParts {
  /** This process's checker: the one the MDX compiles and the API reference read. */
  checker: SnippetChecker;
  /** Runs one shard in a child process. */
  checkShard: (root: string, shard: Shard) => Promise<CheckRun>;
}

/**
 * The check runs in child processes (checkProcesses shards) started as
 * Gatsby starts, so compiling the samples overlaps Gatsby's own bootstrap
 * instead of adding to it. When the disk cache already answers every sample
 * (a warm build), it runs here instead: a child starts Vite and loads
 * TypeScript, about 2 s before it reads its first result, while checking
 * from the cache here takes a few hundred milliseconds (376 samples). Falls
 * back to checking here if a child cannot run.
 */
export function startCheck(root: string, parts: CheckParts = { checker: snippetChecker(), checkShard }): Promise<CheckRun> {
  const snippets = collectedSnippets(root);
  const samples = snippets.filter((snippet) => snippetStatus(snippet.language, snippet.meta) === 'checked');
  if (samples.length > 0 && parts.checker.answersFromCache(samples)) {
    // On the next turn, so this returns as the child processes' start does. The report of the last start, when
    // nothing it depends on changed (checkRecalled).
    return Promise.resolve().then(() => ({ report: checkRecalled(root, parts.checker, snippets).report, compiled: parts.checker.compiled, results: [] }));
  }
  const count = checkProcesses(samples.length);
  const shards = Array.from({ length: count }, (_, index) => parts.checkShard(root, { index, count }));
  return Promise.all(shards).then(
    (runs) => mergeRuns(runs),
    () => checkHere(root, parts.checker),
  );
}

/** The samples ([] when the content cannot be read: the check reports that itself, in sourceNodes). */
function collectedSnippets(root: string): SnippetSource[] {
  try {
    return collectSnippets(root);
  } catch {
    return [];
  }
}

function mergeRuns(runs: CheckRun[]): CheckRun {
  return {
    report: mergeReports(runs.map((run) => run.report)),
    compiled: runs.reduce((sum, run) => sum + run.compiled, 0),
    results: runs.flatMap((run) => run.results),
  };
}

/**
 * Set by scripts/site/build.mjs when it started the check itself, before Gatsby:
 * the file the check's result will be written to (`<file>.failed` if the
 * check could not run). On a cold build, Gatsby's start and its compile of
 * gatsby-config/gatsby-node take about 13 s of one core, and the check, the
 * longest part of sourcing, needs that time on the other.
 */
export const EARLY_CHECK_VARIABLE = 'SITE_SAMPLE_CHECK_RESULT';

/**
 * Resolves with the check written to `file`, or to `sooner` if that appears first; rejects when `<file>.failed`
 * appears instead.
 */
export function awaitCheckFile(file: string, interval = 50, sooner?: string): Promise<CheckRun> {
  return new Promise<CheckRun>((resolve, reject) => {
    const poll = () => {
      try {
        for (const candidate of sooner ? [sooner, file] : [file]) {
          if (existsSync(candidate)) return resolve(JSON.parse(readFileSync(candidate, 'utf8')) as CheckRun);
        }
        if (existsSync(`${file}.failed`)) return reject(new Error(`the sample check scripts/site/build.mjs started failed: ${readFileSync(`${file}.failed`, 'utf8')}`));
      } catch (error) {
        return reject(error as Error);
      }
      setTimeout(poll, interval);
    };
    poll();
  });
}

/** The line sourcing logs when it used the check scripts/site/build.mjs started (scripts/test/warm-build.mjs looks for it). */
export const EARLY_CHECK_LINE = '[samples] checked beside Gatsby\'s start (begun by scripts/site/build.mjs)';

/**
 * earlySampleResults (plugins/gatsby-plugin-fast-build): set with EARLY_CHECK_VARIABLE when the check started before
 * Gatsby writes the results sourcing needs (the landing snippet, the `@example`s; renderedBySourcing) to this file as
 * soon as it has them, before it renders the content's fences. The whole check ends about 2 s after them on 2 cores,
 * with Gatsby's process idle meanwhile: sourcing now goes on, and the MDX compiles wait for the rest (./check-gate.ts).
 */
export const SOURCING_SAMPLES_VARIABLE = 'SITE_SAMPLE_CHECK_SOURCING';

let running: Promise<CheckRun> | null = null;
let checkedEarly = false;
/** Settles once this process's checker holds the check's results (whether or not every sample passed). */
let seeded: Promise<unknown> = Promise.resolve();
/** earlySampleResults: the whole check, when sourcing went on with the samples it renders (null otherwise). */
let rest: Promise<CheckRun> | null = null;

function start(root: string): Promise<CheckRun> {
  const early = process.env[EARLY_CHECK_VARIABLE];
  const sourcingFirst = early ? process.env[SOURCING_SAMPLES_VARIABLE] : undefined;
  const seed = (run: CheckRun) => (snippetChecker().seed(run.results), run);
  // If the early check failed, this one fails the same way and says why.
  const fallback = () => startCheck(root);
  const fromEarly = (run: CheckRun) => ((checkedEarly = true), run);
  if (early && sourcingFirst) {
    const whole = awaitCheckFile(early).then(fromEarly, fallback).then(seed);
    const first = awaitCheckFile(early, 50, sourcingFirst).then(fromEarly, () => whole).then(seed);
    rest = whole;
    seeded = first.catch(() => undefined);
    holdSamplesUntil(whole);
    return first;
  }
  const checked = early ? awaitCheckFile(early).then(fromEarly, fallback) : startCheck(root);
  const run = checked.then(seed);
  seeded = run.catch(() => undefined);
  return run;
}

export const onPreInit: GatsbyNode['onPreInit'] = () => {
  running ??= start(process.cwd());
};

/**
 * Resolves when the samples' results are here: the API reference's TypeDoc
 * pass runs beside the check and waits only before it renders `@example`s.
 */
export const samplesChecked = (): Promise<unknown> => seeded;

/**
 * Every code sample is type-checked before anything renders them, so a build
 * lists all failures at once (file:line: message) and fails, and prints the
 * samples it skips (with earlySampleResults, those sourcing renders first, the
 * rest before the MDX compiles render them). The results are cached by content hash (.cache/snippets):
 * the MDX compiles, the API reference and the landing page read them.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const { reporter } = args;
  const root = process.cwd();
  const checking = running ?? start(root);
  running = null;
  if (developFlag('developBackgroundSamples', root)) {
    // gatsby develop: sourcing goes on; the MDX compiles wait for the check (./check-gate.ts), and a broken sample shows
    // as the error of the page that holds it. The landing page's node comes with sourcing if the check is done by
    // then, else once develop is idle (below).
    holdSamplesUntil(seeded);
    reporter.info('[samples] the type check runs beside webpack (gatsby develop, developBackgroundSamples)');
    sourcing = true;
    // The landing node of the last start (a warm start) is kept through the stale-node cleanup; it is replaced below
    // only if the check renders it differently.
    const kept = args.getNode(args.createNodeId(`${SNIPPET_NODE_TYPE}-landing`));
    if (kept) args.actions.touchNode(kept);
    checking.then(
      (run) => {
        if (!reportCheck(args, run)) return;
        // A node made after sourcing costs develop a whole cycle (schema, createPages, queries, a recompile), which
        // held up the first page a browser asked for by about 0.3 s on a cold start: it waits until develop is idle,
        // and is not made again when it is the one kept.
        if (sourcing) createLandingNode(args);
        else void developQuiet().then(() => createLandingNode(args, kept?.internal.contentDigest));
      },
      (error) => reporter.error('The code samples could not be type-checked', error as Error),
    );
    return;
  }
  const activity = reporter.activityTimer('Type-check code samples');
  activity.start();
  const run = await checking;
  const whole = rest;
  // The part for sourcing, unless the early check failed before writing it (then this is the whole check already).
  if (whole && run.part === 'sourcing') {
    activity.setStatus(`the ${run.report.checked} sourcing renders checked; the content's fences are checked beside webpack`);
    activity.end();
    if (reportCheck(args, run, { partial: true })) createLandingNode(args);
    // A failure among the rest fails the build here, before the MDX compile that waits for it renders the sample.
    allSamplesReported = whole.then(
      (all) => void reportCheck(args, all),
      (error) => void reporter.panicOnBuild('The code samples could not be type-checked', error as Error),
    );
    return;
  }
  activity.setStatus(`${run.report.checked} checked, ${run.compiled} compiled, ${run.report.skipped.length} skipped`);
  activity.end();
  finishCheck(args, run);
};

let allSamplesReported: Promise<void> = Promise.resolve();
/** Resolves once every sample's outcome was reported (earlySampleResults reports the content's fences after sourcing). */
export const samplesReported = () => allSamplesReported;

/** Whether this process's sourceNodes is still running (gatsby develop: the landing node can be made as part of it). */
let sourcing = false;

/** gatsby-node's sourceNodes is over: from here a node made costs develop a cycle of its own. */
export const sourcingDone = () => {
  sourcing = false;
};

type SourceArgs = Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0];

/** Reports the check (a failure fails a production build) and creates the landing page's sample node. */
function finishCheck(args: SourceArgs, run: CheckRun) {
  if (reportCheck(args, run)) createLandingNode(args);
}

/** Reports the check; false when samples failed (the build fails; develop shows them in the overlay). */
function reportCheck({ reporter }: SourceArgs, run: CheckRun, { partial = false } = {}): boolean {
  const { report } = run;
  if (checkedEarly && !partial) reporter.info(EARLY_CHECK_LINE);
  // One message: each of Gatsby's terminal messages lays the whole output out again (about 30 ms a line on 2 cores).
  const skipped = describeSkipped(report);
  if (skipped.length > 0) reporter.info(skipped.join('\n'));
  if (report.failures.length > 0) {
    // gatsby develop: each file's failures also in the browser's error overlay (cleared when the file compiles again).
    const byFile = new Map<string, string[]>();
    for (const failure of report.failures) {
      const file = failure.split(':')[0]!;
      byFile.set(file, [...(byFile.get(file) ?? []), failure]);
    }
    for (const [file, failures] of byFile) showInOverlay(`code-samples:${file}`, samplesProblem(failures));
    reporter.panicOnBuild(
      `${report.failures.length} code sample problem(s); fix the sample, or declare an intended error with // @errors: <code>:\n` +
        report.failures.map((f) => `  ${f}`).join('\n'),
    );
    return false;
  }
  return true;
}

/** The landing page's sample, rendered with the check's results, as a node (none when `unless` is its digest already). */
function createLandingNode({ actions, createNodeId, createContentDigest }: SourceArgs, unless?: string) {
  const source = readFileSync(path.join(process.cwd(), LANDING_SNIPPET), 'utf8');
  const landing = renderSnippet(source, 'tsx', { where: { file: LANDING_SNIPPET, line: 1 } });
  const record = { name: 'landing', html: landing.html, language: landing.language, types: landing.types ?? [] };
  if (unless !== undefined && createContentDigest(record) === unless) return;
  actions.createNode({
    ...record,
    id: createNodeId(`${SNIPPET_NODE_TYPE}-landing`),
    parent: null,
    children: [],
    internal: { type: SNIPPET_NODE_TYPE, contentDigest: createContentDigest(record) },
  });
}
