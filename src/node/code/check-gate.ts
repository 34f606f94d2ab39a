/**
 * The code samples' check while it is still running in `gatsby develop` with the
 * developBackgroundSamples optimization (plugins/gatsby-plugin-fast-build): the MDX
 * compiles wait for it (./rehype-highlight.ts) instead of sourcing. Kept on
 * globalThis: gatsby-config (which loads the rehype plugin) and gatsby-node are
 * separate bundles.
 */
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
