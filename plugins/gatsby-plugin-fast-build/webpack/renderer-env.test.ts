import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { runWebpack } from './__fixtures__/run-webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { withRuntimeProcessEnv } from './renderer-env';
import { RENDERER_ENV, rendererDefinePlugin } from '../internals';

const require = createRequire(import.meta.url);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** What Gatsby 5.16 defines for its HTML renderer (processEnv in gatsby/dist/utils/webpack.config.js): every variable, a few fixed ones, and `process.env` as `({})`. */
function gatsbyRendererDefinitions(env: NodeJS.ProcessEnv): Record<string, string> {
  const definitions: Record<string, string> = { 'process.env': '({})' };
  for (const [key, value] of Object.entries(env)) definitions[`process.env.${key}`] = JSON.stringify(value);
  definitions['process.env.NODE_ENV'] = JSON.stringify('production');
  definitions['process.env.BUILD_STAGE'] = JSON.stringify('build-html');
  return definitions;
}

/** A production build for target node with a filesystem cache, as Gatsby's renderer stage; returns the modules webpack built (not restored from its cache) and the bundle's exports. */
async function build(dir: string, definitions: Record<string, string>): Promise<{ built: string[]; exports: unknown }> {
  const stats = await runWebpack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './render.js',
    output: { path: path.join(dir, 'out'), filename: 'render.js', library: { type: 'commonjs2' } },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
    optimization: { minimize: false },
    plugins: [new webpack.DefinePlugin(definitions)],
  });
  expect(stats.compilation.errors).toEqual([]);
  const built = (stats.toJson({ modules: true }).modules ?? []).filter((module) => module.built).map((module) => String(module.name));
  const file = path.join(dir, 'out/render.js');
  delete require.cache[file];
  return { built, exports: require(file) };
}

describe('withRuntimeProcessEnv (the HTML renderer and the build environment)', () => {
  it('keeps a warm renderer build warm when the environment gains a variable, and reads copied variables at run time', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-env-'));
    dirs.push(dir);
    fs.writeFileSync(
      path.join(dir, 'render.js'),
      `module.exports = { mode: process.env.NODE_ENV, stage: process.env.BUILD_STAGE, probe: process.env.RDH_RENDERER_PROBE, all: typeof process.env.PATH };\n`,
    );
    const env = { ...process.env, RDH_RENDERER_PROBE: 'probe value' };
    process.env.RDH_RENDERER_PROBE = 'probe value';
    try {
      const first = await build(dir, withRuntimeProcessEnv(gatsbyRendererDefinitions(env), env));
      expect(first.built).toEqual(['./render.js']);
      expect(first.exports).toEqual({ mode: 'production', stage: 'build-html', probe: 'probe value', all: 'string' });

      // One more variable, as when CI=1 is set for one build and not the other: nothing to rebuild.
      const more = { ...env, RDH_UNRELATED: '1' };
      const second = await build(dir, withRuntimeProcessEnv(gatsbyRendererDefinitions(more), more));
      expect(second.built).toEqual([]);
      expect(second.exports).toEqual(first.exports);

      // Gatsby's own definitions, for contrast: the same change rebuilds the module.
      await build(dir, gatsbyRendererDefinitions(env));
      const gatsbys = await build(dir, gatsbyRendererDefinitions(more));
      expect(gatsbys.built).toEqual(['./render.js']);
    } finally {
      delete process.env.RDH_RENDERER_PROBE;
    }
  }, 60_000);

  it('keeps inlined the constants, every GATSBY_ variable and values that are not copies of the environment (a .env file)', () => {
    const env = { HOME: '/home/a', CI: '1', GATSBY_FLAG: 'on', EDITOR: 'vi' };
    const definitions = {
      ...gatsbyRendererDefinitions(env),
      'process.env.PUBLIC_DIR': JSON.stringify('/site/public'),
      'process.env.FROM_FILE': JSON.stringify('only in .env.production'),
      __PATH_PREFIX__: JSON.stringify('/react-dialog-hub'),
    };
    expect(withRuntimeProcessEnv(definitions, env)).toEqual({
      'process.env.GATSBY_FLAG': '"on"',
      'process.env.NODE_ENV': '"production"',
      'process.env.BUILD_STAGE': '"build-html"',
      'process.env.PUBLIC_DIR': '"/site/public"',
      'process.env.FROM_FILE': '"only in .env.production"',
      __PATH_PREFIX__: '"/react-dialog-hub"',
    });
  });
});

describe('rendererDefinePlugin (fenced: Gatsby\'s renderer definitions)', () => {
  const gatsbys = () => new webpack.DefinePlugin(gatsbyRendererDefinitions({ HOME: '/home/a' }));
  it('finds the one DefinePlugin that defines process.env', () => {
    const plugins = [new webpack.DefinePlugin({ __OTHER__: '1' }), {}, gatsbys()];
    expect(rendererDefinePlugin(plugins).index).toBe(2);
  });
  it('fails the build naming the internal and the fix when Gatsby no longer defines it so', () => {
    for (const plugins of [[new webpack.DefinePlugin({ 'process.env.NODE_ENV': '"production"' })], [gatsbys(), gatsbys()]]) {
      let message = '';
      try {
        rendererDefinePlugin(plugins);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message.startsWith(`[gatsby-internals] ${RENDERER_ENV}: expected `)).toBe(true);
      expect(message).toContain('Fix plugins/gatsby-plugin-fast-build/webpack/config.ts (rendererEnv)');
    }
  });
});
