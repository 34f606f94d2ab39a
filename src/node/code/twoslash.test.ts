import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { typescriptVersion } from '../lazy-packages';
import {
  compilerOptions,
  ENVIRONMENT_RECORD,
  docCommentScans,
  environmentHash,
  forgetEnvironmentHashes,
  withoutDocComments,
  importsOnlySharedPackages,
  LIBRARY_SOURCE,
  placeSample,
  SHARED_PACKAGES,
  SnippetChecker,
  type SnippetOutcome,
} from './twoslash';

// The real compiler against the real library source; no disk cache, so every sample is compiled.
const root = path.resolve(__dirname, '../../..');

const setup = `import { useDialog, type DialogProps } from 'react-dialog-hub';
declare function Confirm(props: DialogProps<{ message: string }, boolean>): JSX.Element;
const { show } = useDialog();
`;

/** Samples like the docs': one file, a declared error, a wrong one, a query, several files, JSX, a test. */
const samples: Array<{ code: string; language: string }> = [
  { code: `${setup}const ok = await show(Confirm, { message: 'Sure?' }).catch(() => false);`, language: 'tsx' },
  { code: `// @errors: 2322\n${setup}show(Confirm, { message: 42 });`, language: 'tsx' },
  { code: `${setup}\nshow(Confirm, { message: 42 });`, language: 'tsx' },
  { code: `const answer = [1, 2].map((n) => n * 2);\n//    ^?\nconsole.log(answer);`, language: 'ts' },
  { code: `import { useState } from 'react';\nexport function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}`, language: 'tsx' },
  {
    code: `// @filename: App.tsx\nexport function App() {\n  return <p>hi</p>;\n}\n// @filename: main.tsx\n// ---cut---\nimport { createRoot } from 'react-dom/client';\nimport { App } from './App';\ncreateRoot(document.body).render(<App />);`,
    language: 'tsx',
  },
  { code: `import { expect, it } from 'vitest';\nit('adds', () => expect(1 + 1).toBe(2));\nconsole.log(process.env.NODE_ENV);`, language: 'ts' },
  { code: `console.log(typeof process);`, language: 'ts' },
];

const checkAll = (checker: SnippetChecker, prepare: boolean): SnippetOutcome[] => {
  if (prepare) checker.prepare(samples);
  return samples.map((sample) => checker.check(sample.code, sample.language));
};

describe('samples checked in one shared program', { timeout: 120_000 }, () => {
  it('report the same errors, at the same lines, and the same code as samples checked one by one', () => {
    const alone = checkAll(new SnippetChecker({ root, cacheDir: null }), false);
    const shared = new SnippetChecker({ root, cacheDir: null });
    const together = checkAll(shared, true);
    const errorsOf = (outcome: SnippetOutcome) => (outcome.ok ? { code: outcome.snippet.code, errors: outcome.snippet.errors, queries: outcome.snippet.queries } : outcome.failures);
    expect(together.map(errorsOf)).toEqual(alone.map(errorsOf));
    // The wrong sample fails on its 5th line; the JSX sample has no error (JSX tags are known).
    expect(together[2]).toEqual({ ok: false, failures: [expect.objectContaining({ line: 5, message: expect.stringMatching(/^TS2322: Type 'number'/) })] });
    expect(together[4]!.ok).toBe(true);
    expect(together[3]!.ok && together[3]!.snippet.queries[0]!.text).toBe('const answer: number[]');
  });

  it('serves every prepared sample from one program: checking them changes it no more', () => {
    const checker = new SnippetChecker({ root, cacheDir: null });
    checker.prepare(samples);
    const before = checker.programChanges;
    for (const sample of samples) checker.check(sample.code, sample.language);
    expect(checker.compiled).toBe(samples.length);
    expect(checker.programChanges).toBe(before);
    // A sample that was not prepared does change it (the counter counts).
    checker.check('export const late = 1;', 'ts');
    expect(checker.programChanges).toBeGreaterThan(before);
  });

  it('builds no program when the disk cache answers every sample (a warm build), and gives the same results', () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'snippet-cache-'));
    try {
      const first = checkAll(new SnippetChecker({ root, cacheDir }), true);
      const warm = new SnippetChecker({ root, cacheDir });
      expect(checkAll(warm, true)).toEqual(first);
      expect(warm.compiled).toBe(0);
      expect(warm.environmentsMade).toBe(0);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('keeps a sample that brings Node types (vitest) out of it: a browser sample does not see `process`', () => {
    const checker = new SnippetChecker({ root, cacheDir: null });
    const together = checkAll(checker, true);
    expect(together[6]!.ok).toBe(true);
    expect(together[7]).toEqual({ ok: false, failures: [expect.objectContaining({ message: expect.stringMatching(/^TS\d+: Cannot find name 'process'/) })] });
  });
});

