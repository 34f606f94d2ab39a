import { siteConfig } from '../../site-config';

/**
 * The value of an MDX expression `{siteConfig.a.b}` when it names a string or
 * number of the site config; undefined for any other expression. Such facts
 * are constants of a build, so the Markdown twins write them out and the
 * prose hoisting (src/node/content/rehype-static-html.ts) treats them as text.
 */
export function siteConfigValue(expression: string, config: unknown = siteConfig): string | undefined {
  const match = /^siteConfig((?:\.\w+)+)$/.exec(expression.trim());
  if (!match) return undefined;
  let value: unknown = config;
  for (const key of match[1]!.slice(1).split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
