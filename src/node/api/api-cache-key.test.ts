// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCacheKey } from './api-source';
import { LIBRARY_SOURCE } from '../code/twoslash';

/** A root with the folders the key reads: the library's source, src/node/api and src/node/code, a tsconfig. */
function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'api-cache-key-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(path.join(LIBRARY_SOURCE, 'index.ts'), 'export const a = 1;\n');
  write('src/node/api/records.ts', 'export {};\n');
  write('src/node/api/typedoc-convert.mjs', "export const options = { sort: ['source-order'] };\n");
  write('src/node/api/records.test.ts', 'test\n');
  write('src/node/code/check.cjs', 'module.exports = {};\n');
  write('tsconfig.json', '{}\n');
  const options = { entryPoint: path.join(LIBRARY_SOURCE, 'index.ts'), tsconfig: 'tsconfig.json', rootDir: root, repoBlobUrl: 'https://example.test/blob/main' };
  return { write, key: () => apiCacheKey(options) };
}

describe("apiCacheKey: the API records' cache key", () => {
  it('changes with the code that makes the records, TypeScript or plain JavaScript (TypeDoc runs from a .mjs), not with its tests', () => {
    const { write, key } = site();
    const first = key();
    expect(key()).toBe(first);
    write('src/node/api/typedoc-convert.mjs', "export const options = { sort: ['alphabetical'] };\n");
    const second = key();
    expect(second).not.toBe(first);
    write('src/node/code/check.cjs', 'module.exports = { changed: true };\n');
    const third = key();
    expect(third).not.toBe(second);
    write('src/node/api/records.test.ts', 'test changed\n');
    expect(key()).toBe(third);
  });
});
