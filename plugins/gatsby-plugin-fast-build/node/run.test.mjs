// @vitest-environment node
// The Node side of gatsby-plugin-fast-build (run.mjs): the flags decided, what Gatsby's CLI gets, the early task, the clean.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FLAGS_VARIABLE, FLAG_NAMES, STRICT_VARIABLE } from '../flags.mjs';
import { CLEAN_DIRS, FLAG_ARGUMENTS, NODE_HEAP_FLAGS, clean, decideFlags, flagsFor, gatsbyArgv, gatsbyEnv, startEarly, supportedNodeFlags } from './run.mjs';

const ROOT = path.resolve(__dirname, '../../..');

/** Resolves with the JSON an early task wrote, or rejects with what `<file>.failed` says. */
function result(file) {
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (existsSync(file)) return resolve(JSON.parse(readFileSync(file, 'utf8')));
      if (existsSync(`${file}.failed`)) return reject(new Error(readFileSync(`${file}.failed`, 'utf8')));
      setTimeout(poll, 50);
    };
    poll();
  });
}

/** A task as the site describes its own (the sample check): a script, its arguments, the variable Gatsby reads. */
const task = (script) => ({ script, args: (out) => ['--json', out], variable: 'EARLY_RESULT' });

describe('decideFlags (the build entry: which optimizations run)', () => {
  it('turns on every optimization whose packages are the verified versions; --plain none; strict under CI', () => {
    const all = decideFlags(ROOT, { argv: [], env: {} });
    expect(all).toEqual({ plain: false, strict: false, flags: FLAG_NAMES });
    expect(decideFlags(ROOT, { argv: ['--plain'], env: {} })).toEqual({ plain: true, strict: false, flags: [] });
    expect(decideFlags(ROOT, { argv: ['--off=lateWorker,swcMinify'], env: { CI: 'true' } })).toEqual({
      plain: false,
      strict: true,
      flags: FLAG_NAMES.filter((name) => name !== 'lateWorker' && name !== 'swcMinify'),
    });
  });

  it("leaves the build entry's own arguments out of Gatsby's", () => {
    expect(['--plain', '--strict', '--off=a,b', '--verbose', '--no-uglify'].filter((arg) => !FLAG_ARGUMENTS.test(arg))).toEqual(['--verbose', '--no-uglify']);
  });
});

describe('flagsFor', () => {
  it('runs a cold build without the warm-only optimizations (codeCache), a warm one with every flag', () => {
    const flags = ['codeCache', 'plainAsmJs', 'lateWorker', 'keepWorker'];
    expect(flagsFor(flags, { cold: true })).toEqual(['plainAsmJs', 'lateWorker', 'keepWorker']);
    expect(flagsFor(flags, { cold: false })).toEqual(flags);
  });
});

