import type { JSONOutput } from 'typedoc';
import { apiSlug } from '../../lib/api/api-kinds';
import type {
  ApiDocPart,
  ApiKind,
  ApiExample,
  ApiMember,
  ApiParameter,
  ApiSignature,
  ApiSymbolRecord,
  ApiToken,
  ApiTypeParameter,
} from '../../lib/api/api-types';
import { mergeTokens, TypePrinter, type RefResolver } from './api-tokens';
import { highlightToHtml } from '../../lib/code/highlight';

type Declaration = JSONOutput.DeclarationReflection;
type Signature = JSONOutput.SignatureReflection;
type Comment = JSONOutput.Comment;
type DisplayPart = JSONOutput.CommentDisplayPart;

/**
 * TypeDoc's ReflectionKind values (part of its JSON schema), for the kinds
 * the reference documents and the names used in error messages.
 */
const KIND_BY_REFLECTION: Record<number, ApiKind> = { 64: 'function', 128: 'class', 2097152: 'type-alias', 32: 'variable' };
const REFLECTION_KIND_NAMES: Record<number, string> = {
  2: 'module', 4: 'namespace', 8: 'enum', 256: 'interface', 4194304: 'reference',
};
/** Reflection kinds of a class's children. */
const CONSTRUCTOR = 512;
const PROPERTY = 1024;

export interface TransformOptions {
  /** Base of "Defined in" links; the file path relative to the repository root is appended. */
  repoBlobUrl: string;
}

export interface TransformResult {
  records: ApiSymbolRecord[];
  /** Build errors, each naming the symbol and its file. */
  problems: string[];
}

export const whereDefined = (decl: Declaration) => {
  const source = decl.sources?.[0];
  return source ? `${source.fileName}:${source.line}` : 'unknown file';
};

/**
 * Turns TypeDoc's serialized project (one entry point) into one record per
 * exported symbol. Works on the JSON form rather than TypeDoc's class
 * instances so it stays a pure function of plain data.
 */
export function transformProject(project: JSONOutput.ProjectReflection, options: TransformOptions): TransformResult {
  const problems: string[] = [];
  const symbols = new Map<number, { decl: Declaration; kind: ApiKind; slug: string }>();
  for (const decl of (project.children ?? []) as Declaration[]) {
    const kind = KIND_BY_REFLECTION[decl.kind];
    if (!kind) {
      const what = REFLECTION_KIND_NAMES[decl.kind] ?? `reflection kind ${decl.kind}`;
      problems.push(
        `API symbol "${decl.name}" (${whereDefined(decl)}) is exported as a ${what}; the API reference documents ` +
          `functions, classes, type aliases and variables only. Export it as one of those or extend src/lib/api/api-kinds.ts.`,
      );
      continue;
    }
    symbols.set(decl.id, { decl, kind, slug: apiSlug(kind, decl.name) });
  }

  const resolve: RefResolver = (target) => {
    const found = typeof target === 'number' ? symbols.get(target) : undefined;
    return found ? { name: found.decl.name, slug: found.slug } : null;
  };
  const nameBySlug = new Map([...symbols.values()].map((s) => [s.slug, s.decl.name]));
  const records = [...symbols.values()].map(({ decl, kind, slug }) => {
    const record = toRecord(decl, kind, slug, new TypePrinter(resolve), resolve, options);
    if (!decl.sources?.length) problems.push(`API symbol "${decl.name}" has no source location; TypeDoc could not resolve where it is declared.`);
    record.references = collectReferences(record, nameBySlug);
    return record;
  });
  return { records, problems };
}

