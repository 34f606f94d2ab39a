import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { siteConfig } from '../../site-config';
import type { ApiSymbolRecord } from '../../lib/api/api-types';
import { preloadTypeDoc, runTypeDoc, typeDocProcess } from './api-typedoc';
import { transformProject } from './api-transform';
import { locateProblems, validateApiRecords } from './api-validate';
import { createResourcer, watchSourceDir } from './api-watch';
import { exampleLocation, renderSnippet, SnippetError, snippetStatus } from '../code/snippets';
import { checkInSampleWorker } from '../code/sample-service';
import { environmentHash } from '../code/twoslash';
import { samplesChecked } from '../code/snippet-source';
import { developBackgroundPause, developFlag, developQuiet, developQuietOrEdited, developQuietOrLate, developSettled } from '../../../plugins/gatsby-plugin-fast-build/develop';

export const API_NODE_TYPE = 'ApiSymbol';

/** The documented package: its entry point, tsconfig and the folder dev mode watches. */
export const apiPackage = {
  entryPoint: 'packages/react-dialog-hub/src/index.ts',
  tsconfig: 'packages/react-dialog-hub/tsconfig.json',
  sourceDir: 'packages/react-dialog-hub/src',
};

export class ApiSourceError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The API reference could not be generated from the library's TypeScript source:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'ApiSourceError';
  }
}

export interface ApiLoadOptions {
  entryPoint: string;
  tsconfig: string;
  rootDir: string;
  repoBlobUrl: string;
  /** Type-check and render the `@example` blocks against the library (default); off for fixture packages. */
  checkExamples?: boolean;
  /** Awaited after TypeDoc, before the examples are rendered (the build's sample check runs meanwhile). */
  beforeExamples?: () => Promise<unknown>;
}

/** TypeDoc's input for `options`: its paths made absolute. */
const typeDocInput = (options: ApiLoadOptions) => ({
  ...options,
  entryPoint: path.resolve(options.rootDir, options.entryPoint),
  tsconfig: path.resolve(options.rootDir, options.tsconfig),
});

/** TypeDoc → records → checks. Throws ApiSourceError listing every problem, each naming symbol and file. */
export async function loadApiRecords(options: ApiLoadOptions): Promise<ApiSymbolRecord[]> {
  const run = await runTypeDoc(typeDocInput(options));
  const { records, problems } = run.project
    ? transformProject(run.project, { repoBlobUrl: options.repoBlobUrl })
    : { records: [], problems: [] };
  if (options.checkExamples !== false) {
    await options.beforeExamples?.();
    // gatsby develop (developSampleWorker): examples a TSDoc edit changed are checked in the sample process first.
    await checkInSampleWorker(records.flatMap((record) => record.examples.filter((example) => snippetStatus(example.language, null) === 'checked').map(({ code, language }) => ({ code, language }))));
  }
  const all = [...locateProblems(run.problems, run.project), ...problems, ...validateApiRecords(records), ...(options.checkExamples === false ? [] : checkExamples(records, options.rootDir))];
  if (all.length > 0) throw new ApiSourceError(all);
  return records;
}

/**
 * Type-checks each record's `@example` blocks against the library's source and
 * renders them with their types and hidden lines removed (src/node/code/snippets.ts);
 * returns the failures, each naming the source file and line.
 */
function checkExamples(records: ApiSymbolRecord[], rootDir: string): string[] {
  const failures: string[] = [];
  for (const record of records) {
    record.examples = record.examples.map((example) => {
      try {
        const where = exampleLocation(rootDir, record.sourceFile, example.code);
        const rendered = renderSnippet(example.code, example.language, { where });
        return { ...example, code: rendered.code, html: rendered.html, highlightLanguage: rendered.language, types: rendered.types ?? null };
      } catch (error) {
        if (!(error instanceof SnippetError)) throw error;
        failures.push(...error.failures);
        return example;
      }
    });
  }
  return failures;
}

type NodeArgs = Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'getNodesByType'>;

/** Creates or updates one node per record and deletes the nodes of symbols that are gone. */
export function syncApiNodes({ actions, createNodeId, createContentDigest, getNodesByType }: NodeArgs, records: ApiSymbolRecord[]) {
  const keep = new Set<string>();
  for (const record of records) {
    const id = createNodeId(`${API_NODE_TYPE}-${record.name}`);
    keep.add(id);
    actions.createNode({
      ...record,
      id,
      parent: null,
      children: [],
      internal: { type: API_NODE_TYPE, contentDigest: createContentDigest(record) },
    });
  }
  for (const node of getNodesByType(API_NODE_TYPE)) {
    if (!keep.has(node.id)) actions.deleteNode(node);
  }
}

