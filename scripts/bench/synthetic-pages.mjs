// Synthetic docs pages for benchmarks that need a bigger site (search at 300
// pages, issue 27; build time, issue 26). Writes N MDX pages into a content
// folder of a TEMPORARY project copy (never the working tree): front matter,
// prose of about `words` words under h2/h3 headings, a list, a table and a
// short tsx sample that type-checks (the build compiles every sample).
//
//   import { writeSyntheticPages, copyProject } from './bench/synthetic-pages.mjs'
//   const dir = copyProject(projectRoot);            // a temp copy, node_modules linked
//   writeSyntheticPages(path.join(dir, 'content/docs'), 300);
//
// The prose draws from the real docs' vocabulary (Zipf-like, so common words
// repeat as in real text) with a few made-up words per page, so the number of
// distinct words grows with the page count as it would with real pages.
// Seeded: the same N gives the same pages on every run.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Mulberry32: a small seeded PRNG. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lower-case words of the real docs, most frequent first. */
export function docsVocabulary(contentDir) {
  const counts = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name)) {
        for (const word of readFileSync(file, 'utf8').toLowerCase().match(/\b[a-z]{3,12}\b/g) ?? []) {
          counts.set(word, (counts.get(word) ?? 0) + 1);
        }
      }
    }
  };
  walk(contentDir);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

/** Text of one page (front matter and MDX body). */
export function syntheticPage(index, vocabulary, { words = 600 } = {}) {
  const rand = random(index * 7919 + 17);
  // Zipf-like: index ~ n^(u^1.6) favours the head of the list.
  const pick = () => vocabulary[Math.floor(Math.pow(vocabulary.length, Math.pow(rand(), 1.6))) - 1] ?? vocabulary[0];
  // Made-up words (names, jargon) as syllables, so they do not start like the real words a typo test types.
  const syllable = () => 'bkmtvzx'[Math.floor(rand() * 7)] + 'aeiou'[Math.floor(rand() * 5)] + 'lnrs'[Math.floor(rand() * 4)];
  const invented = () => Array.from({ length: 2 + Math.floor(rand() * 2) }, syllable).join('');
  const word = () => (rand() < 0.03 ? invented() : pick());
  const sentence = (n) => {
    const list = Array.from({ length: n }, word);
    list[0] = list[0][0].toUpperCase() + list[0].slice(1);
    return `${list.join(' ')}.`;
  };
  const paragraph = (n) => {
    const out = [];
    let left = n;
    while (left > 0) {
      const len = Math.min(left, 8 + Math.floor(rand() * 12));
      out.push(sentence(len));
      left -= len;
    }
    return out.join(' ');
  };
  const title = `${sentence(3).slice(0, -1)} ${index}`;
  const heading = () => sentence(2 + Math.floor(rand() * 3)).slice(0, -1);
  const per = Math.max(20, Math.floor(words / 8));
  const name = `Synthetic${index}`;
  return [
    '---',
    `title: ${title}`,
    `description: ${sentence(12)}`,
    '---',
    '',
    paragraph(per),
    '',
    `## ${heading()}`,
    '',
    paragraph(per),
    '',
    `- ${sentence(6)}`,
    `- ${sentence(5)}`,
    `- ${sentence(7)}`,
    '',
    `### ${heading()}`,
    '',
    paragraph(per),
    '',
    `## ${heading()}`,
    '',
    '| Option | Meaning | Default |',
    '| --- | --- | --- |',
    `| ${pick()} | ${sentence(5)} | \`${pick()}\` |`,
    `| ${pick()} | ${sentence(4)} | \`${pick()}\` |`,
    '',
    paragraph(per),
    '',
    '```tsx',
    `export function ${name}({ label }: { label: string }) {`,
    `  return <p title="${pick()}">{label}</p>;`,
    '}',
    '```',
    '',
    `### ${heading()}`,
    '',
    paragraph(per),
    '',
    `## ${heading()}`,
    '',
    paragraph(per),
    '',
    paragraph(per),
    '',
  ].join('\n');
}

/** Writes pages synthetic/page-1.mdx … page-N.mdx under `contentDir`; returns their paths. */
export function writeSyntheticPages(contentDir, count, { words = 600, vocabularyFrom = contentDir } = {}) {
  const vocabulary = docsVocabulary(vocabularyFrom);
  const dir = path.join(contentDir, 'synthetic');
  mkdirSync(dir, { recursive: true });
  const files = [];
  for (let i = 1; i <= count; i += 1) {
    const file = path.join(dir, `page-${i}.mdx`);
    writeFileSync(file, syntheticPage(i, vocabulary, { words }));
    files.push(file);
  }
  return files;
}

/**
 * A copy of the project to add pages to: sources only (no .git, .cache,
 * public, .bench), node_modules linked from the original. Returns its path.
 */
export function copyProject(projectRoot, into = mkdtempSync(path.join(tmpdir(), 'rdh-bench-'))) {
  const skip = new Set(['.git', '.cache', 'public', '.bench', 'node_modules', 'test-results', 'playwright-report']);
  for (const name of readdirSync(projectRoot)) {
    if (skip.has(name)) continue;
    cpSync(path.join(projectRoot, name), path.join(into, name), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}node_modules`),
    });
  }
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(into, 'node_modules'));
  // The workspace package resolves through node_modules/react-dialog-hub → packages/…: link its own too.
  const pkgModules = path.join(projectRoot, 'packages/react-dialog-hub/node_modules');
  if (existsSync(pkgModules)) symlinkSync(pkgModules, path.join(into, 'packages/react-dialog-hub/node_modules'));
  return into;
}
