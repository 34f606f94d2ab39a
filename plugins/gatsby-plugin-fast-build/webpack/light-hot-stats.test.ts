// @vitest-environment node
// developLightHotStats: gatsby develop's real hot middleware, on a real webpack compile, sends the open pages the same
// message with the light stats as with webpack's, without webpack's stats factory; with a warning, webpack's answer.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Stats, type StatsCompilation } from 'webpack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOT_MIDDLEWARE_STATS as HOT_MIDDLEWARE_INTERNAL, assertHotMiddlewareStats } from '../internals';
import { HOT_MIDDLEWARE_STATS, LightHotStats, MIDDLEWARE_READS, middlewareAsks } from './light-hot-stats';

const root = path.resolve(__dirname, '../../..');
const gatsbyRequire = createRequire(createRequire(path.join(root, 'package.json')).resolve('gatsby/package.json'));
const MIDDLEWARE = gatsbyRequire.resolve('@gatsbyjs/webpack-hot-middleware/middleware.js');
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
const webpackHotMiddleware = gatsbyRequire('@gatsbyjs/webpack-hot-middleware') as (compiler: webpack.Compiler, options: object) => Middleware;

afterEach(() => vi.restoreAllMocks());

interface Message {
  action: string;
  name: string;
  time: number;
  hash: string;
  errors: unknown[];
  warnings: unknown[];
  modules: Record<string, string>;
}

/**
 * A development compile (hot module replacement, a dynamic import, CSS-free), served by Gatsby's hot middleware over a
 * real HTTP connection as an open page hears it. Returns the middleware's 'built' message, the compile's stats, and how
 * many times webpack's stats factory ran while the middleware made its message.
 */
async function compileAndListen({ light, source }: { light: boolean; source: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'light-hot-stats-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  fs.writeFileSync(path.join(dir, 'shared.js'), 'export const shared = "shared";\n');
  fs.writeFileSync(path.join(dir, 'page.js'), 'export default function Page() { return "page"; }\n');
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    plugins: [new webpack.HotModuleReplacementPlugin(), ...(light ? [new LightHotStats()] : [])],
    infrastructureLogging: { level: 'none' },
  });
  const middleware = webpackHotMiddleware(compiler, { log: false, path: '/__webpack_hmr', heartbeat: 10_000 });
  const server = http.createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const messages: Message[] = [];
  const request = http.get({ host: '127.0.0.1', port, path: '/__webpack_hmr' });
  const connected = new Promise<void>((resolve) =>
    request.on('response', (response) => {
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += String(chunk);
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, end).trim().replace(/^data: /, '');
          buffer = buffer.slice(end + 2);
          if (event.startsWith('{')) messages.push(JSON.parse(event) as Message);
        }
      });
      resolve();
    }),
  );
  await connected;
  const factories = vi.spyOn(webpack.Compilation.prototype, 'createStatsFactory');
  let factoryRuns = -1;
  compiler.hooks.done.tap({ name: 'test', stage: 100 }, () => void (factoryRuns = factories.mock.calls.length));
  const stats = await new Promise<Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
  for (let tries = 0; messages.length === 0 && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  request.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
  return { message: messages.find((message) => message.action === 'built'), stats, factoryRuns };
}

/** The message the middleware makes from webpack's own stats of that compile. */
function fromWebpackStats(stats: Stats) {
  const json = webpack.Stats.prototype.toJson.call(stats, HOT_MIDDLEWARE_STATS) as StatsCompilation;
  const modules = Object.fromEntries((json.modules ?? []).filter((module) => module.id).map((module) => [module.id, module.name]));
  return { name: stats.compilation.name ?? '', action: 'built', time: json.time, hash: json.hash, warnings: json.warnings, errors: json.errors, modules };
}

const PLAIN = 'import { shared } from "./shared.js";\nimport("./page.js").then((page) => console.log(page.default(), shared));\n';

describe('developLightHotStats', () => {
  it("the open pages get the same message as from webpack's stats (hash, time, every module's id and name), without webpack's stats factory", async () => {
    const light = await compileAndListen({ light: true, source: PLAIN });
    expect(light.message).toEqual(fromWebpackStats(light.stats));
    expect(Object.values(light.message!.modules).sort()).toEqual(['./entry.js', './page.js', './shared.js']);
    expect(light.factoryRuns).toBe(0);
    // Without it, the middleware's message is webpack's stats factory's work.
    const plain = await compileAndListen({ light: false, source: PLAIN });
    expect(plain.message).toEqual(fromWebpackStats(plain.stats));
    expect(plain.factoryRuns).toBe(1);
  });

  it("a compile with a warning gets webpack's own answer, the warning in it for the overlay", async () => {
    const warned = await compileAndListen({ light: true, source: 'import { missing } from "./shared.js";\nconsole.log(missing);\n' });
    expect(warned.message!.warnings).toHaveLength(1);
    expect(JSON.stringify(warned.message!.warnings)).toContain('missing');
    expect(warned.message).toEqual(fromWebpackStats(warned.stats));
    expect(warned.factoryRuns).toBe(1);
  });

  it("any other request of the stats is webpack's", async () => {
    const { stats } = await compileAndListen({ light: true, source: PLAIN });
    const asked = { all: false, modules: true, ids: true };
    expect(stats.toJson(asked)).toEqual(webpack.Stats.prototype.toJson.call(stats, asked));
  });
});

describe(HOT_MIDDLEWARE_INTERNAL, () => {
  it('matches this Gatsby: the middleware asks for HOT_MIDDLEWARE_STATS and reads no more than the light stats give', () => {
    expect(middlewareAsks(MIDDLEWARE)).toEqual({ options: HOT_MIDDLEWARE_STATS, reads: MIDDLEWARE_READS });
    expect(() => assertHotMiddlewareStats(root)).not.toThrow();
  });

  it('fails, naming the flag to turn off, when the middleware asks for other stats or reads more of them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hot-middleware-'));
    try {
      const source = fs.readFileSync(MIDDLEWARE, 'utf8');
      const variants = {
        options: source.replace('ids: true,', 'ids: true,\n    assets: true,'),
        reads: source.replace('map[module.id] = module.name;', 'map[module.id] = module.name + module.size;'),
        gone: source.replace('function buildModuleMap(', 'function moduleNames('),
      };
      for (const [name, changed] of Object.entries(variants)) {
        expect(changed).not.toBe(source);
        const file = path.join(dir, `${name}.js`);
        fs.writeFileSync(file, changed);
        expect(() => assertHotMiddlewareStats(root, file)).toThrow(/\[gatsby-internals\].*--off=developLightHotStats/);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
