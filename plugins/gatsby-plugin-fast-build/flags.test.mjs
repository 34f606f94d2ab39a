// @vitest-environment node
// The flags (flags.mjs): the master switch, one flag off, strict mode, and the version gate.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAGS_VARIABLE, FLAG_NAMES, OPTIMIZATIONS, flagsInGatsby, gateFlags, gateProblems, installedVersion, readSettings, resolveFlags, versionMatches } from './flags.mjs';

const ROOT = path.resolve(__dirname, '../..');

describe('the optimizations', () => {
  it('have one flag each, a level, what they do, and the versions they were verified against', () => {
    expect(new Set(FLAG_NAMES).size).toBe(OPTIMIZATIONS.length);
    for (const optimization of OPTIMIZATIONS) {
      expect(['cli', 'gatsby', 'develop']).toContain(optimization.level);
      expect(optimization.what.length).toBeGreaterThan(40);
      for (const version of Object.values(optimization.verified)) expect(version).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  it("pass the gate with this project's installed packages", () => {
    expect(gateFlags(ROOT, { asked: [...FLAG_NAMES], strict: true })).toEqual(FLAG_NAMES);
    expect(installedVersion(ROOT, 'gatsby')).toMatch(/^5\.16\./);
  });
});

describe('resolveFlags', () => {
  it('asks for every flag by default', () => {
    expect(resolveFlags({ env: {} })).toEqual({ plain: false, strict: false, asked: FLAG_NAMES, off: [] });
  });

  it.each([
    ['--plain', { argv: ['--plain'], env: {} }],
    ['FAST_BUILD=plain', { env: { FAST_BUILD: 'plain' } }],
    ['FAST_BUILD=off', { env: { FAST_BUILD: 'off' } }],
    ['the package.json setting', { env: {}, settings: { plain: true } }],
  ])('asks for none with the master switch (%s)', (_, options) => {
    expect(resolveFlags(options)).toMatchObject({ plain: true, asked: [] });
  });

  it('turns single flags off by argument, variable or setting, and rejects an unknown name', () => {
    const { asked, off } = resolveFlags({ argv: ['--off=lateWorker'], env: { FAST_BUILD_OFF: 'swcMinify' }, settings: { off: ['heapGrowth'] } });
    expect(off.sort()).toEqual(['heapGrowth', 'lateWorker', 'swcMinify']);
    expect(asked).toEqual(FLAG_NAMES.filter((name) => !off.includes(name)));
    expect(() => resolveFlags({ argv: ['--off=lateWorkers'], env: {} })).toThrow(/unknown flag lateWorkers: the flags are esbuildGatsbyFiles,/);
  });

  it.each([
    [{ CI: 'true' }, true],
    [{ CI: '1' }, true],
    [{ CI: 'false' }, false],
    [{ CI: '' }, false],
    [{ FAST_BUILD_STRICT: '1' }, true],
  ])('is strict under %o: %s', (env, strict) => {
    expect(resolveFlags({ env }).strict).toBe(strict);
  });

  it('reads the setting from the site\'s package.json (`fastBuild`), {} without one', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fast-build-settings-'));
    try {
      expect(readSettings(root)).toEqual({});
      writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'x', fastBuild: { off: ['lateWorker'] } }));
      expect(readSettings(root)).toEqual({ off: ['lateWorker'] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the version gate', () => {
  it('matches major.minor or major', () => {
    expect(versionMatches('5.16.1', '5.16')).toBe(true);
    expect(versionMatches('5.17.0', '5.16')).toBe(false);
    expect(versionMatches('5.98.0', '5')).toBe(true);
    expect(versionMatches('6.0.0', '5')).toBe(false);
    expect(versionMatches(undefined, '5')).toBe(false);
  });

  it('skips an optimization on another version with a warning naming it, and fails only in strict mode', () => {
    const versionOf = (name) => (name === 'gatsby' ? '5.17.0' : name === 'webpack' ? '5.98.0' : '2.16.0');
    expect(gateProblems('diskOnlyCache', versionOf)).toEqual(['verified against gatsby 5.16.x, found 5.17.0']);
    const warnings = [];
    const kept = gateFlags(ROOT, { asked: ['heapGrowth', 'sharedTemplateParse'], strict: false }, { versionOf, warn: (line) => warnings.push(line) });
    expect(kept).toEqual(['heapGrowth']);
    expect(warnings).toEqual([expect.stringMatching(/^\[fast-build\] skipped sharedTemplateParse: verified against gatsby 5\.16\.x, found 5\.17\.0\. The build goes on without it/)]);
    expect(() => gateFlags(ROOT, { asked: ['sharedTemplateParse'], strict: true }, { versionOf })).toThrow(
      /^\[fast-build\] sharedTemplateParse: verified against gatsby 5\.16\.x, found 5\.17\.0\. Strict mode \(CI or --strict\) stops here/,
    );
  });
});

describe('flagsInGatsby', () => {
  it('takes the flags the build entry handed over, or decides them itself for a direct `gatsby build`', () => {
    expect(flagsInGatsby(ROOT, { [FLAGS_VARIABLE]: 'swcMinify,rendererEnv' })).toEqual({ enabled: new Set(['swcMinify', 'rendererEnv']), strict: false });
    expect(flagsInGatsby(ROOT, { [FLAGS_VARIABLE]: '' }).enabled.size).toBe(0);
    expect(flagsInGatsby(ROOT, { FAST_BUILD: 'plain' }).enabled.size).toBe(0);
    expect([...flagsInGatsby(ROOT, {}).enabled]).toEqual(FLAG_NAMES);
  });
});
