// @vitest-environment node
// developRefreshMapShift: real webpack compiles with the real React Refresh plugin and the site's swc loader; with the
// shift, every module's code and source map after the loaders are the ones the refresh loader itself makes, without
// its source-map rebuild.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_LOADER_OUTPUT, assertRefreshLoaderOutput, gatsbyRequire } from '../internals';
import { REFRESH_LOADER } from './develop-config';
import { loadersDir } from './fast-transpile';
import { RefreshMapShift, refreshMapLoader } from './refresh-map';

const root = path.resolve(__dirname, '../../..');
const ORIGINAL = gatsbyRequire(root).resolve(REFRESH_LOADER);
const ReactRefreshPlugin = gatsbyRequire(root)('@pmmmwh/react-refresh-webpack-plugin') as new (options: object) => webpack.WebpackPluginInstance;
const { wrappedAt } = createRequire(import.meta.url)(refreshMapLoader(loadersDir(root))) as { wrappedAt: (code: string, source: string) => number };
// The source-map copy React Refresh's loader rebuilds maps with.
const { SourceMapConsumer } = createRequire(ORIGINAL)('source-map') as { SourceMapConsumer: { with: (...args: unknown[]) => Promise<unknown> } };

afterEach(() => vi.restoreAllMocks());

const COMPONENT = `import { useState } from 'react';

interface Props { label: string }

/** A component with state, as the site's are. */
export default function Counter({ label }: Props) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}
`;
const HELPER = 'export const double = (n: number): number => n * 2;\n';

interface Built {
  code: string;
  mappings: string[];
  loaders: string[];
}

/** Every mapping of a map, as text (generated line:column → source:line:column), in order. */
async function mappingsOf(map: object | null): Promise<string[]> {
  if (!map) return [];
  const { SourceMapConsumer: Consumer } = createRequire(ORIGINAL)('source-map') as { SourceMapConsumer: new (map: object) => Promise<{ eachMapping: (fn: (m: Record<string, unknown>) => void) => void; destroy: () => void }> };
  const consumer = await new Consumer(map);
  const all: string[] = [];
  consumer.eachMapping((m) => all.push(`${m.generatedLine}:${m.generatedColumn} → ${path.basename(String(m.source))}:${m.originalLine}:${m.originalColumn}${m.name ? ` ${m.name}` : ''}`));
  consumer.destroy();
  return all;
}

