/**
 * `npm run check:snippets`: type-checks every code sample of the docs (content
 * fences, TSDoc @example blocks, the landing snippet) as the build does, without
 * Gatsby. Prints `path:line: message` per failure and a count; exits 1 on failure.
 *
 * `--json <file>` (used by the build, src/node/code/snippet-source.ts) writes the
 * report and the results to `file` instead, and exits 0 unless it crashed.
 * `--shard <i>/<n>` checks every n-th sample from the i-th (0-based), so the
 * build can run n of these side by side.
 *
 * `--sourcing-first <file>` (with `--json`) renders the samples Gatsby's sourcing renders (the landing snippet, the
 * `@example`s) before the content's fences, and writes their report and results to `file` as soon as they are done:
 * sourcing goes on with them while the rest is checked (earlySampleResults, plugins/gatsby-plugin-fast-build).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { checkAllSnippets, collectSnippets, describeSkipped, rememberReport, type CheckReport } from './snippets';
import { SnippetChecker } from './twoslash';

const root = process.cwd();
const checker = new SnippetChecker({ root });
const shardArg = process.argv.indexOf('--shard');
const [index, count] = shardArg > 0 ? process.argv[shardArg + 1]!.split('/').map(Number) : [0, 1];
if (!Number.isInteger(index) || !Number.isInteger(count) || index! < 0 || index! >= count!) {
  throw new Error(`check:snippets: --shard takes <index>/<count> with 0 <= index < count, got ${process.argv[shardArg + 1]}`);
}
const firstArg = process.argv.indexOf('--sourcing-first');
// A shard holds only some of the samples sourcing renders: sourcing would miss the others.
if (firstArg > 0 && count !== 1) throw new Error('check:snippets: --sourcing-first needs the whole check, not a --shard');
// Written whole, then renamed: the reader polls for the file.
const writeWhole = (file: string, text: string) => (writeFileSync(`${file}.tmp`, text), renameSync(`${file}.tmp`, file));
const onSourcingSamples =
  firstArg > 0 ? (first: CheckReport) => writeWhole(process.argv[firstArg + 1]!, JSON.stringify({ report: first, compiled: checker.compiled, results: checker.results(), part: 'sourcing' })) : undefined;
const snippets = collectSnippets(root);
const report = checkAllSnippets(root, checker, { index: index!, count: count! }, snippets, onSourcingSamples);
// The whole report, for the next start to recall (a shard's is part of one).
if (count === 1) rememberReport(root, checker, report, snippets);
const json = process.argv.indexOf('--json');
if (json > 0) {
  writeFileSync(process.argv[json + 1]!, JSON.stringify({ report, compiled: checker.compiled, results: checker.results() }));
} else {
  for (const line of describeSkipped(report)) console.log(line);
  for (const failure of report.failures) console.error(failure);
  console.log(
    `check:snippets: ${report.checked} checked (${checker.compiled} compiled, ${report.checked - checker.compiled} from cache), ` +
      `${report.skipped.length} skipped, ${report.failures.length} failure${report.failures.length === 1 ? '' : 's'}`,
  );
  process.exitCode = report.failures.length > 0 ? 1 : 0;
}
