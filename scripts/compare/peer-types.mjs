// `npm run check:peer-types`: the typing claims of content/docs/comparison.mdx, compiled.
//
//   node scripts/compare/peer-types.mjs [--keep] [--json <file>]
//
// Each file in scripts/compare/peer-types/ holds calls against one library, grouped in blocks that
// start with `// claim(<row>): <what the page says>`. A call the page calls an error sits
// under `// @ts-expect-error`; every other line must compile. The peers are installed from the
// npm registry at the versions in the page's "Versions compared" table (`npm install
// --no-save` in a temporary folder, with React 18 and its types; scripts/compare/peer-install.mjs, shared
// with peer-behaviour.mjs), React Dialog Hub is copied from the workspace build, and each file is
// compiled with this repository's TypeScript in strict mode. A claim fails when its block has
// any diagnostic: an error the page says is not there, or an unused `@ts-expect-error` where
// the page says there is one. A claim naming a row the page's tables do not have fails too.
//
// Prints one line per claim and a closing `N passed, N failed`; exits 1 on a failure; --json
// also writes { passed, failed } (for `npm test`). About 50 s on a warm npm cache, most of it
// `npm install` (2 shared cores); the first run also downloads about 300 packages.
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { readTables, rowsOf } from './tables.mjs';
import { OWN_PACKAGE, PEER_COMPILER_OPTIONS, installPeers, installSpecs, readTargets, runCheck } from './peer-install.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLAIMS_DIR = path.join(projectRoot, 'scripts/compare/peer-types');

/** Which package each claims file compiles against (the version comes from the page). */
export const CLAIM_FILES = {
  'react-dialog-hub.tsx': null,
  'nice-modal-react.tsx': '@ebay/nice-modal-react',
  'react-call.tsx': 'react-call',
  'overlay-kit.tsx': 'overlay-kit',
  'react-modal-promise.tsx': 'react-modal-promise',
  'toolpad.tsx': '@toolpad/core',
  'chakra.tsx': '@chakra-ui/react',
  'antd.tsx': 'antd',
};

/**
 * React the claims compile with (the major the site itself uses), and Emotion, whose types
 * Chakra UI's declarations import. Peers' other peer dependencies are not installed
 * (--legacy-peer-deps): the APIs compiled here import only React in their declarations, and
 * Toolpad's peers alone (Material UI and its icons) are over half of the files otherwise.
 */
const BASE_PACKAGES = ['react@18', 'react-dom@18', '@types/react@18', '@types/react-dom@18', '@emotion/react@11'];

const CLAIM_LINE = /^\s*\/\/ claim\(([^)]+)\):\s*(.+)$/;

/** The claims of one file: { row, text, start, end } with 1-based inclusive line ranges. */
export function readClaims(source) {
  const lines = source.split('\n');
  const claims = [];
  lines.forEach((line, index) => {
    const match = CLAIM_LINE.exec(line);
    if (!match) return;
    if (claims.length) claims[claims.length - 1].end = index;
    claims.push({ row: match[1].trim(), text: match[2].trim(), start: index + 1, end: lines.length });
  });
  return claims;
}

function main() {
  const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false }, json: { type: 'string' } } });
  const tables = readTables();

  const files = Object.keys(CLAIM_FILES);
  const targets = readTargets(Object.values(CLAIM_FILES).map((pkg) => pkg ?? OWN_PACKAGE), tables).map((target, i) => ({ file: files[i], ...target }));
  const unlisted = readdirSync(CLAIMS_DIR).filter((name) => name.endsWith('.tsx') && !(name in CLAIM_FILES));
  if (unlisted.length) throw new Error(`scripts/compare/peer-types: no package for ${unlisted.join(', ')} in CLAIM_FILES`);

  const started = Date.now();
  const { dir } = installPeers({ prefix: 'peer-types-', specs: installSpecs(BASE_PACKAGES, targets) });
  try {
    const installedSeconds = ((Date.now() - started) / 1000).toFixed(0);

    const srcDir = path.join(dir, 'src');
    mkdirSync(srcDir);
    for (const { file } of targets) cpSync(path.join(CLAIMS_DIR, file), path.join(srcDir, file));
    const options = PEER_COMPILER_OPTIONS;

    let passed = 0;
    let failed = 0;
    for (const target of targets) {
      const fileName = path.join(srcDir, target.file);
      const program = ts.createProgram([fileName], options);
      const sourceFile = program.getSourceFile(fileName);
      const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file === sourceFile);
      const lineOf = (d) => sourceFile.getLineAndCharacterOfPosition(d.start ?? 0).line + 1;
      const claims = readClaims(sourceFile.text);
      const knownRows = rowsOf(tables, target.label);
      const shown = path.relative(projectRoot, path.join(CLAIMS_DIR, target.file));
      const setupErrors = diagnostics.filter((d) => !claims.some((c) => lineOf(d) >= c.start && lineOf(d) <= c.end));
      for (const d of setupErrors) {
        failed += 1;
        console.log(`✖ ${target.label} ${target.version} › setup: ${shown}:${lineOf(d)}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
      }
      for (const claim of claims) {
        const problems = diagnostics.filter((d) => lineOf(d) >= claim.start && lineOf(d) <= claim.end);
        const name = `${target.label} ${target.version} › ${claim.row}: ${claim.text}`;
        if (!knownRows.has(claim.row)) {
          failed += 1;
          console.log(`✖ ${name}\n    the comparison page has no row "${claim.row}" in a table with a ${target.label} column`);
        } else if (problems.length) {
          failed += 1;
          console.log(`✖ ${name}`);
          for (const d of problems) {
            const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
            const why = d.code === 2578 ? 'the page says this is an error, but it compiles' : message;
            console.log(`    ${shown}:${lineOf(d)}: ${why}`);
          }
        } else {
          passed += 1;
          console.log(`✔ ${name}`);
        }
      }
    }
    console.log(`\n(install ${installedSeconds} s, total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    console.log(`${passed} passed, ${failed} failed`);
    if (values.json) writeFileSync(values.json, JSON.stringify({ passed, failed }));
    process.exitCode = failed ? 1 : 0;
  } finally {
    if (values.keep) console.log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

runCheck(import.meta.url, main);
