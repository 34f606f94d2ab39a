// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mdxToMarkdown, TwinError } from './markdown-twin';

const siteBase = 'https://example.test/p';
const context = {
  file: path.resolve('content/docs/examples/sample.mdx'),
  siteBase,
  twinRoutes: new Set(['/docs/intro', '/docs/api/', '/docs/api/functions/useDialog']),
};
const convert = (body: string, title = 'Sample page', description?: string) =>
  mdxToMarkdown(`---\ntitle: ${title}\ndescription: x\n---\n\n${body}`, { title, description }, context);

describe('Markdown twin of an MDX doc', () => {
  it('starts with the title as # and the description, and drops front matter, imports, exports and comments', () => {
    const md = convert(
      "import LiveExample from '../../../src/mdx/LiveExample';\nexport const meta = 1;\n\n{/* an author's note */}\n\nHello.",
      'Sample page',
      'What it is about.',
    );
    expect(md).toBe('# Sample page\n\nWhat it is about.\n\nHello.\n');
  });

  it('keeps headings, emphasis, inline code, lists, tables and fenced code with its meta', () => {
    const md = convert(
      '## Setup\n\nSome **bold**, _em_ and `code`.\n\n- one\n- two\n\n| A | B |\n| --- | --- |\n| `x` | y |\n\n```tsx title="src/App.tsx" {2}\nconst a = <App />;\n```',
    );
    expect(md).toContain('## Setup\n\nSome **bold**, _em_ and `code`.');
    expect(md).toContain('- one\n- two');
    expect(md).toMatch(/\| A\s*\| B\s*\|\n\| -+ \| -+ \|\n\| `x` \| y\s*\|/);
    expect(md).toContain('```tsx title="src/App.tsx" {2}\nconst a = <App />;\n```');
  });

  it('makes site links absolute, pointing at the twin of a page that has one; other links stay', () => {
    const md = convert(
      'See [intro](/docs/intro#why), the [API](/docs/api/), [useDialog](/docs/api/functions/useDialog), the [logo](/img/logo.svg) and [MDN](https://developer.mozilla.org/).',
    );
    expect(md).toContain(`[intro](${siteBase}/docs/intro.md#why)`);
    expect(md).toContain(`[API](${siteBase}/docs/api.md)`);
    expect(md).toContain(`[useDialog](${siteBase}/docs/api/functions/useDialog.md)`);
    expect(md).toContain(`[logo](${siteBase}/img/logo.svg)`);
    expect(md).toContain('[MDN](https://developer.mozilla.org/)');
  });

  it('turns callouts into blockquotes led by the bold type (and title), with links rewritten inside', () => {
    const md = convert(':::warning\nMind [this](/docs/intro).\n:::\n\n:::tip[Before you start]\nRead on.\n:::');
    expect(md).toContain(`> **Warning**\n>\n> Mind [this](${siteBase}/docs/intro.md).`);
    expect(md).toContain('> **Tip: Before you start**\n>\n> Read on.');
  });

  it('turns each tab into a section under its bold label', () => {
    const md = convert(
      '<Tabs groupId="pm">\n<TabItem value="npm" label="npm">\n\n```bash\nnpm i x\n```\n\n</TabItem>\n<TabItem value="yarn">\n\nWith [Yarn](/docs/intro):\n\n```bash\nyarn add x\n```\n\n</TabItem>\n</Tabs>',
    );
    expect(md).toContain('**npm**\n\n```bash\nnpm i x\n```\n\n**yarn**\n\n');
    expect(md).toContain(`With [Yarn](${siteBase}/docs/intro.md):\n\n\`\`\`bash\nyarn add x\n\`\`\``);
    expect(md).not.toMatch(/<\/?Tab/);
  });

  it('turns <details> into its bold summary followed by its content', () => {
    const md = convert('<details>\n<summary>Why not?</summary>\n\nBecause **reasons**.\n\n</details>');
    expect(md).toBe('# Sample page\n\n**Why not?**\n\nBecause **reasons**.\n');
  });

  it('replaces live examples and example sources with the file they show, as fenced code', () => {
    const md = convert(
      "import alertSource from '../../../src/examples/plain/AlertDialog.tsx?highlight';\nimport hookSource from '../../../src/examples/plain/useModalDialog.ts?highlight';\n\n" +
        '<LiveExample flavour="plain" name="Alert" source={alertSource} />\n\n<ExampleSource title="src/examples/plain/useModalDialog.ts" code={hookSource} />',
    );
    const alert = fs.readFileSync('src/examples/plain/AlertDialog.tsx', 'utf8').trimEnd();
    const hook = fs.readFileSync('src/examples/plain/useModalDialog.ts', 'utf8').trimEnd();
    expect(md).toContain(`\`\`\`tsx title="src/examples/plain/AlertDialog.tsx"\n${alert}\n\`\`\``);
    expect(md).toContain(`\`\`\`ts title="src/examples/plain/useModalDialog.ts"\n${hook}\n\`\`\``);
    expect(md.replace(/^```[\s\S]*?^```$/gm, '')).not.toMatch(/<LiveExample|<ExampleSource|import /);
  });

  it('drops a guide sample\'s project buttons, keeping the prose around them', () => {
    const md = convert('Run it yourself:\n\n<SampleProject name="DeleteButton" />\n\nMore text.');
    expect(md).toBe('# Sample page\n\nRun it yourself:\n\nMore text.\n');
  });

  it('fails, naming file and line, on a component it cannot write as Markdown', () => {
    expect(() => convert('Text.\n\n<Widget />')).toThrow(TwinError);
    expect(() => convert('Text.\n\n<Widget />')).toThrow(/content\/docs\/examples\/sample\.mdx:8: <Widget> has no Markdown form/);
  });

  it('converts every real doc without leaving JSX, imports or front matter', () => {
    const dir = path.resolve('content/docs');
    const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.mdx'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const md = mdxToMarkdown(source, { title: 'T' }, { ...context, file: path.join(dir, file) });
      const outsideCode = md.replace(/^```[\s\S]*?^```$/gm, '').replace(/(`+)[^`]+?\1/g, '');
      expect(md.startsWith('# T\n'), file).toBe(true);
      expect(outsideCode, file).not.toMatch(/^(import|export) |^---$|<[A-Z][A-Za-z]*[\s/>]|:::|<\/?(details|summary)>/m);
    }
  }, 60_000);
});

