import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Compiler, Module } from 'webpack';

/** The path webpack's browser client asks on, followed by the keys of the modules it uses, joined by `@`. */
export const LAZY_PREFIX = '/lazy-compilation-using-';

/** Where the modules browsers asked for are kept between starts (in .cache: `gatsby clean` forgets them). */
export const OPENED_MODULES = path.join('.cache', 'fast-build', 'opened-modules.json');

/** How many of the modules last asked for the next start compiles at once. */
export const REMEMBERED = 8;

/** How long a module stays compiled after the last browser using it went away (webpack's own backend waits as long). */
const RELEASE_AFTER_MS = 120_000;

/** What webpack's LazyCompilationPlugin asks of a backend. */
export interface LazyBackendApi {
  dispose(callback: (error?: Error | null) => void): void;
  module(original: Module): { client: string; data: string; active: boolean };
}

export interface LazyBackendOptions {
  /** The site root: the remembered modules live in its OPENED_MODULES. */
  root: string;
  /** The interface to listen on: develop's own (-H). */
  host: string;
  /** webpack's browser client for lazy modules (webpack/hot/lazy-compilation-web.js). */
  client: string;
  /** Remember what browsers ask for, and compile it in the next start's first compile (developRememberPages). */
  remember: boolean;
  /**
   * Modules compiled from the start, whoever asks (by their file, without a query): those Gatsby's develop runtime loads
   * on every page (its dev 404 page and the site's 404 page), whose first request otherwise cost a recompile while the
   * first page waited.
   */
  alwaysActive?: (file: string) => boolean;
  /** Called once with the number of remembered modules, when the first compile asks about the first of them. */
  onRemembered?: (count: number) => void;
  releaseAfterMs?: number;
}

/** A module's key: short, safe in a URL without `@`, and the same from one start to the next for the same module. */
export const moduleKey = (module: Module) => createHash('sha1').update(module.identifier()).digest('hex').slice(0, 20);

export function readOpened(root: string): string[] {
  try {
    const keys: unknown = JSON.parse(readFileSync(path.join(root, OPENED_MODULES), 'utf8'));
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string' && /^[0-9a-f]{20}$/.test(key)).slice(0, REMEMBERED) : [];
  } catch {
    return []; // none yet, or unreadable: nothing is compiled ahead
  }
}

function writeOpened(root: string, keys: string[]) {
  const file = path.join(root, OPENED_MODULES);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(keys.slice(0, REMEMBERED)));
    renameSync(`${file}.tmp`, file);
  } catch {
    // A read-only .cache only costs the next start its head start.
  }
}

/**
 * The server webpack's lazy compilation talks to (experiments.lazyCompilation.backend, as a function), speaking the
 * protocol of webpack's browser client: an EventSource on LAZY_PREFIX + keys joined by `@`, held open while the page
 * uses those modules. A module is compiled while a browser holds it, and for RELEASE_AFTER_MS after.
 *
 * Unlike webpack's own server, with `remember` it keeps the modules browsers asked for in OPENED_MODULES, and the next
 * start compiles them in its first compile: reopening the page an author had open needs no second compile after it
 * loads (0.3 to 1.1 s here). A browser asking for a module already compiled does not invalidate the watcher either,
 * as webpack's server did for each first user of a key.
 */
export function lazyBackend(options: LazyBackendOptions) {
  return (compiler: Compiler): Promise<LazyBackendApi> => {
    const releaseAfterMs = options.releaseAfterMs ?? RELEASE_AFTER_MS;
    const users = new Map<string, number>();
    const remembered = new Set(options.remember ? readOpened(options.root) : []);
    /** Most recent first: what the next start compiles at once. */
    let opened = [...remembered];
    let told = false;
    /** The keys of alwaysActive's modules, as the compile meets them. */
    const always = new Set<string>();
    const active = (key: string) => (users.get(key) ?? 0) > 0 || remembered.has(key) || always.has(key);

    const server = http.createServer((request, response) => {
      const url = request.url ?? '';
      if (!url.startsWith(LAZY_PREFIX)) {
        response.writeHead(404).end();
        return;
      }
      const keys = url.slice(LAZY_PREFIX.length).split('@').filter((key) => key.length > 0);
      let newlyActive = false;
      for (const key of keys) {
        if (!active(key)) newlyActive = true;
        users.set(key, (users.get(key) ?? 0) + 1);
      }
      request.socket.setNoDelay(true);
      request.socket.once('close', () => {
        setTimeout(() => {
          for (const key of keys) users.set(key, (users.get(key) ?? 1) - 1);
        }, releaseAfterMs).unref();
      });
      response.writeHead(200, { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*', 'access-control-allow-methods': '*', 'access-control-allow-headers': '*' });
      response.write('\n');
      if (options.remember) {
        const before = opened.join();
        // The client lists its keys oldest first (the order the page took them in).
        opened = [...new Set([...[...keys].reverse().filter((key) => !always.has(key)), ...opened])].slice(0, REMEMBERED);
        if (opened.join() !== before) writeOpened(options.root, opened);
      }
      // Only a module not compiled yet needs a compile; webpack's Watching calls `invalid` with no file for it.
      if (newlyActive) compiler.watching?.invalidate();
    });
    const sockets = new Set<import('node:net').Socket>();
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    // Its EventSources are long-lived: they must not keep develop's process alive.
    server.unref();

    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host: options.host, port: 0 }, () => {
        const { address, family, port } = server.address() as AddressInfo;
        const base = `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
        const client = `${options.client}?${encodeURIComponent(base + LAZY_PREFIX)}`;
        resolve({
          dispose(callback) {
            for (const socket of sockets) socket.destroy();
            server.close(() => callback());
          },
          module(original) {
            const key = moduleKey(original);
            const file = (original as Module & { resource?: unknown }).resource;
            if (typeof file === 'string' && options.alwaysActive?.(file.replace(/\?.*$/, ''))) always.add(key);
            if (!told && remembered.has(key)) {
              told = true;
              options.onRemembered?.(remembered.size);
            }
            return { client, data: key, active: active(key) };
          },
        });
      });
    });
  };
}
