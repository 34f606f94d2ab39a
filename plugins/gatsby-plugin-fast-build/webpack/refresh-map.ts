import path from 'node:path';
import type { Compiler } from 'webpack';

const NAME = 'gatsby-plugin-fast-build/refresh-map';

/** The loader that runs React Refresh's with the source map shifted (developRefreshMapShift). */
export const refreshMapLoader = (loadersDir: string) => path.join(loadersDir, 'refresh-map-loader.cjs');

interface LoaderEntry {
  loader: string;
  options?: unknown;
}

/**
 * developRefreshMapShift: where @pmmmwh/react-refresh-webpack-plugin has put its loader (`original`, by path) on a module,
 * ./loaders/refresh-map-loader.cjs takes its place, given the original's path and options: it runs the original and
 * shifts the module's source map by the lines the original adds in front, instead of the original rebuilding the map
 * through source-map. Tapped after the refresh plugin's own afterResolve tap (a later stage), on every module the
 * develop stage resolves.
 */
export class RefreshMapShift {
  constructor(
    private readonly original: string,
    private readonly loader: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (_compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.afterResolve.tap({ name: NAME, stage: 100 }, (resolveData) => {
        const loaders = (resolveData.createData as { loaders?: LoaderEntry[] }).loaders;
        if (!loaders) return;
        for (const [index, entry] of loaders.entries()) {
          if (entry.loader === this.original) loaders[index] = { loader: this.loader, options: { original: this.original, options: entry.options ?? {} } };
        }
      });
    });
  }
}
