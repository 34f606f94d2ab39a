// lazyPackCompaction: webpack's persistent cache rewrites one of its pack files when a quarter of the file is waste,
// instead of at the first entry that changes.
//
// Why: a cold build stores its whole cache in one pack file per stage (48 MB for the browser bundles and 40 MB for the
// HTML renderer at 44 pages). The next build changes a few entries of it (the edited doc's module) and leaves a few
// unused (the old chunks' assets). webpack then reads the whole file back, rewrites it without them, and splits it in
// two: 0.3 s of "Caching Webpack compilations" plus about 0.2 s of the renderer's step, and about 90 MB more in
// Gatsby's process, in the first warm build after every cold one. The builds after that write only small files.
//
// How: a pack file of more than webpack's MIN_CONTENT_SIZE (1 MiB) that was read in this build keeps an entry that was
// replaced (the new version goes to a new file, as without the flag; the index no longer names the old one) and the
// entries this build did not use. When the replaced and unused entries reach STALE_SHARE of the file, webpack's own
// code rewrites it as it would have: it splits it into used and unused entries, or writes it anew without the
// replaced ones. Smaller files are left to webpack: it merges them, and a merge copies every entry a file holds.
//
// The classes involved (Pack, PackContent) are private to webpack/lib/cache/PackFileCacheStrategy.js and not exported;
// their prototypes are taken from the first pack the strategy opens. Registered in internals.ts (WEBPACK_PACK_FILES),
// whose check reads the module's source first.

/** A pack file is rewritten once this share of its entries was replaced or went unused in the build. */
export const STALE_SHARE = 0.25;
/** webpack's MIN_CONTENT_SIZE: it merges pack files up to this size, and splits only larger ones. */
export const MIN_CONTENT_SIZE = 1024 * 1024;

/** One pack file, as webpack's PackContent holds it (the fields this change reads). */
export interface PackContentLike {
  /** The entries the index points to in this file. */
  items: Set<string>;
  /** Those read or written in this process. */
  used: Set<string>;
  /** The file, while it is valid (webpack reuses it as is when the content is not outdated). */
  lazy?: unknown;
  /** What the file holds, once read: every entry written to it, including replaced ones this change keeps. */
  content?: Map<string, unknown>;
  outdated: boolean;
  getSize(): number;
  delete(identifier: string): void;
}

export interface PackLike {
  content: (PackContentLike | undefined)[];
  _optimizeUnusedContent(): void;
}

interface StrategyPrototype {
  _openPack(this: unknown): Promise<PackLike | undefined>;
}

const INSTALLED = Symbol.for('gatsby-plugin-fast-build.lazyPackCompaction');
type Marked<T> = T & { [INSTALLED]?: () => void };

/** Replaces `proto[key]` with `make(original)` once; returns what undoes it. */
function replaceMethod<T extends object, K extends keyof T>(proto: Marked<T>, key: K, make: (original: T[K]) => T[K]): () => void {
  if (proto[INSTALLED]) return () => {};
  const original = proto[key];
  proto[key] = make(original);
  const undo = () => {
    proto[key] = original;
    delete proto[INSTALLED];
  };
  proto[INSTALLED] = undo;
  return undo;
}

/** A content whose file is valid, was read in this build, and is large enough that webpack never merges it. */
const keepsItsFile = (content: PackContentLike): boolean => Boolean(content.lazy && content.content) && content.getSize() > MIN_CONTENT_SIZE;

/** The share of a read file's entries that are replaced or unused in this build. */
export function wasteShare(content: PackContentLike): number {
  const held = content.content?.size ?? 0;
  return held === 0 ? 0 : (held - content.used.size) / held;
}

// webpack marks the file outdated, which rewrites all of it at the next store.
const patchContent = (proto: PackContentLike) =>
  replaceMethod(proto, 'delete', (remove) =>
    function (this: PackContentLike, identifier: string) {
      if (!keepsItsFile(this)) return remove.call(this, identifier);
      this.items.delete(identifier);
      this.used.delete(identifier);
    },
  );

const patchPack = (proto: PackLike) =>
  replaceMethod(proto, '_optimizeUnusedContent', (optimizeUnused) =>
    function (this: PackLike) {
      const hidden: [PackContentLike, Set<string>][] = [];
      for (const content of this.content) {
        if (!content || content.outdated || !content.content) continue;
        const replaced = content.content.size > content.items.size;
        if (keepsItsFile(content) && wasteShare(content) < STALE_SHARE) {
          // webpack splits a file with any unused entry: for that call, it sees every entry used.
          if (content.used.size < content.items.size) {
            hidden.push([content, content.used]);
            content.used = content.items;
          }
        } else if (replaced && content.used.size === content.items.size) {
          // Nothing unused to split off: rewritten without the replaced entries.
          content.outdated = true;
        }
        // Otherwise (replaced and unused entries): webpack's split writes the used and the unused entries, not the replaced.
      }
      try {
        optimizeUnused.call(this);
      } finally {
        for (const [content, used] of hidden) content.used = used;
      }
    },
  );

/**
 * Installs the change on webpack's PackFileCacheStrategy (the class of `require('webpack/lib/cache/PackFileCacheStrategy')`
 * as the build's webpack loads it), for every strategy constructed afterwards. Idempotent. Returns what undoes it (tests).
 */
export function installLazyPackCompaction(Strategy: { prototype: unknown }): () => void {
  const undone: (() => void)[] = [];
  undone.push(
    replaceMethod(Strategy.prototype as StrategyPrototype, '_openPack', (openPack) =>
      function (this: unknown) {
        return openPack.call(this).then((pack) => {
          if (pack) {
            undone.push(patchPack(Object.getPrototypeOf(pack) as PackLike));
            const content = pack.content.find(Boolean);
            if (content) undone.push(patchContent(Object.getPrototypeOf(content) as PackContentLike));
          }
          return pack;
        });
      },
    ),
  );
  return () => {
    for (const undo of undone.splice(0).reverse()) undo();
  };
}
