import React, { createContext, useContext } from 'react';
import type { CodeHtml, CodeRef } from '../../lib/code/code-ref';

const CodeHtmlContext = createContext<CodeHtml>({});

/** Gives the code blocks and hoisted prose of a page the markup its page data holds (`mdx.codeHtml`, production builds). */
export function CodeHtmlProvider({ value, children }: { value: CodeHtml | null | undefined; children: React.ReactNode }) {
  return <CodeHtmlContext.Provider value={value ?? {}}>{children}</CodeHtmlContext.Provider>;
}

/**
 * A key the page data lacks is a build bug (the page query must select
 * `codeHtml`, see src/node/code/code-store.ts): throwing fails the HTML build,
 * naming the page, long before a reader could see an empty block.
 */
const missing = (key: string) => new Error(`Markup ${key} is not in this page's data: select \`codeHtml\` in the page query.`);

/** The markup a CodeRef stands for, with the hover texts of a type-checked sample. */
export function useCodeHtml(code: CodeRef): { html: string; types?: string[] } {
  const store = useContext(CodeHtmlContext);
  if ('typesJson' in code) return { html: code.html, types: code.typesJson ? (JSON.parse(code.typesJson) as string[]) : undefined };
  if ('html' in code) return code;
  const markup = store[code.codeKey];
  if (typeof markup === 'object' && markup && typeof markup.html === 'string') return markup;
  if (typeof markup !== 'string') throw missing(code.codeKey);
  return { html: markup };
}

/** The inner markup of a prose block the build moved into the page data (src/node/content/rehype-static-html.ts). */
export function useStaticHtml(key: string): string {
  const markup = useContext(CodeHtmlContext)[key];
  if (typeof markup !== 'string') throw missing(key);
  return markup;
}
