// `npm run compare:size`: the bundle-size row of content/docs/comparison.mdx, measured.
//
//   node scripts/compare/size.mjs [--only <package>]… [--pin <package>=<version>]… [--write] [--keep]
//
// Each peer is installed from the npm registry into its own folder under os.tmpdir()
// (`npm install --no-save`, which also installs its non-optional peer dependencies), then
// esbuild bundles one entry per library that re-exports exactly the API a dialog needs.
// Every bundle is built the same way: ESM, minified, browser platform, production
// `process.env.NODE_ENV`, no legal comments, React and react-dom (and their subpaths)
// external; everything else the entry reaches is counted. A second gzip figure leaves the
// library's other peer dependencies (MUI, Emotion…) external too, for apps that already
// ship them. React Dialog Hub is bundled the same way from the workspace build
// (packages/react-dialog-hub/dist: run `npm run build -w react-dialog-hub` first).
//
// Prints a Markdown table. --write also stores the figures in scripts/compare/size.json,
// which the comparison page renders. --pin measures another version than `latest` (for
// example when a registry mirror lacks a dependency of the newest release).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formatKiB } from './size-format.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACE_PACKAGE = 'packages/react-dialog-hub';
export const RESULTS_FILE = path.join(projectRoot, 'scripts/compare/size.json');

/** The libraries compared, each with the entry that imports exactly the API its dialogs use. */
export const LIBRARIES = [
  {
    id: 'react-dialog-hub',
    label: 'React Dialog Hub',
    pkg: 'react-dialog-hub',
    workspace: true,
    // The whole API (hub, stack hook and all), so the one figure the site gives is an upper bound.
    entry: "export { DialogProvider, createDialogHub, useDialog, useDialogStack, useCurrentDialog, DialogContext, DialogDismissedError } from 'react-dialog-hub';",
  },
  {
    id: 'nice-modal-react',
    label: 'nice-modal-react',
    pkg: '@ebay/nice-modal-react',
    entry: "export { Provider, create, show, hide, remove, useModal } from '@ebay/nice-modal-react';",
  },
  {
    id: 'react-call',
    label: 'react-call',
    pkg: 'react-call',
    entry: "export { createCallable } from 'react-call';",
  },
  {
    id: 'toolpad',
    label: 'Toolpad useDialogs',
    pkg: '@toolpad/core',
    entry: "export { useDialogs, DialogsProvider } from '@toolpad/core/useDialogs';",
    // Optional peer of @mui/material that MUI's default styling engine imports; Toolpad's
    // installation page lists it beside @mui/material and @emotion/react.
    alsoInstall: ['@emotion/styled'],
  },
  {
    id: 'overlay-kit',
    label: 'overlay-kit',
    pkg: 'overlay-kit',
    entry: "export { overlay, OverlayProvider } from 'overlay-kit';",
  },
  {
    id: 'chakra',
    label: 'Chakra UI createOverlay',
    pkg: '@chakra-ui/react',
    entry: "export { createOverlay } from '@chakra-ui/react';",
  },
  {
    id: 'antd',
    label: 'Ant Design App.useApp().modal',
    pkg: 'antd',
    entry: "export { App } from 'antd';",
  },
  {
    id: 'react-modal-promise',
    label: 'react-modal-promise',
    pkg: 'react-modal-promise',
    entry: "export { default as ModalContainer, create } from 'react-modal-promise';",
  },
];

/** Never counted: every app has them already. */
export const REACT_EXTERNALS = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/** Raw and gzip (level 9) bytes of a bundle. */
export function sizesOf(code) {
  const bytes = Buffer.from(code);
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The peer dependencies a package asks npm to install, minus React itself (always external). */
export function countedPeers(manifest) {
  const optional = manifest.peerDependenciesMeta ?? {};
  return Object.keys(manifest.peerDependencies ?? {})
    .filter((name) => !optional[name]?.optional)
    .filter((name) => !REACT_EXTERNALS.some((pattern) => matchesExternal(name, pattern)));
}

function matchesExternal(name, pattern) {
  return pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

export { formatKiB };

/** The results as a Markdown table, smallest min+gzip first. */
export function markdownTable(results) {
  const rows = [...results].sort((a, b) => (a.error ? 1 : b.error ? -1 : a.gzip - b.gzip));
  const lines = [
    '| Library | Version | Published | min | min+gzip | min+gzip, other peer deps external |',
    '| --- | --- | --- | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    if (r.error) {
      lines.push(`| ${r.label} (\`${r.pkg}\`) | ${r.version ?? '?'} | | not measured: ${r.error.replaceAll('|', '\\|')} | | |`);
      continue;
    }
    const external = r.externalPeers.length ? `${formatKiB(r.gzipPeersExternal)} (${r.externalPeers.join(', ')})` : 'same';
    lines.push(
      `| ${r.label} (\`${r.pkg}\`) | ${r.version}${r.latest && r.latest !== r.version ? ` (latest: ${r.latest})` : ''} | ${r.published ?? 'workspace'} | ${formatKiB(r.min)} | ${formatKiB(r.gzip)} | ${external} |`,
    );
  }
  return lines.join('\n');
}

async function bundle(esbuild, entry, resolveDir, external) {
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    external,
    write: false,
    outdir: 'out',
    logLevel: 'silent',
    // Style sheets and assets are not JavaScript: not counted (none of these entries imports one).
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff': 'empty', '.woff2': 'empty' },
  });
  const js = result.outputFiles.filter((file) => file.path.endsWith('.js'));
  return js.map((file) => file.text).join('\n');
}

