import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { examplesOf, fencesOf, renderSnippet, SnippetError, snippetStatus } from './snippets';
import { SnippetChecker } from './twoslash';

// The real compiler against the real library source, with a throwaway disk cache.
const root = path.resolve(__dirname, '../../..');
const cacheDir = mkdtempSync(path.join(tmpdir(), 'snippets-'));
const checker = new SnippetChecker({ root, cacheDir });
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const where = { file: 'content/docs/sample.mdx', line: 10 };
const render = (code: string, meta?: string) => renderSnippet(code, 'tsx', { where, meta, checker });
const dom = (html: string) => {
  const code = document.createElement('code');
  code.innerHTML = html;
  return code;
};
const failuresOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SnippetError) return error.failures;
    throw error;
  }
  throw new Error('expected a SnippetError');
};

const confirmSetup = `import { useDialog, type DialogProps } from 'react-dialog-hub';
declare function Confirm(props: DialogProps<{ message: string }, boolean>): JSX.Element;
const { show } = useDialog();
`;

describe('type-checked samples', { timeout: 120_000 }, () => {
  it('renders a good sample with the type of each identifier', () => {
    const out = render(`${confirmSetup}const ok = await show(Confirm, { message: 'Sure?' }).catch(() => false);`);
    const code = dom(out.html);
    const targets = [...code.querySelectorAll('.th')];
    const ok = targets.findIndex((t) => t.textContent === 'ok');
    expect(ok).toBeGreaterThanOrEqual(0);
    expect(out.types![ok]).toBe('const ok: boolean');
    expect(out.types).toHaveLength(targets.length);
    expect(code.textContent).toContain("const ok = await show(Confirm, { message: 'Sure?' })");
  });

  it('fails a wrong sample, naming the file and the line inside it with the compiler message', () => {
    const failures = failuresOf(() => render(`${confirmSetup}\nshow(Confirm, { message: 42 });`));
    // The error is on the sample's 5th line; the sample starts on line 10 of the file.
    expect(failures).toEqual([expect.stringMatching(/^content\/docs\/sample\.mdx:14: TS2322: Type 'number' is not assignable to type 'string'\.$/)]);
  });

  it('accepts a declared error only when the compiler reports it, and shows it under its line', () => {
    const wrong = `// @errors: 2322\n${confirmSetup}show(Confirm, { message: 42 });`;
    const out = render(wrong);
    const message = dom(out.html).querySelector('.tw-error-message');
    expect(message?.textContent?.trim()).toBe("error TS2322: Type 'number' is not assignable to type 'string'.");
    expect(dom(out.html).querySelector('.tw-error')?.textContent).toBe('message');

    const right = `// @errors: 2322\n${confirmSetup}show(Confirm, { message: 'fine' });`;
    expect(failuresOf(() => render(right))).toEqual([expect.stringMatching(/^content\/docs\/sample\.mdx:10: error TS2322 is declared with \/\/ @errors but the compiler does not report it/)]);

    const other = `// @errors: 2345\n${confirmSetup}show(Confirm, { message: 42 });`;
    expect(failuresOf(() => render(other)).join('\n')).toMatch(/TS2322/);
  });

  it('leaves hidden setup lines and notations out of the rendered code, and shows ^? as a box', () => {
    const out = render(`${confirmSetup}// ---cut---\nconst ok = await show(Confirm, { message: 'Sure?' }).catch(() => false);\n//    ^?\nif (ok) console.log('yes');`);
    const code = dom(out.html);
    expect(out.code).toBe("const ok = await show(Confirm, { message: 'Sure?' }).catch(() => false);\nif (ok) console.log('yes');");
    expect(code.textContent).not.toContain('declare function');
    expect(code.textContent).not.toContain('---cut---');
    expect(code.textContent).not.toContain('^?');
    expect(code.querySelectorAll('.code-line')).toHaveLength(2);
    expect(code.querySelector('.tw-query')?.textContent?.trim()).toBe('const ok: boolean');
  });

  it('skips nocheck fences and other languages, which render without types', () => {
    expect(snippetStatus('tsx', 'title="a.tsx" nocheck')).toBe('nocheck');
    expect(snippetStatus('bash', null)).toBe('unchecked-language');
    expect(snippetStatus('ts', 'title="nocheck.ts"')).toBe('checked');
    const out = render('const x: number = "pseudo code";', 'nocheck');
    expect(out.types).toBeUndefined();
    expect(dom(out.html).textContent).toBe('const x: number = "pseudo code";');
  });

  it('checks a sample once: the next checker reads the result from the cache by content hash', () => {
    const sample = `${confirmSetup}export const n = 1;`;
    render(sample);
    const second = new SnippetChecker({ root, cacheDir });
    renderSnippet(sample, 'tsx', { where, checker: second });
    expect(second.compiled).toBe(0);
  });
});