describe('placeSample', () => {
  it('names a one-file sample in the root folder, with a first line saying so', () => {
    const placed = placeSample(root, `import './src/x';\nconst a = 1;`, 'tsx', 3);
    expect(placed).toEqual({ placement: { name: '__sample_3.tsx' }, files: [{ path: path.join(root, '__sample_3.tsx'), content: `// @filename: __sample_3.tsx\nimport './src/x';\nconst a = 1;` }] });
  });

  it('gives a sample of several files a folder, when its relative imports reach only its own files', () => {
    const source = `// @filename: dialogs.tsx\nexport const d = 1;\n// @filename: main.tsx\nimport { d } from './dialogs';`;
    expect(placeSample(root, source, 'tsx', 0)).toEqual({
      placement: { folder: path.join(root, '__sample_0') },
      files: [
        { path: `${path.join(root, '__sample_0')}/dialogs.tsx`, content: '// @filename: dialogs.tsx\nexport const d = 1;\n' },
        { path: `${path.join(root, '__sample_0')}/main.tsx`, content: `// @filename: main.tsx\nimport { d } from './dialogs';` },
      ],
    });
    expect(placeSample(root, `// @filename: main.tsx\nimport { x } from './src/x';`, 'tsx', 0)).toBeNull();
    expect(placeSample(root, `const a = 1;\n// @filename: main.tsx\nexport {};`, 'tsx', 0)).toBeNull();
  });

  it('leaves out samples importing packages outside SHARED_PACKAGES', () => {
    expect(importsOnlySharedPackages(`import { Button } from '@mui/material';\nimport '@radix-ui/themes/styles.css';\nimport { createRoot } from 'react-dom/client';`)).toBe(true);
    expect(importsOnlySharedPackages(`import { render } from '@testing-library/react';`)).toBe(false);
    expect(placeSample(root, `import { defineConfig } from 'vitest/config';`, 'ts', 0)).toBeNull();
  });
});

describe('SHARED_PACKAGES', () => {
  /** The files of a program importing `specifiers` whose declarations are global (Node's types among them). */
  const globalFiles = (specifiers: string[]) => {
    const file = path.join(root, '__probe.ts');
    const text = specifiers.map((s) => `import '${s}';`).join('\n') + '\nexport {};';
    const host = ts.createCompilerHost(compilerOptions(root));
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version) => (name === file ? ts.createSourceFile(name, text, version) : read(name, version));
    host.fileExists = ((exists) => (name: string) => name === file || exists(name))(host.fileExists.bind(host));
    const program = ts.createProgram([file], compilerOptions(root), host);
    return program
      .getSourceFiles()
      .filter((sf) => !program.isSourceFileDefaultLibrary(sf) && (!ts.isExternalModule(sf) || /\bdeclare\s+global\b/.test(sf.text)))
      .map((sf) => path.relative(root, sf.fileName));
  };

  it('bring no Node types and no globals beyond React’s own and one DOM option', { timeout: 60_000 }, () => {
    const found = globalFiles(SHARED_PACKAGES);
    // Radix's slider adds `focusVisible` to the DOM's FocusOptions: harmless to any sample, and known.
    expect(found.filter((file) => !file.startsWith('node_modules/@types/react/'))).toEqual(['node_modules/@radix-ui/react-slider/dist/index.d.mts']);
    // The probe can see what it guards against.
    expect(globalFiles(['vitest/config']).some((file) => file.startsWith('node_modules/@types/node/'))).toBe(true);
  });
});

describe('withoutDocComments (the library as the compiler types it)', () => {
  it('drops /** */ comments only, and never text that looks like one', () => {
    const source = [
      '/// <reference types="react" />',
      '/** Shows a dialog. */',
      'export function show(/** the props */ props: Props): void {}',
      '// @ts-expect-error kept: it changes what the compiler reports',
      '/* a plain block comment stays */',
      "const glob = '/** not a comment */';",
      'const nested = `a ${`b ${ { c: `/** in a template */` }.c }`} /** also text */ ${1}`;',
      'const empty = /**/ 1;',
    ].join('\n');
    const stripped = withoutDocComments(source);
    expect(stripped).not.toContain('Shows a dialog');
    expect(stripped).not.toContain('the props');
    for (const kept of ['/// <reference types="react" />', '// @ts-expect-error', '/* a plain block comment stays */', "'/** not a comment */'", '`/** in a template */`', '/** also text */ ${1}`', '/**/']) {
      expect(stripped).toContain(kept);
    }
    expect(stripped.replace(/\s+/g, ' ')).toContain('export function show( props: Props): void {}');
  });
});

