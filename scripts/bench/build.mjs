// `npm run bench:build`: build time of this working tree against a baseline
// commit, cold and warm, with N synthetic docs pages added (scripts/bench/synthetic-pages.mjs).
//   npm run bench:build                              N = 0 and 300, baseline HEAD~
//   npm run bench:build -- --pages 0,30 --baseline <rev> --runs 1
//   npm run bench:build -- --docusaurus <dir>       also builds the Docusaurus original in <dir> (./docusaurus-side.mjs)
//   npm run bench:build -- --docusaurus <dir> --no-baseline   this tree against the original only
// Both sides are temporary copies (this tree without node_modules, linked; the
// baseline from `git archive`), so the working tree is untouched. Per N it builds
// baseline cold, current cold, baseline warm (one page edited), current warm, and
// repeats that --runs times (interleaved, so machine load hits both alike), then
// prints medians: wall time, peak memory (RSS summed over the build's process
// group, and of its largest process, polled from /proc) and Gatsby's per-phase times. A copy with
// a build entry (scripts/site/build.mjs, or scripts/build.mjs before it moved) builds the way `npm run build` does
// (cold: --clean); an older
// one runs `gatsby clean` + `gatsby build --prefix-paths` (cold) or the build alone (warm).
// The copies get a one-commit git history, so "last updated" is read as in a clone.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyProject } from '../test/project-copy.mjs';
import { baselineCopy } from './baseline-copy.mjs';
import { docusaurusSide } from './docusaurus-side.mjs';
import { editOnePage, writeSyntheticPages } from './synthetic-build-pages.mjs';
import { groupProcesses } from './process-group.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}
const PAGES = option('pages', '0,300').split(',').map(Number);
const BASELINE = option('baseline', 'HEAD~');
const RUNS = Number(option('runs', '1'));
const KEEP = process.argv.includes('--keep');
const DOCUSAURUS = option('docusaurus', null);
// --no-baseline: only this tree (and Docusaurus), for a shorter sitting against the anchor.
const NO_BASELINE = process.argv.includes('--no-baseline');

/** The phases worth showing, as Gatsby (and this site's activities) name them. */
const PHASES = [
  ['compile gatsby files', 'compile gatsby-config/-node'],
  ['source and transform nodes', 'source + transform'],
  ['Type-check code samples', '  sample type check'],
  ['API reference from TypeDoc', '  API (TypeDoc)'],
  // In workers, or in Gatsby's process (warmInProcess).
  ['run queries in', 'page queries'],
  ['Building production JavaScript and CSS bundles', 'JS + CSS bundles'],
  ['Building HTML renderer', 'HTML renderer'],
  ['Building static HTML for pages', 'static HTML'],
  ['onPostBuild', 'post-build'],
];

function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** One commit of everything, so per-file git lookups cost what they cost in a clone. */
function commitAll(dir) {
  git(dir, ['init', '-q']);
  git(dir, ['add', '-A']);
  git(dir, ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '-m', 'bench']);
}

/** RSS (bytes) of the process group `pgid`: summed over its processes, and of its largest process. */
function groupRss(pgid) {
  const rss = (groupProcesses(pgid) ?? []).map((process) => process.rss);
  return { total: rss.reduce((sum, bytes) => sum + bytes, 0), largest: Math.max(0, ...rss) };
}

