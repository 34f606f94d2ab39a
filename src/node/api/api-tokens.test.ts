import { describe, expect, it } from 'vitest';
import type { JSONOutput } from 'typedoc';
import { mergeTokens, tokensToText, TypePrinter } from './api-tokens';

const printer = new TypePrinter((target) => (target === 7 ? { name: 'Thing', slug: '/docs/api/type-aliases/Thing' } : null));
const print = (type: JSONOutput.SomeType) => tokensToText(printer.type(type));
const ref = (name: string, target: unknown = { packageName: 'x', packagePath: 'x.ts', qualifiedName: name }): JSONOutput.ReferenceType =>
  ({ type: 'reference', name, target }) as unknown as JSONOutput.ReferenceType;
const fn = (ret: JSONOutput.SomeType): JSONOutput.SomeType =>
  ({
    type: 'reflection',
    declaration: { id: 1, name: '__type', variant: 'declaration', kind: 65536, flags: {}, signatures: [{ id: 2, name: '__type', variant: 'signature', kind: 4096, flags: {}, type: ret }] },
  }) as JSONOutput.SomeType;

describe('TypePrinter', () => {
  it('parenthesises function types and unions where precedence needs it', () => {
    expect(print({ type: 'array', elementType: { type: 'union', types: [ref('A'), ref('B')] } })).toBe('(A | B)[]');
    expect(print({ type: 'union', types: [fn({ type: 'intrinsic', name: 'void' }), { type: 'literal', value: null }] })).toBe('(() => void) | null');
  });

  it('prints literals, tuples, operators, conditionals and mapped types', () => {
    expect(print({ type: 'union', types: [{ type: 'literal', value: 'a' }, { type: 'literal', value: 2 }, { type: 'literal', value: true }] })).toBe('"a" | 2 | true');
    expect(
      print({ type: 'tuple', elements: [{ type: 'namedTupleMember', name: 'props', isOptional: true, element: ref('P') }] }),
    ).toBe('[props?: P]');
    expect(print({ type: 'typeOperator', operator: 'keyof', target: ref('T') })).toBe('keyof T');
    expect(
      print({ type: 'conditional', checkType: ref('T'), extendsType: { type: 'inferred', name: 'R' }, trueType: ref('R'), falseType: { type: 'intrinsic', name: 'never' } }),
    ).toBe('T extends infer R ? R : never');
    expect(
      print({ type: 'mapped', parameter: 'K', parameterType: ref('Keys'), templateType: { type: 'intrinsic', name: 'never' }, optionalModifier: '+' }),
    ).toBe('{ [K in Keys]?: never }');
    expect(print({ type: 'indexedAccess', objectType: ref('T'), indexType: { type: 'literal', value: 'k' } })).toBe('T["k"]');
  });

  it('links references to exported symbols only, and never type parameters', () => {
    const tokens = printer.type({ type: 'union', types: [ref('Thing', 7), ref('Other', 8), { ...ref('T', 7), refersToTypeParameter: true }] });
    expect(tokens.filter((t) => t.ref).map((t) => [t.text, t.ref])).toEqual([['Thing', '/docs/api/type-aliases/Thing']]);
    expect(tokens.find((t) => t.text === 'T')).toMatchObject({ kind: 'typeParameter', ref: null });
  });

  it('merges neighbouring tokens of one kind but never across a link', () => {
    const merged = mergeTokens([
      { text: '(', kind: 'punctuation', ref: null },
      { text: ')', kind: 'punctuation', ref: null },
      { text: 'A', kind: 'type', ref: '/a' },
      { text: 'B', kind: 'type', ref: null },
    ]);
    expect(merged.map((t) => t.text)).toEqual(['()', 'A', 'B']);
  });
});
