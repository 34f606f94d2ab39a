// `npm run test:warm-build`: `npm run build` keeps Gatsby's caches between
// builds (scripts/site/build.mjs); this checks that a warm build never serves stale
// output. It runs real builds (one cold, three warm, about a minute and a half) in a temporary
// copy of the project, so the working tree is untouched:
//   1. cold build, with two probe pages added (one listed in the sidebar, one not) and a
//      changed TSDoc summary in the library: the probes are built, the API page shows the summary;
//   2. warm build after editing a page and deleting the unlisted probe page:
//      webpack keeps the cold build's pack files (lazyPackCompaction) and the edit is in the page, its Markdown twin, llms-full.txt and the search
//      store (the old index files removed); the deleted page has no HTML, sibling, twin, sitemap URL, search
//      record or llms-full.txt text left;
//   3. what Gatsby does not track makes the next build cold (`--dry-run`): deleting the listed
//      probe with its sidebar entry (the site config), a TSDoc edit (the library); both undone;
//   4. warm build after editing one page's text, with one more environment variable: webpack
//      rebuilds a few modules per stage, not the whole HTML renderer; Gatsby renders that page's
//      HTML only, in Gatsby's process (warmInProcess), and the search files have the edit;
//   4b. with that edit undone, the page Gatsby's process renders is the one the cold build's worker
//      rendered (HTML and page data, the bundles' hashes aside);
//   5. a cold build removes the previous output before Gatsby starts (a page planted in
//      public/ after an input change is gone, Gatsby stopped at once by an unknown argument);
//      a changed lockfile (Gatsby's version in it) makes the next build cold,
//      and an unchanged project keeps it warm (`scripts/site/build.mjs --dry-run`);
//   6. a fence that stops compiling fails a cold build with file:line and the message, though
//      sourcing no longer waits for the fences' check (earlySampleResults).
// Step 3 once ran a second cold build (about a minute of CPU under `npm test`); its dry runs
// and step 5's cut-short cold build now show the same: the change is seen, nothing stale stays.
// Needs the library's dist/ (`npm run prepare-lib`). Prints `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalize } from './compare-builds.mjs';
import { copyProject } from './project-copy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const results = { passed: 0, failed: 0 };
const t0 = Date.now();

