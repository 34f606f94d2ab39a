// gatsby-plugin-fast-build inside Gatsby: the optimizations that act on webpack's config and on query extraction,
// each behind its flag (flags.mjs; the build entry hands the flags it decided over in FAST_BUILD_FLAGS). The ones that
// act around Gatsby's CLI are in node/run.mjs. See README.md.
import type { GatsbyNode, Reporter } from 'gatsby';
import { beforeQueryExtraction, compileBeforeSchema, compileEditsFirst, developBackgroundPause, developFlag, EDIT_FIRST_LINE, EditFirstCompile, FirstCompileSignal, holdsFileContent, LAZY_FIRST_LINE, LazyFirstCompile, PauseBackgroundSignal, recheckStaleNode, rememberMdxFiles, setBeforeSchema, stampMdxNode } from './develop';
import { flagsInGatsby, skippedMessage } from './flags.mjs';
import { fileParserInternals, siteDirectory } from './internals';
import { shareTemplateParses } from './shared-template-parse';
import { copyStaticDir, STATIC_AT_START_LINE } from './static-at-start';
import { reportChangeAgain } from './node/trailing-changes.cjs';
import { fastWebpackConfig, type FastBuild } from './webpack/config';
import { developWebpackConfig } from './webpack/develop-config';

export interface PluginOptions {
  /** Files and folders (from the site root) whose content the webpack cache's version hashes besides the plugin's own (noBuildDependencies). */
  cacheInputs?: string[];
}

let decided: ReturnType<typeof flagsInGatsby> | null = null;

/** The flags in force for this build, decided once per process. */
function fastBuild(root: string, reporter: Reporter): FastBuild {
  decided ??= flagsInGatsby(root, process.env, (line) => reporter.warn(line));
  const { enabled } = decided;
  return {
    on: (flag) => enabled.has(flag),
    attempt: (flag, apply) => {
      try {
        apply();
      } catch (error) {
        reportSkipped(root, reporter, flag, error as Error);
      }
    },
  };
}

/** An optimization whose check failed is skipped with a warning, or fails the build in strict mode. */
function reportSkipped(root: string, reporter: Reporter, flag: string, error: Error): void {
  const { strict } = (decided ??= flagsInGatsby(root, process.env, (line) => reporter.warn(line)));
  const message = skippedMessage(flag, error.message, strict);
  if (strict) reporter.panic(message);
  else reporter.warn(message);
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ cacheInputs: Joi.array().items(Joi.string()).default([]) });

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args, options) => {
  const root = siteDirectory(args.store);
  const { reporter } = args;
  // developBackgroundApi waits for the develop stage to be quiet after its first compile (develop.ts).
  if (args.stage === 'develop' && developFlag('developBackgroundApi', root)) {
    args.actions.setWebpackConfig({ plugins: [new FirstCompileSignal()] });
  }
  const pause = args.stage === 'develop' ? developBackgroundPause(root) : undefined;
  if (pause) args.actions.setWebpackConfig({ plugins: [new PauseBackgroundSignal(pause)] });
  if (args.stage === 'develop' && developFlag('developEditFirst', root)) {
    args.actions.setWebpackConfig({ plugins: [new EditFirstCompile()] });
    // Before each schema build (node/preload.cjs): an MDX edit compiles as soon as its node holds the new body.
    setBeforeSchema(async () => {
      if (editFirstSkipped) return;
      try {
        if ((await compileBeforeSchema(root, updatedIn(args.getNodesByType))) && !editFirstSaid) {
          editFirstSaid = true;
          reporter.info(EDIT_FIRST_LINE);
        }
      } catch (error) {
        editFirstSkipped = true;
        reportSkipped(root, reporter, 'developEditFirst', error as Error);
      }
    });
  }
  if (args.stage === 'develop' && developFlag('developLazyFirst', root) && developFlag('developLazyBundling', root)) {
    let said = false;
    const compiled = () => {
      if (!said) reporter.info(LAZY_FIRST_LINE);
      said = true;
    };
    const failed = (error: Error) => reportSkipped(root, reporter, 'developLazyFirst', error);
    args.actions.setWebpackConfig({ plugins: [new LazyFirstCompile({ compiled, failed })] });
  }
  const flags = fastBuild(root, reporter);
  const { cacheInputs } = options as PluginOptions;
  if (args.stage === 'develop' || args.stage === 'develop-html') {
    // developMdxNodeDeps: the files webpack need not watch (only the develop stage watches).
    const mdxFiles =
      args.stage === 'develop'
        ? args.getNodesByType('Mdx').flatMap((node) => {
            const file = (node.internal as { contentFilePath?: string }).contentFilePath;
            return file ? [file] : [];
          })
        : [];
    // developEditFirst: a warm start's Mdx nodes come from Gatsby's cache, unstamped in this process.
    if (args.stage === 'develop') rememberMdxFiles(mdxFiles);
    developWebpackConfig(args, flags, { cacheInputs, info: (line) => reporter.info(line), mdxFiles });
  } else {
    fastWebpackConfig(args, flags, { cacheInputs });
  }
};

