import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, tokensOf } from '../lib/color-mode/contrast';
import { siteConfig } from '../site-config';

const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const light = tokensOf(css, ':root');
const modes = { light, dark: { ...light, ...tokensOf(css, "[data-theme='dark']") } };

/** [text, background] pairs the UI actually draws; WCAG AA needs 4.5:1 for normal text. */
const pairs: Array<[string, string]> = [
  ['--color-text', '--color-bg'],
  ['--color-text', '--color-bg-subtle'],
  ['--color-text', '--color-navbar-bg'],
  ['--color-text-muted', '--color-bg'],
  ['--color-text-muted', '--color-bg-subtle'],
  ['--color-link', '--color-bg'],
  ['--color-link', '--color-bg-subtle'],
  ['--color-link-active', '--color-bg'],
  ['--color-link-active', '--color-primary-soft'],
  ['--color-text', '--color-code-inline-bg'],
  ['--color-primary-contrast', '--color-primary'],
  ['--color-danger', '--color-danger-bg'],
  ['--color-warning-text', '--color-warning-bg'],
  ['--color-text', '--color-bg-raised'],
];
const codeTokens = ['--code-text', '--code-comment', '--code-keyword', '--code-string', '--code-function', '--code-constant', '--code-type', '--code-tag', '--code-punctuation'];
for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
  for (const fg of ['--color-text', '--color-link', `--callout-${type}-title`]) pairs.push([fg, `--callout-${type}-bg`]);
}
for (const token of codeTokens) {
  pairs.push([token, '--code-bg'], [token, '--code-line-highlight-bg']);
}

for (const [mode, tokens] of Object.entries(modes)) {
  describe(`${mode} mode meets WCAG AA contrast`, () => {
    for (const [fg, bg] of pairs) {
      it(`${fg} on ${bg}`, () => {
        expect(tokens[fg], `${fg} is not defined`).toBeDefined();
        expect(tokens[bg], `${bg} is not defined`).toBeDefined();
        expect(contrastRatio(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(4.5);
      });
    }
  });
}

it('the announcement bar colours meet AA (they apply in both modes)', () => {
  const bar = siteConfig.announcementBar;
  if (!bar) return;
  expect(contrastRatio(bar.textColor, bar.backgroundColor)).toBeGreaterThanOrEqual(4.5);
});

it('computes known ratios', () => {
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  expect(() => contrastRatio('red', '#fff')).toThrow(/Not an opaque hex colour/);
});
