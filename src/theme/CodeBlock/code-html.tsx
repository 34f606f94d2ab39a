import React, { createContext, useContext } from 'react';
import type { CodeHtml, CodeRef } from '../../lib/code-ref';

const CodeHtmlContext = createContext<CodeHtml>({});

/** Gives the code blocks of a page the markup its page data holds (`mdx.codeHtml`, production builds). */
export function CodeHtmlProvider({ value, children }: { value: CodeHtml | null | undefined; children: React.ReactNode }) {
  return <CodeHtmlContext.Provider value={value ?? {}}>{children}</CodeHtmlContext.Provider>;
}

/**
 * The markup a CodeRef stands for, with the hover texts of a type-checked sample. A key the page data lacks is a build bug
 * (the page query must select `codeHtml`): it throws, which fails the HTML
 * build naming the page, long before a reader could see an empty block.
 */
export function useCodeHtml(code: CodeRef): { html: string; types?: string[] } {
  const store = useContext(CodeHtmlContext);
  if ('html' in code) return code;
  const markup = store[code.codeKey];
  if (typeof markup === 'object' && markup && typeof markup.html === 'string') return markup;
  if (typeof markup !== 'string') {
    throw new Error(
      `Code block ${code.codeKey} has no markup in this page's data. Select \`codeHtml\` in the page query ` +
        'and wrap the content in <CodeHtmlProvider value={mdx.codeHtml}> (see src/node/code-store.ts).',
    );
  }
  return { html: markup };
}
