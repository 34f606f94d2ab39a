import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, tokensOf } from '../lib/color-mode/contrast';

/**
 * Every colour drawn on the text inside a code block meets WCAG AA on each background that text
 * can sit on, in both modes. The per-page axe pass (e2e/a11y.spec.ts) leaves code text out of
 * color-contrast because of its cost; this is what holds it instead, so it reads the stylesheets
 * themselves: a new token rule, or a colour written as a literal, is checked without editing a list.
 */
const root = path.join(__dirname, '..');
const tokensCss = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const light = tokensOf(tokensCss, ':root');
const modes = { light, dark: { ...light, ...tokensOf(tokensCss, "[data-theme='dark']") } };

/** The stylesheets that colour code text, and the backgrounds that text can sit on when a rule sets none. */
const SHEETS = [
  // Highlighted lines and a hovered or focused identifier draw --code-line-highlight-bg under any token.
  { file: 'theme/CodeBlock/styles.module.css', surfaces: ['--code-bg', '--code-line-highlight-bg'], atLeast: 9 },
  // API signatures are plain `pre` blocks (global.css).
  { file: 'theme/ApiSignature/styles.module.css', surfaces: ['--color-code-bg'], atLeast: 8 },
];

/** A custom property's value in a mode, following var() references. */
function resolve(tokens: Record<string, string>, name: string, seen: string[] = []): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`${name} is not defined in tokens.css`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (!ref) return value;
  if (seen.includes(ref[1])) throw new Error(`var() cycle: ${[...seen, name].join(' -> ')}`);
  return resolve(tokens, ref[1], [...seen, name]);
}

type Rule = { selector: string; color: string; background?: string };

/** Rules (innermost blocks, so @media bodies count too) that set `color`, with their own background if any. */
function colourRules(css: string): Rule[] {
  const rules: Rule[] = [];
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const color = /(?:^|;)\s*color:\s*([^;]+)/.exec(body)?.[1].trim();
    if (!color) continue;
    const background = /(?:^|;)\s*background(?:-color)?:\s*([^;]+)/.exec(body)?.[1].trim();
    rules.push({ selector: selector.trim().replace(/\s+/g, ' '), color, background });
  }
  return rules;
}

const variable = (value: string, where: string) => {
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (!ref) throw new Error(`${where}: "${value}" is not a token; colour code with a variable from tokens.css, so both modes are checked`);
  return ref[1];
};

for (const sheet of SHEETS) {
  const rules = colourRules(fs.readFileSync(path.join(root, sheet.file), 'utf8')).filter((rule) => rule.color !== 'inherit');
  describe(`${sheet.file}: code text meets AA on its background`, () => {
    it(`colours at least ${sheet.atLeast} kinds of text, each with a token`, () => {
      expect(rules.length).toBeGreaterThanOrEqual(sheet.atLeast);
      for (const rule of rules) variable(rule.color, `${sheet.file} ${rule.selector}`);
    });
    for (const [mode, tokens] of Object.entries(modes)) {
      it(`${mode} mode`, () => {
        const failures: string[] = [];
        for (const rule of rules) {
          const fg = variable(rule.color, rule.selector);
          const backgrounds = rule.background && rule.background !== 'none' ? [variable(rule.background, rule.selector)] : sheet.surfaces;
          for (const bg of backgrounds) {
            const ratio = contrastRatio(resolve(tokens, fg), resolve(tokens, bg));
            if (ratio < 4.5) failures.push(`${rule.selector}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`);
          }
        }
        expect(failures, 'below 4.5:1').toEqual([]);
      });
    }
  });
}
