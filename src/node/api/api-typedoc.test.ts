// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPackage } from './api-source';
import { runTypeDoc } from './api-typedoc';

const rootDir = path.resolve(__dirname, '../../..');

/** Every `sources[].fileName` in a serialized TypeDoc project. */
function sourceFiles(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => sourceFiles(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'sources' && Array.isArray(child)) child.forEach((source: { fileName: string }) => found.add(source.fileName));
      else sourceFiles(child, found);
    }
  }
  return found;
}

describe("TypeDoc on the library's source", () => {
  it('documents only what the entry point reaches: no test file and no global from their types', async () => {
    const run = await runTypeDoc({
      entryPoint: path.join(rootDir, apiPackage.entryPoint),
      tsconfig: path.join(rootDir, apiPackage.tsconfig),
      rootDir,
      repoBlobUrl: 'https://example.test/repo/blob/main',
    });
    expect(run.problems).toEqual([]);
    const files = [...sourceFiles(run.project)];
    expect(files).toContain(`${apiPackage.sourceDir}/errors.ts`);
    // The package's tests bring vitest and Node's types; their Error.captureStackTrace once showed up as a member
    // of the library's error class.
    // Members inherited from the language's own types (Error's message and stack) are in: the tsconfig names those libs.
    const outside = files.filter((file) => !file.startsWith('node_modules/typescript/lib/') && (!file.startsWith(`${apiPackage.sourceDir}/`) || /\.test(-d)?\.tsx?$/.test(file)));
    expect(outside).toEqual([]);
  }, 60_000);
});
