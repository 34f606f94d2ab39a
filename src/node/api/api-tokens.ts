import type { JSONOutput } from 'typedoc';
import type { ApiToken, ApiTokenKind } from '../../lib/api/api-types';

type SomeType = JSONOutput.SomeType;
type Declaration = JSONOutput.DeclarationReflection;
type Signature = JSONOutput.SignatureReflection;
type TypeParameter = JSONOutput.TypeParameterReflection;
type Parameter = JSONOutput.ParameterReflection;

/** Finds the page of a reflection id when it is one of the exported symbols. */
export interface RefResolver {
  (target: JSONOutput.ReferenceType['target']): { name: string; slug: string } | null;
}

/** Past this width a top-level signature puts each parameter on its own line. */
const WRAP_WIDTH = 80;

const tok = (text: string, kind: ApiTokenKind, ref: string | null = null): ApiToken => ({ text, kind, ref });
const p = (text: string) => tok(text, 'punctuation');
const kw = (text: string) => tok(text, 'keyword');
const sp = (text = ' ') => tok(text, 'text');

const INTRINSIC_KEYWORDS = new Set(['any', 'unknown', 'never', 'void', 'undefined', 'null', 'this', 'object', 'symbol', 'bigint', 'string', 'number', 'boolean']);

/** Types that need parentheses inside a union, an intersection, an array or an operator. */
function needsParens(type: SomeType): boolean {
  if (type.type === 'union' || type.type === 'intersection' || type.type === 'conditional') return true;
  return type.type === 'reflection' && isFunctionLiteral(type.declaration);
}

function isFunctionLiteral(decl: Declaration): boolean {
  return (decl.signatures?.length ?? 0) === 1 && !decl.children?.length && !decl.indexSignatures?.length;
}

export const tokensToText = (tokens: readonly ApiToken[]) => tokens.map((t) => t.text).join('');

/** Joins neighbouring tokens of the same kind without a link, so nodes stay small. */
export function mergeTokens(tokens: ApiToken[]): ApiToken[] {
  const out: ApiToken[] = [];
  for (const token of tokens) {
    const last = out[out.length - 1];
    if (last && !last.ref && !token.ref && last.kind === token.kind) last.text += token.text;
    else out.push({ ...token });
  }
  return out;
}

/**
 * Prints TypeDoc's serialized types as highlighted tokens, linking every
 * reference to an exported symbol. `indent` is the current line's
 * indentation, used when object types are laid out over several lines.
 */
export class TypePrinter {
  constructor(private readonly resolve: RefResolver) {}

  type(type: SomeType | undefined, opts: { multiline?: boolean; indent?: string } = {}): ApiToken[] {
    if (!type) return [kw('any')];
    const t = (inner: SomeType) => this.type(inner);
    const wrapped = (inner: SomeType) => (needsParens(inner) ? [p('('), ...t(inner), p(')')] : t(inner));
    switch (type.type) {
      case 'intrinsic':
        return [INTRINSIC_KEYWORDS.has(type.name) ? kw(type.name) : tok(type.name, 'type')];
      case 'literal':
        return [this.literal(type.value)];
      case 'reference':
        return this.reference(type);
      case 'union':
        return this.joined(type.types.map(wrapped), ' | ');
      case 'intersection':
        return this.joined(type.types.map(wrapped), ' & ');
      case 'array':
        return [...wrapped(type.elementType), p('[]')];
      case 'tuple':
        return [p('['), ...this.joined((type.elements ?? []).map(t), ', '), p(']')];
      case 'namedTupleMember':
        return [tok(type.name, 'parameter'), p(type.isOptional ? '?: ' : ': '), ...t(type.element)];
      case 'optional':
        return [...wrapped(type.elementType), p('?')];
      case 'rest':
        return [p('...'), ...t(type.elementType)];
      case 'query':
        return [kw('typeof'), sp(), ...t(type.queryType)];
      case 'typeOperator':
        return [kw(type.operator), sp(), ...wrapped(type.target)];
      case 'indexedAccess':
        return [...wrapped(type.objectType), p('['), ...t(type.indexType), p(']')];
      case 'conditional':
        return [
          ...wrapped(type.checkType), sp(), kw('extends'), sp(), ...t(type.extendsType),
          sp(), p('?'), sp(), ...t(type.trueType), sp(), p(':'), sp(), ...t(type.falseType),
        ];
      case 'inferred':
        return [kw('infer'), sp(), tok(type.name, 'typeParameter'), ...(type.constraint ? [sp(), kw('extends'), sp(), ...t(type.constraint)] : [])];
      case 'predicate':
        return [
          ...(type.asserts ? [kw('asserts'), sp()] : []),
          tok(type.name, 'parameter'),
          ...(type.targetType ? [sp(), kw('is'), sp(), ...t(type.targetType)] : []),
        ];
      case 'mapped':
        return [
          p('{ '),
          ...(type.readonlyModifier ? [kw(`${type.readonlyModifier === '-' ? '-' : ''}readonly`), sp()] : []),
          p('['), tok(type.parameter, 'typeParameter'), sp(), kw('in'), sp(), ...t(type.parameterType),
          ...(type.nameType ? [sp(), kw('as'), sp(), ...t(type.nameType)] : []),
          p(']'), ...(type.optionalModifier ? [p(type.optionalModifier === '-' ? '-?' : '?')] : []),
          p(': '), ...t(type.templateType), p(' }'),
        ];
      case 'templateLiteral':
        return [
          tok('`' + type.head, 'string'),
          ...type.tail.flatMap(([inner, text]) => [p('${'), ...t(inner), p('}'), tok(text, 'string')]),
          tok('`', 'string'),
        ];
      case 'reflection':
        return this.reflection(type.declaration, opts);
      case 'unknown':
        return [tok(type.name, 'text')];
      default:
        return [tok(String((type as { type: string }).type), 'text')];
    }
  }