describe('environmentHash (what every cached sample result depends on)', () => {
  /** A repository root holding the library source `index.ts` (with `text`) and a lockfile, removed after `check`. */
  async function inLibraryRoot(text: string, check: (root: string, source: string) => unknown) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'environment-hash-'));
    try {
      const source = path.join(root, LIBRARY_SOURCE, 'index.ts');
      mkdirSync(path.dirname(source), { recursive: true });
      writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
      writeFileSync(source, text);
      await check(root, source);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }

  it("reads TypeScript's version without loading it, the same as the compiler's", () => {
    expect(typescriptVersion()).toBe(ts.version);
  });

  it('without doc comments: an edited TSDoc comment keeps it, an edited type changes it', () =>
    inLibraryRoot('/** One. */\nexport const a: number = 1;\n', (root, source) => {
      const types = environmentHash(root, { docComments: false });
      const full = environmentHash(root);
      writeFileSync(source, '/** One, documented better. */\nexport const a: number = 1;\n');
      expect(environmentHash(root, { docComments: false })).toBe(types);
      // The API records are made from the comments: their key (src/node/api/api-source.ts) must change.
      expect(environmentHash(root)).not.toBe(full);
      writeFileSync(source, '/** One, documented better. */\nexport const a: string = "1";\n');
      expect(environmentHash(root, { docComments: false })).not.toBe(types);
    }));

  it('right after a write, each call reads the files again but scans a text without its doc comments once', () =>
    inLibraryRoot('/** One. */\nexport const a: number = 1;\n', (root, source) => {
      writeFileSync(path.join(root, LIBRARY_SOURCE, 'b.ts'), '/** Two. */\nexport const b = 2;\n');
      const scans = docCommentScans();
      const first = environmentHash(root, { docComments: false });
      expect(docCommentScans() - scans).toBe(2);
      // Written in the last two seconds: hashed again on each call (a TSDoc edit's examples ask once each).
      for (let call = 0; call < 5; call += 1) expect(environmentHash(root, { docComments: false })).toBe(first);
      expect(docCommentScans() - scans).toBe(2);
      // A new text is scanned (only it), and an edited type is still seen.
      writeFileSync(source, '/** One. */\nexport const a: string = "1";\n');
      expect(environmentHash(root, { docComments: false })).not.toBe(first);
      expect(docCommentScans() - scans).toBe(3);
    }));

  it('the next process takes the hash from the record in .cache while no file changed, and hashes again when one did', () =>
    inLibraryRoot('export const a = 1;\n', async (root, source) => {
      // Files written in the last two seconds are not trusted to show the next write: nothing is recorded for them.
      const hash = environmentHash(root);
      expect(existsSync(path.join(root, ENVIRONMENT_RECORD))).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(environmentHash(root)).toBe(hash);
      const record = path.join(root, ENVIRONMENT_RECORD);
      const recorded = JSON.parse(readFileSync(record, 'utf8'));
      expect(Object.values(recorded).map((entry) => (entry as { hash: string }).hash)).toEqual([hash]);
      /** The record as written, its hash replaced. */
      const falseRecord = () => JSON.stringify(Object.fromEntries(Object.entries(recorded).map(([key, entry]) => [key, { ...(entry as object), hash: 'from the record' }])));
      // A new process reads the record: shown by a record whose hash was replaced.
      writeFileSync(record, falseRecord());
      forgetEnvironmentHashes();
      expect(environmentHash(root)).toBe('from the record');
      // A damaged record is hashed again; so is a changed file, whatever the record says.
      writeFileSync(record, '{not json');
      forgetEnvironmentHashes();
      expect(environmentHash(root)).toBe(hash);
      writeFileSync(record, falseRecord());
      writeFileSync(source, 'export const a = 2;\n');
      forgetEnvironmentHashes();
      const edited = environmentHash(root);
      expect(edited).not.toBe('from the record');
      expect(edited).not.toBe(hash);
    }));

  it('changes when a library source file or the lockfile changes, and only then', () =>
    inLibraryRoot('export const a = 1;\n', (root, source) => {
      const first = environmentHash(root);
      expect(environmentHash(root)).toBe(first);
      // Same size, new content, a moment later: a develop session's edit must still be seen.
      writeFileSync(source, 'export const a = 2;\n');
      const edited = environmentHash(root);
      expect(edited).not.toBe(first);
      writeFileSync(path.join(root, LIBRARY_SOURCE, 'extra.tsx'), 'export {};\n');
      const added = environmentHash(root);
      expect(added).not.toBe(edited);
      writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"x":1}');
      expect(environmentHash(root)).not.toBe(added);
    }));
});
