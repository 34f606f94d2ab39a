// The Docusaurus original as a third side of `npm run bench:build -- --docusaurus <dir>`, so the ratios are
// measured in the same sitting as ours. <dir> is the original's docs app, installed: for example
// `git archive 83c03b7` of github:MOhhh-ok/react-dialog-hub, `npm install` in packages/react-dialog-hub, then `npm install`
// in apps/docs (with overrides @docsearch/react 4.2.0 and webpack 5.102.1). The same tree installed with pnpm builds
// about 1.3× slower, so the report names the install it found (`install`).
// The same synthetic pages go into its docs/bench/ and its sidebar (after 'comparison'); everything written there
// is removed again by restore().
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, appendEdit, writePageFiles } from './synthetic-build-pages.mjs';

const ANCHOR = "'comparison',";

export function docusaurusSide(dir) {
  const app = path.resolve(dir);
  const cli = path.join(app, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  if (!existsSync(cli)) throw new Error(`--docusaurus ${dir}: no ${path.relative(app, cli)} there; give the original's apps/docs folder, installed`);
  // pnpm keeps its store in node_modules/.pnpm; npm writes node_modules/.package-lock.json.
  const install = existsSync(path.join(app, 'node_modules/.pnpm')) || existsSync(path.join(app, '../../node_modules/.pnpm'))
    ? 'pnpm'
    : existsSync(path.join(app, 'node_modules/.package-lock.json')) ? 'npm' : 'unknown';
  const sidebarsFile = path.join(app, 'sidebars.ts');
  // What an interrupted run left behind is taken out of the originals kept here.
  const sidebars = readFileSync(sidebarsFile, 'utf8').replace(/\n\s*\{ type: 'category', label: 'Benchmark pages'.*(?=\n)/, '');
  const introFile = path.join(app, 'docs/intro.md');
  const intro = readFileSync(introFile, 'utf8').replace(/(\n\nAn edit made at .*)+\n$/, '\n');
  const benchDir = path.join(app, 'docs', BENCH_DIR);
  let pages = 0;
  return {
    dir: app,
    install,
    /** Writes `count` synthetic pages and lists them in the sidebar. */
    setPages(count) {
      this.restore();
      pages = count;
      if (count <= 0) return;
      if (!sidebars.includes(ANCHOR)) throw new Error(`--docusaurus: no ${ANCHOR} in ${sidebarsFile} to list the pages after`);
      const ids = writePageFiles(benchDir, count);
      const category = `{ type: 'category', label: 'Benchmark pages', collapsed: true, items: ${JSON.stringify(ids)} },`;
      writeFileSync(sidebarsFile, sidebars.replace(ANCHOR, `${ANCHOR}\n    ${category}`));
    },
    /** Edits one page as an author would (page 1, or the intro without synthetic pages). */
    editOnePage() {
      appendEdit(pages > 0 ? path.join(benchDir, 'page-001.mdx') : introFile);
    },
    /** The build command; a cold build first removes what `docusaurus clear` removes. */
    steps(cold) {
      if (cold) for (const sub of ['.docusaurus', 'build', 'node_modules/.cache']) rmSync(path.join(app, sub), { recursive: true, force: true });
      return [[process.execPath, [cli, 'build']]];
    },
    restore() {
      rmSync(benchDir, { recursive: true, force: true });
      writeFileSync(sidebarsFile, sidebars);
      writeFileSync(introFile, intro);
    },
  };
}
