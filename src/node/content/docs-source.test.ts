import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, fitsSnippet } from './docs-source';

/** Every MDX page under content/docs, with its front matter's description. */
function pageDescriptions(dir = 'content/docs'): Array<[string, string | undefined]> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDescriptions(file);
    if (!/\.mdx?$/.test(entry.name)) return [];
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    const line = /^description:\s*(.*)$/m.exec(front)?.[1];
    return [[file, line?.replace(/^(['"])(.*)\1$/, '$2')]];
  });
}

describe('page descriptions', () => {
  it('the check takes 30 to 160 characters', () => {
    expect(fitsSnippet('x'.repeat(DESCRIPTION_LENGTH.min))).toBe(true);
    expect(fitsSnippet('x'.repeat(DESCRIPTION_LENGTH.max))).toBe(true);
    expect(fitsSnippet('x'.repeat(DESCRIPTION_LENGTH.max + 1))).toBe(false);
    expect(fitsSnippet('too short')).toBe(false);
  });

  it('every docs page has one that fits a search snippet (the build fails otherwise)', () => {
    const pages = pageDescriptions();
    expect(pages.length).toBeGreaterThan(10);
    const misfits = pages.filter(([, description]) => description !== undefined && !fitsSnippet(description));
    expect(misfits.map(([file, description]) => `${file}: ${description!.length} characters`)).toEqual([]);
  });
});