  private literal(value: JSONOutput.LiteralType['value']): ApiToken {
    if (value === null) return kw('null');
    if (typeof value === 'string') return tok(JSON.stringify(value), 'string');
    if (typeof value === 'boolean') return kw(String(value));
    if (typeof value === 'number') return tok(String(value), 'number');
    return tok(`${value.negative ? '-' : ''}${value.value}n`, 'number');
  }

  private reference(type: JSONOutput.ReferenceType): ApiToken[] {
    const target = type.refersToTypeParameter ? null : this.resolve(type.target);
    const head = type.refersToTypeParameter ? tok(type.name, 'typeParameter') : tok(type.name, 'type', target?.slug ?? null);
    if (!type.typeArguments?.length) return [head];
    return [head, p('<'), ...this.joined(type.typeArguments.map((a) => this.type(a)), ', '), p('>')];
  }

  private joined(parts: ApiToken[][], separator: string): ApiToken[] {
    return parts.flatMap((part, i) => (i === 0 ? part : [p(separator), ...part]));
  }

  /** An object or function type literal; type aliases of object literals come as a bare declaration. */
  reflection(decl: Declaration, { multiline = false, indent = '' }: { multiline?: boolean; indent?: string }): ApiToken[] {
    if (isFunctionLiteral(decl)) return this.signature(decl.signatures![0]!, { arrow: true, indent, wrap: multiline });
    const members: ApiToken[][] = [
      ...(decl.signatures ?? []).map((s) => this.signature(s, { arrow: false, indent })),
      ...(decl.indexSignatures ?? []).map((s) => this.indexSignature(s)),
      ...(decl.children ?? []).map((child) => this.property(child)),
    ];
    if (members.length === 0) return [p('{}')];
    if (!multiline) return [p('{ '), ...this.joined(members, '; '), p(' }')];
    const inner = `${indent}  `;
    return [p('{'), ...members.flatMap((m) => [sp(`\n${inner}`), ...m, p(';')]), sp(`\n${indent}`), p('}')];
  }

  private property(child: Declaration): ApiToken[] {
    const head = [...(child.flags.isReadonly ? [kw('readonly'), sp()] : []), tok(child.name, 'name')];
    const opt = child.flags.isOptional ? '?' : '';
    // A method declared as `name(): T` keeps its call signature form.
    if (child.signatures?.length && !child.type) {
      return this.joined(child.signatures.map((s) => [...head, p(opt), ...this.signature(s, { arrow: false, indent: '' })]), '; ');
    }
    return [...head, p(`${opt}: `), ...this.type(child.type)];
  }

  private indexSignature(sig: Signature): ApiToken[] {
    const param = sig.parameters?.[0];
    return [p('['), tok(param?.name ?? 'key', 'parameter'), p(': '), ...this.type(param?.type), p(']: '), ...this.type(sig.type)];
  }

  typeParameters(params: TypeParameter[] | undefined): ApiToken[] {
    if (!params?.length) return [];
    const one = (tp: TypeParameter): ApiToken[] => [
      ...(tp.flags.isConst ? [kw('const'), sp()] : []),
      tok(tp.name, 'typeParameter'),
      ...(tp.type ? [sp(), kw('extends'), sp(), ...this.type(tp.type)] : []),
      ...(tp.default ? [sp(), p('='), sp(), ...this.type(tp.default)] : []),
    ];
    return [p('<'), ...this.joined(params.map(one), ', '), p('>')];
  }

  parameter(param: Parameter): ApiToken[] {
    return [
      ...(param.flags.isRest ? [p('...')] : []),
      tok(param.name, 'parameter'),
      p(param.flags.isOptional ? '?: ' : ': '),
      ...this.type(param.type),
      ...(param.defaultValue && param.defaultValue !== '...' ? [sp(), p('='), sp(), tok(param.defaultValue, 'text')] : []),
    ];
  }

  /**
   * `<T>(a: A) => R` (arrow) or `<T>(a: A): R` (declaration). With `wrap`,
   * a signature wider than WRAP_WIDTH puts each parameter on its own line.
   */
  signature(sig: Signature, opts: { arrow: boolean; indent: string; wrap?: boolean; prefix?: ApiToken[] }): ApiToken[] {
    const prefix = opts.prefix ?? [];
    const params = (sig.parameters ?? []).map((param) => this.parameter(param));
    const ret = sig.type ? [p(opts.arrow ? ' => ' : ': '), ...this.type(sig.type)] : [];
    const head = [...prefix, ...this.typeParameters(sig.typeParameters)];
    const flat = [...head, p('('), ...this.joined(params, ', '), p(')'), ...ret];
    if (!opts.wrap || params.length === 0 || tokensToText(flat).length <= WRAP_WIDTH) return flat;
    const inner = `${opts.indent}  `;
    return [
      ...head,
      p('('),
      // No trailing comma: it is a syntax error after a rest parameter.
      ...params.flatMap((param, i) => [sp(`\n${inner}`), ...param, ...(i < params.length - 1 ? [p(',')] : [])]),
      sp(`\n${opts.indent}`),
      p(')'),
      ...ret,
    ];
  }
}