function check(label, fn) {
  try {
    fn();
    results.passed += 1;
    console.log(`  ✔ ${label}`);
  } catch (error) {
    results.failed += 1;
    console.log(`  ✖ ${label}\n    ${String(error?.message ?? error).split('\n').join('\n    ')}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const dir = copyProject(ROOT, 'warm-build-test-');
const file = (relative) => path.join(dir, relative);
const read = (relative) => readFileSync(file(relative), 'utf8');
const edit = (relative, change) => {
  const before = read(relative);
  const after = change(before);
  if (after === before) throw new Error(`test setup: the edit of ${relative} changed nothing (did the file change?)`);
  writeFileSync(file(relative), after);
};

/** Runs the build wrapper in the copy; returns its output (the build must succeed). */
function build(...args) {
  return buildIn({}, ...args);
}

/** build(), with `extraEnv` added to the environment. */
function buildIn(extraEnv, ...args) {
  const started = Date.now();
  const child = spawnSync(process.execPath, ['scripts/site/build.mjs', ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, CI: '1', ...extraEnv } });
  const output = `${child.stdout}${child.stderr}`;
  if (!args.includes('--dry-run')) console.log(`  (build ${args.join(' ')} took ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (child.status !== 0) {
    console.log(output.split('\n').slice(-40).join('\n'));
    throw new Error(`build failed (exit ${child.status})`);
  }
  return output;
}

/** The search files the site fetches (the fixed-URL index file and the folder it names), as one text. */
function searchStore() {
  const root = file('public/static/search');
  const index = readFileSync(path.join(root, 'index.json'), 'utf8');
  const { dir } = JSON.parse(index);
  assert(typeof dir === 'string' && existsSync(path.join(root, dir)), `static/search/index.json names no folder that exists (${dir})`);
  return [index, ...readdirSync(path.join(root, dir)).map((name) => readFileSync(path.join(root, dir, name), 'utf8'))].join('\n');
}

/** What plugins/gatsby-plugin-fast-build/webpack/rebuilt-modules.ts logged for a webpack stage: modules built, not taken from the cache, and all. */
function modulesBuilt(output, stage) {
  const found = [...output.matchAll(new RegExp(`\\[webpack\\] ${stage}: built (\\d+) of (\\d+) modules`, 'g'))].at(-1);
  assert(found, `no "[webpack] ${stage}: built n of m modules" line in the build's output`);
  return { built: Number(found[1]), total: Number(found[2]) };
}

/** How many pages' HTML Gatsby rendered in a build's output ("Building static HTML for pages … n/n"); 0 when it rendered none. */
function pagesRendered(output) {
  const plain = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  if (/There are no new or changed html files to build/.test(plain)) return 0;
  const counts = [...plain.matchAll(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/g)];
  assert(counts.length > 0, 'no "Building static HTML for pages" line in the build output');
  return Number(counts.at(-1)[1]);
}

const MARK = `warmedit${Date.now().toString(36)}`;
const UNLISTED = 'warm-probe-unlisted';
const LISTED = 'warm-probe-listed';
const UNLISTED_WORD = 'zyxunlistedprobe';
const LISTED_TITLE = 'Warm probe listed page';
const probePage = (title, word) => `---\ntitle: ${title}\ndescription: A page the warm build test adds and deletes.\n---\n\nThis page carries the word ${word}.\n\n## A heading\n\nMore text.\n`;
const SIDEBAR_ENTRY = `{ type: 'doc', id: '${LISTED}' },\n      `;
const TSDOC_BEFORE = 'Returns the dialogs of the nearest';
const TSDOC_AFTER = `Returns (${MARK}) the dialogs of the nearest`;
const EXAMPLE_FILE = 'src/examples/plain/AlertDialog.tsx';
const LOCK_VERSION = /("node_modules\/gatsby": \{\s*"version": ")([^"]+)"/;

try {
  console.log(`▶ warm build test in ${dir}`);
  writeFileSync(file(`content/docs/${UNLISTED}.mdx`), probePage('Warm probe unlisted page', UNLISTED_WORD));
  writeFileSync(file(`content/docs/${LISTED}.mdx`), probePage(LISTED_TITLE, 'zyxlistedprobe'));
  edit('src/site-config.ts', (text) => text.replace("{ type: 'doc', id: 'troubleshooting' },\n      ", `{ type: 'doc', id: 'troubleshooting' },\n      ${SIDEBAR_ENTRY}`));

  edit('packages/react-dialog-hub/src/useDialogStack.ts', (text) => text.replace(TSDOC_BEFORE, TSDOC_AFTER));

  console.log('\n1. cold build with the probe pages and a TSDoc edit');
  const first = build();
  check('the first build is cold (no record of its inputs)', () => assert(/\[build\] cold build/.test(first), 'no "[build] cold build" line'));
  // The line src/node/code/snippet-source.ts (EARLY_CHECK_LINE) logs when Gatsby used the check build.mjs began.
  check('a cold build type-checks the code samples while Gatsby starts', () => assert(first.includes("[samples] checked beside Gatsby's start"), 'no "[samples] checked beside Gatsby\'s start" line: Gatsby checked the samples itself'));
  // The line gatsby-plugin-fast-build's preload (esbuildGatsbyFiles) logs when Gatsby took the gatsby-config and gatsby-node bundled before it started.
  const bundled = (log) => log.includes('[gatsby-files] gatsby-config and gatsby-node bundled with esbuild');
  check("Gatsby takes the gatsby-config and gatsby-node scripts/site/build.mjs bundled (no Parcel compile)", () => assert(bundled(first), 'no "[gatsby-files] … bundled with esbuild" line: Gatsby compiled them with Parcel'));
  // The line gatsby-plugin-fast-build's preload (lateWorker) logs when Gatsby's worker started with the HTML renderer, not at bootstrap.
  const lateWorker = (log) => log.includes("[worker-pool] Gatsby's worker started at buildRenderer, not at bootstrap");
  check("a cold build starts Gatsby's worker when the HTML renderer compiles, not at bootstrap", () => assert(lateWorker(first), 'no "[worker-pool] Gatsby\'s worker started at buildRenderer" line'));
  // The line the preload logs (keepWorker) when build.js asks for the worker's restart between the queries and the HTML.
  const keptWorker = (log) => log.includes('[worker-pool] the worker that ran the queries renders the HTML;');
  check('a cold build renders the HTML in the worker that ran the queries, not a restarted one', () => assert(keptWorker(first), 'no "[worker-pool] the worker that ran the queries renders the HTML" line'));
  check('the probe pages are built, the listed one in the sidebar', () => {
    assert(existsSync(file(`public/docs/${UNLISTED}/index.html`)), 'unlisted probe page missing');
    assert(existsSync(file(`public/docs/${UNLISTED}.md`)), 'unlisted probe twin missing');
    assert(searchStore().includes(UNLISTED_WORD), 'unlisted probe not in the search store');
    assert(read('public/docs/intro/index.html').includes(LISTED_TITLE), 'listed probe not in the sidebar of /docs/intro');
  });
  check('the API page shows the library\'s new TSDoc summary', () => {
    const kind = readdirSync(file('public/docs/api')).find((name) => existsSync(file(`public/docs/api/${name}/useDialogStack/index.html`)));
    assert(kind, 'no public/docs/api/<kind>/useDialogStack page');
    const page = `${kind}/useDialogStack`;
    assert(read(`public/docs/api/${page}/index.html`).includes(MARK), 'summary not on the API page');
    assert(read(`public/docs/api/${page}.md`).includes(MARK), 'summary not in the API twin');
  });

  // The troubleshooting page as the cold build's worker rendered it (step 4b renders it in Gatsby's process).
  const coldTroubleshooting = Object.fromEntries(['public/docs/troubleshooting/index.html', 'public/page-data/docs/troubleshooting/page-data.json'].map((output) => [output, read(output)]));

  // webpack's pack files of each production stage, largest first (name, size, modification time).
  const packFiles = () =>
    ['stage-build-javascript', 'stage-build-html'].map((stage) => {
      const folder = file(`.cache/webpack/${stage}`);
      const packs = existsSync(folder) ? readdirSync(folder).filter((name) => /^\d+\.pack$/.test(name)) : [];
      const [largest] = packs.map((name) => ({ name, ...statSync(path.join(folder, name)) })).sort((a, b) => b.size - a.size);
      return { stage, largest: largest && `${largest.name} ${largest.size} B ${largest.mtimeMs}` };
    });
  const coldPacks = packFiles();

  console.log('\n2. warm build after editing a page and deleting one');
  edit('content/docs/intro.mdx', (text) => `${text.trimEnd()}\n\nThe ${MARK} sentence.\n`);
  rmSync(file(`content/docs/${UNLISTED}.mdx`));
  // A file the page shows, not the page: the twin kept from the first build must be made again.
  edit(EXAMPLE_FILE, (text) => `${text.trimEnd()}\n// The ${MARK} example edit.\n`);
  const second = build();
  check('the build is warm, with the bundled gatsby-config and gatsby-node', () => assert(/\[build\] warm build/.test(second) && bundled(second), 'no "[build] warm build" or "[gatsby-files]" line'));
  // The line the preload logs (warmInProcess) when the queries ran in Gatsby's process and its worker was never forked.
  const inProcess = (log) => /\[worker-pool\] \d+ quer(y runs|ies run) and the HTML renders in Gatsby's process; its worker not started/.test(log);
  check("a warm build runs its few queries and renders the HTML in Gatsby's process, its worker never started (warmInProcess)", () => {
    assert(inProcess(second), 'no "[worker-pool] … in Gatsby\'s process; its worker not started" line in the warm build');
    assert(!lateWorker(second) && !keptWorker(second) && !second.includes("Gatsby's worker started"), 'a line of a started worker in the warm build');
  });
  check("webpack keeps the cold build's largest pack file of each stage as it is, not rewritten for the few entries the edits replaced (lazyPackCompaction)", () => {
    const warmPacks = packFiles();
    for (const [index, { stage, largest }] of coldPacks.entries()) {
      assert(largest, `no pack file in .cache/webpack/${stage} after the cold build`);
      assert(warmPacks[index].largest === largest, `${stage}: ${largest} after the cold build, ${warmPacks[index].largest} after the warm one`);
    }
  });
  // The line the preload logs (releaseCompilers) once the browser stage's compiler is closed and collected.
  check("a warm build releases the browser bundles' compiler once built (releaseCompilers)", () =>
    assert(second.includes("[webpack] browser bundles' compiler released once built"), "no \"[webpack] browser bundles' compiler released once built\" line"),
  );
  check('the edited page shows the edit (HTML, twin, llms-full.txt, search store)', () => {
    assert(read('public/docs/intro/index.html').includes(MARK), 'not in docs/intro/index.html');
    assert(read('public/docs/intro.html').includes(MARK), 'not in the docs/intro.html sibling');
    assert(read('public/docs/intro.md').includes(MARK), 'not in docs/intro.md');
    assert(read('public/llms-full.txt').includes(MARK), 'not in llms-full.txt');
    assert(searchStore().includes(MARK), 'not in the search store');
  });
  check('an edited example file shows on the page that shows it and in its twin', () => {
    assert(read('public/docs/examples/plain/index.html').includes(`${MARK} example edit`), 'not in docs/examples/plain/index.html');
    assert(read('public/docs/examples/plain.md').includes(`${MARK} example edit`), 'not in docs/examples/plain.md');
  });
  check('the previous search files are removed, not left beside the new ones', () => {
    const left = readdirSync(file('public/static/search')).filter((name) => name !== 'index.json');
    assert(left.length === 1, `expected one search files folder beside index.json, found ${left.join(', ')}`);
  });
  check('the deleted page is gone (no HTML, sibling, twin, page data, sitemap URL, search record, llms text)', () => {
    const left = [`public/docs/${UNLISTED}/index.html`, `public/docs/${UNLISTED}.html`, `public/docs/${UNLISTED}.md`, `public/page-data/docs/${UNLISTED}/page-data.json`].filter((f) => existsSync(file(f)));
    assert(left.length === 0, `still there: ${left.join(', ')}`);
    assert(!read('public/sitemap.xml').includes(UNLISTED), 'still in sitemap.xml');
    assert(!searchStore().includes(UNLISTED_WORD), 'still in the search store');
    assert(!read('public/llms-full.txt').includes(UNLISTED_WORD), 'still in llms-full.txt');
    assert(!read('public/llms.txt').includes(UNLISTED), 'still in llms.txt');
  });

  console.log('\n3. what Gatsby does not track makes the next build cold (dry runs; each change undone)');
  /** Applies `change`, asks the build wrapper what the next build would be, and undoes the change. */
  const nextBuildAfter = (relative, change, alsoDelete) => {
    const before = read(relative);
    const deleted = alsoDelete && read(alsoDelete);
    edit(relative, change);
    if (alsoDelete) rmSync(file(alsoDelete));
    try {
      return build('--dry-run');
    } finally {
      writeFileSync(file(relative), before);
      if (alsoDelete) writeFileSync(file(alsoDelete), deleted);
    }
  };
  check('deleting the listed page with its sidebar entry makes the next build cold', () => {
    const out = nextBuildAfter('src/site-config.ts', (text) => text.replace(SIDEBAR_ENTRY, ''), `content/docs/${LISTED}.mdx`);
    assert(/\[build\] cold build: build inputs changed/.test(out), out.trim());
  });
  check('a TSDoc edit in the library makes the next build cold', () => {
    const out = nextBuildAfter('packages/react-dialog-hub/src/useDialogStack.ts', (text) => text.replace(TSDOC_AFTER, TSDOC_BEFORE));
    assert(/\[build\] cold build: build inputs changed/.test(out), out.trim());
  });
  check('with both undone, the next build is warm again', () => {
    const out = build('--dry-run');
    assert(/\[build\] warm build/.test(out), out.trim());
  });

  console.log('\n4. warm build after editing the text of one page, in an environment with one more variable');
  const SECOND_MARK = `${MARK}second`;
  edit('content/docs/troubleshooting.mdx', (text) => `${text.trimEnd()}\n\nThe ${SECOND_MARK} sentence.\n`);
  const fourth = buildIn({ WARM_BUILD_TEST_SHELL: 'another shell' });
  check('the build is warm', () => assert(/\[build\] warm build/.test(fourth), 'no "[build] warm build" line'));
  check('webpack rebuilds a few modules in each stage, not all: another shell\'s variables do not void the HTML renderer\'s cache', () => {
    // Gatsby inlined every variable into the renderer, and any change in their names rebuilt all its modules.
    for (const stage of ['browser bundles', 'HTML renderer']) {
      const { built, total } = modulesBuilt(fourth, stage);
      assert(total > 100 && built <= total / 10, `${stage}: webpack built ${built} of ${total} modules`);
    }
  });
  check('only the edited page is rendered again; the search index still has the edit', () => {
    // Before the search files moved to a fixed URL, their new folder (a static query result every page
    // used) made Gatsby render every page again after any text edit.
    const rendered = pagesRendered(fourth);
    assert(rendered === 1, `Gatsby rendered ${rendered} pages' HTML, expected 1 (docs/troubleshooting)`);
    assert(read('public/docs/troubleshooting/index.html').includes(SECOND_MARK), 'not in docs/troubleshooting/index.html');
    assert(searchStore().includes(SECOND_MARK), 'not in the search files');
    // A page not rendered again still gets the new bundles' scripts (Gatsby stitches them in): a page left
    // with the previous compilation hash would make the browser reload it on its first navigation.
    const { webpackCompilationHash } = JSON.parse(read('public/page-data/app-data.json'));
    const stitched = read('public/docs/getting-started/index.html').match(/___webpackCompilationHash="([^"]+)"/)?.[1];
    assert(stitched === webpackCompilationHash, `docs/getting-started has compilation hash ${stitched}, app-data.json ${webpackCompilationHash}`);
  });

  console.log("\n4b. the HTML Gatsby's process renders (warmInProcess) is the HTML its worker rendered");
  check("with the edit undone, the page Gatsby's process renders again is the one the cold build's worker rendered (but for the bundles' hashes)", () => {
    edit('content/docs/troubleshooting.mdx', (text) => text.replace(`\n\nThe ${SECOND_MARK} sentence.\n`, '\n'));
    const undone = build();
    assert(inProcess(undone), "not rendered in Gatsby's process");
    const rendered = pagesRendered(undone);
    assert(rendered === 1, `Gatsby rendered ${rendered} pages' HTML, expected 1 (docs/troubleshooting)`);
    for (const output of ['public/docs/troubleshooting/index.html', 'public/page-data/docs/troubleshooting/page-data.json']) {
      const now = normalize(read(output));
      const before = normalize(coldTroubleshooting[output]);
      const at = [...now].findIndex((char, index) => char !== before[index]);
      assert(now === before, `${output} differs from the cold build's at character ${at}: …${now.slice(Math.max(0, at - 80), at + 80)}… against …${before.slice(Math.max(0, at - 80), at + 80)}…`);
    }
  });

  console.log('\n5. what invalidates the caches');
  check('a cold build removes the previous output and caches before Gatsby starts', () => {
    // Planted in a real build's output: when Gatsby finds no cache state of its own, it empties
    // public/ itself, which would hide a wrapper that forgot to. Gatsby then stops at once on an
    // argument it does not know, so only the wrapper's part of a cold build runs.
    const LEFT_OVER = 'public/docs/warm-probe-left-over.html';
    assert(existsSync(file('.cache/redux')), 'test setup: no .cache/redux (Gatsby\'s state) after the warm builds');
    writeFileSync(file(LEFT_OVER), '<!doctype html><title>left over</title>\n');
    edit('src/site-config.ts', (text) => `${text.trimEnd()}\n// ${MARK}: an input change\n`);
    const child = spawnSync(process.execPath, ['scripts/site/build.mjs', '--warm-build-test-stops-gatsby'], { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '1' } });
    const output = `${child.stdout}${child.stderr}`;
    assert(/\[build\] cold build: build inputs changed/.test(output), `not a cold build:\n${output.trim()}`);
    assert(child.status !== 0 && /Unknown arguments?: .*warm-build-test-stops-gatsby/.test(output), `Gatsby did not stop on the unknown argument:\n${output.trim()}`);
    assert(!existsSync(file(LEFT_OVER)), `${LEFT_OVER} is still there`);
    assert(!existsSync(file('.cache/redux')), '.cache/redux (Gatsby\'s state) is still there');
  });
  check('an unchanged project keeps the caches', () => {
    const out = build('--dry-run');
    assert(/\[build\] warm build/.test(out), out.trim());
  });
  check('a changed Gatsby version in the lockfile makes the build cold', () => {
    edit('package-lock.json', (text) => text.replace(LOCK_VERSION, (_all, head, version) => `${head}${version}-changed"`));
    const out = build('--dry-run');
    assert(/\[build\] cold build: build inputs changed/.test(out), out.trim());
  });
  check('`--clean` always builds cold', () => {
    const out = build('--dry-run', '--clean');
    assert(/\[build\] cold build: --clean/.test(out), out.trim());
  });

  console.log('\n6. a broken code sample fails a cold build');
  check("a fence that stops compiling fails the build with file:line and the compiler's message, though sourcing went on without it (earlySampleResults)", () => {
    edit('content/docs/troubleshooting.mdx', (text) => `${text.trimEnd()}\n\n\`\`\`ts\nconst ${MARK}: number = 'not a number';\n\`\`\`\n`);
    const lines = read('content/docs/troubleshooting.mdx').split('\n');
    const line = lines.findIndex((text) => text.includes(`const ${MARK}`)) + 1;
    const child = spawnSync(process.execPath, ['scripts/site/build.mjs', '--clean'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, CI: '1' } });
    const output = `${child.stdout}${child.stderr}`.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
    assert(child.status !== 0, `the build passed:\n${output.split('\n').slice(-20).join('\n')}`);
    assert(output.includes("the content's fences are checked beside webpack"), 'sourcing waited for the whole check (no "the content\'s fences are checked beside webpack" status)');
    const reported = new RegExp(`content/docs/troubleshooting\\.mdx:${line}: .*TS2322`);
    assert(reported.test(output), `no "content/docs/troubleshooting.mdx:${line}: … TS2322" in the output:\n${output.split('\n').slice(-30).join('\n')}`);
    assert(!existsSync(file('public/docs/troubleshooting/index.html')), 'the failed build left a page for the broken doc');
  });
} catch (error) {
  results.failed += 1;
  console.log(`  ✖ ${error.message}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\nwarm build test took ${((Date.now() - t0) / 1000).toFixed(0)} s`);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
