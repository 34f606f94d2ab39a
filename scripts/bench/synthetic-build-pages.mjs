// The build bench's pages (sidebar category, one compiled sample each); the search bench has its own prose generator in ./synthetic-pages.mjs. Merging the two is a follow-up.
// Synthetic docs pages for build benchmarks: N pages of the shape a real doc
// has (front matter, prose, h2/h3, a list, a table, one compiled and
// type-checked `tsx` sample), written into a project copy's content/docs/bench/
// and listed in its sidebar as one category, so they cost what an author's page costs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the pages go, under content/docs (their ids are `bench/page-001`…). */
export const BENCH_DIR = 'bench';
/** The sidebar entry the category goes after (it must exist in src/site-config.ts). */
const ANCHOR = "{ type: 'doc', id: 'comparison' },";

const pad = (n) => String(n).padStart(3, '0');

/** The MDX text of synthetic page `i` (1-based). */
export function syntheticPage(i) {
  const n = pad(i);
  return `---
title: Synthetic page ${n}
description: Benchmark page ${n} with prose, headings, a list, a table and a compiled sample.
---

This page exists to measure the build. It reads like a guide: dialog ${n} opens from a button,
waits for an answer and resolves the promise that \`show\` returned, so the calling code reads top to bottom.

## Opening dialog ${n}

Call \`show\` from an event handler. The provider renders the dialog and keeps it until it settles.

- The dialog receives its props and a \`resolve\` function.
- Escape and the backdrop dismiss it, which rejects with a dismissal.
- Closing animations run before the dialog unmounts.

### Options for page ${n}

| Option | Type | Default |
| --- | --- | --- |
| \`message\` | \`string\` | none |
| \`confirmLabel\` | \`string\` | \`'OK'\` |
| \`tone\` | \`'info' \\| 'danger'\` | \`'info'\` |

## A sample

\`\`\`tsx title="src/Dialog${n}.tsx"
import type { DialogProps } from 'react-dialog-hub';

export function Dialog${n}({ resolve }: DialogProps<{ step: number }, boolean>) {
  return (
    <button type="button" onClick={() => resolve(true)}>
      Continue from page ${n}
    </button>
  );
}
\`\`\`

### What it returns

\`show(Dialog${n}, { step: ${i} })\` resolves with \`true\` when the button is pressed.
`;
}

/** Writes `count` pages into `folder` (a docs folder's BENCH_DIR, here or in the Docusaurus original); returns their doc ids. */
export function writePageFiles(folder, count) {
  mkdirSync(folder, { recursive: true });
  const ids = [];
  for (let i = 1; i <= count; i += 1) {
    writeFileSync(path.join(folder, `page-${pad(i)}.mdx`), syntheticPage(i));
    ids.push(`${BENCH_DIR}/page-${pad(i)}`);
  }
  return ids;
}

/** Adds one sentence to `file`, as an author's edit. */
export function appendEdit(file) {
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nAn edit made at ${new Date().toISOString()}.\n`);
  return file;
}

/** Writes `count` pages into `projectDir` and adds them to its sidebar; returns their doc ids. */
export function writeSyntheticPages(projectDir, count) {
  if (count <= 0) return [];
  const ids = writePageFiles(path.join(projectDir, 'content/docs', BENCH_DIR), count);
  const configFile = path.join(projectDir, 'src/site-config.ts');
  const config = readFileSync(configFile, 'utf8');
  if (!config.includes(ANCHOR)) throw new Error(`synthetic pages: no "${ANCHOR}" in src/site-config.ts to list the pages after`);
  const category = `{ type: 'category', label: 'Benchmark pages', collapsed: true, items: [${ids.map((id) => `{ type: 'doc', id: '${id}' }`).join(', ')}] },`;
  writeFileSync(configFile, config.replace(ANCHOR, `${ANCHOR}\n      ${category}`));
  return ids;
}

/** Edits synthetic page 1 (or `fallback`, a docs file, when there are none) as an author would: one sentence added. */
export function editOnePage(projectDir, count, fallback = 'content/docs/intro.mdx') {
  return appendEdit(count > 0 ? path.join(projectDir, 'content/docs', BENCH_DIR, 'page-001.mdx') : path.join(projectDir, fallback));
}