function toRecord(
  decl: Declaration,
  kind: ApiKind,
  slug: string,
  printer: TypePrinter,
  resolve: RefResolver,
  options: TransformOptions,
): ApiSymbolRecord {
  const docs = (parts: DisplayPart[] | undefined) => docParts(parts, resolve);
  const comment = kind === 'function' ? (decl.signatures?.find((s) => s.comment)?.comment ?? decl.comment) : decl.comment;
  const remarks = blockTag(comment, '@remarks');
  const name = { text: decl.name, kind: 'name' as const, ref: null };
  const source = decl.sources?.[0];

  let declaration: ApiToken[];
  let signatures: ApiSignature[] = [];
  let type: ApiToken[] | null = null;
  if (kind === 'function') {
    signatures = (decl.signatures ?? []).map((sig) =>
      signature(sig, printer, docs, printer.signature(sig, { arrow: false, indent: '', wrap: true, prefix: [kwTok('function'), space, name] })),
    );
    declaration = signatures.flatMap((s, i) => (i === 0 ? s.code : [{ text: '\n', kind: 'text' as const, ref: null }, ...s.code]));
  } else if (kind === 'class') {
    // `class X extends Y`; its constructors document how to make one, its own properties follow.
    const bases = (decl.extendedTypes ?? []).flatMap((t, i) => [...(i ? [punct(', ')] : []), ...printer.type(t)]);
    declaration = [kwTok('class'), space, name, ...(bases.length ? [space, kwTok('extends'), space, ...bases] : [])];
    const ctor = decl.children?.find((c) => c.kind === CONSTRUCTOR);
    signatures = (ctor?.signatures ?? []).map((sig) =>
      signature(sig, printer, docs, printer.signature(sig, { arrow: false, indent: '', wrap: true, prefix: [kwTok('new'), space, name] })),
    );
  } else {
    const literal = typeLiteral(decl);
    type = mergeTokens(decl.type ? printer.type(decl.type, { multiline: true }) : printer.reflection(decl, { multiline: true }));
    const head: ApiToken[] =
      kind === 'type-alias'
        ? [kwTok('type'), space, name, ...printer.typeParameters(decl.typeParameters), punct(' = ')]
        : [kwTok(decl.flags.isConst ? 'const' : 'let'), space, name, punct(': ')];
    declaration = [...head, ...type, punct(';')];
    // A type alias of a function type (like ShowFn) documents its call signature too.
    if (literal?.signatures?.length === 1 && !literal.children?.length) {
      signatures = [signature(literal.signatures[0]!, printer, docs, printer.signature(literal.signatures[0]!, { arrow: true, indent: '' }))];
    }
  }

  return {
    name: decl.name,
    kind,
    slug,
    summary: plainText(comment?.summary),
    summaryParts: docs(comment?.summary),
    remarks: remarks ? plainText(remarks) : null,
    remarksParts: docs(remarks),
    examples: (comment?.blockTags ?? []).filter((tag) => tag.tag === '@example').flatMap((tag) => parseExample(tag.content)),
    declaration: mergeTokens(declaration),
    typeParameters: typeParameters(decl.typeParameters, printer, docs),
    signatures,
    type,
    members: members(decl, printer, docs),
    since: sinceOf(comment),
    references: [],
    sourceFile: source?.fileName ?? '',
    sourceLine: source?.line ?? 0,
    sourceUrl: source ? `${options.repoBlobUrl}/${source.fileName}#L${source.line}` : '',
  };
}

const space: ApiToken = { text: ' ', kind: 'text', ref: null };
const kwTok = (text: string): ApiToken => ({ text, kind: 'keyword', ref: null });
const punct = (text: string): ApiToken => ({ text, kind: 'punctuation', ref: null });

type Docs = (parts: DisplayPart[] | undefined) => ApiDocPart[];

function signature(sig: Signature, printer: TypePrinter, docs: Docs, code: ApiToken[]): ApiSignature {
  const parameters: ApiParameter[] = (sig.parameters ?? []).map((param) => ({
    name: param.name,
    optional: Boolean(param.flags.isOptional),
    rest: Boolean(param.flags.isRest),
    type: mergeTokens(printer.type(param.type)),
    defaultValue: param.defaultValue && param.defaultValue !== '...' ? param.defaultValue : null,
    description: docs(param.comment?.summary),
  }));
  return {
    code: mergeTokens(code),
    typeParameters: typeParameters(sig.typeParameters, printer, docs),
    parameters,
    returnType: mergeTokens(printer.type(sig.type)),
    returns: docs(blockTag(sig.comment, '@returns')),
    throws: docs(blockTag(sig.comment, '@throws')),
  };
}

function typeParameters(
  params: JSONOutput.TypeParameterReflection[] | undefined,
  printer: TypePrinter,
  docs: Docs,
): ApiTypeParameter[] {
  return (params ?? []).map((tp) => ({
    name: tp.name,
    constraint: tp.type ? mergeTokens(printer.type(tp.type)) : null,
    defaultType: tp.default ? mergeTokens(printer.type(tp.default)) : null,
    description: docs(tp.comment?.summary),
  }));
}

