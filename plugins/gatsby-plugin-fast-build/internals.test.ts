// @vitest-environment node
// The registry (internals.ts): complete, each entry well formed, and no unregistered use of an internal in the code.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG_NAMES } from './flags.mjs';
import {
  COMPILE_GATSBY_FILES,
  GATSBY_INTERNALS,
  DEVELOP_OVERLAY,
  DEVELOP_RECREATES_PAGES,
  PLUGIN_ORDER,
  RENDERER_EXTERNALS,
  SCAN_PATTERNS,
  STORE_PROGRAM_DIRECTORY,
  MUTATION_BATCH,
  SCHEMA_SERVICE,
  TYPEGEN_WRITER, DEVELOP_WAITING, FUNCTIONS_PLUGIN, LAZY_MODULES, COPY_RUNTIME,
  QUERY_RUN_SAVES,
  PAGE_DATA_WAIT,
  WEBPACK_CACHE_CONFIG,
  WORKER_POOL,
  DEVELOP_SHELL,
  WORK_IN_PROCESS,
  KEEP_SHELL,
  TRAILING_CHANGES,
  assertFilesystemCache,
  assertRendererExternals,
  siteDirectory,
  type ScanMarker,
} from './internals';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, '../..');
const PLUGIN = path.relative(ROOT, __dirname);
/** The registry's own file: it names every marker and holds the checks. */
const REGISTRY = `${PLUGIN}/internals.ts`;
/** Not scanned: the registry, and the list of optimizations, which describes what each does in prose strings. */
const DESCRIPTIONS = [REGISTRY, `${PLUGIN}/flags.mjs`];

/** The code scanned: build, browser and script code of the site and this plugin; tests, fixtures and e2e specs aside (a rename fails them outright). */
function scannedFiles(): string[] {
  const roots = ['src', 'plugins', 'scripts'];
  const top = fs.readdirSync(ROOT).filter((name) => /^gatsby-(config|node|browser|ssr)\.tsx?$/.test(name));
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__fixtures__' ? [] : walk(relative);
      return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) && !/\.test\.|\.d\.m?ts$/.test(entry.name) ? [relative] : [];
    });
  return [...top, ...roots.flatMap(walk)].filter((file) => !DESCRIPTIONS.includes(file)).sort();
}

/** The code of a file without its comments (prose may name an internal without depending on it). */
function code(file: string): string {
  return fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*)/.test(line))
    .map((line) => line.replace(/\s\/\/\s.*$/, ''))
    .join('\n');
}

const fileOf = (usedIn: string) => usedIn.split(' ')[0]!;

