// The checks of the internals the site's output features rely on (registered in plugins/gatsby-plugin-fast-build/internals.ts,
// whose own test covers the registry and the plugin's internals), each with the changed shape that must fail the build.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PRODUCTION_APP_MODULE,
  SERVICE_WORKER_REGISTRATION,
  assertServiceWorkerOptIn,
  CHUNK_MAPPING,
  CSS_MODULES_LOADER,
  PARTYTOWN_BROWSER_HOOK,
  PARTYTOWN_HOOK_MODULE,
  assertChunkMapping,
  assertPartytownHookDevOnly,
  assertShortClassNames,
} from '../../../plugins/gatsby-plugin-fast-build/internals';
import { DEV_ONLY_BROWSER_MODULES, SERVICE_WORKER_REGISTRATION_MODULE, withShortClassNames } from './webpack';
import { withoutDeadChunkMapping } from './dead-chunk-mapping';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, '../../..');

/** The error a check throws, as text (fails the test if it does not throw). */
const errorOf = (check: () => unknown): string => {
  try {
    check();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the check to throw');
};

/** The message names the internal, the expected shape and the file to fix. */
const expectNamedError = (message: string, name: string, file: string) => {
  expect(message.startsWith(`[gatsby-internals] ${name}: expected `)).toBe(true);
  expect(message).toMatch(/, found .+\. Fix /);
  expect(message).toContain(`Fix ${file}`);
};

describe(CSS_MODULES_LOADER, () => {
  /** The CSS rules as onCreateWebpackConfig sees them (rules.cssModules() and rules.css() of webpack-utils.js). */
  type Loader = { loader: string; options?: { modules?: unknown } };
  const gatsbyCssRules = (): Array<{ oneOf: Array<{ test: RegExp; use: Loader[] }> }> => {
    const cssLoader = require.resolve('css-loader');
    // Written out by hand; the first test checks Gatsby's source still builds them this way.
    return [
      {
        oneOf: [
          { test: /\.module\.css$/, use: [{ loader: 'mini-css-extract-plugin/loader' }, { loader: cssLoader, options: { modules: { namedExport: true, localIdentName: 'x' } } }] },
          { test: /\.css$/, use: [{ loader: cssLoader, options: { modules: false } }] },
        ],
      },
    ];
  };

  it("today's Gatsby configures css-loader for CSS modules the way withShortClassNames expects", () => {
    const utils = readFileSync(require.resolve('gatsby/dist/utils/webpack-utils.js'), 'utf8');
    expect(utils).toMatch(/loader: require\.resolve\(`css-loader`\)/);
    expect(utils).toMatch(/modulesOptions = \{\s*auto: undefined,\s*namedExport: true,\s*localIdentName:/);
    const rules = gatsbyCssRules();
    expect(withShortClassNames(rules)).toBe(1);
    expect(() => assertShortClassNames(1, 'build-javascript')).not.toThrow();
    expect(rules[0].oneOf[0].use[1].options).toEqual({ modules: { namedExport: true, localIdentName: '[hash:base64:6]' } });
  });

  it.each([
    ['modules becomes a boolean', (rules: ReturnType<typeof gatsbyCssRules>) => (rules[0].oneOf[0].use[1].options!.modules = true)],
    ['the loader is renamed', (rules: ReturnType<typeof gatsbyCssRules>) => (rules[0].oneOf[0].use[1].loader = '/n/@gatsby/css-modules-loader/index.js')],
    ['the rule moves under a key we do not visit', (rules: ReturnType<typeof gatsbyCssRules>) => ((rules[0] as Record<string, unknown>).anyOf = rules[0].oneOf.splice(0))],
  ])('fails the build when %s', (_, change) => {
    const rules = gatsbyCssRules();
    change(rules);
    const message = errorOf(() => assertShortClassNames(withShortClassNames(rules), 'build-html'));
    expectNamedError(message, CSS_MODULES_LOADER, 'src/node/output/webpack.ts (withShortClassNames)');
    expect(message).toContain('expected at least one css-loader entry with an object options.modules in the build-html rules');
  });
});

describe(PARTYTOWN_BROWSER_HOOK, () => {
  const hookText = readFileSync(require.resolve(PARTYTOWN_HOOK_MODULE), 'utf8');

  it("passes on today's Gatsby", () => {
    expect(() => assertPartytownHookDevOnly(ROOT, DEV_ONLY_BROWSER_MODULES)).not.toThrow();
  });

  it.each([
    ['the hook moves', () => assertPartytownHookDevOnly('/nowhere', DEV_ONLY_BROWSER_MODULES), 'found no such module'],
    ['the pattern no longer matches its path', () => assertPartytownHookDevOnly(ROOT, /partytown[\\/]gatsby-browser\.mjs$/), 'which the pattern does not match'],
    [
      'the hook starts acting in production',
      () => assertPartytownHookDevOnly(ROOT, DEV_ONLY_BROWSER_MODULES, () => hookText.replace(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/, '')),
      'found a hook without the development-only early return',
    ],
    [
      'the module gains a second hook',
      () => assertPartytownHookDevOnly(ROOT, DEV_ONLY_BROWSER_MODULES, () => `${hookText}\nconst onRouteUpdate = () => {};\n`),
      'found a module with more than one hook',
    ],
  ])('fails the build when %s', (_, check, found) => {
    const message = errorOf(check);
    expectNamedError(message, PARTYTOWN_BROWSER_HOOK, 'src/node/output/webpack.ts (DEV_ONLY_BROWSER_MODULES)');
    expect(message).toContain(`expected ${PARTYTOWN_HOOK_MODULE}, matched by DEV_ONLY_BROWSER_MODULES`);
    expect(message).toContain(found);
  });
});

describe(SERVICE_WORKER_REGISTRATION, () => {
  const appText = readFileSync(require.resolve(PRODUCTION_APP_MODULE), 'utf8');

  it("passes on today's Gatsby, and the replacement matches the module the build bundles", () => {
    expect(() => assertServiceWorkerOptIn(ROOT)).not.toThrow();
    expect(SERVICE_WORKER_REGISTRATION_MODULE.test(path.join(ROOT, '.cache', 'register-service-worker.js'))).toBe(true);
    expect(SERVICE_WORKER_REGISTRATION_MODULE.test(path.join(ROOT, '.cache', 'production-app.js'))).toBe(false);
  });

  it.each([
    ['the production app moves', () => assertServiceWorkerOptIn('/nowhere'), 'found no such module'],
    [
      'the registration is required unconditionally',
      () => assertServiceWorkerOptIn(ROOT, () => appText.replace(/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{/, '{')),
      'found the registration required outside that check',
    ],
    ['the registration module is renamed', () => assertServiceWorkerOptIn(ROOT, () => appText.replaceAll('register-service-worker', 'sw-register')), 'found no require of ./register-service-worker'],
  ])('fails the build when %s', (_, check, found) => {
    const message = errorOf(check);
    expectNamedError(message, SERVICE_WORKER_REGISTRATION, 'src/node/output/webpack.ts (SERVICE_WORKER_REGISTRATION_MODULE)');
    expect(message).toContain(found);
  });
});

describe(CHUNK_MAPPING, () => {
  // What Gatsby 5.16 writes into every page (its _gatsby-scripts slice).
  const page = (mapping: string) => `<div id="___gatsby"></div>${mapping}<script>window.___webpackCompilationHash="x";</script>`;
  const stringForm = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";
          </script>`;

  it('passes once the string form is emptied, and on an object mapping', () => {
    expect(() => assertChunkMapping(withoutDeadChunkMapping(page(stringForm)), 'index.html')).not.toThrow();
    expect(() => assertChunkMapping(page('<script id="gatsby-chunk-mapping">window.___chunkMapping={"app":["/app-1.js"]};</script>'), 'index.html')).not.toThrow();
  });

  it.each([
    ['the script gains an attribute', stringForm.replace('id="gatsby-chunk-mapping"', 'id="gatsby-chunk-mapping" type="text/javascript"'), 'found "'],
    ['the global is renamed', stringForm.replace('___chunkMapping', '___chunkMap'), 'found no ___chunkMapping in docs/intro/index.html'],
    ['the string is single-quoted', stringForm.replace(/"(\{.*\})"/, "'$1'"), "window.___chunkMapping='"],
  ])('fails the build when %s', (_, mapping, found) => {
    const message = errorOf(() => assertChunkMapping(withoutDeadChunkMapping(page(mapping)), 'docs/intro/index.html'));
    expectNamedError(message, CHUNK_MAPPING, 'src/node/output/dead-chunk-mapping.ts (DEAD_CHUNK_MAPPING)');
    expect(message).toContain('expected an object after the rewrite');
    expect(message).toContain(found);
  });
});
