// @vitest-environment node
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiSymbolRecord, ApiToken } from '../../lib/api/api-types';
import { tokensToText } from './api-tokens';
import { ApiSourceError, loadApiRecords } from './api-source';

const fixture = 'src/node/api/__fixtures__/api-fixture';
const options = (entry: string) => ({
  entryPoint: `${fixture}/${entry}`,
  tsconfig: `${fixture}/tsconfig.json`,
  rootDir: path.resolve(__dirname, '../../..'),
  repoBlobUrl: 'https://example.test/repo/blob/main',
  // The fixture's examples are about TypeDoc's output, not compilable samples (src/node/code/snippets.test.ts checks those).
  checkExamples: false,
});
const text = (tokens: readonly ApiToken[] | null | undefined) => (tokens ? tokensToText(tokens) : null);
const links = (tokens: readonly ApiToken[]) => tokens.filter((t) => t.ref).map((t) => [t.text, t.ref]);

describe('TypeDoc → ApiSymbol records (fixture package)', () => {
  let records: Map<string, ApiSymbolRecord>;
  beforeAll(async () => {
    records = new Map((await loadApiRecords(options('index.ts'))).map((r) => [r.name, r]));
  }, 60_000);
  const get = (name: string) => records.get(name)!;

  it('makes one record per export with its kind and page slug', () => {
    expect([...records.values()].map((r) => [r.name, r.kind, r.slug]).sort()).toEqual([
      ['Box', 'type-alias', '/docs/api/type-aliases/Box'],
      ['EMPTY', 'variable', '/docs/api/variables/EMPTY'],
      ['Unbox', 'type-alias', '/docs/api/type-aliases/Unbox'],
      ['wrap', 'function', '/docs/api/functions/wrap'],
    ]);
  });

  it('keeps summary, remarks paragraphs and inline links', () => {
    const box = get('Box');
    expect(box.summary).toBe('A box holding one value.');
    expect(box.remarks).toBe('Boxes are plain objects. Make them with wrap.');
    expect(box.remarksParts.map((p) => p.text).join('')).toMatch(/objects\.\n\nMake them/);
    expect(box.remarksParts).toContainEqual({ kind: 'link', text: 'wrap', ref: '/docs/api/functions/wrap' });
    expect(get('wrap').summaryParts).toContainEqual({ kind: 'link', text: 'Box', ref: '/docs/api/type-aliases/Box' });
  });

  it('documents a generic: type parameters with constraint, default and description', () => {
    const [sig] = get('wrap').signatures;
    expect(sig!.typeParameters).toHaveLength(1);
    const t = sig!.typeParameters[0]!;
    expect([t.name, text(t.constraint), text(t.defaultType)]).toEqual(['T', 'number | object', 'number']);
    expect(t.description.map((p) => p.text).join('')).toBe('Type of the wrapped value.');
    const boxT = get('Box').typeParameters[0]!;
    expect([boxT.name, boxT.constraint, text(boxT.defaultType)]).toEqual(['T', null, 'string']);
  });

  it('marks optional and rest parameters and keeps @param, @returns and @throws', () => {
    const sig = get('wrap').signatures[0]!;
    expect(sig.parameters.map((p) => [p.name, p.optional, p.rest, text(p.type)])).toEqual([
      ['value', false, false, 'T'],
      ['label', true, false, 'string'],
    ]);
    expect(sig.parameters[1]!.description.map((p) => p.text).join('')).toBe('Optional label of the box.');
    expect(text(sig.returnType)).toBe('Box<T>');
    expect(sig.returns.map((p) => p.text).join('')).toBe('A new box.');
    expect(sig.throws.map((p) => p.text).join('')).toMatch(/^RangeError when label is empty\.$/);
    expect(get('Unbox').signatures[0]!.parameters.map((p) => [p.name, p.rest])).toEqual([['box', false], ['rest', true]]);
  });

  it('links references to other exports and leaves private helpers as plain text', () => {
    expect(links(get('wrap').signatures[0]!.returnType)).toEqual([['Box', '/docs/api/type-aliases/Box']]);
    expect(get('wrap').references).toEqual(['Box']);
    const unbox = get('Unbox');
    expect(text(unbox.declaration)).toBe('type Unbox = <B extends Box<unknown>>(box: B, ...rest: string[]) => Unboxed<B>;');
    expect(links(unbox.declaration)).toEqual([['Box', '/docs/api/type-aliases/Box']]);
    expect(unbox.declaration.find((t) => t.text === 'Unboxed')).toMatchObject({ kind: 'type', ref: null });
    expect(get('EMPTY').references).toEqual(['Box']);
  });

  it('prints declarations: object types over lines, long signatures wrapped', () => {
    expect(text(get('Box').declaration)).toBe('type Box<T = string> = {\n  readonly value: T;\n  label?: string;\n};');
    expect(get('Box').members.map((m) => [m.name, m.optional, m.readonly, text(m.type)])).toEqual([
      ['value', false, true, 'T'],
      ['label', true, false, 'string'],
    ]);
    expect(text(get('wrap').declaration)).toBe(
      'function wrap<T extends number | object = number>(\n  value: T,\n  label?: string\n): Box<T>',
    );
    expect(text(get('EMPTY').declaration)).toBe('const EMPTY: Box<null>;');
  });

  it('extracts @example blocks with caption and language, and the source location', () => {
    expect(get('wrap').examples).toEqual([
      expect.objectContaining({ caption: 'Wrap a number:', language: 'ts', code: "const box = wrap(1, 'one');", highlightLanguage: 'typescript' }),
    ]);
    // Highlighted at build time: the page ships markup, not a highlighter.
    expect(get('wrap').examples[0]!.html).toContain('<span class="token keyword">const</span>');
    expect(get('Box').examples[0]).toMatchObject({ caption: '', language: 'ts' });
    expect(get('wrap')).toMatchObject({
      sourceFile: `${fixture}/index.ts`,
      sourceLine: 42,
      sourceUrl: `https://example.test/repo/blob/main/${fixture}/index.ts#L42`,
    });
  });
});

describe('API build errors name the symbol and the file', () => {
  let problems: string[] = [];
  beforeAll(async () => {
    try {
      await loadApiRecords(options('broken.ts'));
    } catch (error) {
      if (!(error instanceof ApiSourceError)) throw error;
      problems = error.problems;
    }
  }, 60_000);

  it('fails on an export without a TSDoc summary', () => {
    expect(problems).toContainEqual(expect.stringMatching(/"undocumented" \(.*broken\.ts:3\) has no TSDoc summary/));
  });

  it('fails on a type TypeDoc cannot resolve to an export', () => {
    expect(problems).toContainEqual(expect.stringMatching(/Hidden, defined in .*broken\.ts, is referenced by Leaky/));
  });

  it('fails on a broken {@link}, naming the symbol and its file', () => {
    expect(problems).toContainEqual(expect.stringMatching(/^Failed to resolve link to "Nowhere" in comment for Leaky \(.*broken\.ts:6\)$/));
  });

  it('fails on a slug collision (case-insensitive, as on macOS and Windows file systems)', () => {
    expect(problems).toContainEqual(expect.stringMatching(/"Flag" \(.*broken\.ts:14\) and "flag" \(.*broken\.ts:17\) would share the page/));
  });

  it('lists every problem in one error message', () => {
    expect(new ApiSourceError(problems).message.split('\n  - ')).toHaveLength(problems.length + 1);
  });
});
