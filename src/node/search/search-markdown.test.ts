import { describe, expect, it } from 'vitest';
import { mdxHeadingIds, mdxLinks } from '../content/doc-links';
import { parseMdx, splitMdxSections } from './search-markdown';

const body = '# Title\n\nSee [the guide](/docs/some-page#part).\n\n## Second part\n\n<Card href="/docs/intro" />\n\n```ts\nconst x = show();\n```\n';

describe('parseMdx: one parse per body for links, heading ids and search sections', () => {
  it('gives the same tree for the same body, another for another body', () => {
    const tree = parseMdx(body);
    expect(parseMdx(body)).toBe(tree);
    expect(parseMdx(`${body}\nMore.\n`)).not.toBe(tree);
  });

  it('gives the same results whichever reader comes first (no reader changes the shared tree)', () => {
    const fresh = `${body}\nA line of its own ${Math.random()}.\n`;
    const sections = splitMdxSections(fresh);
    const links = mdxLinks(fresh);
    const ids = mdxHeadingIds(fresh);
    expect(splitMdxSections(fresh)).toEqual(sections);
    expect(mdxLinks(fresh)).toEqual(links);
    expect(mdxHeadingIds(fresh)).toEqual(ids);
    expect(links.map((link) => link.href)).toEqual(['/docs/some-page#part', '/docs/intro']);
    expect([...ids]).toEqual(['title', 'second-part']);
    expect(sections.map((section) => section.id)).toEqual([null, 'title', 'second-part']);
  });

  it('keeps the last 256 bodies only: a long develop session does not keep every edit', () => {
    const first = parseMdx('# Kept for a while\n');
    for (let index = 0; index < 256; index += 1) parseMdx(`# Edit ${index}\n`);
    expect(parseMdx('# Kept for a while\n')).not.toBe(first);
    expect(parseMdx('# Kept for a while\n')).toEqual(first);
  });
});
