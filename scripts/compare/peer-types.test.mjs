// The offline half of `npm run check:peer-types`: its claim files name rows the comparison page
// has, for a library the page compares, so the compiled claims and the page cannot drift apart
// silently between runs of the (network-bound) script itself.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { CLAIM_FILES, readClaims } from './peer-types.mjs';
import { OWN_LABEL, plainText, readPeerVersions, readTables } from './tables.mjs';

const dir = path.join(import.meta.dirname, 'peer-types');

describe('check:peer-types claim files', () => {
  test('readClaims splits a file into blocks, one per claim line', () => {
    const source = ['setup();', '// claim(Result typing): is inferred', 'a();', '// claim(Props inference): checked', 'b();'].join('\n');
    expect(readClaims(source)).toEqual([
      { row: 'Result typing', text: 'is inferred', start: 2, end: 3 },
      { row: 'Props inference', text: 'checked', start: 4, end: 5 },
    ]);
  });

  test('every file is mapped to a package, and every package is one the page lists', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.tsx'));
    expect(files.sort()).toEqual(Object.keys(CLAIM_FILES).sort());
    const listed = readPeerVersions().map((peer) => peer.pkg);
    for (const pkg of Object.values(CLAIM_FILES).filter(Boolean)) expect(listed).toContain(pkg);
  });

  test('every claim names a row of a table with its library, and every expected error is inside a claim', () => {
    const tables = readTables();
    const peers = readPeerVersions(tables);
    const problems = [];
    for (const [file, pkg] of Object.entries(CLAIM_FILES)) {
      const label = pkg ? peers.find((peer) => peer.pkg === pkg)?.label : OWN_LABEL;
      const rows = new Set(
        tables.filter((t) => t.header.some((cell) => plainText(cell) === label)).flatMap((t) => t.rows.map((r) => plainText(r.cells[0]))),
      );
      const source = readFileSync(path.join(dir, file), 'utf8');
      const claims = readClaims(source);
      if (!claims.length) problems.push(`${file}: no claims`);
      for (const claim of claims) if (!rows.has(claim.row)) problems.push(`${file}:${claim.start}: no row "${claim.row}" for ${label}`);
      source.split('\n').forEach((line, index) => {
        if (/^\s*\/\/ @ts-expect-error/.test(line) && !claims.some((c) => index + 1 >= c.start && index + 1 <= c.end)) {
          problems.push(`${file}:${index + 1}: @ts-expect-error outside a claim`);
        }
      });
    }
    expect(problems).toEqual([]);
  });
});
