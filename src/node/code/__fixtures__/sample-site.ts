import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The site this repository is (its node_modules, scripts and src serve the small site). */
export const SITE = path.resolve(__dirname, '../../../..');

/** A docs page with a sample that passes and one that does not unless `wrong` is a string. */
export const sampleDoc = (wrong: string) => `# A page\n\n\`\`\`ts\nconst n: number = 1;\n\`\`\`\n\n\`\`\`ts\nconst s: string = ${wrong};\n\`\`\`\n`;

/**
 * A small site in a temporary folder for the sample check: one doc (sampleDoc('2'): one sample fails with
 * TS2322), a library, the landing sample, this repository's node_modules, and its `src` linked
 * when `withScripts` (so `src/node/code/check-cli.ts` runs there). Returns the root and a writer.
 */
export function sampleSite(prefix: string, { withScripts = false } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  symlinkSync(path.join(SITE, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  if (withScripts) for (const dir of ['src']) symlinkSync(path.join(SITE, dir), path.join(root, dir), 'dir');
  write('package-lock.json', '{}\n');
  write('packages/react-dialog-hub/src/index.ts', 'export const answer = 42;\n');
  write('content/landing/snippet.tsx', 'export const landing = <p>hi</p>;\n');
  write('content/docs/a.mdx', sampleDoc('2'));
  return { root, write };
}