/**
 * The object or function type literal a type alias or variable is declared
 * with. TypeDoc puts the members of `type X = { … }` on the alias itself.
 */
function typeLiteral(decl: Declaration): Declaration | undefined {
  if (decl.type?.type === 'reflection') return decl.type.declaration;
  return decl.type ? undefined : decl;
}

function members(decl: Declaration, printer: TypePrinter, docs: Docs): ApiMember[] {
  if (decl.kind === 64) return [];
  // A class lists its own properties: not its constructor, not what it inherits.
  const own = (child: Declaration) => decl.kind !== 128 || (child.kind === PROPERTY && !child.inheritedFrom);
  return (typeLiteral(decl)?.children ?? []).filter(own).map((child) => ({
    name: child.name,
    optional: Boolean(child.flags.isOptional),
    readonly: Boolean(child.flags.isReadonly),
    type: mergeTokens(printer.type(child.type)),
    description: docs(child.comment?.summary),
    since: sinceOf(child.comment),
  }));
}

/** The version of a `@since` tag (`@since 0.3.0`), or null. */
function sinceOf(comment: Comment | undefined): string | null {
  const text = plainText(blockTag(comment, '@since')).trim();
  return text ? text.split(/\s/)[0]! : null;
}

function blockTag(comment: Comment | undefined, tag: `@${string}`): DisplayPart[] | undefined {
  return comment?.blockTags?.find((t) => t.tag === tag)?.content;
}

const FENCE = /^```([\w-]*)\n?([\s\S]*?)\n?```$/;

/** TSDoc prose as parts: text, inline code (backticks dropped) and links to exported symbols. */
export function docParts(parts: DisplayPart[] | undefined, resolve: RefResolver): ApiDocPart[] {
  return (parts ?? []).map((part): ApiDocPart => {
    if (part.kind === 'code') {
      const fence = FENCE.exec(part.text);
      return { kind: 'code', text: fence ? fence[2]! : part.text.replace(/^`+|`+$/g, ''), ref: null };
    }
    if (part.kind === 'inline-tag' && /^@link(code|plain)?$/.test(part.tag)) {
      const target = typeof part.target === 'object' || typeof part.target === 'number' ? resolve(part.target) : null;
      return target ? { kind: 'link', text: part.text, ref: target.slug } : { kind: 'code', text: part.text, ref: null };
    }
    return { kind: 'text', text: part.text, ref: null };
  });
}

/** One line of text (for the index, meta descriptions and GraphQL): code keeps its backticks. */
export function plainText(parts: DisplayPart[] | undefined): string {
  return (parts ?? [])
    .map((part) => part.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An `@example` block: optional caption text, then fenced code (TSDoc allows unfenced code too). */
/** An example with its code highlighted now, so API pages ship markup rather than a highlighter. */
function example(caption: string, language: string, code: string): ApiExample {
  const { html, language: highlightLanguage } = highlightToHtml(code, language);
  return { caption, language, code, html, highlightLanguage, types: null };
}

export function parseExample(parts: DisplayPart[]): ApiExample[] {
  const text = parts.map((part) => part.text).join('');
  const fences = [...text.matchAll(/```([\w-]*)\n([\s\S]*?)\n?```/g)];
  if (fences.length === 0) return text.trim() ? [example('', 'tsx', text.trim())] : [];
  return fences.map((fence, i) => example(i === 0 ? text.slice(0, fence.index).trim() : '', fence[1] || 'tsx', fence[2]!.replace(/\s+$/, '')));
}

function collectReferences(record: ApiSymbolRecord, nameBySlug: Map<string, string>): string[] {
  const tokens: ApiToken[] = [
    ...record.declaration,
    ...record.members.flatMap((m) => m.type),
    ...record.signatures.flatMap((s) => [...s.code, ...s.parameters.flatMap((param) => param.type), ...s.returnType]),
  ];
  const names = tokens.flatMap((t) => (t.ref ? [nameBySlug.get(t.ref)!] : [])).filter((n) => n !== record.name);
  return [...new Set(names)].sort();
}
