import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { checkAllSnippets, describeSkipped, LANDING_SNIPPET, renderSnippet, type CheckReport } from './snippets';
import { snippetChecker, type SnippetOutcome } from './twoslash';

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

interface CheckRun {
  report: CheckReport;
  compiled: number;
  results: Array<[string, SnippetOutcome]>;
}

/**
 * The check runs in a child process (`npm run check:snippets -- --json`)
 * started as Gatsby starts, so compiling the samples, which is single-threaded,
 * overlaps Gatsby's own bootstrap instead of adding to it. Falls back to
 * checking in this process if the child cannot run.
 */
function startCheck(root: string): Promise<CheckRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'snippets-'));
  const out = path.join(dir, 'check.json');
  const viteNode = path.join(root, 'node_modules/vite-node/vite-node.mjs');
  return new Promise<CheckRun>((resolve) => {
    execFile(process.execPath, [viteNode, 'scripts/check-snippets.ts', '--json', out], { cwd: root, maxBuffer: 1 << 24 }, (error) => {
      try {
        if (error) throw error;
        resolve(JSON.parse(readFileSync(out, 'utf8')) as CheckRun);
      } catch {
        const checker = snippetChecker();
        const report = checkAllSnippets(root, checker);
        resolve({ report, compiled: checker.compiled, results: [] });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

let running: Promise<CheckRun> | null = null;

export const onPreInit: GatsbyNode['onPreInit'] = () => {
  running ??= startCheck(process.cwd());
};

/**
 * Every code sample is type-checked before anything renders them, so a build
 * lists all failures at once (file:line: message) and fails, and prints the
 * samples it skips. The results are cached by content hash (.cache/snippets):
 * the MDX compiles, the API reference and the landing page read them.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const root = process.cwd();
  const activity = reporter.activityTimer('Type-check code samples');
  activity.start();
  const run = await (running ?? startCheck(root));
  running = null;
  snippetChecker().seed(run.results);
  const { report } = run;
  activity.setStatus(`${report.checked} checked, ${run.compiled} compiled, ${report.skipped.length} skipped`);
  activity.end();
  for (const line of describeSkipped(report)) reporter.info(line);
  if (report.failures.length > 0) {
    reporter.panicOnBuild(
      `${report.failures.length} code sample problem(s); fix the sample, or declare an intended error with // @errors: <code>:\n` +
        report.failures.map((f) => `  ${f}`).join('\n'),
    );
    return;
  }
  const source = readFileSync(path.join(root, LANDING_SNIPPET), 'utf8');
  const landing = renderSnippet(source, 'tsx', { where: { file: LANDING_SNIPPET, line: 1 } });
  const record = { name: 'landing', html: landing.html, language: landing.language, types: landing.types ?? [] };
  actions.createNode({
    ...record,
    id: createNodeId(`${SNIPPET_NODE_TYPE}-landing`),
    parent: null,
    children: [],
    internal: { type: SNIPPET_NODE_TYPE, contentDigest: createContentDigest(record) },
  });
};
