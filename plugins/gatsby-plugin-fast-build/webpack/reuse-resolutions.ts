import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler } from 'webpack';

const NAME = 'fast-build-reuse-resolutions';

/** Modules whose folders are not the author's: webpack's own default already reuses node_modules' resolutions. */
const NOT_AUTHORED = /[\\/](node_modules|\.cache|public)[\\/]/;

/** Said once, when a file added or removed in a compiled module's folder turns the reuse off. */
export const resolveAgainLine = (file: string) =>
  `[fast-build] ${file} was added or removed: webpack resolves every import again from now on (developReuseResolutions; a restart reuses them again)`;

/** Extensions an import without one may find, beside the resolver's own (`resolve.extensions`). */
const RESOLVED_EXTENSIONS = ['.js', '.mjs', '.cjs', '.jsx', '.ts', '.tsx', '.mts', '.cts', '.json', '.wasm', '.mdx', '.md'];

/**
 * Whether a name added or removed could change what an import that resolved already finds: a file an extensionless
 * import tries (`Foo`, `Foo.tsx`) or a folder (`Foo/index.tsx`). Not an editor's swap, lock or backup file
 * (`.Foo.tsx.swp`, `.#Foo.tsx`, `Foo.tsx~`), which an author's editor writes beside the file it has open.
 */
export const couldBeResolved = (name: string, extensions: ReadonlySet<string>) => {
  if (name.startsWith('.')) return false;
  const extension = path.extname(name);
  return extension === '' || extensions.has(extension);
};

/**
 * What `folders` hold now, by folder: the names a file added or removed in one of them could change what an import
 * resolves to (`./Foo` finds `Foo.tsx` before `Foo/index.tsx`). A folder that cannot be read lists as empty.
 */
export function folderListing(folders: readonly string[], extensions: ReadonlySet<string> = new Set(RESOLVED_EXTENSIONS)): Map<string, string> {
  const listing = new Map<string, string>();
  for (const folder of folders) {
    let names: string[] = [];
    try {
      names = fs.readdirSync(folder).filter((name) => couldBeResolved(name, extensions)).sort();
    } catch {
      // gone: its modules' own files are gone too, and webpack reports those as removed
    }
    listing.set(folder, names.join('\0'));
  }
  return listing;
}

/** The first name in `now`'s folders that `before` did not have, or had and `now` has not. */
function firstDifference(before: Map<string, string>, now: Map<string, string>): string | null {
  for (const [folder, names] of now) {
    const was = before.get(folder);
    if (was === undefined || was === names) continue;
    const old = new Set(was.split('\0'));
    const current = new Set(names.split('\0'));
    const changed = [...current].find((name) => !old.has(name)) ?? [...old].find((name) => !current.has(name)) ?? '';
    return path.join(folder, changed);
  }
  return null;
}

/** The folders of a compilation's authored modules and their parents (where `./Foo` may also be `Foo.tsx`). */
function authoredFolders(compilation: Compilation): string[] {
  const folders = new Set<string>();
  for (const module of compilation.modules) {
    const resource = (module as { resource?: string }).resource?.split('?')[0];
    if (!resource || !path.isAbsolute(resource) || NOT_AUTHORED.test(resource)) continue;
    const folder = path.dirname(resource);
    folders.add(folder);
    folders.add(path.dirname(folder));
  }
  return [...folders].sort();
}

/**
 * developReuseResolutions. With `module.unsafeCache: true`, a compile takes each unchanged module's imports as the last
 * compile resolved them instead of resolving them again: in develop about 170 of the 530 modules are the site's and
 * Gatsby's runtime (webpack reuses node_modules' by default), and resolving their imports took most of an edit's
 * compile before the edited module was even reached. What makes that unsafe is a file added or removed where an import
 * looks (`./Foo` finding a new `Foo.tsx` before `Foo/index.tsx`), which nothing tells the cache. So before each compile
 * this lists the folders of the last compile's site modules and their parents (the names an import could find). Once
 * one differs, `unsafeCache` is set to false for every later compile of the session (webpack reads it per compilation,
 * and its cache of resolutions has no reset), and the input file system's cache is purged, so every import is resolved
 * again as webpack does with no cache.
 */
export class ReuseResolutions {
  constructor(private readonly onResolveAgain: (line: string) => void = () => {}) {}

  apply(compiler: Compiler): void {
    let listing: Map<string, string> | null = null;
    const extensions = new Set([...RESOLVED_EXTENSIONS, ...(compiler.options.resolve.extensions ?? [])]);
    compiler.hooks.watchRun.tap(NAME, () => {
      if (compiler.options.module.unsafeCache !== true || listing === null) return;
      const now = folderListing([...listing.keys()], extensions);
      const changed = firstDifference(listing, now);
      if (changed === null) {
        listing = now;
        return;
      }
      compiler.options.module.unsafeCache = false;
      // While reused, the resolutions' missing paths were not watched, so the file system's cache of stats and folder
      // reads was never told of them either: it would still say the added file is not there.
      (compiler.inputFileSystem as { purge?: () => void } | null)?.purge?.();
      listing = null;
      this.onResolveAgain(resolveAgainLine(path.relative(compiler.context, changed) || changed));
    });
    compiler.hooks.afterCompile.tap(NAME, (compilation) => {
      if (compiler.options.module.unsafeCache !== true || compilation.compiler !== compiler) return;
      // Folders already listed keep the listing taken before this compile resolved anything; new ones are listed now.
      const folders = authoredFolders(compilation);
      const added = folders.filter((folder) => !listing?.has(folder));
      listing = new Map([...(listing ?? []), ...folderListing(added, extensions)]);
    });
  }
}
