import { API_INDEX_PATH, API_INDEX_TITLE, groupApiSymbols } from '../../lib/api/api-kinds';
import { apiHeading, docParagraphs } from '../../lib/api/api-format';
import type { ApiDocPart, ApiExample, ApiMember, ApiSignature, ApiToken, ApiTypeParameter } from '../../lib/api/api-types';
import { markdownTwinPath } from '../../lib/content/markdown-twin-path';

/**
 * The Markdown twins of the API reference, written from the same ApiSymbol
 * nodes as the pages (src/templates/ApiPage.tsx and ApiIndex.tsx), section
 * for section: summary, declaration, remarks, type parameters, signatures,
 * members, examples, source.
 */

export interface ApiMarkdownSymbol {
  name: string;
  kind: string;
  slug: string;
  summary: string;
  summaryParts: ApiDocPart[];
  remarksParts: ApiDocPart[];
  declaration: ApiToken[];
  typeParameters: ApiTypeParameter[];
  signatures: ApiSignature[];
  members: ApiMember[];
  examples: Array<Pick<ApiExample, 'caption' | 'language' | 'code'>>;
  sourceFile: string;
  sourceLine: number;
  sourceUrl: string;
}

/** The GraphQL selection the writer needs (post-build query). */
export const API_MARKDOWN_FIELDS = `
  name kind slug summary
  summaryParts { kind text ref }
  remarksParts { kind text ref }
  declaration { text }
  typeParameters { name constraint { text } defaultType { text } description { kind text ref } }
  signatures {
    code { text }
    typeParameters { name constraint { text } defaultType { text } description { kind text ref } }
    parameters { name optional rest type { text } defaultValue description { kind text ref } }
    returnType { text }
    returns { kind text ref }
    throws { kind text ref }
  }
  members { name optional readonly type { text } description { kind text ref } }
  examples { caption language code }
  sourceFile sourceLine sourceUrl
`;

const tokens = (list: ReadonlyArray<Pick<ApiToken, 'text'>> | null | undefined) => (list ?? []).map((t) => t.text).join('');

const codeSpan = (code: string) => {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return /^`|`$/.test(code) ? `${fence} ${code} ${fence}` : `${fence}${code}${fence}`;
};

const fence = (code: string, language = 'ts') => `\`\`\`${language}\n${code.replace(/\s+$/, '')}\n\`\`\``;

/** TSDoc prose as Markdown: inline code in backticks, {@link}s as links to the target's twin. */
export function docMarkdown(parts: readonly ApiDocPart[], siteBase: string): string {
  return docParagraphs(parts)
    .map((paragraph) =>
      paragraph.block
        ? fence(paragraph.parts[0].text)
        : paragraph.parts
            .map((part) => {
              if (part.kind === 'code') return codeSpan(part.text);
              if (part.kind === 'link' && part.ref) return `[${codeSpan(part.text)}](${siteBase}${markdownTwinPath(part.ref)})`;
              return part.text;
            })
            .join('')
            .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

function typeParameterList(params: readonly ApiTypeParameter[], siteBase: string): string {
  return params
    .map((p) => {
      const head = `${p.name}${p.constraint ? ` extends ${tokens(p.constraint)}` : ''}${p.defaultType ? ` = ${tokens(p.defaultType)}` : ''}`;
      const description = docMarkdown(p.description, siteBase);
      return `- ${codeSpan(head)}${description ? `: ${description.replace(/\n\n/g, ' ')}` : ''}`;
    })
    .join('\n');
}

function signatureSection(signature: ApiSignature, siteBase: string, heading: string): string[] {
  const out = [`## ${heading}`, fence(tokens(signature.code))];
  if (signature.typeParameters.length) out.push('### Type Parameters', typeParameterList(signature.typeParameters, siteBase));
  if (signature.parameters.length) {
    out.push(
      '### Parameters',
      signature.parameters
        .map((p) => {
          const head = `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${tokens(p.type)}${p.defaultValue ? ` = ${p.defaultValue}` : ''}`;
          const description = docMarkdown(p.description, siteBase);
          return `- ${codeSpan(head)}${description ? `: ${description.replace(/\n\n/g, ' ')}` : ''}`;
        })
        .join('\n'),
    );
  }
  const returns = docMarkdown(signature.returns, siteBase);
  out.push('### Returns', `${codeSpan(tokens(signature.returnType))}${returns ? `: ${returns}` : ''}`);
  const throws = docMarkdown(signature.throws, siteBase);
  if (throws) out.push('### Throws', throws);
  return out;
}

/** The twin of one symbol's page. */
export function apiSymbolMarkdown(symbol: ApiMarkdownSymbol, siteBase: string): string {
  const out = [`# ${apiHeading(symbol.kind, symbol.name)}`];
  const summary = docMarkdown(symbol.summaryParts, siteBase);
  if (summary) out.push(summary);
  out.push(fence(tokens(symbol.declaration)));
  const remarks = docMarkdown(symbol.remarksParts, siteBase);
  if (remarks) out.push('## Remarks', remarks);
  if (symbol.typeParameters.length) out.push('## Type Parameters', typeParameterList(symbol.typeParameters, siteBase));
  symbol.signatures.forEach((signature, index) => {
    out.push(...signatureSection(signature, siteBase, symbol.signatures.length > 1 ? `Signature ${index + 1}` : 'Signature'));
  });
  if (symbol.members.length) {
    out.push(
      '## Properties',
      symbol.members
        .map((m) => {
          const head = `${m.readonly ? 'readonly ' : ''}${m.name}${m.optional ? '?' : ''}: ${tokens(m.type)}`;
          const description = docMarkdown(m.description, siteBase);
          return `- ${codeSpan(head)}${description ? `: ${description.replace(/\n\n/g, ' ')}` : ''}`;
        })
        .join('\n'),
    );
  }
  if (symbol.examples.length) {
    out.push(symbol.examples.length > 1 ? '## Examples' : '## Example');
    for (const example of symbol.examples) {
      if (example.caption.trim()) out.push(example.caption.trim());
      out.push(fence(example.code, example.language || 'ts'));
    }
  }
  out.push('## Defined in', `[${symbol.sourceFile}:${symbol.sourceLine}](${symbol.sourceUrl})`);
  return `${out.join('\n\n')}\n`;
}

/** The twin of the API index: every symbol grouped by kind, with its summary. */
export function apiIndexMarkdown(symbols: readonly ApiMarkdownSymbol[], siteBase: string, libraryName: string): string {
  const out = [`# ${API_INDEX_TITLE}`, `Every export of ${codeSpan(libraryName)}, generated from its TypeScript source and TSDoc comments.`];
  for (const group of groupApiSymbols(symbols)) {
    out.push(
      `## ${group.label}`,
      group.symbols
        .map((s) => {
          const summary = docMarkdown(s.summaryParts, siteBase).replace(/\n+/g, ' ');
          return `- [${codeSpan(s.name)}](${siteBase}${markdownTwinPath(s.slug)})${summary ? `: ${summary}` : ''}`;
        })
        .join('\n'),
    );
  }
  return `${out.join('\n\n')}\n`;
}

export { API_INDEX_PATH };
