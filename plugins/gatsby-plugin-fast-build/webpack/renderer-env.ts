/**
 * For the HTML renderer (webpack target `node`), Gatsby's DefinePlugin inlines
 * every variable of the build's environment as `process.env.X`. Webpack
 * stamps every module it parses with a hash of the defined names, so a warm
 * build whose environment has one variable more or less than the last one
 * (CI set, another terminal, an editor's variables) rebuilt almost the whole
 * renderer: 892 of 939 modules at +300 pages, about 15 s against 3.5-5 s.
 *
 * The renderer runs in this build's own processes (Gatsby's workers inherit
 * its environment), so a plain copy of a variable reads the same at run time.
 * We keep inlined what is not such a copy, or must be a constant for dead-code
 * removal or Gatsby's contract: NODE_ENV, BUILD_STAGE, PUBLIC_DIR,
 * CYPRESS_SUPPORT, every GATSBY_* (also inlined in the browser bundles) and
 * values from a `.env.*` file; and we drop Gatsby's `process.env` → `({})`,
 * which would turn every other `process.env.X` into undefined.
 */
export const INLINED_IN_RENDERER = /^process\.env\.(?:GATSBY_\w*|NODE_ENV|BUILD_STAGE|PUBLIC_DIR|CYPRESS_SUPPORT)$/;

const ENV_PREFIX = 'process.env.';

/** Gatsby's renderer definitions without the ones that merely copy `env`, so their set no longer depends on the environment. */
export function withRuntimeProcessEnv<T>(definitions: Record<string, T>, env: NodeJS.ProcessEnv): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const [key, value] of Object.entries(definitions)) {
    if (key === 'process.env') continue;
    if (key.startsWith(ENV_PREFIX) && !INLINED_IN_RENDERER.test(key)) {
      const name = key.slice(ENV_PREFIX.length);
      if (Object.hasOwn(env, name) && value === JSON.stringify(env[name])) continue;
    }
    kept[key] = value;
  }
  return kept;
}