/**
 * sharedTemplateParse, in builds and in `gatsby develop` (a template's parses are keyed to its content, so an edit to it
 * parses again); in develop also the wait for a page compile started early (developLazyFirst).
 */
export const onPreExtractQueries: GatsbyNode['onPreExtractQueries'] = async ({ store, reporter }) => {
  if (process.env.gatsby_executing_command !== 'build' && process.env.gatsby_executing_command !== 'develop') return;
  const root = siteDirectory(store);
  const { on, attempt } = fastBuild(root, reporter);
  if (on('sharedTemplateParse')) attempt('sharedTemplateParse', () => shareTemplateParses(fileParserInternals(root, store)));
  // developLazyFirst: a page compile started at a browser's request ends before Gatsby's cycle can resume the watcher.
  await beforeQueryExtraction();
};

/**
 * developStaticAtStart (static-at-start.ts): the site's static/ copied into public/ as develop starts, beside the
 * bootstrap (not awaited: Gatsby's own copy came 10 s in), after Gatsby's cache check, which may empty public/.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ store, reporter }) => {
  const root = siteDirectory(store);
  if (!developFlag('developStaticAtStart', root)) return;
  copyStaticDir(root).then(
    (count) => count > 0 && reporter.info(`${STATIC_AT_START_LINE}: ${count} files`),
    (error: Error) => reporter.warn(`[fast-build] developStaticAtStart: static/ could not be copied at the start (${error.message}); Gatsby copies it 10 s after develop's start`),
  );
};

/** developMdxNodeDeps: an Mdx node created or changed rewrites its file's stamp (develop.ts, stampMdxNode). */
export const shouldOnCreateNode: GatsbyNode['shouldOnCreateNode'] = ({ node }: { node: { internal: { type: string } } }) => node.internal.type === 'Mdx';

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, store, getNode }) => {
  const root = siteDirectory(store);
  // developPauseBackground: a saved file's node is the first an edit makes develop do (before its cycle and compile).
  developBackgroundPause(root)?.busy();
  const file = (node.internal as { contentFilePath?: string }).contentFilePath;
  if (!file || !node.internal.contentDigest) return;
  if (developFlag('developMdxNodeDeps', root)) stampMdxNode(root, file, node.internal.contentDigest);
  if (developFlag('developTrailingChanges', root)) void recheckStaleNode(file, node, getNode, reportChangeAgain).catch(() => {});
};

/** developEditFirst: a failed check turns it off for the rest of the session, with one warning (or a panic in strict mode). */
let editFirstSkipped = false;
let editFirstSaid = false;

/** developEditFirst: whether an MDX file's node holds the file's content now. */
const updatedIn =
  (getNodesByType: (type: string) => Array<{ internal: { contentDigest?: string; contentFilePath?: string } }>) => (file: string) =>
    holdsFileContent(getNodesByType('Mdx').find((node) => node.internal.contentFilePath === file), file);

/**
 * developEditFirst (develop.ts). In gatsby develop an edit's nodes are updated, then Gatsby rebuilds the schema, runs
 * createPages and the dirty queries, and only then compiles. An edit to MDX content compiles first (when all webpack
 * holds is MDX whose nodes are updated): before the schema build (onCreateWebpackConfig sets that up), or, when its
 * node or stamp came too late for it, here at the start of createPages. The rest of the cycle waits for the compile:
 * it does not share the one thread with the compile the author waits for.
 */
export const createPages: GatsbyNode['createPages'] = async ({ store, reporter, getNodesByType }) => {
  const root = siteDirectory(store);
  if (editFirstSkipped || !developFlag('developEditFirst', root)) return;
  try {
    await compileEditsFirst(updatedIn(getNodesByType));
  } catch (error) {
    editFirstSkipped = true;
    reportSkipped(root, reporter, 'developEditFirst', error as Error);
  }
};
