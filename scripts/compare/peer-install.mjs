// The install half of the checks that hold content/docs/comparison.mdx to the published peers:
// scripts/compare/peer-types.mjs (the typing rows) and scripts/compare/peer-behaviour.mjs (the
// behaviour rows). Both install each peer from the npm registry at the version the page's
// "Versions compared" table states, into a folder outside this repository, with React 18, and
// copy React Dialog Hub in from the workspace build as it would be published.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { OWN_LABEL, readPeerVersions, readTables } from './tables.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LIBRARY_DIR = path.join(projectRoot, 'packages/react-dialog-hub');

/** React Dialog Hub's published name; its version is the workspace package's. */
export const OWN_PACKAGE = 'react-dialog-hub';

/**
 * { pkg, label, version } for each package, in order: React Dialog Hub (OWN_PACKAGE) at the
 * workspace version, every other package at the version the page's Versions table states.
 */
export function readTargets(packages, tables = readTables()) {
  const peers = readPeerVersions(tables);
  return packages.map((pkg) => {
    if (pkg === OWN_PACKAGE) return { pkg, label: OWN_LABEL, version: JSON.parse(readFileSync(path.join(LIBRARY_DIR, 'package.json'), 'utf8')).version };
    const peer = peers.find((p) => p.pkg === pkg);
    if (!peer?.version) throw new Error(`comparison.mdx: no version for ${pkg} in the Versions compared table`);
    return { pkg, label: peer.label, version: peer.version };
  });
}

/** The `npm install` arguments: base packages first, then each peer at its version. */
export function installSpecs(base, targets) {
  return [...base, ...targets.filter((t) => t.pkg !== OWN_PACKAGE).map((t) => `${t.pkg}@${t.version}`)];
}

const NPM_ARGS = ['install', '--no-save', '--no-audit', '--no-fund', '--legacy-peer-deps', '--prefer-offline', '--loglevel=error'];
const MARKER = '.peer-install.json';

/**
 * Installs `specs` into a folder and copies React Dialog Hub's package.json and dist/ into its
 * node_modules. A new temporary folder (prefix `prefix`) unless `reuse` names one: that folder
 * is installed into only when it does not already hold exactly these specs (a marker file
 * records them), so a kept folder skips `npm install` on the next run. Returns
 * { dir, installed } (installed: whether npm ran).
 */
export function installPeers({ prefix, specs, reuse, log = console.log }) {
  let dir = reuse;
  if (dir) {
    const marker = path.join(dir, MARKER);
    const same = existsSync(marker) && readFileSync(marker, 'utf8') === JSON.stringify(specs);
    if (same) {
      log(`Reusing ${dir} (${specs.join(' ')})`);
      copyLibrary(dir);
      return { dir, installed: false };
    }
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  } else {
    dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  }
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: prefix.replace(/-$/, ''), private: true }));
    log(`Installing ${specs.join(' ')} into ${dir}`);
    execFileSync('npm', [...NPM_ARGS, ...specs], { cwd: dir, stdio: 'inherit' });
    copyLibrary(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  if (reuse) writeFileSync(path.join(dir, MARKER), JSON.stringify(specs));
  return { dir, installed: true };
}

/** React Dialog Hub as it would be published: its package.json and build. */
export function copyLibrary(dir) {
  if (!existsSync(path.join(LIBRARY_DIR, 'dist/index.js'))) {
    throw new Error('packages/react-dialog-hub/dist is missing: run `npm run build -w react-dialog-hub` first');
  }
  const ownDir = path.join(dir, 'node_modules', OWN_PACKAGE);
  rmSync(ownDir, { recursive: true, force: true });
  mkdirSync(ownDir, { recursive: true });
  cpSync(path.join(LIBRARY_DIR, 'package.json'), path.join(ownDir, 'package.json'));
  cpSync(path.join(LIBRARY_DIR, 'dist'), path.join(ownDir, 'dist'), { recursive: true });
}

/** How peer samples compile: strict, with this repository's TypeScript, as an app's bundler sees them. */
export const PEER_COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
};

/**
 * Runs `main` (sync or async) when `moduleUrl` is the script node was started with. An error that
 * stops a check before its claims ran (no registry, a page table it cannot read) still ends with
 * the count line `npm test` reads, as one failure.
 */
export function runCheck(moduleUrl, main) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  Promise.resolve()
    .then(main)
    .catch((error) => {
      console.error(`✖ ${error.message}`);
      console.log('0 passed, 1 failed');
      process.exit(1);
    });
}
