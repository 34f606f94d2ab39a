// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOWED, compareBuilds, normalize } from './compare-builds.mjs';

const dirs = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A public/ folder holding `files`. */
function build(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compare-builds-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const page = (app, chunk, hash) => `<html><p>Hello</p><script>window.___webpackCompilationHash="${hash}";</script><script id="deferred-scripts">(["/p/${app}","/p/${chunk}"])</script></html>`;
const stats = (groups) => JSON.stringify({ namedChunkGroups: Object.fromEntries(groups.map((group) => [group, {}])) });
const fastSite = {
  'index.html': page('app-0197dd9620481c42dd49.js', '209-19e2d7c1592f8a04fe4f.js', 'a1b2c3d4e5f6a7b8c9d0'),
  'app-0197dd9620481c42dd49.js': 'esbuild output',
  '209-19e2d7c1592f8a04fe4f.js': 'a shared chunk',
  'framework-f1a14e416548e3d75cd9.js.LICENSE.txt': '/*! react */\n/** @license MIT styled-engine */',
  'styles.546de88376e4107ae304.css': '.a{color:red}',
  'webpack.stats.json': stats(['app', 'component---index']),
};
const plainSite = {
  'index.html': page('app-39e061f772abaafb996a.js', '5faffef51cf7b36ffef59a219752ce05bf8db445-372b42b1b2d8c79de48c.js', 'ffffffffffffffffffff'),
  'app-39e061f772abaafb996a.js': 'babel and terser output',
  '5faffef51cf7b36ffef59a219752ce05bf8db445-372b42b1b2d8c79de48c.js': 'another cut',
  '800-d55b87ba1aa9aaa44d4a.js': 'and one more',
  'framework-aaaaaaaaaaaaaaaaaaaa.js.LICENSE.txt': '/*! react */',
  'styles.0000000000000000000a.css': '.a{color:red}',
  'webpack.stats.json': stats(['component---index', 'app']),
};

describe('compareBuilds (plain against fast)', () => {
  it('passes builds that differ only where ALLOWED says, each difference named with its reason', () => {
    const checks = compareBuilds(build(fastSite), build(plainSite));
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    for (const allowed of ALLOWED) expect(checks.some((check) => check.label.includes(`(${allowed.id})`)), allowed.id).toBe(true);
    for (const allowed of ALLOWED) expect(allowed.why.length).toBeGreaterThan(40);
  });

  it.each([
    ['a page whose text differs', { 'index.html': page('app-39e061f772abaafb996a.js', '800-d55b87ba1aa9aaa44d4a.js', 'ff').replace('Hello', 'Hallo') }, 'byte-identical'],
    ['a page lists one script more', { 'index.html': page('app-39e061f772abaafb996a.js', '800-d55b87ba1aa9aaa44d4a.js', 'ff').replace('"])', '","/p/801-d55b87ba1aa9aaa44d4b.js"])') }, 'byte-identical'],
    ['a stylesheet differs', { 'styles.0000000000000000000a.css': '.a{color:blue}' }, 'stylesheet'],
    ['a named chunk is missing', { 'app-39e061f772abaafb996a.js': undefined }, 'the same files'],
    ['a licence comment is dropped', { 'framework-aaaaaaaaaaaaaaaaaaaa.js.LICENSE.txt': '/*! react */\n/*! react-dom */' }, 'licence'],
    ['a chunk group is missing', { 'webpack.stats.json': stats(['app']) }, 'chunk groups'],
  ])('fails, naming it, when %s', (_, change, label) => {
    const plain = { ...plainSite, ...change };
    for (const [file, text] of Object.entries(plain)) if (text === undefined) delete plain[file];
    const failed = compareBuilds(build(fastSite), build(plain)).filter((check) => !check.ok);
    expect(failed.map((check) => check.label)).toContainEqual(expect.stringContaining(label));
    expect(failed[0].details.length).toBeGreaterThan(0);
  });

  it('replaces hashed asset names and the compilation hash, keeping the names', () => {
    expect(normalize('<script src="/p/app-0197dd9620481c42dd49.js"></script> /p/209-19e2d7c1592f8a04fe4f.js styles.546de88376e4107ae304.css ___webpackCompilationHash="a1b2c3d4e5f6a7b8c9d0"')).toBe(
      '<script src="/p/app.js#"></script> /p/<chunk> styles.css# ___webpackCompilationHash="<hash>"',
    );
  });
});
