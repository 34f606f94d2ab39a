// gatsby-plugin-fast-build inside `gatsby develop`: the develop-only flags (level 'develop' in flags.mjs), asked by the
// site's sourcing code, and the signal that the first develop compile is done. Production builds never turn these on:
// developFlag is false outside `gatsby develop`.
// State is kept on globalThis: gatsby-config, gatsby-node and local plugins are bundled separately (esbuildGatsbyFiles),
// so a module-level variable would exist once per bundle.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { flagsInGatsby } from './flags.mjs';

interface DevelopState {
  enabled?: Set<string>;
  firstCompile: Promise<void>;
  compiled: () => void;
}

const KEY = Symbol.for('gatsby-plugin-fast-build.develop');

function state(): DevelopState {
  const global = globalThis as { [KEY]?: DevelopState };
  if (!global[KEY]) {
    let compiled = () => {};
    const firstCompile = new Promise<void>((resolve) => (compiled = resolve));
    global[KEY] = { firstCompile, compiled };
  }
  return global[KEY]!;
}

/** Whether this process is `gatsby develop` (Gatsby's CLI sets gatsby_executing_command; a registered internal). */
export const isDevelop = (env: NodeJS.ProcessEnv = process.env) => env.gatsby_executing_command === 'develop';

/**
 * Whether the develop optimization `name` runs: only in `gatsby develop`, decided from the same switches as the build's
 * flags (FAST_BUILD=plain, FAST_BUILD_OFF, package.json `fastBuild`), once per process.
 */
export function developFlag(name: string, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): boolean {
  if (!isDevelop(env)) return false;
  const current = state();
  current.enabled ??= flagsInGatsby(root, env, (line) => console.warn(line)).enabled;
  return current.enabled.has(name);
}

/** Resolves when the develop stage's first webpack compile is done (the first page can be served). */
export const firstDevelopCompile = (): Promise<void> => state().firstCompile;

/** The webpack plugin that resolves firstDevelopCompile (public compiler hook `done`). */
export class FirstCompileSignal {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('FastBuildFirstCompile', () => state().compiled());
  }
}

interface WebsocketManager {
  emitError: (id: string, message: unknown) => void;
}

/** What the overlay shows: a title, the full text, and the file and line it names first. */
export interface OverlayProblem {
  title: string;
  text: string;
  file?: string;
  line?: number;
}

/**
 * The shape Gatsby's overlay renders an error message in (cache-dir/fast-refresh-overlay/components/graphql-errors.js,
 * the list of structured errors Gatsby sends for a failed query).
 */
export const overlayErrors = ({ title, text, file, line }: OverlayProblem) => [
  {
    level: 'ERROR',
    code: 'develop',
    text,
    filePath: file,
    location: line === undefined ? undefined : { start: { line, column: 1 } },
    error: { message: title },
    context: { sourceMessage: title },
  },
];

/**
 * Shows `problem` in the browser's error overlay of `gatsby develop` under `id`, or clears it (null). Gatsby has no
 * public API for it: its websocket manager (gatsby/dist/utils/websocket-manager, a registered internal) keeps the
 * message and sends it to every open page, and to pages that connect later. Does nothing outside develop or when the
 * module is not there (warns once).
 */
export function showInOverlay(id: string, problem: OverlayProblem | null, root = process.cwd()): void {
  if (!isDevelop()) return;
  const current = state() as DevelopState & { overlay?: WebsocketManager | null };
  if (current.overlay === undefined) {
    try {
      const manager = createRequire(path.join(root, 'package.json'))('gatsby/dist/utils/websocket-manager').websocketManager as WebsocketManager;
      if (typeof manager?.emitError !== 'function') throw new Error('no websocketManager.emitError');
      current.overlay = manager;
    } catch (error) {
      console.warn(`[fast-build] the develop error overlay is not available (${(error as Error).message}); errors show in the terminal only`);
      current.overlay = null;
    }
  }
  current.overlay?.emitError(id, problem ? overlayErrors(problem) : null);
}
