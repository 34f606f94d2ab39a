/**
 * React Refresh's webpack loader, which @pmmmwh/react-refresh-webpack-plugin puts last on every module gatsby develop
 * builds, with its source map shifted instead of rebuilt (developRefreshMapShift, ../refresh-map.ts). The loader wraps
 * a module's code in two fixed texts: a line that sets up the refresh runtime before it, and the code that registers
 * the module's components after it. With source maps on (develop's devtool), it rebuilt the module's map through
 * source-map's SourceMapConsumer and SourceNode to do so, 10-40 ms for an edited doc's module. Text added before the
 * code only moves it down by whole lines, and text after it changes nothing, so the map is the one the loader was
 * given with one empty line (`;`) per added line in front. The original loader still writes the code: it runs here
 * with source maps off, whose output is the same text. Where the given map is not a plain map object, or the code is not
 * the module's own code between the two texts, the original loader runs as it is. Plain CommonJS: webpack requires
 * loaders by path.
 */

/** `options`: the original loader's path and its options. */
module.exports = function refreshMapLoader(source, inputSourceMap, meta) {
  const { original, options } = this.getOptions();
  const refresh = require(original);
  // The original reads its options with loader-utils' getOptions (the `query`), and validates them.
  const asOriginal = (overrides) =>
    Object.create(this, { query: { value: options }, getOptions: { value: () => options }, ...overrides });
  const map = typeof inputSourceMap === 'string' ? parseMap(inputSourceMap) : inputSourceMap;
  if (!this.sourceMap || !isPlainMap(map)) return refresh.call(asOriginal({}), source, inputSourceMap, meta);
  const done = this.async();
  const withMaps = () => refresh.call(asOriginal({ async: { value: () => done } }), source, inputSourceMap, meta);
  const withoutMaps = asOriginal({
    sourceMap: { value: false },
    async: {
      value: () => (error, code, _map, outMeta) => {
        if (error) return done(error);
        const before = typeof code === 'string' ? wrappedAt(code, source) : -1;
        if (before < 0) return withMaps();
        const lines = code.slice(0, before).split('\n').length - 1;
        done(null, code, { ...map, mappings: ';'.repeat(lines) + map.mappings }, outMeta);
      },
    },
  });
  refresh.call(withoutMaps, source, inputSourceMap, meta);
};

function parseMap(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A version 3 map with its own mappings (not an index map of sections). */
const isPlainMap = (map) => Boolean(map) && typeof map === 'object' && map.version === 3 && typeof map.mappings === 'string' && !map.sections;

/**
 * Where the module's code starts in the loader's output, which must be the setup text (no blank line in it), a blank
 * line, the code, a blank line and the registration text; -1 otherwise.
 */
function wrappedAt(code, source) {
  const at = code.indexOf('\n\n');
  if (at <= 0 || !code.startsWith(`${source}\n\n`, at + 2)) return -1;
  return at + 2;
}

module.exports.wrappedAt = wrappedAt;
