import type { GatsbyNode } from 'gatsby';

/**
 * GraphQL types of the API reference: one ApiSymbol node per export of
 * packages/react-dialog-hub, made by src/node/api/api-source.ts. Declared
 * explicitly (@dontInfer) so the schema documents itself in GraphiQL and
 * never depends on which symbols happen to have which fields.
 */
export const apiTypeDefs = `
  "One exported symbol of packages/react-dialog-hub, generated from its TypeScript source by TypeDoc."
  type ApiSymbol implements Node @dontInfer {
    "Exported name, e.g. useDialog."
    name: String!
    "What the export is: function, type-alias or variable."
    kind: String!
    "Route of the symbol's page without the path prefix, e.g. /docs/api/functions/useDialog."
    slug: String!
    "TSDoc summary as one line of text; inline code keeps its backticks, {@link X} becomes X."
    summary: String!
    "TSDoc summary as rich parts (text, code, links to other symbols)."
    summaryParts: [ApiDocPart!]!
    "The @remarks block as text (paragraphs separated by blank lines), or null."
    remarks: String
    "The @remarks block as rich parts."
    remarksParts: [ApiDocPart!]!
    "The @example blocks, in source order."
    examples: [ApiExample!]!
    "The whole declaration as highlighted tokens, e.g. type DialogProps<…> = TProps & DialogBase<…>;"
    declaration: [ApiToken!]!
    "Type parameters of a type alias (a function's are on its signatures)."
    typeParameters: [ApiTypeParameter!]!
    "Call signatures: one per overload of a function, or the call signature of a function type alias."
    signatures: [ApiSignature!]!
    "Declared type of a type alias or a variable, as tokens; null for functions."
    type: [ApiToken!]
    "Properties of an object type alias."
    members: [ApiMember!]!
    "The version its @since tag names (e.g. 0.3.0), or null for what the first release had."
    since: String
    "The other exported symbols this one's types refer to."
    references: [ApiSymbol!]! @link(by: "name")
    "Declaring file, relative to the repository root, e.g. packages/react-dialog-hub/src/types.ts."
    sourceFile: String!
    "Line of the declaration in sourceFile (1-based)."
    sourceLine: Int!
    "Link to the declaration in the repository (sourceFile#LsourceLine)."
    sourceUrl: String!
  }

  "A piece of a highlighted signature."
  type ApiToken {
    text: String!
    "Highlighting class: keyword, name, type, typeParameter, parameter, string, number, punctuation or text."
    kind: String!
    "Slug of the exported symbol this token names, when it names one."
    ref: String
  }

  "A piece of TSDoc prose."
  type ApiDocPart {
    "text, code (inline code, backticks removed) or link (an {@link} to another exported symbol)."
    kind: String!
    text: String!
    "Slug of the linked symbol, for kind link."
    ref: String
  }

  type ApiExample {
    "Text before the code fence of the @example block, if any."
    caption: String!
    "Language of the code fence, e.g. tsx."
    language: String!
    code: String!
    "The code highlighted at build time: the markup inside the code block's <code> (src/lib/code/highlight.ts)."
    html: String!
    "The grammar html was highlighted with (language resolved, e.g. ts → typescript; plain when unknown)."
    highlightLanguage: String!
    "The compiler's type text for each identifier of html, in document order (type-checked examples)."
    types: [String!]
  }

  type ApiTypeParameter {
    name: String!
    "The extends clause, as tokens."
    constraint: [ApiToken!]
    "The default type, as tokens."
    defaultType: [ApiToken!]
    "From the @typeParam tag."
    description: [ApiDocPart!]!
  }

  type ApiParameter {
    name: String!
    optional: Boolean!
    "A rest parameter (...name)."
    rest: Boolean!
    type: [ApiToken!]!
    "Default value as written in the source, if any."
    defaultValue: String
    "From the @param tag."
    description: [ApiDocPart!]!
  }

  type ApiSignature {
    "The whole signature as tokens."
    code: [ApiToken!]!
    typeParameters: [ApiTypeParameter!]!
    parameters: [ApiParameter!]!
    returnType: [ApiToken!]!
    "From the @returns tag."
    returns: [ApiDocPart!]!
    "From the @throws tag."
    throws: [ApiDocPart!]!
  }

  type ApiMember {
    name: String!
    "The version its @since tag names, or null."
    since: String
    optional: Boolean!
    readonly: Boolean!
    type: [ApiToken!]!
    description: [ApiDocPart!]!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(apiTypeDefs);
};