describe('the registry of internals', () => {
  it('prints how many internals the project relies on, and says so in the README', () => {
    const byOwner = (owner: string) => GATSBY_INTERNALS.filter((internal) => internal.owner === owner).length;
    console.log(`[internals] ${GATSBY_INTERNALS.length} registered: ${byOwner('plugin')} for gatsby-plugin-fast-build's optimizations, ${byOwner('site')} for the site's output features`);
    const readme = fs.readFileSync(path.join(__dirname, 'README.md'), 'utf8');
    expect(readme).toContain(`**${GATSBY_INTERNALS.length} internals**`);
    expect(readme).toContain(`${byOwner('plugin')} for the optimizations`);
    expect(readme).toContain(`${byOwner('site')} for the site's output features`);
  });

  it('names, for each, its owner (and flag), where it is defined, why, the expected shape, our files and its check', () => {
    expect(new Set(GATSBY_INTERNALS.map((internal) => internal.name)).size).toBe(GATSBY_INTERNALS.length);
    for (const internal of GATSBY_INTERNALS) {
      for (const field of [internal.definedIn, internal.why, internal.expected, internal.checkedBy]) expect(field.length).toBeGreaterThan(10);
      expect(internal.usedIn.length).toBeGreaterThan(0);
      for (const file of internal.usedIn.map(fileOf)) expect(fs.existsSync(path.join(ROOT, file)), `${internal.name}: ${file} does not exist`).toBe(true);
      for (const marker of internal.markers) expect(Object.keys(SCAN_PATTERNS)).toContain(marker);
      if (internal.owner === 'plugin') {
        for (const flag of internal.flag!.split(', ')) expect(FLAG_NAMES).toContain(flag);
      } else expect(internal.flag).toBeUndefined();
    }
  });

  it('has an entry for every use of an internal the scan finds in the code', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const unregistered: string[] = [];
    let uses = 0;
    for (const file of files) {
      const text = code(file);
      for (const [marker, pattern] of Object.entries(SCAN_PATTERNS) as Array<[ScanMarker, RegExp]>) {
        if (!pattern.test(text)) continue;
        uses += 1;
        const registered = GATSBY_INTERNALS.some((internal) => internal.markers.includes(marker) && internal.usedIn.some((usedIn) => fileOf(usedIn) === file));
        if (!registered) unregistered.push(`${file}: ${marker} (${pattern})`);
      }
    }
    console.log(`[internals] the scan found ${uses} uses in ${files.length} files, all registered`);
    expect(unregistered, 'register each in plugins/gatsby-plugin-fast-build/internals.ts (or use a public API)').toEqual([]);
  });

  it('names the plugin internals as the preload does', () => {
    const preload = require('./node/preload.cjs') as { COMPILE_INTERNAL: string; WORKER_POOL_INTERNAL: string; MUTATION_BATCH_INTERNAL: string; QUERY_RUN_SAVES_INTERNAL: string; PAGE_DATA_WAIT_INTERNAL: string; SCHEMA_SERVICE_INTERNAL: string; TYPEGEN_INTERNAL: string; DEVELOP_WAITING_INTERNAL: string; DEVELOP_SHELL_INTERNAL: string; FUNCTIONS_INTERNAL: string; IN_PROCESS_INTERNAL: string };
    expect(preload.FUNCTIONS_INTERNAL).toBe(FUNCTIONS_PLUGIN);
    expect(require('./node/lazy-modules.cjs').LAZY_MODULES_INTERNAL).toBe(LAZY_MODULES);
    expect(preload.COMPILE_INTERNAL).toBe(COMPILE_GATSBY_FILES);
    expect(preload.WORKER_POOL_INTERNAL).toBe(WORKER_POOL);
    expect(preload.MUTATION_BATCH_INTERNAL).toBe(MUTATION_BATCH);
    expect(preload.QUERY_RUN_SAVES_INTERNAL).toBe(QUERY_RUN_SAVES);
    expect(preload.PAGE_DATA_WAIT_INTERNAL).toBe(PAGE_DATA_WAIT);
    expect(preload.SCHEMA_SERVICE_INTERNAL).toBe(SCHEMA_SERVICE);
    expect(preload.TYPEGEN_INTERNAL).toBe(TYPEGEN_WRITER);
    expect(preload.DEVELOP_WAITING_INTERNAL).toBe(DEVELOP_WAITING);
    expect(preload.DEVELOP_SHELL_INTERNAL).toBe(DEVELOP_SHELL);
    expect(preload.IN_PROCESS_INTERNAL).toBe(WORK_IN_PROCESS);
    expect(require('./node/keep-shell.cjs').KEEP_SHELL_INTERNAL).toBe(KEEP_SHELL);
    expect(require('./node/trailing-changes.cjs').TRAILING_CHANGES_INTERNAL).toBe(TRAILING_CHANGES);
    expect(require('./node/copy-runtime.cjs').COPY_RUNTIME_INTERNAL).toBe(COPY_RUNTIME);
  });

  it('reads the store only in its checks (siteDirectory, fileParserInternals): the site reads SitePage nodes and basePath', () => {
    expect(fs.readFileSync(path.join(ROOT, 'src/node/content/schema.ts'), 'utf8')).not.toMatch(/flattenedPlugins|getState/);
    for (const file of ['src/node/output/webpack.ts', 'src/node/output/validate-page-modules.ts', 'src/node/output/post-build.ts', `${PLUGIN}/webpack/config.ts`]) {
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).not.toContain('getState');
    }
  });
});

