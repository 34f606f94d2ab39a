import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { siteConfig } from '../site-config';
import { CSS_ONLY_WIDTHS } from './breakpoints';

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

it('every CSS media query width is the configured breakpoint (or a declared layout width)', () => {
  const bp = siteConfig.constants.desktopBreakpointPx;
  const allowed = new Set([bp, bp + 1, ...Object.keys(CSS_ONLY_WIDTHS).map(Number)]);
  const wrong: string[] = [];
  const src = path.resolve(__dirname, '..');
  for (const file of cssFiles(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/@media[^{]*?(?:max|min)-width:\s*(\d+)px/g)) {
      if (!allowed.has(Number(match[1]))) wrong.push(`${path.relative(src, file)}: ${match[0]}`);
    }
  }
  expect(wrong, `use ${bp}px (siteConfig.constants.desktopBreakpointPx) in these media queries`).toEqual([]);
});