describe('where samples are found', () => {
  it('finds fences with the line their code starts on, meta included', () => {
    const mdx = 'Text\n\n```tsx title="a.tsx" nocheck\nconst a = 1;\n```\n\n  ```bash\n  npm i\n  ```\n';
    expect(fencesOf(mdx, 'x.mdx')).toEqual([
      { file: 'x.mdx', line: 4, language: 'tsx', meta: 'title="a.tsx" nocheck', code: 'const a = 1;' },
      { file: 'x.mdx', line: 8, language: 'bash', meta: null, code: 'npm i' },
    ]);
  });

  it('finds the fenced @example blocks of TSDoc comments, with their lines in the source file', () => {
    const source = '/**\n * Does it.\n *\n * @example\n * ```tsx\n * const a = 1;\n * ```\n * @remarks\n * ```ts\n * not an example\n * ```\n */\nexport const x = 1;\n';
    expect(examplesOf(source, 'lib.ts')).toEqual([{ file: 'lib.ts', line: 6, language: 'tsx', meta: null, code: 'const a = 1;' }]);
  });
});

describe('checking in shards (one process per core in the build)', { timeout: 120_000 }, () => {
  it('checks every sample in exactly one shard and merges to the report of a single run', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { checkAllSnippets, mergeReports } = await import('./snippets');
    const site = mkdtempSync(path.join(tmpdir(), 'snippet-shards-'));
    try {
      mkdirSync(path.join(site, 'content/docs'), { recursive: true });
      mkdirSync(path.join(site, 'content/landing'), { recursive: true });
      mkdirSync(path.join(site, 'packages/react-dialog-hub/src'), { recursive: true });
      writeFileSync(path.join(site, 'packages/react-dialog-hub/src/index.ts'), 'export const version = 1;\n');
      writeFileSync(path.join(site, 'content/landing/snippet.tsx'), 'export const landing: number = 1;\n');
      const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;
      writeFileSync(
        path.join(site, 'content/docs/a.mdx'),
        [
          fence('ts', 'const a: number = 1;'),
          fence('ts', "const b: number = 'two';"),
          fence('bash', 'npm test'),
          fence('ts', 'const c: string = 3;'),
          fence('ts', 'const d = [1, 2].map((n) => n * 2);'),
        ].join('\n'),
      );
      const whole = checkAllSnippets(site, new SnippetChecker({ root: site, cacheDir: null }));
      const shards = [0, 1].map((index) => checkAllSnippets(site, new SnippetChecker({ root: site, cacheDir: null }), { index, count: 2 }));
      expect(shards.map((shard) => shard.checked)).toEqual([3, 2]);
      expect(whole.checked).toBe(5);
      expect(whole.failures).toHaveLength(2);
      expect(mergeReports(shards)).toEqual(whole);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('the samples sourcing renders, checked first (earlySampleResults)', { timeout: 120_000 }, () => {
  it('reports the landing snippet and the @examples before any fence is rendered, and the same whole report either way', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { checkAllSnippets, renderedBySourcing } = await import('./snippets');
    const site = mkdtempSync(path.join(tmpdir(), 'snippet-sourcing-first-'));
    try {
      for (const dir of ['content/docs', 'content/landing', 'packages/react-dialog-hub/src']) mkdirSync(path.join(site, dir), { recursive: true });
      const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;
      // A failing fence before a failing @example in the list: the report keeps that order, the first part has only the example.
      writeFileSync(path.join(site, 'content/docs/a.mdx'), [fence('ts', "const b: number = 'two';"), fence('bash', 'npm test'), fence('ts', 'const a: number = 1;')].join('\n'));
      writeFileSync(
        path.join(site, 'packages/react-dialog-hub/src/index.ts'),
        '/**\n * The answer.\n *\n * @example\n * ```ts\n * const wrong: string = 42;\n * ```\n */\nexport const answer = 42;\n',
      );
      writeFileSync(path.join(site, 'content/landing/snippet.tsx'), 'export const landing: number = 1;\n');
      const plain = checkAllSnippets(site, new SnippetChecker({ root: site, cacheDir: null }));

      const checker = new SnippetChecker({ root: site, cacheDir: null });
      const rendered: string[] = [];
      const render = checker.check.bind(checker);
      checker.check = (code, language) => (rendered.push(code), render(code, language));
      const seen: Array<{ report: unknown; renderedBefore: string[]; results: number }> = [];
      const whole = checkAllSnippets(site, checker, undefined, undefined, (report) =>
        seen.push({ report, renderedBefore: [...rendered], results: checker.results().length }),
      );

      expect(seen).toHaveLength(1);
      expect(seen[0]!.report).toEqual({ checked: 2, failures: [expect.stringMatching(/^packages\/react-dialog-hub\/src\/index\.ts:6: .*2322/)], skipped: [] });
      // No fence had been checked when the sourcing samples were reported, and their outcomes were there to hand over.
      expect(seen[0]!.renderedBefore.some((code) => code.includes("'two'") || code.includes('const a'))).toBe(false);
      expect(seen[0]!.results).toBeGreaterThanOrEqual(2);
      expect(whole).toEqual(plain);
      expect(whole.failures.map((failure) => failure.split(':')[0])).toEqual(['content/docs/a.mdx', 'packages/react-dialog-hub/src/index.ts']);
      expect(['content/landing/snippet.tsx', 'packages/react-dialog-hub/src/x.ts', 'content/docs/a.mdx'].map((file) => renderedBySourcing({ file }))).toEqual([true, true, false]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
