import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, Module } from 'webpack';
import { LAZY_BACKEND, LAZY_BACKEND_MODULE, internalError, siteRequire } from '../internals';

/** What webpack's lazy compilation backend answers for a module (webpack/lib/hmr/lazyCompilationBackend.js). */
interface ModuleResult {
  client: string;
  data: string;
  active: boolean;
}
interface BackendApi {
  dispose: (callback: (error?: Error | null) => void) => void;
  module: (module: Module) => ModuleResult;
}
type Backend = (compiler: Compiler, callback: (error: Error | null, api?: BackendApi) => void) => void;

/** How many of the last pages a browser asked for the next start compiles up front. */
export const REOPENED_PAGES = 6;

/** Where the keys of the modules browsers asked for are kept between develop starts. */
export const reopenedPagesFile = (root: string) => path.join(root, '.cache', 'fast-build', 'reopened-pages.json');

/** The kept keys; none when the file is missing or not a list of strings (another version wrote it, or a hand). */
export function readReopenedPages(file: string): string[] {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(kept) && kept.every((key) => typeof key === 'string') ? kept.slice(-REOPENED_PAGES) : [];
  } catch {
    return [];
  }
}

/**
 * developReopenPages: webpack's own lazy compilation backend, which also compiles up front the page modules a browser
 * asked for in the last develop session. An author who starts develop again mostly reopens the page they had open
 * (the browser tab reloads it): its component is then in the first bundle, and the browser does not wait for a compile
 * started by its request (and Gatsby's query extraction and recompile after it). The browser still announces the
 * module, as with any active lazy module. Modules it asks for are kept in `file` (the last REOPENED_PAGES) when a
 * compile is done. `listen`: the backend's server options, as developLazyBundling gives them.
 */
export function reopeningBackend(root: string, listen: object, file = reopenedPagesFile(root)): Backend {
  const fromSite = siteRequire(root);
  const webpackBackend = fromSite(LAZY_BACKEND_MODULE) as unknown;
  if (typeof webpackBackend !== 'function') {
    throw internalError(LAZY_BACKEND, 'a function of the backend options', typeof webpackBackend, 'plugins/gatsby-plugin-fast-build/webpack/reopened-pages.ts (reopeningBackend)', 'find how this webpack makes its lazy compilation backend; without the change each page compiles when a browser first asks for it (--off=developReopenPages)');
  }
  const client = fromSite.resolve('webpack/hot/lazy-compilation-web.js');
  const reopened = new Set(readReopenedPages(file));
  const asked = [...reopened];
  let changed = false;
  return (compiler, callback) =>
    (webpackBackend as (options: object) => Backend)({ listen, client })(compiler, (error, api) => {
      if (error || !api) return callback(error ?? new Error('webpack\'s lazy compilation backend gave no API'));
      compiler.hooks.done.tap('developReopenPages', () => {
        if (!changed) return;
        changed = false;
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, JSON.stringify(asked.slice(-REOPENED_PAGES)));
      });
      callback(null, {
        dispose: (done) => api.dispose(done),
        module(module) {
          const result = api.module(module);
          if (result.active && !asked.includes(result.data)) {
            asked.push(result.data);
            changed = true;
          }
          return reopened.has(result.data) ? { ...result, active: true } : result;
        },
      });
    });
}
