/**
 * The browser half of the fence around Gatsby's internals (the list, the
 * reasons and the other checks are in plugins/gatsby-plugin-fast-build/internals.ts). A
 * missing or reshaped window global is reported as a console error naming
 * it, the expected shape and the file to fix, and the feature that wraps it
 * stays off: the page itself keeps working. Every e2e test fails on a
 * console error (e2e/fixtures.ts), so an upgrade that renames one cannot
 * pass unnoticed. (Kept small: it is in every page's first load.)
 */

type AnyFunction = (...args: never[]) => unknown;

/** `window.<path>` if it is a function; otherwise undefined, after the console error. */
export function gatsbyGlobal<F extends AnyFunction>(path: string): F | undefined {
  let value: unknown = window;
  for (const key of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  if (typeof value === 'function') return value as F;
  console.error(`[gatsby-internals] window.${path}: expected a function, found ${typeof value}. Fix src/browser/client-entry.ts`);
}
