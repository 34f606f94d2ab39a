/**
 * The shape of one `ApiSymbol` node, shared by the build-time transform
 * (src/node/api/api-transform.ts), the GraphQL type definitions
 * (src/node/api/api-schema.ts) and the API templates. Plain JSON only: Gatsby
 * stores it as node data.
 */

export type ApiKind = 'function' | 'class' | 'type-alias' | 'variable';

/** Highlighting class of a signature token; `ApiSignature` colours by it. */
export type ApiTokenKind =
  | 'keyword'
  | 'name'
  | 'type'
  | 'typeParameter'
  | 'parameter'
  | 'string'
  | 'number'
  | 'punctuation'
  | 'text';

/** One highlighted piece of a signature. `ref` is the slug of another exported symbol. */
export interface ApiToken {
  text: string;
  kind: ApiTokenKind;
  ref: string | null;
}

/** A piece of TSDoc prose: plain text, inline code or an `{@link}` to another symbol. */
export interface ApiDocPart {
  kind: 'text' | 'code' | 'link';
  text: string;
  ref: string | null;
}

export interface ApiTypeParameter {
  name: string;
  constraint: ApiToken[] | null;
  defaultType: ApiToken[] | null;
  description: ApiDocPart[];
}

export interface ApiParameter {
  name: string;
  optional: boolean;
  rest: boolean;
  type: ApiToken[];
  defaultValue: string | null;
  description: ApiDocPart[];
}

export interface ApiSignature {
  /** The whole signature, e.g. `function useDialog(): DialogContextValue`. */
  code: ApiToken[];
  typeParameters: ApiTypeParameter[];
  parameters: ApiParameter[];
  returnType: ApiToken[];
  returns: ApiDocPart[];
  throws: ApiDocPart[];
}

/** A property of an object type alias (e.g. `DialogBase.resolve`). */
export interface ApiMember {
  name: string;
  /** The version its `@since` tag names, when it came later than the symbol itself. */
  since: string | null;
  optional: boolean;
  readonly: boolean;
  type: ApiToken[];
  description: ApiDocPart[];
}

export interface ApiExample {
  /** Text written before the code fence of the `@example` block, if any. */
  caption: string;
  language: string;
  code: string;
  /** `code` highlighted at build time (src/lib/code/highlight.ts). */
  html: string;
  /** The grammar `html` was highlighted with. */
  highlightLanguage: string;
  /** The compiler's text for each identifier of a type-checked example, in order (src/node/code/twoslash.ts). */
  types: string[] | null;
}

export interface ApiSymbolRecord {
  name: string;
  kind: ApiKind;
  slug: string;
  summary: string;
  summaryParts: ApiDocPart[];
  remarks: string | null;
  remarksParts: ApiDocPart[];
  examples: ApiExample[];
  /** The highlighted declaration shown at the top of the page. */
  declaration: ApiToken[];
  typeParameters: ApiTypeParameter[];
  signatures: ApiSignature[];
  /** Declared type of a type alias or a variable. */
  type: ApiToken[] | null;
  members: ApiMember[];
  /** The version its `@since` tag names (`0.3.0`); null for what 0.1 already had. */
  since: string | null;
  /** Names of the other exported symbols this one refers to. */
  references: string[];
  /** Path of the declaring file relative to the repository root. */
  sourceFile: string;
  sourceLine: number;
  sourceUrl: string;
}
