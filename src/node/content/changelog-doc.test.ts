// @vitest-environment node
import { readFileSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { CHANGELOG_SOURCE, changelogMdx } from './changelog-doc';

describe('changelogMdx', () => {
  it('turns the title into front matter and keeps braces and angle brackets as text outside code', async () => {
    const mdx = changelogMdx('# Changelog\n\nIntro.\n\n## 0.1.0\n\n- `<DialogProvider hub={hub}>` and {braces} <b>\n\n```tsx\nconst x = {a: <b/>};\n```\n');
    expect(mdx).toMatch(/^---\ntitle: Changelog\ndescription: .+\n---\n/);
    expect(mdx).not.toContain('# Changelog');
    expect(mdx).toContain('- `<DialogProvider hub={hub}>` and \\{braces\\} &lt;b>');
    expect(mdx).toContain('const x = {a: <b/>};');
    await expect(compile(mdx.replace(/^---[\s\S]*?---\n/, ''))).resolves.toBeTruthy();
  });

  it("compiles the library's real changelog as MDX", async () => {
    const mdx = changelogMdx(readFileSync(CHANGELOG_SOURCE, 'utf8'));
    await expect(compile(mdx.replace(/^---[\s\S]*?---\n/, ''))).resolves.toBeTruthy();
    expect(mdx).toContain('## 0.4.0');
  });
});
