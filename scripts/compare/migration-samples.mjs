// `npm run check:migration-samples`: the "before" samples of content/docs/guides/coming-from.mdx
// compile against the published types of the library they are written for. Those samples are
// fences marked `nocheck peer="<package>"` (check:snippets, which compiles the "after" samples
// against this repository's source, skips them). Each peer is installed at the version that
// content/docs/comparison.mdx's "Versions compared" table states, with React 18 and its types,
// through scripts/compare/peer-install.mjs (shared with check:peer-types), and every sample is compiled
// as a file of its own in strict mode. A sample fails on any diagnostic.
//
// Prints one line per sample and a closing `N passed, N failed`; exits 1 on a failure; --json
// also writes { passed, failed } (for `npm test`); --reuse <dir> installs into <dir> once and
// reuses it on later runs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { PEER_COMPILER_OPTIONS, installPeers, installSpecs, readTargets, runCheck } from './peer-install.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MIGRATION_PAGE = 'content/docs/guides/coming-from.mdx';

/** What every sample compiles with besides its peer: React 18 and its types. */
const BASE_PACKAGES = ['react@18', 'react-dom@18', '@types/react@18', '@types/react-dom@18'];


/** The page's fences with a `peer="…"` meta: { pkg, title, line (1-based, of the first code line), code }. */
export function readPeerSamples(source) {
  const samples = [];
  const fence = /^```(tsx?)[ \t]+([^\n]*)\n([\s\S]*?)^```[ \t]*$/gm;
  for (const match of source.matchAll(fence)) {
    const meta = match[2];
    const pkg = /\bpeer="([^"]+)"/.exec(meta)?.[1];
    if (!pkg) continue;
    if (!/(?:^|\s)nocheck(?:\s|$)/.test(meta)) throw new Error(`${MIGRATION_PAGE}: a peer="${pkg}" fence must also say nocheck (check:snippets compiles it against this library otherwise)`);
    const title = /\btitle="([^"]*)"/.exec(meta)?.[1] ?? '';
    const line = source.slice(0, match.index).split('\n').length + 1;
    samples.push({ pkg, title, line, code: match[3] });
  }
  return samples;
}

function main() {
  const { values } = parseArgs({ options: { json: { type: 'string' }, reuse: { type: 'string' } } });
  const samples = readPeerSamples(readFileSync(path.join(projectRoot, MIGRATION_PAGE), 'utf8'));
  if (!samples.length) throw new Error(`${MIGRATION_PAGE}: no fence with peer="…"`);
  const packages = [...new Set(samples.map((s) => s.pkg))];
  const targets = readTargets(packages);
  const started = Date.now();
  const { dir } = installPeers({ prefix: 'migration-samples-', specs: installSpecs(BASE_PACKAGES, targets), reuse: values.reuse });
  try {
    const srcDir = path.join(dir, 'src');
    rmSync(srcDir, { recursive: true, force: true });
    mkdirSync(srcDir);
    let passed = 0;
    let failed = 0;
    for (const [i, sample] of samples.entries()) {
      const target = targets[packages.indexOf(sample.pkg)];
      const fileName = path.join(srcDir, `sample-${i + 1}.tsx`);
      writeFileSync(fileName, sample.code);
      const program = ts.createProgram([fileName], PEER_COMPILER_OPTIONS);
      const sourceFile = program.getSourceFile(fileName);
      const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file === sourceFile);
      const name = `${target.label} ${target.version} › ${sample.title || 'sample'} (${MIGRATION_PAGE}:${sample.line})`;
      if (!diagnostics.length) {
        passed += 1;
        console.log(`✔ ${name}`);
        continue;
      }
      failed += 1;
      console.log(`✖ ${name}`);
      for (const d of diagnostics) {
        const line = sourceFile.getLineAndCharacterOfPosition(d.start ?? 0).line;
        console.log(`    ${MIGRATION_PAGE}:${sample.line + line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
      }
    }
    console.log(`\n(total ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    console.log(`${passed} passed, ${failed} failed`);
    if (values.json) writeFileSync(values.json, JSON.stringify({ passed, failed }));
    process.exitCode = failed ? 1 : 0;
  } finally {
    if (!values.reuse) rmSync(dir, { recursive: true, force: true });
  }
}

runCheck(import.meta.url, main);
