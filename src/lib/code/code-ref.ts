import type { HighlightedCode } from './highlight';

/**
 * A highlighted code block as a page's JavaScript carries it: the markup
 * itself (in `gatsby develop`, and on API pages, whose markup comes from a
 * page query anyway), or, in a production MDX page, the key of the markup in
 * that page's data (src/node/code/code-store.ts).
 */
export type CodeRef = HighlightedCode | InlineCode | { codeKey: string; language: string };

/**
 * The markup inline in an MDX page's JavaScript (`gatsby develop`). The hover texts travel as JSON: MDX turns the
 * properties of its elements into JSX attributes, and a list becomes one string joined by spaces.
 */
export interface InlineCode {
  html: string;
  language: string;
  typesJson?: string;
}

/** A block's markup in the page data: the HTML, with the compiler's hover texts when the sample was type-checked. */
export type CodeMarkup = string | { html: string; types: string[] };

/** Markup by key, from a page's data; what CodeBlock resolves a keyed CodeRef against. */
export type CodeHtml = Readonly<Record<string, CodeMarkup>>;
