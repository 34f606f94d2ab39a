import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHANGES_SHARED_STATE, nodeTestGlobs, testsChangingSharedState } from './shared-state-tests.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the Node tests that run isolated', () => {
  it('are those that mock a module, stub a global or set process.env, and not those that only read it', () => {
    for (const source of ["vi.mock('./x')", 'vi.doMock(x)', "vi.stubGlobal('fetch', f)", "vi.stubEnv('A', 'b')", 'vi.resetModules()', "process.env.A = 'b'", "process.env['A'] = 'b'", 'delete process.env.A']) {
      expect(CHANGES_SHARED_STATE.test(source), source).toBe(true);
    }
    for (const source of ["process.env.A === 'b'", 'const a = process.env.A', "vi.fn(); vi.spyOn(console, 'warn')"]) {
      expect(CHANGES_SHARED_STATE.test(source), source).toBe(false);
    }
  });

  it('are found in this repository: the vi.mock and stubGlobal files are among them', () => {
    const isolated = testsChangingSharedState(ROOT);
    expect(isolated).toContain('src/node/code/rehype-highlight.develop.test.ts');
    expect(isolated).toContain('src/node/output/deferred-scripts.test.ts');
  });

  it('are looked for in the same files the site project includes', () => {
    expect(nodeTestGlobs()).toEqual(['src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'plugins/**/*.test.{ts,mjs}']);
  });
});