describe(DEVELOP_OVERLAY, () => {
  it('has a websocket manager with emitError(id, message)', () => {
    const manager = fs.readFileSync(require.resolve('gatsby/dist/utils/websocket-manager.js'), 'utf8');
    expect(manager).toMatch(/emitError = \(id, message\) =>/);
    expect(manager).toContain('exports.websocketManager');
  });
});

describe(DEVELOP_RECREATES_PAGES, () => {
  it("is a state of Gatsby's develop state machine that runs createPages again", () => {
    const machine = fs.readFileSync(require.resolve('gatsby/dist/state-machines/develop/index.js'), 'utf8');
    expect(machine).toMatch(/recreatingPages: \{[\s\S]*?src: `recreatePages`/);
  });
});

describe(PLUGIN_ORDER, () => {
  it("lists gatsby-plugin-typescript with the options Gatsby would add it with, before this plugin, which is last", () => {
    const internal = fs.readFileSync(require.resolve('gatsby/dist/bootstrap/load-plugins/load-internal-plugins.js'), 'utf8');
    expect(internal).toMatch(/allExtensions: false,\s*isTSX: false,\s*jsxPragma: `React`/);
    const config = fs.readFileSync(path.join(ROOT, 'gatsby-config.ts'), 'utf8');
    expect(config).toContain("{ resolve: 'gatsby-plugin-typescript', options: { allExtensions: false, isTSX: false, jsxPragma: 'React' } }");
    const order = [...config.matchAll(/resolve: '([^']+)'|^\s+'(gatsby-[^']+)',$|^\s+(localSearchPlugin),$/gm)].map((m) => m[1] ?? m[2] ?? m[3]);
    expect(order.slice(-3)).toEqual(['localSearchPlugin', 'gatsby-plugin-typescript', 'gatsby-plugin-fast-build']);
  });
});

describe(STORE_PROGRAM_DIRECTORY, () => {
  it("returns Gatsby's site root", () => {
    expect(siteDirectory({ getState: () => ({ program: { directory: ROOT } }) })).toBe(ROOT);
  });

  it.each([
    ['renamed', { program: { root: ROOT } }, 'program.directory = undefined'],
    ['relative', { program: { directory: 'site' } }, 'program.directory = "site"'],
    ['gone', { config: {} }, 'program = undefined'],
  ])('fails when the field is %s', (_, state, found) => {
    expect(() => siteDirectory({ getState: () => state })).toThrow(`[gatsby-internals] ${STORE_PROGRAM_DIRECTORY}: expected an absolute path (string), found ${found}. Fix ${REGISTRY}`);
  });
});

describe(RENDERER_EXTERNALS, () => {
  it("passes on Gatsby's build-html config and fails, naming the file, on another shape", () => {
    const webpackConfig = fs.readFileSync(require.resolve('gatsby/dist/utils/webpack.config.js'), 'utf8');
    expect(webpackConfig).toContain('config.target = `node14.15`');
    expect(() => assertRendererExternals({ target: 'node14.15', resolve: { alias: { $virtual: '/x' } } })).not.toThrow();
    expect(() => assertRendererExternals({ target: ['web', 'es5'], resolve: { alias: {} } })).toThrow(
      new RegExp(`^\\[gatsby-internals\\] ${RENDERER_EXTERNALS.replace(/[()]/g, '\\$&')}: expected .*found target .*Fix ${PLUGIN}/webpack/fast-transpile\\.ts`),
    );
  });
});

describe(WEBPACK_CACHE_CONFIG, () => {
  it("passes on Gatsby's filesystem cache and fails, naming the flags to turn off, without one", () => {
    const webpackConfig = fs.readFileSync(require.resolve('gatsby/dist/utils/webpack.config.js'), 'utf8');
    expect(webpackConfig).toMatch(/type: `filesystem`,[\s\S]{0,200}buildDependencies/);
    expect(() => assertFilesystemCache({ cache: { type: 'filesystem' } }, 'build-html')).not.toThrow();
    expect(() => assertFilesystemCache({ cache: false }, 'build-html')).toThrow(/--off=noBuildDependencies,diskOnlyCache/);
  });
});