/** A development compile of two TypeScript modules through swc, React Refresh and (`shift`) the map shift. */
async function compile(shift: boolean, devtool: 'cheap-module-source-map' | false = 'cheap-module-source-map'): Promise<Map<string, Built>> {
  // Inside the project: the swc loader takes @swc/core from the compile's root, as it does from the site's.
  // One folder for both compiles, one after the other: the JSX's development info names the file.
  const dir = path.join(root, 'node_modules', '.cache', 'refresh-map-test');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  try {
    fs.writeFileSync(path.join(dir, 'Counter.tsx'), COMPONENT);
    fs.writeFileSync(path.join(dir, 'helper.ts'), HELPER);
    fs.writeFileSync(path.join(dir, 'entry.ts'), "import Counter from './Counter';\nimport { double } from './helper';\nconsole.log(Counter, double(2));\n");
    const compiler = webpack({
      mode: 'development',
      devtool,
      context: dir,
      entry: './entry.ts',
      output: { path: path.join(dir, 'out') },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      externals: { react: 'React' },
      module: { rules: [{ test: /\.tsx?$/, use: [{ loader: path.join(loadersDir(root), 'swc-refresh-loader.cjs'), options: { targets: ['chrome 100'], runtime: 'automatic' } }] }] },
      plugins: [new webpack.HotModuleReplacementPlugin(), new ReactRefreshPlugin({ overlay: false, exclude: /node_modules[\\/](?!\.cache)/ }), ...(shift ? [new RefreshMapShift(ORIGINAL, refreshMapLoader(loadersDir(root)))] : [])],
      infrastructureLogging: { level: 'none' },
    });
    const built = new Map<string, Built>();
    const pending: Promise<void>[] = [];
    compiler.hooks.compilation.tap('test', (compilation) =>
      compilation.hooks.succeedModule.tap('test', (module) => {
        const normal = module as webpack.NormalModule;
        if (!normal.resource?.startsWith(dir)) return;
        const original = normal.originalSource();
        if (!original) throw new Error(`${normal.resource} did not build: ${[...(normal.getErrors() ?? [])].map((error) => error.message).join("; ")}`);
        const { source, map } = original.sourceAndMap();
        pending.push(mappingsOf(map).then((mappings) => void built.set(path.basename(normal.resource), { code: String(source), mappings, loaders: normal.loaders.map((entry) => path.basename(entry.loader)) })));
      }),
    );
    await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error ? reject(error) : stats?.hasErrors() ? reject(new Error(String(stats.toString('errors-only')))) : resolve())));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    await Promise.all(pending);
    return built;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('developRefreshMapShift', () => {
  it("gives each module the code and source map React Refresh's loader gives it, without the loader's source-map rebuild", async () => {
    const rebuilds = vi.spyOn(SourceMapConsumer, 'with');
    const shifted = await compile(true);
    expect(rebuilds).not.toHaveBeenCalled();
    const plain = await compile(false);
    expect(rebuilds).toHaveBeenCalled();
    expect([...shifted.keys()].sort()).toEqual(['Counter.tsx', 'entry.ts', 'helper.ts']);
    for (const [name, module] of shifted) {
      expect(module.loaders, name).toEqual(['refresh-map-loader.cjs', 'swc-refresh-loader.cjs']);
      expect(plain.get(name)!.loaders, name).toEqual(['index.js', 'swc-refresh-loader.cjs']);
      expect(module.code, name).toBe(plain.get(name)!.code);
      expect(module.mappings.length, name).toBeGreaterThan(5);
      expect(module.mappings, name).toEqual(plain.get(name)!.mappings);
    }
    // The component's code sits below the loader's setup line, and its map says so.
    expect(shifted.get('Counter.tsx')!.code).toMatch(/^[^\n]*\$Refresh\$[^\n]*\n\n/);
    expect(shifted.get('Counter.tsx')!.mappings.some((line) => / → Counter\.tsx:8:/.test(line))).toBe(true);
  });

  it('without source maps (a devtool of none), the original loader runs as it is, with the same code', async () => {
    const shifted = await compile(true, false);
    const plain = await compile(false, false);
    for (const [name, module] of shifted) {
      expect(module.loaders, name).toEqual(['refresh-map-loader.cjs', 'swc-refresh-loader.cjs']);
      expect(module.code, name).toBe(plain.get(name)!.code);
      expect(module.code, name).toContain('$ReactRefreshModuleId$');
    }
  });

  it("finds the module's code only between the loader's setup text and its registration text", () => {
    const source = 'export const a = 1;\n\nexport const b = 2;';
    expect(wrappedAt(`setup();\n\n${source}\n\nregister();\n\nmore();`, source)).toBe('setup();\n\n'.length);
    expect(wrappedAt(`setup();\n\n${source}`, source)).toBe(-1);
    expect(wrappedAt(`${source}\n\nregister();`, source)).toBe(-1);
    expect(wrappedAt(`setup();\nsecond();\n\nother();\n\n`, source)).toBe(-1);
  });
});

describe(REFRESH_LOADER_OUTPUT, () => {
  it('matches this Gatsby: the loader wraps the code in its two texts, and its plugin adds it as { loader, options }', () => {
    expect(() => assertRefreshLoaderOutput(ORIGINAL)).not.toThrow();
  });

  it('fails, naming the flag to turn off, when the loader adds something else in front', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refresh-loader-'));
    try {
      const pkg = path.join(dir, 'pkg');
      for (const sub of ['loader', 'lib/utils']) fs.mkdirSync(path.join(pkg, sub), { recursive: true });
      const loader = fs.readFileSync(ORIGINAL, 'utf8');
      const changed = loader.replace("node.prepend([RefreshSetupRuntime, '\\n\\n']);", "node.prepend([RefreshSetupRuntime, '\\n']);");
      expect(changed).not.toBe(loader);
      fs.writeFileSync(path.join(pkg, 'loader', 'index.js'), changed);
      fs.copyFileSync(path.join(path.dirname(ORIGINAL), '..', 'lib', 'utils', 'injectRefreshLoader.js'), path.join(pkg, 'lib', 'utils', 'injectRefreshLoader.js'));
      expect(() => assertRefreshLoaderOutput(path.join(pkg, 'loader', 'index.js'))).toThrow(/\[gatsby-internals\].*--off=developRefreshMapShift/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
