/**
 * TypeScript and twoslash, loaded on first use rather than when gatsby-node
 * loads. Gatsby loads gatsby-node in its worker process too, which runs
 * queries and renders HTML but never checks a sample or parses a page module;
 * the two packages held about 50 MB there for the whole build, through the
 * webpack stages where the build's memory peaks.
 * `require`, not `import()`: their callers are synchronous. It is Node's in
 * gatsby-node's CommonJS bundle, vite-node's in tests, and the banner's in the
 * bundled sample check (plugins/gatsby-plugin-fast-build/node/gatsby-files.mjs, bundleScript).
 */
let typescriptModule: typeof import('typescript') | undefined;
let twoslashModule: typeof import('twoslash') | undefined;

/** TypeScript's version without loading the compiler (0.1 s and more): a warm build that checks nothing needs only this. */
export const typescriptVersion = (): string => (require('typescript/package.json') as { version: string }).version;

export const typescript = (): typeof import('typescript') => (typescriptModule ??= require('typescript') as typeof import('typescript'));
export const twoslash = (): typeof import('twoslash') => (twoslashModule ??= require('twoslash') as typeof import('twoslash'));
