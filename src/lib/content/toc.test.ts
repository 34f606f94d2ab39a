import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { activeHeadingId, tocFromMdx, tocIds } from './toc';
import { createSlugger } from './slug';

const raw = {
  items: [
    { url: '#install', title: 'Install' },
    {
      url: '#write-a-dialog',
      title: 'Write a dialog',
      items: [{ url: '#props', title: 'Props', items: [{ url: '#deep', title: 'Too deep' }] }],
    },
    { items: [{ url: '#orphan', title: 'Under a skipped level' }] },
  ],
};

describe('tocFromMdx', () => {
  it('keeps h2 and h3, nests h3 under h2, and drops deeper levels', () => {
    const toc = tocFromMdx(raw, { min: 2, max: 3 });
    expect(toc.map((e) => [e.id, e.level])).toEqual([
      ['install', 2],
      ['write-a-dialog', 2],
      ['orphan', 3],
    ]);
    expect(toc[1].children).toEqual([{ id: 'props', title: 'Props', level: 3, children: [] }]);
    expect(tocIds(toc)).toEqual(['install', 'write-a-dialog', 'props', 'orphan']);
  });

  it('copes with a doc without headings', () => {
    expect(tocFromMdx({}, { min: 2, max: 3 })).toEqual([]);
    expect(tocFromMdx(null, { min: 2, max: 3 })).toEqual([]);
  });
});

describe('activeHeadingId', () => {
  const headings = [
    { id: 'a', top: -300 },
    { id: 'b', top: 40 },
    { id: 'c', top: 500 },
  ];
  it('is the last heading above the line', () => {
    expect(activeHeadingId(headings, 100, false)).toBe('b');
    expect(activeHeadingId(headings, 0, false)).toBe('a');
  });
  it('is nothing before the first heading, and the last one at the bottom', () => {
    expect(activeHeadingId([{ id: 'a', top: 400 }], 100, false)).toBeNull();
    expect(activeHeadingId(headings, 100, true)).toBe('c');
  });
});

/**
 * Heading ids (src/lib/content/slug.ts, for the page, its TOC and search
 * hits alike) follow GitHub's slug rules, the ones readers know from READMEs:
 * github-slugger agrees on every heading of the real docs.
 */
describe('heading ids follow GitHub’s slug rules', () => {
  const docsDir = path.resolve(__dirname, '../../../content/docs');
  const files = fs
    .readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx'));
  // Heading text as mdast sees it: inline code keeps its text, link syntax and emphasis marks go.
  const headingTexts = (source: string) =>
    source
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) =>
        line
          .replace(/^#{1,6} /, '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[`*_]/g, '')
          .trim(),
      );

  it('has docs to check', () => expect(files.length).toBeGreaterThan(3));
  for (const file of files) {
    it(file, () => {
      const texts = headingTexts(fs.readFileSync(path.join(docsDir, file), 'utf8'));
      const github = new GithubSlugger();
      const ours = createSlugger();
      expect(texts.map((t) => ours(t))).toEqual(texts.map((t) => github.slug(t)));
    });
  }

  it('agrees on tricky headings too', () => {
    const tricky = ['Why `show()` returns a Promise', 'Radix & MUI?', 'Étape 2 — déjà', 'Repeat', 'Repeat', 'Repeat-1', 'C++ / C#', 'ñ_under_score'];
    const github = new GithubSlugger();
    const ours = createSlugger();
    expect(tricky.map((t) => ours(t))).toEqual(tricky.map((t) => github.slug(t)));
  });
});
