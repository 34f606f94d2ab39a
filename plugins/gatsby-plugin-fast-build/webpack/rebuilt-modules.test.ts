import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runWebpack } from './__fixtures__/run-webpack';
import { afterAll, describe, expect, it } from 'vitest';
import { RebuiltModules, rebuiltModulesLine } from './rebuilt-modules';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function build(dir: string): Promise<string[]> {
  const lines: string[] = [];
  const stats = await runWebpack({
    mode: 'production',
    context: dir,
    entry: './a.js',
    output: { path: path.join(dir, 'out') },
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache') },
    plugins: [new RebuiltModules('test stage', (line) => lines.push(line))],
  });
  expect(stats.compilation.errors).toEqual([]);
  return lines;
}

describe('RebuiltModules', () => {
  it('logs how many modules the stage built rather than took from its cache', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rebuilt-modules-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'a.js'), `import { b } from './b.js';\nimport { c } from './c.js';\nconsole.log(b, c);\n`);
    fs.writeFileSync(path.join(dir, 'b.js'), `export const b = 'b';\n`);
    fs.writeFileSync(path.join(dir, 'c.js'), `export const c = 'c';\n`);
    expect(await build(dir)).toEqual([rebuiltModulesLine('test stage', 3, 3)]);
    expect(await build(dir)).toEqual([rebuiltModulesLine('test stage', 0, 3)]);
    fs.writeFileSync(path.join(dir, 'c.js'), `export const c = 'changed';\n`);
    expect(await build(dir)).toEqual(['[webpack] test stage: built 1 of 3 modules']);
  }, 60_000);
});