describe('expressions in a twin', () => {
  it('writes out site-config facts and values computed from the page\'s own bindings, and drops the rest', async () => {
    const { siteConfig } = await import('../../site-config');
    const twin = convert(
      "import { siteConfig } from '../../../src/site-config';\nexport const twice = (n) => n * 2;\n\nVersion {siteConfig.library.version}, {twice(21)} and {missing.value}left out.\n",
    );
    expect(twin).toContain(`Version ${siteConfig.library.version}, 42 and left out.`);
  });

  it('fills the comparison page\'s size table from the measured figures', async () => {
    const file = path.resolve('content/docs/comparison.mdx');
    const md = mdxToMarkdown(fs.readFileSync(file, 'utf8'), { title: 'Comparison' }, { ...context, file });
    const { results } = JSON.parse(fs.readFileSync('scripts/compare/size.json', 'utf8')) as { results: Array<{ id: string; gzip: number }> };
    const { formatKiB } = (await import('../../../scripts/compare/size-format.mjs' as string)) as { formatKiB: (bytes: number) => string };
    const sizeTable = md.slice(md.indexOf('## Bundle size'));
    const row = sizeTable.split('\n').find((line) => line.startsWith('| nice-modal-react '));
    expect(row).toContain(formatKiB(results.find((r) => r.id === 'nice-modal-react')!.gzip));
  });
});

describe('the files a twin is made from (so a kept twin is made again when one changes)', () => {
  it('lists the example files it shows and the modules its expressions ran', () => {
    const reads = new Set<string>();
    const file = path.resolve('content/docs/comparison.mdx');
    mdxToMarkdown(fs.readFileSync(file, 'utf8'), { title: 'Comparison' }, { ...context, file, reads });
    expect(reads).toContain(path.resolve('scripts/compare/size.json'));
    expect([...reads].every((read) => path.isAbsolute(read) && fs.existsSync(read))).toBe(true);

    const shown = new Set<string>();
    mdxToMarkdown(
      "import alertSource from '../../../src/examples/plain/AlertDialog.tsx?highlight';\n\n<LiveExample flavour=\"plain\" name=\"Alert\" source={alertSource} />",
      { title: 'T' },
      { ...context, reads: shown },
    );
    expect([...shown]).toEqual([path.resolve('src/examples/plain/AlertDialog.tsx')]);
  });

  it('names no file for a page of prose alone', () => {
    const reads = new Set<string>();
    mdxToMarkdown('# Prose\n\nOnly [a link](/docs/intro).', { title: 'T' }, { ...context, reads });
    expect(reads.size).toBe(0);
  });
});

describe("a page's bundled ESM kept between builds (the page-scopes memo)", () => {
  it('is reused when only the prose changed, across builds, and bundled again when a module it imports changed', async () => {
    const { openBuildMemo } = await import('../output/build-memo');
    const root = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'page-scopes-'));
    try {
      // What the memo takes to vouch for the build's code (src/node/output/build-memo.ts).
      fs.mkdirSync(path.join(root, '.cache/compiled'), { recursive: true });
      for (const file of ['.cache/compiled/gatsby-config.js', '.cache/compiled/gatsby-node.js', 'package-lock.json']) fs.writeFileSync(path.join(root, file), '{}\n');
      const file = path.join(root, 'content/page.mdx');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(path.join(root, 'content/data.ts'), 'export const size = 12;\n');
      const esm = "import { size } from './data';\nexport const label = `${size} KiB`;\n\n";
      const build = (prose: string) => {
        const bundles = openBuildMemo<import('./markdown-twin').ScopeBundle>('page-scopes', root);
        const reads = new Set<string>();
        const md = mdxToMarkdown(`${esm}${prose} {label}.\n`, { title: 'T' }, { ...context, file, reads, bundles });
        bundles.save();
        return { md, reads, stats: { ...bundles.stats } };
      };
      const first = build('It weighs');
      expect(first.md).toContain('It weighs 12 KiB.');
      expect(first.stats).toEqual({ reused: 0, computed: 1 });
      expect(first.reads).toContain(path.join(root, 'content/data.ts'));
      const prose = build('Now it weighs');
      expect(prose.md).toContain('Now it weighs 12 KiB.');
      expect(prose.stats).toEqual({ reused: 1, computed: 0 });
      // The twin's own memo still learns what the expressions read.
      expect(prose.reads).toContain(path.join(root, 'content/data.ts'));
      fs.writeFileSync(path.join(root, 'content/data.ts'), 'export const size = 13;\n');
      const data = build('Now it weighs');
      expect(data.md).toContain('Now it weighs 13 KiB.');
      expect(data.stats).toEqual({ reused: 0, computed: 1 });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
