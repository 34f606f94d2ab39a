/**
 * The code samples' check while it is still running in `gatsby develop` with the
 * developBackgroundSamples optimization (plugins/gatsby-plugin-fast-build): the MDX
 * compiles wait for it (./rehype-highlight.ts) instead of sourcing. Kept on
 * globalThis: gatsby-config (which loads the rehype plugin) and gatsby-node are
 * separate bundles.
 */
import path from 'node:path';
import { compileMdxAgain } from '../../../plugins/gatsby-plugin-fast-build/develop';

const KEY = Symbol.for('react-dialog-hub.sample-check-pending');

type Holder = { [KEY]?: Promise<unknown> | null };

/** Marks the check as running until `pending` settles. */
export function holdSamplesUntil(pending: Promise<unknown>): void {
  const holder = globalThis as Holder;
  const settled = pending.then(
    () => undefined,
    () => undefined,
  );
  holder[KEY] = settled;
  void settled.then(() => {
    if (holder[KEY] === settled) holder[KEY] = null;
  });
}

/** The running check to wait for before a sample is rendered, or null (nothing pending: render now). */
export const pendingSamples = (): Promise<unknown> | null => (globalThis as Holder)[KEY] ?? null;

/** What the develop smoke test looks for once the pages shown before the check compile again. */
export const RENDERED_AGAIN_LINE = "[samples] docs shown before the samples' check was done compile again with its results (developEarlySamples)";

const EARLY = Symbol.for('react-dialog-hub.rendered-before-check');
type EarlyHolder = { [EARLY]?: Map<Promise<unknown>, Set<string>> };

/**
 * developEarlySamples: `file` was compiled while `pending` (the check) ran, its samples without types; once the check
 * is done its module compiles again (gatsby-plugin-fast-build's compileMdxAgain), so the open page takes its hovers
 * through hot reloading. Each file once per check.
 */
export function renderAgainWhenChecked(file: string, pending: Promise<unknown>, root = process.cwd(), again = compileMdxAgain): void {
  const holder = globalThis as EarlyHolder;
  const byCheck = (holder[EARLY] ??= new Map());
  const files = byCheck.get(pending) ?? new Set<string>();
  if (!byCheck.has(pending)) {
    byCheck.set(pending, files);
    void pending.then(() => {
      byCheck.delete(pending);
      const compiled = [...files].filter((name) => again(root, name, 'samples checked'));
      if (compiled.length > 0) console.info(`${RENDERED_AGAIN_LINE}: ${compiled.map((name) => path.relative(root, name)).join(', ')}`);
    });
  }
  files.add(file);
}
