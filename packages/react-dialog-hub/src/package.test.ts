// @vitest-environment node
// What `npm pack` would publish, checked against the built files: run after
// `npm run build` (npm test builds the library first).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { esmSize, subsetSize } from '../scripts/size.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The size budget of the whole API (ESM build, minified and gzipped; README, "Size"): 2 KiB. */
const ESM_GZIP_BUDGET = 2048;
/** The budget of an app that uses only DialogProvider and useDialog. */
const CORE_GZIP_BUDGET = 1800;

let files: string[] = [];
beforeAll(() => {
  if (!existsSync(join(root, 'dist/index.js'))) {
    throw new Error('packages/react-dialog-hub/dist is missing: run `npm run build -w react-dialog-hub` first.');
  }
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' });
  files = (JSON.parse(out) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((f) => f.path);
});

describe('npm pack', () => {
  it('publishes the ESM and CJS builds with their types, the readme and the changelog', () => {
    for (const file of ['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts', 'README.md', 'CHANGELOG.md', 'package.json']) {
      expect(files).toContain(file);
    }
  });

  it('leaves tests out', () => {
    expect(files.filter((f) => /\.test(-d)?\.tsx?$|\/test\//.test(f))).toEqual([]);
  });

  it("starts every JavaScript file with the 'use client' directive", () => {
    const scripts = files.filter((f) => /\.c?js$/.test(f));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const file of scripts) {
      const firstLine = readFileSync(join(root, file), 'utf8').split('\n', 1)[0];
      expect(firstLine, file).toBe("'use client';");
    }
  });

  it('declares the version the changelog describes last', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    expect(changelog.match(/^## \[?(\d+\.\d+\.\d+)/m)?.[1]).toBe(version);
  });
});

describe('bundlers that transpile dependencies', () => {
  // Gatsby and others run node_modules through Babel in loose mode, which turns class members
  // into assignments; a static [Symbol.hasInstance] then throws at load (Function.prototype's
  // is read-only) and every dialog of the app is gone. Load the build the way they do.
  it('loads and works after Babel down-levels classes in loose mode', async () => {
    const requireFromHere = createRequire(import.meta.url);
    // Babel ships no types; only this call is used.
    const { transformAsync } = requireFromHere('@babel/core') as {
      transformAsync: (code: string, options: object) => Promise<{ code?: string | null } | null>;
    };
    const source = readFileSync(join(root, 'dist/index.js'), 'utf8');
    const result = await transformAsync(source, {
      babelrc: false,
      configFile: false,
      presets: [[requireFromHere.resolve('@babel/preset-env'), { targets: 'ie 11', loose: true, modules: 'commonjs' }]],
    });
    expect(result?.code).toContain('_inheritsLoose');
    const module = { exports: {} as Record<string, any> };
    new Function('module', 'exports', 'require', result!.code!)(module, module.exports, requireFromHere);
    const { DialogDismissedError, DialogProvider, useDialog } = module.exports;
    expect(new DialogDismissedError()).toBeInstanceOf(DialogDismissedError);
    expect(new Error('other')).not.toBeInstanceOf(DialogDismissedError);
    const { createElement } = requireFromHere('react');
    const { renderToString } = requireFromHere('react-dom/server');
    const Probe = () => createElement('p', null, typeof useDialog().show);
    expect(renderToString(createElement(DialogProvider, null, createElement(Probe)))).toBe('<p>function</p>');
  });
});

describe('size', () => {
  it(`keeps the ESM build within ${ESM_GZIP_BUDGET} bytes minified and gzipped`, () => {
    expect(esmSize().gzip).toBeLessThanOrEqual(ESM_GZIP_BUDGET);
  });

  it(`keeps DialogProvider and useDialog alone within ${CORE_GZIP_BUDGET} bytes`, () => {
    expect(subsetSize(['DialogProvider', 'useDialog']).gzip).toBeLessThanOrEqual(CORE_GZIP_BUDGET);
  });

  it('lets an app that uses only DialogProvider and useDialog leave the rest out', () => {
    const core = subsetSize(['DialogProvider', 'useDialog']);
    const withStack = subsetSize(['DialogProvider', 'useDialog', 'useDialogStack']);
    expect(core.minified).toBeLessThan(withStack.minified);
    expect(core.gzip).toBeLessThan(esmSize().gzip);
  });
});