const loadOptions = (): ApiLoadOptions => ({
  entryPoint: apiPackage.entryPoint,
  tsconfig: apiPackage.tsconfig,
  rootDir: process.cwd(),
  repoBlobUrl: siteConfig.repoBlobUrl,
});

let watching: ReturnType<typeof watchSourceDir> | null = null;

/**
 * The key of the records in Gatsby's cache: TypeDoc and the examples' type
 * check take about 20 s, on every build, warm or not, though the records
 * change only with what this hashes: the library's source, the installed
 * packages and TypeScript (environmentHash), the code that makes records
 * (src/node/api, src/node/code) and the options.
 */
export function apiCacheKey(options: ApiLoadOptions): string {
  const hash = createHash('sha256').update(environmentHash(options.rootDir)).update(JSON.stringify(options));
  for (const dir of ['src/node/api', 'src/node/code']) {
    const folder = path.join(options.rootDir, dir);
    for (const name of readdirSync(folder).filter((n) => /\.(ts|cjs|mjs|mts)$/.test(n) && !n.includes('.test.')).sort()) {
      hash.update(`${dir}/${name}\0`).update(readFileSync(path.join(folder, name)));
    }
  }
  hash.update(readFileSync(path.resolve(options.rootDir, options.tsconfig)));
  return `api-records-${hash.digest('hex')}`;
}

/**
 * Sources the API reference. In `gatsby develop` it also watches the
 * library's source and re-sources on change, so an edited TSDoc comment
 * shows up without a restart; a broken edit is reported and the last good
 * nodes stay until it is fixed.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const { reporter, cache } = args;
  const load = async (): Promise<boolean> => {
    try {
      const options = loadOptions();
      const key = apiCacheKey(options);
      let records = (await cache.get(key)) as ApiSymbolRecord[] | undefined;
      if (!records) {
        records = await loadApiRecords({ ...options, beforeExamples: samplesChecked });
        await cache.set(key, records);
      }
      syncApiNodes(args, records);
      return true;
    } catch (error) {
      if (!(error instanceof ApiSourceError)) throw error;
      reporter.panicOnBuild(error.message);
      return false;
    }
  };
  const options = loadOptions();
  if (developFlag('developBackgroundApi', options.rootDir) && !(await cache.get(apiCacheKey(options)))) {
    // gatsby develop without cached records: TypeDoc runs once the first page has been served and compiled (develop
    // quiet after its first compile); Gatsby re-creates the pages (the API pages among them) when the nodes arrive.
    reporter.info('[api] TypeDoc runs once develop is idle after its first compile (developBackgroundApi); the API pages follow');
    void developQuiet().then(async () => {
      const activity = reporter.activityTimer('API reference from TypeDoc (in the background)');
      activity.start();
      try {
        await load();
      } catch (error) {
        reporter.error('The API reference could not be generated', error as Error);
      }
      activity.end();
    });
  } else {
    const activity = reporter.activityTimer('API reference from TypeDoc');
    activity.start();
    await load();
    activity.end();
    // Records from the cache: TypeDoc is not loaded, and the first TSDoc edit would wait for it. Once develop is idle
    // (earlier, even in its own niced process, it slowed a warm start by a fifth on 2 cores), or has settled at least
    // 10 s after its first compile, for an author who edits prose without a pause (developQuietOrLate). With its process
    // stopped while develop works on a change (developPauseBackground), once develop has settled after the author's
    // first change: it then runs between the saves.
    if (developFlag('developBackgroundApi', options.rootDir)) {
      if (developBackgroundPause(options.rootDir) && developFlag('developApiWorker', options.rootDir)) {
        // The process itself is started once develop has settled after its first compile (see warmSampleWorkerWhenQuiet).
        void developSettled()
          .then(() => typeDocProcess(options.rootDir))
          .then(() => developQuietOrEdited())
          .then(() => preloadTypeDoc(typeDocInput(options)))
          .catch(() => {});
      } else {
        void developQuietOrLate()
          .then(() => preloadTypeDoc(typeDocInput(options)))
          .catch(() => {});
      }
    }
  }

  if (process.env.gatsby_executing_command === 'develop' && !watching) {
    const resource = createResourcer(async () => {
      if (await load()) reporter.info(`API reference updated from ${apiPackage.sourceDir}`);
    }, (error) => reporter.error('Re-sourcing the API reference failed', error as Error));
    watching = watchSourceDir(path.resolve(apiPackage.sourceDir), resource);
  }
};
