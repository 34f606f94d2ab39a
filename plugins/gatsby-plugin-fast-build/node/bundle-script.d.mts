/** esbuild's plugin that gives bundled sources their own `__dirname` and `__filename`. */
export const sourcePaths: { name: string; setup(build: unknown): void };
/** Bundles one of the project's TypeScript scripts for plain Node; `outfile` must lie inside the project. */
export function bundleScript(root: string, entry: string, outfile: string): Promise<string>;
