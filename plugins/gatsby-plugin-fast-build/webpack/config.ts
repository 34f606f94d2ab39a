import type { CreateWebpackConfigArgs } from 'gatsby';
import { assertFastTranspile, assertFilesystemCache, assertPackFileInternals, assertRendererExternals, assertSwcMinifier, gatsbyRequire, PACK_FILE_STRATEGY_MODULE, rendererDefinePlugin, siteDirectory } from '../internals';
import { withImmutablePackages, withInputKeyedCache, withoutMemoryCache } from './build-dependencies';
import { esbuildTargets, minifyFewInProcess, nodeModulesExternals, siteBrowsers, withFastTranspile, withSwcMinifier } from './fast-transpile';
import { installLazyPackCompaction } from './pack-compaction';
import { RebuiltModules } from './rebuilt-modules';
import { withRuntimeProcessEnv } from './renderer-env';

/** The flags in force and what to do when an optimization cannot run (gatsby-node.ts). */
export interface FastBuild {
  on: (flag: string) => boolean;
  /** Runs `apply` for `flag`; a check that fails inside it skips the optimization with a warning, or throws in strict mode. */
  attempt: (flag: string, apply: () => void) => void;
}

/**
 * The webpack optimizations, for the two production stages. Each works on copies and commits only once its check
 * passed, so an optimization left out leaves Gatsby's config as Gatsby made it:
 *   esbuildTranspile   Gatsby's JS, TypeScript and MDX rules run esbuild-loader for plain sources
 *   persistentTemplateMemo  with it, the doc template's Babel pass kept in webpack's persistent cache
 *   swcMinify          Gatsby's Terser minimizer runs swc
 *   minifyFewInProcess with it, a compilation that built few modules minifies in webpack's process, not a worker
 *   rendererExternals  the HTML renderer requires CommonJS packages from node_modules
 *   rendererEnv        the HTML renderer reads the environment at run time
 *   noBuildDependencies, diskOnlyCache  webpack's persistent cache keyed to the inputs' hash, on disk only
 *   immutablePackages  with noBuildDependencies, nothing under node_modules checked (the key covers it)
 *   lazyPackCompaction (warm builds)    its larger pack files rewritten once a quarter of them is waste
 * Every production stage also logs how many modules it built (RebuiltModules), whatever the flags.
 */
export function fastWebpackConfig(
  { getConfig, actions, store, stage, plugins, reporter }: Pick<CreateWebpackConfigArgs, 'getConfig' | 'actions' | 'store' | 'stage' | 'plugins' | 'reporter'>,
  { on, attempt }: FastBuild,
  { cacheInputs = [] }: { cacheInputs?: string[] } = {},
): void {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  // The config as Gatsby and the plugins before this one left it: listed after gatsby-plugin-mdx, whose rules it rewrites,
  // and before the site's own gatsby-node (which wraps every rule for its `?raw`/`?highlight` imports).
  let config = getConfig();
  const root = siteDirectory(store);
  if (on('esbuildTranspile')) {
    attempt('esbuildTranspile', () => {
      // The browser bundles target the site's browserslist; the HTML renderer runs in this Node.
      const browsers = siteBrowsers(root);
      const target = stage === 'build-javascript' ? esbuildTargets(browsers) : [`node${process.versions.node}`];
      const rules = [...config.module.rules];
      assertFastTranspile(withFastTranspile(rules, root, target, undefined, { persistTemplate: on('persistentTemplateMemo') }), stage);
      config.module.rules = rules;
    });
  }
  // `gatsby build --no-uglify` has no JS minimizer to swap.
  if (stage === 'build-javascript' && on('swcMinify') && !process.argv.includes('--no-uglify')) {
    attempt('swcMinify', () => {
      const minimizers = [...(config.optimization?.minimizer ?? [])];
      assertSwcMinifier(withSwcMinifier(minimizers, root));
      config.optimization.minimizer = minimizers;
    });
    if (on('minifyFewInProcess')) {
      attempt('minifyFewInProcess', () => {
        const minimizers = [...(config.optimization?.minimizer ?? [])];
        // Nothing to wrap when swcMinify was left out (its check failed).
        minifyFewInProcess(minimizers);
        config.optimization.minimizer = minimizers;
      });
    }
  }
  if (stage === 'build-html' && on('rendererExternals')) {
    attempt('rendererExternals', () => {
      assertRendererExternals(config);
      const externals = Array.isArray(config.externals) ? config.externals : config.externals ? [config.externals] : [];
      config.externals = [...externals, nodeModulesExternals(Object.keys(config.resolve?.alias ?? {}))];
    });
  }
  if (stage === 'build-html' && on('rendererEnv')) {
    // A warm build in another environment (CI set, another shell) must not rebuild the whole renderer.
    attempt('rendererEnv', () => {
      const define = rendererDefinePlugin(config.plugins);
      config.plugins[define.index] = plugins.define(withRuntimeProcessEnv(define.definitions, process.env));
    });
  }
  config.plugins.push(new RebuiltModules(stage === 'build-html' ? 'HTML renderer' : 'browser bundles', (line) => reporter.info(line)));
  if (on('noBuildDependencies')) {
    attempt('noBuildDependencies', () => {
      assertFilesystemCache(config, stage);
      config = withInputKeyedCache(config, root, cacheInputs);
    });
  }
  // Only where the cache is keyed to what npm installed: otherwise a package's new version would go unseen.
  if (on('immutablePackages') && on('noBuildDependencies')) {
    attempt('immutablePackages', () => {
      assertFilesystemCache(config, stage);
      config = withImmutablePackages(config);
    });
  }
  if (on('diskOnlyCache')) {
    attempt('diskOnlyCache', () => {
      assertFilesystemCache(config, stage);
      config = withoutMemoryCache(config);
    });
  }
  if (on('lazyPackCompaction')) {
    attempt('lazyPackCompaction', () => {
      assertPackFileInternals(root);
      // The webpack Gatsby builds with (resolved from Gatsby's folder), whose strategies the stages' compilers construct.
      installLazyPackCompaction(gatsbyRequire(root)(PACK_FILE_STRATEGY_MODULE));
    });
  }
  actions.replaceWebpackConfig(config);
}
