// @vitest-environment node
// One direction: scripts/ may use the site's build code (src/node) and the plugin, never the other way round, so that
// the build does not call back into the tools that run it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function codeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__fixtures__' ? [] : codeFiles(relative);
    return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) && !/\.test\.|\.d\.m?ts$/.test(entry.name) ? [relative] : [];
  });
}

describe('layering', () => {
  it('src/ and plugins/ never import or run a file of scripts/ (tests may use its fixtures)', () => {
    const offenders = [...codeFiles('src'), ...codeFiles('plugins'), 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'].filter((file) => {
      const code = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
      return /(from\s+|import\(\s*|require\(\s*)['"`][^'"`]*\bscripts\/|['"`]scripts\/[\w/-]+\.(m?[jt]s|cjs)['"`]|['"`]scripts['"`]\s*,/.test(code);
    });
    expect(offenders).toEqual([]);
  });
});