function runMeasured(cwd, command, args) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, detached: true, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    let largest = 0;
    const poll = setInterval(() => {
      const rss = groupRss(child.pid);
      peak = Math.max(peak, rss.total);
      largest = Math.max(largest, rss.largest);
    }, 250);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(poll);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${code}):\n${output.split('\n').slice(-30).join('\n')}`));
      else resolve({ seconds, peak, largest, output });
    });
  });
}

/** A build of `dir`: cold or warm, as `npm run build` of that version does it (library build aside). */
async function build(dir, cold, docusaurus = null) {
  const wrapper = ['scripts/site/build.mjs', 'scripts/build.mjs'].find((file) => existsSync(path.join(dir, file)));
  let seconds = 0;
  let peak = 0;
  let largest = 0;
  let output = '';
  const steps = docusaurus
    ? docusaurus.steps(cold)
    : wrapper
      ? [[process.execPath, [wrapper, ...(cold ? ['--clean'] : [])]]]
      : [...(cold ? [['npx', ['gatsby', 'clean']]] : []), ['npx', ['gatsby', 'build', '--prefix-paths']]];
  for (const [command, args] of steps) {
    const run = await runMeasured(dir, command, args);
    seconds += run.seconds;
    peak = Math.max(peak, run.peak);
    largest = Math.max(largest, run.largest);
    output += run.output;
  }
  const clean = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  const phases = {};
  for (const [name] of PHASES) {
    const matches = [...clean.matchAll(new RegExp(`success ${name.replace(/[()]/g, '\\$&')}[^\\n]*? - ([\\d.]+)s`, 'g'))];
    if (matches.length) phases[name] = matches.reduce((sum, m) => sum + Number(m[1]), 0);
  }
  return { seconds, peak, largest, phases };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (seconds) => (seconds === undefined ? '–' : `${seconds.toFixed(1)} s`);
const gb = (bytes) => (bytes === undefined ? '–' : `${(bytes / 1e9).toFixed(2)} GB`);

const baseSha = git(ROOT, ['rev-parse', '--short', BASELINE]);
const dirty = git(ROOT, ['status', '--porcelain']) ? ' + uncommitted changes' : '';
const headSha = git(ROOT, ['rev-parse', '--short', 'HEAD']);
console.log(`bench:build: current ${headSha}${dirty}${NO_BASELINE ? '' : ` vs baseline ${BASELINE} (${baseSha})`}${DOCUSAURUS ? ` and Docusaurus in ${DOCUSAURUS}` : ''}; pages ${PAGES.join(', ')}; ${RUNS} run(s) each, interleaved`);
const docusaurus = DOCUSAURUS ? docusaurusSide(DOCUSAURUS) : null;
if (docusaurus) console.log(`Docusaurus installed with ${docusaurus.install} (node_modules of ${docusaurus.dir})`);

const summary = [];
for (const pages of PAGES) {
  const sides = {
    ...(NO_BASELINE ? {} : { baseline: { dir: baselineCopy(ROOT, BASELINE, { prefix: 'bench-build-base-' }), cold: [], warm: [] } }),
    current: { dir: copyProject(ROOT, 'bench-build-head-'), cold: [], warm: [] },
  };
  if (docusaurus) {
    docusaurus.setPages(pages);
    sides.docusaurus = { dir: docusaurus.dir, docusaurus, cold: [], warm: [] };
  }
  for (const side of Object.values(sides)) {
    if (side.docusaurus) continue;
    // The library's build is an input of the site (example projects), not part of the timed build.
    if (!existsSync(path.join(side.dir, 'packages/react-dialog-hub/dist/index.js'))) {
      execFileSync('npm', ['run', 'build', '-w', 'react-dialog-hub'], { cwd: side.dir, stdio: 'ignore' });
    }
    writeSyntheticPages(side.dir, pages);
    commitAll(side.dir);
  }
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const kind of ['cold', 'warm']) {
        for (const [name, side] of Object.entries(sides)) {
          if (kind === 'warm') side.docusaurus ? side.docusaurus.editOnePage() : editOnePage(side.dir, pages);
          const result = await build(side.dir, kind === 'cold', side.docusaurus);
          side[kind].push(result);
          console.log(`  ${pages} pages, run ${run}, ${name} ${kind}: ${fmt(result.seconds)}, peak ${gb(result.peak)} (largest process ${gb(result.largest)})`);
        }
      }
    }
  } finally {
    docusaurus?.restore();
    if (!KEEP) for (const side of [sides.baseline, sides.current].filter(Boolean)) rmSync(side.dir, { recursive: true, force: true });
  }
  const rows = [
    ['wall time', (r) => fmt(median(r.map((x) => x.seconds)))],
    ['peak memory', (r) => gb(median(r.map((x) => x.peak)))],
    ['largest process', (r) => gb(median(r.map((x) => x.largest)))],
    ...PHASES.map(([name, label]) => [label, (r) => fmt(median(r.map((x) => x.phases[name])))]),
  ];
  console.log(`\n### ${pages} synthetic pages added (medians of ${RUNS})\n`);
  const columns = [
    ...(sides.baseline ? [['baseline cold', sides.baseline.cold]] : []),
    ['current cold', sides.current.cold],
    ...(docusaurus ? [['Docusaurus cold', sides.docusaurus.cold]] : []),
    ...(sides.baseline ? [['baseline warm', sides.baseline.warm]] : []),
    ['current warm', sides.current.warm],
    ...(docusaurus ? [['Docusaurus warm', sides.docusaurus.warm]] : []),
  ];
  console.log(`| | ${columns.map(([name]) => name).join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  for (const [label, cell] of rows) console.log(`| ${label} | ${columns.map(([, runs]) => cell(runs)).join(' | ')} |`);
  const wall = (runs) => median(runs.map((x) => x.seconds));
  const peakOf = (runs) => median(runs.map((x) => x.peak));
  const largestOf = (runs) => median(runs.map((x) => x.largest));
  if (docusaurus) {
    const ratio = (a, b) => (a / b).toFixed(2);
    console.log(
      `\nCurrent against Docusaurus: cold ×${ratio(wall(sides.current.cold), wall(sides.docusaurus.cold))}, ` +
        `peak memory ×${ratio(peakOf(sides.current.cold), peakOf(sides.docusaurus.cold))} ` +
        `(largest process ×${ratio(largestOf(sides.current.cold), largestOf(sides.docusaurus.cold))}), warm ×${ratio(wall(sides.current.warm), wall(sides.docusaurus.warm))}`,
    );
  }
  summary.push({ pages, base: sides.baseline ? wall(sides.baseline.cold) : undefined, current: wall(sides.current.cold), docusaurus: docusaurus ? wall(sides.docusaurus.cold) : undefined });
}

if (summary.length >= 2) {
  const [low, high] = [summary[0], summary[summary.length - 1]];
  const per = (key) => ((high[key] - low[key]) / (high.pages - low.pages)).toFixed(2);
  console.log(`\nCold cost per added page: ${low.base === undefined ? '' : `baseline ${per('base')} s, `}current ${per('current')} s${docusaurus ? `, Docusaurus ${per('docusaurus')} s` : ''}`);
}
