// Plain-Node scripts (deploy, social card, bench) read settings from
// src/site-config.ts. The module is compiled with esbuild (already a
// dependency through tsup) and evaluated, so derived values such as the
// site origin, built from the configured repository, come out as the site
// sees them. It stays the one source of truth; this fails loudly if a field moves.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const require = createRequire(import.meta.url);
const loaded = new Map();

/** The evaluated `siteConfig` export of src/site-config.ts (plain data: no imports to resolve). */
export function loadSiteConfig(root = projectRoot) {
  if (!loaded.has(root)) {
    const { buildSync } = require('esbuild');
    const { outputFiles } = buildSync({
      entryPoints: [path.join(root, 'src/site-config.ts')],
      bundle: true,
      format: 'cjs',
      platform: 'node',
      write: false,
      logLevel: 'silent',
    });
    const module = { exports: {} };
    new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
    loaded.set(root, module.exports.siteConfig);
  }
  return loaded.get(root);
}

/**
 * The string setting called `name`: a top-level field of the site config, or
 * else the first field of that name in a nested group (`deploymentBranch`
 * lives in `constants`).
 */
export function siteConfigField(name, root = projectRoot) {
  const queue = [loadSiteConfig(root)];
  while (queue.length) {
    const object = queue.shift();
    if (typeof object[name] === 'string') return object[name];
    for (const value of Object.values(object)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) queue.push(value);
    }
  }
  throw new Error(`src/site-config.ts has no string field \`${name}\`; update scripts/site/site-config-field.mjs callers.`);
}
