/**
 * What a loader chain depended on, kept with a memoised result and replayed when a pitch answers from
 * it: a pitch that answers skips reading the resource, so webpack would otherwise not know the module
 * depends on its file, and a warm build would keep stale output (mdx-memo-loader.cjs, template-memo-loader.cjs).
 */
exports.recordDependencies = (loader) => ({
  files: loader.getDependencies(),
  contexts: loader.getContextDependencies(),
  missing: loader.getMissingDependencies(),
});

exports.replayDependencies = (loader, recorded) => {
  for (const file of recorded.files) loader.addDependency(file);
  for (const dir of recorded.contexts) loader.addContextDependency(dir);
  for (const missing of recorded.missing) loader.addMissingDependency(missing);
};
