import type { Compiler, WebpackError } from 'webpack';

const NAME = 'StylesheetOrderCheck';
const CONFLICT = 'Conflicting order. Following module has been added:';

/** `css …loaders…!./src/theme/Tabs/styles.module.css` → `src/theme/Tabs/styles.module.css`. */
const stylesheetOf = (line: string) => line.replace(/^\s*\*\s*(css\s+)?/, '').split('!').pop()!.replace(/^\.\//, '').trim();

/** One mini-css-extract "Conflicting order" warning, read: the stylesheet it placed and the ones it could not order. */
export function readConflict(message: string): { added: string; against: Array<{ stylesheet: string; groups: string[] }> } | null {
  // Terminals wrap the message; webpack's own text has no line breaks inside a path.
  const lines = message.split('\n');
  const start = lines.findIndex((line) => line.includes(CONFLICT));
  if (start < 0) return null;
  const added = stylesheetOf(lines[start + 1] ?? '');
  const against: Array<{ stylesheet: string; groups: string[] }> = [];
  for (const line of lines.slice(start + 2)) {
    if (/^\s*\*\s/.test(line)) against.push({ stylesheet: stylesheetOf(line), groups: [] });
    const failed = /couldn't fulfill desired order of chunk group\(s\) (.*)$/.exec(line);
    if (failed && against.length) against.at(-1)!.groups = failed[1]!.split(',').map((group) => group.trim()).filter(Boolean);
  }
  return { added, against };
}

/**
 * Gatsby merges all stylesheets into one styles.css, which mini-css-extract
 * orders by each chunk group's imports; where two groups disagree it picks an
 * order, so which of two rules wins can change with an unrelated import, and
 * it prints a "Conflicting order" warning per stylesheet, a wall that buries
 * real warnings. This plugin turns those warnings into one build error that
 * names each pair of stylesheets, the chunk groups that meet them the other
 * way round, and the fix.
 */
export class StylesheetOrderCheck {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterSeal.tap(NAME, () => {
        const pairs = new Map<string, string[]>();
        compilation.warnings = compilation.warnings.filter((warning) => {
          const conflict = readConflict(warning.message);
          if (!conflict) return true;
          for (const { stylesheet, groups } of conflict.against) {
            pairs.set(`${conflict.added}  ↔  ${stylesheet}`, groups);
          }
          return false;
        });
        if (!pairs.size) return;
        const lines = [...pairs].map(([pair, groups]) => `  - ${pair}${groups.length ? `\n      met the other way round by: ${groups.slice(0, 3).join(', ')}${groups.length > 3 ? `, +${groups.length - 3} more` : ''}` : ''}`);
        const error = new compiler.webpack.WebpackError(
          `Stylesheet order: chunk groups meet these stylesheets in opposite orders, so their order in styles.css is arbitrary:\n${lines.join('\n')}\n` +
            'Fix: make the page, template or lazy component named above import src/theme/stylesheet-order.ts first ' +
            '(MDX docs get it from src/node/content/remark-author-imports.ts), or add the component whose stylesheet conflicts to that module, ' +
            'so that every chunk group meets the stylesheets in the same order.',
        ) as WebpackError;
        error.name = 'StylesheetOrderError';
        compilation.errors.push(error);
      });
    });
  }
}
