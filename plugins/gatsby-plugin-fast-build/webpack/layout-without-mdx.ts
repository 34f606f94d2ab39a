import path from 'node:path';
import type { Compiler, NormalModule } from 'webpack';

const NAME = 'fast-build-layout-without-mdx';
const CONTENT_QUERY = '?__contentFilePath=';

/** The MDX file a doc page's layout module wraps (`DocPage.tsx?__contentFilePath=/a.mdx&export=default`), or null. */
export function wrappedContentFile(resource: string | undefined): string | null {
  const parts = (resource ?? '').replace(/&export=(default|head)$/, '').split(CONTENT_QUERY);
  return parts.length === 2 && parts[1] ? path.resolve(parts[1]) : null;
}

/**
 * developLayoutWithoutMdx. gatsby-plugin-mdx's layout loader wraps a template around a doc: its output imports the
 * MDX file by path and never reads it, yet the loader adds the file as a dependency of the layout module. So each
 * edit to a doc's text built the layout module again (the template through Babel, then the layout loader) and only
 * then the doc's own module, which it imports and which holds the dependency that matters. Before webpack takes the
 * layout module's snapshot, the MDX file is taken out of its dependencies (NormalModule's public beforeSnapshot hook);
 * a change to the template itself still rebuilds it.
 */
export class LayoutWithoutMdx {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compiler.webpack.NormalModule.getCompilationHooks(compilation).beforeSnapshot.tap(NAME, (module: NormalModule) => {
        const content = wrappedContentFile(module.resource);
        if (content) module.buildInfo?.fileDependencies?.delete(content);
      });
    });
  }
}
