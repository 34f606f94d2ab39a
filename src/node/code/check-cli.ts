/**
 * `npm run check:snippets`: type-checks every code sample of the docs (content
 * fences, TSDoc @example blocks, the landing snippet) as the build does, without
 * Gatsby. Prints `path:line: message` per failure and a count; exits 1 on failure.
 *
 * `--json <file>` (used by the build, src/node/code/snippet-source.ts) writes the
 * report and the results to `file` instead, and exits 0 unless it crashed.
 * `--shard <i>/<n>` checks every n-th sample from the i-th (0-based), so the
 * build can run n of these side by side.
 */
import { writeFileSync } from 'node:fs';
import { checkAllSnippets, describeSkipped } from './snippets';
import { SnippetChecker } from './twoslash';

const root = process.cwd();
const checker = new SnippetChecker({ root });
const shardArg = process.argv.indexOf('--shard');
const [index, count] = shardArg > 0 ? process.argv[shardArg + 1]!.split('/').map(Number) : [0, 1];
if (!Number.isInteger(index) || !Number.isInteger(count) || index! < 0 || index! >= count!) {
  throw new Error(`check:snippets: --shard takes <index>/<count> with 0 <= index < count, got ${process.argv[shardArg + 1]}`);
}
const report = checkAllSnippets(root, checker, { index: index!, count: count! });
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
