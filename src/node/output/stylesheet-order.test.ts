import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Stats } from 'webpack';
import { runWebpack } from '../../../plugins/gatsby-plugin-fast-build/webpack/__fixtures__/run-webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { StylesheetOrderCheck, readConflict } from './stylesheet-order';

const require = createRequire(import.meta.url);
// Gatsby's own copy, the one its build uses.
const MiniCssExtractPlugin = require(require.resolve('mini-css-extract-plugin', { paths: [path.dirname(require.resolve('gatsby/package.json'))] }));

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/**
 * A real webpack build shaped like Gatsby's: two lazily loaded pages, each
 * importing two stylesheets in the given order, all CSS merged into one
 * `styles` chunk (Gatsby's splitChunks cache group).
 */
async function build(pages: Record<string, string[]>, check: boolean): Promise<Stats> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-order-'));
  dirs.push(dir);
  for (const name of ['tabs', 'code']) fs.writeFileSync(path.join(dir, `${name}.css`), `.${name} { color: red; }\n`);
  for (const [page, sheets] of Object.entries(pages)) {
    fs.writeFileSync(path.join(dir, `${page}.js`), sheets.map((sheet) => `import './${sheet}.css';`).join('\n') + '\nexport default 1;\n');
  }
  const entry = Object.keys(pages).map((page) => `import(/* webpackChunkName: "component---${page}" */ './${page}.js');`).join('\n');
  fs.writeFileSync(path.join(dir, 'app.js'), entry);
  return runWebpack({
    mode: 'production',
    context: dir,
    entry: { app: './app.js' },
    output: { path: path.join(dir, 'out') },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    optimization: {
      minimize: false,
      splitChunks: { chunks: 'all', cacheGroups: { default: false, defaultVendors: false, styles: { test: /\.css$/, name: 'styles', enforce: true } } },
    },
    plugins: [new MiniCssExtractPlugin(), ...(check ? [new StylesheetOrderCheck()] : [])],
  });
}

const messages = (list: Array<{ message: string }>) => list.map((item) => item.message);

describe('StylesheetOrderCheck', () => {
  const opposite = { first: ['tabs', 'code'], second: ['code', 'tabs'] };

  it('mini-css-extract warns "Conflicting order" when two pages import two stylesheets in opposite orders', async () => {
    const stats = await build(opposite, false);
    const warnings = messages(stats.compilation.warnings).filter((message) => message.includes('Conflicting order'));
    expect(warnings).toHaveLength(1);
    expect(readConflict(warnings[0]!)).toEqual({
      added: expect.stringMatching(/^(tabs|code)\.css$/),
      against: [{ stylesheet: expect.stringMatching(/^(tabs|code)\.css$/), groups: [expect.stringMatching(/^component---(first|second)$/)] }],
    });
  });

  it('turns the warnings into one build error naming both stylesheets, the chunk group and the fix', async () => {
    const stats = await build(opposite, true);
    expect(messages(stats.compilation.warnings).join('\n')).not.toContain('Conflicting order');
    const errors = messages(stats.compilation.errors);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Stylesheet order: chunk groups meet these stylesheets in opposite orders/);
    expect(errors[0]).toMatch(/(tabs\.css {2}↔ {2}code\.css|code\.css {2}↔ {2}tabs\.css)/);
    expect(errors[0]).toMatch(/met the other way round by: component---(first|second)/);
    expect(errors[0]).toContain('import src/theme/stylesheet-order.ts first');
  });

  it('lets a build whose pages agree on the order pass without errors or warnings', async () => {
    const stats = await build({ first: ['tabs', 'code'], second: ['tabs', 'code'] }, true);
    expect(messages(stats.compilation.errors)).toEqual([]);
    expect(messages(stats.compilation.warnings)).toEqual([]);
  });
});