function npm(args, cwd) {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The registry's latest version of a package and the date each version was published. */
function registryInfo(pkg) {
  const times = JSON.parse(npm(['view', pkg, 'time', '--json'], os.tmpdir()));
  const latest = npm(['view', pkg, 'version'], os.tmpdir()).trim();
  return { latest, publishedOn: (version) => times[version]?.slice(0, 10) ?? null };
}

async function measure(esbuild, library, { tmpRoot, pins }) {
  const base = { id: library.id, label: library.label, pkg: library.pkg, entry: library.entry };
  let dir;
  let manifest;
  if (library.workspace) {
    dir = projectRoot;
    const dist = path.join(projectRoot, WORKSPACE_PACKAGE, 'dist/index.js');
    if (!existsSync(dist)) {
      throw new Error(`${path.relative(projectRoot, dist)} is missing: run \`npm run build -w react-dialog-hub\` first.`);
    }
    manifest = JSON.parse(readFileSync(path.join(projectRoot, WORKSPACE_PACKAGE, 'package.json'), 'utf8'));
  } else {
    dir = path.join(tmpRoot, library.id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    const specs = [library.pkg, ...(library.alsoInstall ?? [])].map((pkg) => `${pkg}@${pins.get(pkg) ?? 'latest'}`);
    console.error(`▶ npm install ${specs.join(' ')}`);
    try {
      npm(['install', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...specs], dir);
    } catch (error) {
      const reason = String(error.stderr ?? error.message).split('\n').find((line) => /error/i.test(line)) ?? 'npm install failed';
      return { ...base, error: reason.replace(/^npm error /, '').trim() };
    }
    manifest = JSON.parse(readFileSync(path.join(dir, 'node_modules', library.pkg, 'package.json'), 'utf8'));
  }
  const peers = [...countedPeers(manifest), ...(library.alsoInstall ?? [])];
  let all;
  let withoutPeers;
  try {
    all = sizesOf(await bundle(esbuild, library.entry, dir, REACT_EXTERNALS));
    withoutPeers = peers.length ? sizesOf(await bundle(esbuild, library.entry, dir, [...REACT_EXTERNALS, ...peers, ...peers.map((p) => `${p}/*`)])) : all;
  } catch (error) {
    return { ...base, version: manifest.version, error: `esbuild: ${error.errors?.[0]?.text ?? error.message}` };
  }
  const registry = library.workspace ? null : registryInfo(library.pkg);
  return {
    ...base,
    version: manifest.version,
    published: registry?.publishedOn(manifest.version) ?? null,
    latest: registry?.latest ?? manifest.version,
    min: all.min,
    gzip: all.gzip,
    externalPeers: peers,
    gzipPeersExternal: withoutPeers.gzip,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', multiple: true, default: [] },
      pin: { type: 'string', multiple: true, default: [] },
      write: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  });
  const pins = new Map(
    values.pin.map((pin) => {
      const at = pin.lastIndexOf('=');
      if (at <= 0) throw new Error(`--pin ${pin}: use --pin <package>=<version>, e.g. --pin @chakra-ui/react=3.37.0`);
      return [pin.slice(0, at), pin.slice(at + 1)];
    }),
  );
  const known = LIBRARIES.flatMap((l) => [l.id, l.pkg]);
  for (const name of values.only) {
    if (!known.includes(name)) throw new Error(`--only ${name}: unknown library. Use one of: ${LIBRARIES.map((l) => l.pkg).join(', ')}.`);
  }
  const selected = values.only.length ? LIBRARIES.filter((l) => values.only.includes(l.id) || values.only.includes(l.pkg)) : LIBRARIES;
  if (values.write && selected.length !== LIBRARIES.length) throw new Error('--write stores the whole table: drop --only.');

  const esbuild = await import(pathToFileURL(path.join(projectRoot, 'node_modules/esbuild/lib/main.js')).href).then((m) => m.default ?? m);
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'compare-size-'));
  const results = [];
  try {
    for (const library of selected) results.push(await measure(esbuild, library, { tmpRoot, pins }));
    report(results, esbuild.version, values.write);
  } finally {
    // Last: deleting the installed kits (tens of thousands of files) takes a while.
    if (values.keep) console.error(`packages kept in ${tmpRoot}`);
    else rmSync(tmpRoot, { recursive: true, force: true });
  }
}

function report(results, esbuildVersion, write) {
  const measured = new Date().toISOString().slice(0, 10);
  console.log(markdownTable(results));
  console.log(
    `\nesbuild ${esbuildVersion}: bundle, minify, ESM, browser, NODE_ENV=production, no legal comments, React and react-dom external; gzip level 9. Measured ${measured}.`,
  );
  if (!write) return;
  const failed = results.filter((r) => r.error);
  if (failed.length) throw new Error(`not writing ${path.relative(projectRoot, RESULTS_FILE)}: ${failed.map((r) => r.pkg).join(', ')} not measured.`);
  // Only what the page shows: the file ships in the page's JavaScript.
  const figures = results.map(({ id, version, latest, published, min, gzip, externalPeers, gzipPeersExternal }) => ({
    id,
    version,
    latest,
    published,
    min,
    gzip,
    externalPeers,
    gzipPeersExternal,
  }));
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ measured, esbuild: esbuildVersion, results: figures }, null, 2)}\n`);
  console.error(`wrote ${path.relative(projectRoot, RESULTS_FILE)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`compare-size: ${error.message}`);
    process.exit(1);
  });
}
