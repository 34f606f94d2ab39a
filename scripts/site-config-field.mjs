// Plain-Node scripts (deploy, social card, bench) read a few string settings
// from src/site-config.ts without a TypeScript loader. The settings module
// stays the one source of truth; this fails loudly if a field moves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The string value of `name: '…'` in src/site-config.ts (the first match). */
export function siteConfigField(name, root = projectRoot) {
  const source = readFileSync(path.join(root, 'src/site-config.ts'), 'utf8');
  const value = source.match(new RegExp(`^\\s*${name}: '([^']*)'`, 'm'))?.[1];
  if (value === undefined) {
    throw new Error(`src/site-config.ts has no string field \`${name}\`; update scripts/site-config-field.mjs callers.`);
  }
  return value;
}
