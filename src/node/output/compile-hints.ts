import fs from 'node:fs';
import path from 'node:path';
import type { Chunk, Compiler } from 'webpack';
import { listHtmlFiles } from './check-links';
import { loaderSources } from './deferred-scripts';
import { assertCompileHint, assertPageComponentGroups } from '../../../plugins/gatsby-plugin-fast-build/internals';

/**
 * V8's explicit compile hint (Chromium 136+): a script that starts with this
 * comment has every function compiled eagerly, while it streams in on a
 * background thread. Without it V8 compiles each function lazily, on the main
 * thread, the first time it runs; for the bundles every page runs at load
 * (webpack runtime, React, Gatsby's app, the page component) that is most of
 * their functions, and it made up about a third of the longest task after the
 * first paint. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Gatsby names each page component's chunk group `component---<path>` (listed in ./gatsby-internals.ts). */
export const PAGE_COMPONENT_GROUP = /^component---/;

const NAME = 'CompileHints';

/** The chunks a page runs while it loads: its entry chunks and its page component's chunks; never a lazy one (search, live examples). */
export function loadTimeChunks(groups: Iterable<{ name?: string | null; chunks: Chunk[]; isInitial(): boolean }>): Set<Chunk> {
  const chunks = new Set<Chunk>();
  for (const group of groups) {
    if (group.isInitial() || PAGE_COMPONENT_GROUP.test(group.name ?? '')) group.chunks.forEach((chunk) => chunks.add(chunk));
  }
  return chunks;
}

/**
 * Starts the load-time JavaScript files with COMPILE_HINT. Runs after
 * minification (which would drop the comment) and before the source maps are
 * written, so the maps account for the added line; content hashes are
 * computed afterwards, so a file's name still changes with its bytes.
 */
export class CompileHints {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of loadTimeChunks(compilation.chunkGroups)) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (old) => new sources.ConcatSource(`${COMPILE_HINT}\n`, old));
          }
        }
      });
    });
  }
}

/**
 * After the build: every script a page's loader adds, and every page
 * component's file in Gatsby's chunk-map.json, starts with the hint. Throws
 * (failing the build) naming the first file that does not; returns how many
 * files it checked.
 */
export async function checkCompileHints(publicDir: string, prefix: string): Promise<number> {
  const files = new Set<string>();
  for (const relative of await listHtmlFiles(publicDir)) {
    // Synchronous reads: a warm build reads every page here, and each awaited read left the main thread idle.
    for (const url of loaderSources(fs.readFileSync(path.join(publicDir, relative), 'utf8'))) files.add(url.slice(prefix.length));
  }
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8')) as Record<string, string[]>;
  const groups = Object.keys(chunkMap).filter((name) => PAGE_COMPONENT_GROUP.test(name));
  assertPageComponentGroups(groups.length);
  for (const group of groups) chunkMap[group]!.filter((file) => file.endsWith('.js')).forEach((file) => files.add(file));
  const start = Buffer.alloc(COMPILE_HINT.length);
  for (const file of files) {
    const descriptor = fs.openSync(path.join(publicDir, file), 'r');
    let bytesRead: number;
    try {
      bytesRead = fs.readSync(descriptor, start, 0, COMPILE_HINT.length, 0);
    } finally {
      fs.closeSync(descriptor);
    }
    assertCompileHint(start.subarray(0, bytesRead).toString('utf8'), COMPILE_HINT, file);
  }
  return files.size;
}
