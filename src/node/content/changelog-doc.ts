// The library's CHANGELOG.md as a docs page (/docs/changelog). The changelog stays the one
// source, in the package where npm ships it; at build start it is written to
// content/docs/changelog.mdx (git-ignored), so the page is sourced, searched, twinned and
// listed in llms.txt like any other doc.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CHANGELOG_SOURCE = 'packages/react-dialog-hub/CHANGELOG.md';
/** Relative to the docs content folder. */
export const CHANGELOG_DOC = 'changelog.mdx';

/** Markdown → MDX: `{` and `<` outside code would be read as JSX; the `# Changelog` title becomes front matter. */
export function changelogMdx(markdown: string): string {
  let inFence = false;
  const body = markdown
    .replace(/^# .*\n+/, '')
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return line;
      }
      if (inFence) return line;
      // Odd segments are inline code (between backticks) and stay as written.
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, i) => (i % 2 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
        .join('');
    })
    .join('\n');
  return [
    '---',
    'title: Changelog',
    'description: Every release of react-dialog-hub, what it added and fixed, and what a user of the previous version may have to change.',
    '---',
    '',
    `{/* Written at build start from ${CHANGELOG_SOURCE} by src/node/content/changelog-doc.ts: edit that file, not this one. */}`,
    '',
    body.trimEnd(),
    '',
  ].join('\n');
}

/** Writes the page when it differs (an unchanged file keeps Gatsby's caches warm). */
export function writeChangelogDoc(root: string, contentDir: string): void {
  const target = path.join(root, contentDir, CHANGELOG_DOC);
  const mdx = changelogMdx(readFileSync(path.join(root, CHANGELOG_SOURCE), 'utf8'));
  if (!existsSync(target) || readFileSync(target, 'utf8') !== mdx) writeFileSync(target, mdx);
}
