import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSlugger } from '../../lib/content/slug';

/**
 * Links to a heading of a docs page (`/docs/guides/hubs#one-dialog-per-id`) must name a heading
 * that page has. The build's link checker covers the built pages; this also covers what the
 * build never checks, or checks only after minutes: the package's README and CHANGELOG (read on
 * npm and GitHub), the library's TSDoc, and the guides' samples and tests. Written when Dialog
 * lifecycle was split into two pages (guides/lifecycle and guides/hubs) and its anchors moved.
 */

const root = path.resolve(__dirname, '../../..');
const docsDir = path.join(root, 'content/docs');

function files(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** The heading ids a docs page renders: `##`–`######` outside code fences, slugged as the site does. */
function headingIds(mdxFile: string): Set<string> {
  const slug = createSlugger();
  const ids = new Set<string>();
  let fence = false;
  for (const line of readFileSync(mdxFile, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = !fence && /^#{2,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) ids.add(slug(heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')));
  }
  return ids;
}

/** `docs/guides/lifecycle` → its MDX file, for the two pages the split produced. */
const pages = new Map(
  ['guides/lifecycle', 'guides/hubs'].map((id) => [id, path.join(docsDir, `${id}.mdx`)] as const),
);

const sources = [
  ...files(docsDir, (file) => /\.mdx?$/.test(file) && !file.endsWith('changelog.mdx')),
  ...files(path.join(root, 'packages/react-dialog-hub/src'), (file) => /\.tsx?$/.test(file)),
  path.join(root, 'packages/react-dialog-hub/README.md'),
  path.join(root, 'packages/react-dialog-hub/CHANGELOG.md'),
  ...files(path.join(root, 'src'), (file) => /\.(tsx?|mdx?)$/.test(file) && file !== __filename),
  ...files(path.join(root, 'docs'), (file) => file.endsWith('.md')),
];

/** Every `/docs/<page>#<anchor>` in the sources, with or without the site's origin and prefix. */
function anchorLinks(): Array<{ where: string; page: string; anchor: string }> {
  const link = /\/docs\/(guides\/(?:lifecycle|hubs))#([\w-]+)/g;
  return sources.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(link)].map((m) => ({ where: `${path.relative(root, file)}:${i + 1}`, page: m[1], anchor: m[2] })),
      ),
  );
}

describe('links into Dialog lifecycle and Hubs and the stack', () => {
  it('reads the headings the site renders', () => {
    const hubs = headingIds(pages.get('guides/hubs')!);
    expect(hubs).toContain('opening-dialogs-from-outside-react-createdialoghub');
    expect(hubs).toContain('following-the-stack-outside-react-getsnapshot-and-subscribe');
    expect(headingIds(pages.get('guides/lifecycle')!)).toContain('after-the-exit-handleexited');
  });

  it('every anchor link into the two pages names a heading that page has', () => {
    const links = anchorLinks();
    // The pages link to each other, and the guides, troubleshooting and migration link to both.
    expect(new Set(links.map((l) => l.page))).toEqual(new Set(pages.keys()));
    const ids = new Map([...pages].map(([id, file]) => [id, headingIds(file)]));
    const broken = links.filter((l) => !ids.get(l.page)!.has(l.anchor)).map((l) => `${l.where}: /docs/${l.page}#${l.anchor}`);
    expect(broken).toEqual([]);
  });

  it('the hub topics live on the hubs page only, so each is explained once', () => {
    const lifecycle = headingIds(pages.get('guides/lifecycle')!);
    for (const moved of ['opening-dialogs-from-outside-react-createdialoghub', 'one-dialog-per-id', 'several-providers-on-one-hub', 'reading-the-stack-usedialogstack']) {
      expect(lifecycle).not.toContain(moved);
      expect(headingIds(pages.get('guides/hubs')!)).toContain(moved);
    }
  });
});