describe('gatsbyEnv', () => {
  it('hands Gatsby the flags and strict mode, and runs Parcel without a worker of its own (parcelInProcess) unless the caller chose', () => {
    expect(gatsbyEnv({ PATH: '/bin' }, { flags: ['parcelInProcess', 'swcMinify'] })).toEqual({ PATH: '/bin', PARCEL_WORKERS: '0', [FLAGS_VARIABLE]: 'parcelInProcess,swcMinify' });
    expect(gatsbyEnv({ PARCEL_WORKERS: '2' }, { flags: ['parcelInProcess'] }).PARCEL_WORKERS).toBe('2');
  });

  it("asks webpack's loaders and plugins to skip validating their options (skipOptionValidation), keeping a value the caller set", () => {
    expect(gatsbyEnv({}, { flags: ['skipOptionValidation'] }).SKIP_VALIDATION).toBe('y');
    expect(gatsbyEnv({ SKIP_VALIDATION: 'n' }, { flags: ['skipOptionValidation'] }).SKIP_VALIDATION).toBe('n');
    expect(gatsbyEnv({}, { flags: [] }).SKIP_VALIDATION).toBeUndefined();
    // What the variable does to the installed packages: Terser's plugin (schema-utils 4) and css-loader (schema-utils 3)
    // take options they would reject, in a process started with it, and reject them without it.
    const probe = `const Terser = require('terser-webpack-plugin'); new Terser({ notAnOption: true });
const { validate } = require(require.resolve('schema-utils', { paths: [require.resolve('css-loader')] }));
validate({ type: 'object', additionalProperties: false }, { notAnOption: true }, { name: 'probe' }); console.log('accepted');`;
    const run = (env) => spawnSync(process.execPath, ['-e', probe], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
    expect(run(gatsbyEnv({}, { flags: ['skipOptionValidation'] })).stdout.trim()).toBe('accepted');
    const strict = run({ SKIP_VALIDATION: '' });
    expect(strict.status).not.toBe(0);
    expect(strict.stderr).toMatch(/Invalid options object|has an unknown property/);
    expect(gatsbyEnv({ PATH: '/bin' }, { flags: [], strict: true })).toEqual({ PATH: '/bin', [FLAGS_VARIABLE]: '', [STRICT_VARIABLE]: '1' });
  });
});

describe("the V8 flags of the build's processes (heapGrowth, NODE_HEAP_FLAGS)", () => {
  it('are accepted by this Node, and dropped with a warning naming the optimization by a Node that rejects them', () => {
    expect(NODE_HEAP_FLAGS.length).toBeGreaterThan(0);
    expect(supportedNodeFlags(NODE_HEAP_FLAGS)).toEqual(NODE_HEAP_FLAGS);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(supportedNodeFlags(['--no-such-v8-flag-here'])).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[fast-build\] skipped heapGrowth: .*does not accept --no-such-v8-flag-here .*bad option/));
    } finally {
      warn.mockRestore();
    }
  });

  it("go to Node before Gatsby's CLI, where its worker processes inherit them (execArgv); the preload only when asked", () => {
    const argv = gatsbyArgv(process.cwd(), ['build', '--prefix-paths'], { nodeFlags: NODE_HEAP_FLAGS });
    const cli = argv.findIndex((arg) => arg.endsWith(path.join('gatsby', 'cli.js')));
    expect(argv.slice(0, NODE_HEAP_FLAGS.length)).toEqual(NODE_HEAP_FLAGS);
    expect(argv.slice(cli)).toEqual([argv[cli], 'build', '--prefix-paths']);
    expect(argv.slice(NODE_HEAP_FLAGS.length, cli)).toEqual(['--require', expect.stringMatching(/node[\\/]preload\.cjs$/)]);
    const plain = gatsbyArgv(process.cwd(), ['build'], { preload: false });
    expect(plain).toEqual([expect.stringMatching(/gatsby[\\/]cli\.js$/), 'build']);
  });

  it('reach the early task', { timeout: 60_000 }, async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'early-task-flags-'));
    try {
      // Stands in for the task: writes what Node was started with where the result goes.
      writeFileSync(path.join(root, 'task.ts'), "import { writeFileSync } from 'node:fs';\nwriteFileSync(process.argv[process.argv.indexOf('--json') + 1], JSON.stringify(process.execArgv));\n");
      const early = await startEarly(root, task('task.ts'), NODE_HEAP_FLAGS);
      expect(await result(early.env.EARLY_RESULT)).toEqual(NODE_HEAP_FLAGS);
      early.stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("startEarly (earlyStart: the site's early task run while Gatsby starts, on a cold build)", { timeout: 120_000 }, () => {
  it('writes <file>.failed when the task fails, so the site does the work inside Gatsby', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'early-task-crash-'));
    try {
      writeFileSync(path.join(root, 'task.ts'), "throw new Error('the task crashed');\n");
      const early = await startEarly(root, task('task.ts'));
      await expect(result(early.env.EARLY_RESULT)).rejects.toThrow(/exit status 1/);
      early.stop();
      expect(readdirSync(path.join(root, 'node_modules/.cache/fast-build'))).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes <file>.failed when the task cannot be bundled', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'early-task-broken-'));
    try {
      const early = await startEarly(root, task('missing.ts'));
      await expect(result(early.env.EARLY_RESULT)).rejects.toThrow(/could not bundle missing\.ts/);
      early.stop();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('clean (a cold build starts from what `gatsby clean` leaves)', () => {
  it("removes the folders Gatsby's clean command removes, and nothing else (directClean)", () => {
    const gatsbyClean = readFileSync(path.join(ROOT, 'node_modules/gatsby/dist/commands/clean.js'), 'utf8');
    for (const name of ['`.cache`', '`public`', 'name: `babel-loader`', 'name: `terser-webpack-plugin`']) expect(gatsbyClean).toContain(name);
    expect(CLEAN_DIRS).toEqual(['.cache', 'public', 'node_modules/.cache/babel-loader', 'node_modules/.cache/terser-webpack-plugin']);

    const root = mkdtempSync(path.join(tmpdir(), 'clean-caches-'));
    try {
      for (const dir of [...CLEAN_DIRS, 'node_modules/.cache/other-tool', 'content']) {
        mkdirSync(path.join(root, dir), { recursive: true });
        writeFileSync(path.join(root, dir, 'file.txt'), 'x');
      }
      clean(root, ['directClean']);
      for (const dir of CLEAN_DIRS) expect(existsSync(path.join(root, dir))).toBe(false);
      expect(existsSync(path.join(root, 'node_modules/.cache/other-tool/file.txt'))).toBe(true);
      expect(existsSync(path.join(root, 'content/file.txt'))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
