// The offline half of `npm run check:peer-behaviour`: how outcomes are named, how a file's
// 'use client' is read, and that the claim files and the comparison page's behaviour rows
// cover each other (so they cannot drift apart between runs of the network-bound script).
import { describe, expect, test } from 'vitest';
import { BEHAVIOUR_ROWS, coverageProblems, readClaimFiles } from './peer-behaviour.mjs';
import { describeValue, directivePrologue } from './peer-behaviour-values.mjs';
import { readTables } from './tables.mjs';
import { readTargets } from './peer-install.mjs';

describe('describeValue', () => {
  test('names values as outcomes state them', () => {
    expect(describeValue('yes')).toBe('"yes"');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(false)).toBe('false');
    expect(describeValue(42)).toBe('42');
    expect(describeValue(new TypeError('bad'))).toBe('TypeError: bad');
    expect(describeValue(new DOMException('This operation was aborted', 'AbortError'))).toBe('AbortError: This operation was aborted');
    expect(describeValue(Object.assign(new Error(''), { name: 'DialogDismissedError' }))).toBe('DialogDismissedError');
    expect(describeValue(['a', 'b'])).toBe('["a","b"]');
    expect(describeValue({ ok: true })).toBe('{"ok":true}');
    const cyclic = {};
    cyclic.self = cyclic;
    expect(describeValue(cyclic)).toBe('[object Object]');
  });
});

describe('directivePrologue', () => {
  test('reads the directives a file starts with, past comments, blank lines and a hashbang', () => {
    expect(directivePrologue("'use client';\nimport x from 'x';")).toEqual(['use client']);
    expect(directivePrologue('"use strict";\n"use client";\n\nimport { jsx } from "react/jsx-runtime";')).toEqual(['use strict', 'use client']);
    expect(directivePrologue("/**\n * @license MIT\n */\n// built\n'use client'\nexport {};")).toEqual(['use client']);
    expect(directivePrologue("#!/usr/bin/env node\n'use client';")).toEqual(['use client']);
    expect(directivePrologue('"use client";var G=Object.defineProperty;')).toEqual(['use client']);
  });

  test('a string after the first statement is not a directive', () => {
    expect(directivePrologue("import React from 'react';\n'use client';")).toEqual([]);
    expect(directivePrologue("export { a } from './a.js';")).toEqual([]);
    expect(directivePrologue("'use client' + suffix;")).toEqual([]);
    expect(directivePrologue('')).toEqual([]);
  });
});

describe('coverageProblems', () => {
  const page = `
## Headless

| | React Dialog Hub | peer-a |
| --- | --- | --- |
| Failure and dismissal | Rejects | Pending ([1.0.0 source][a]) |
| Opening from outside React | A hub | Throws ([1.0.0 source][a]) |
| Result typing | Inferred | unknown ([1.0.0 source][a]) |

## Kits

| | React Dialog Hub | peer-b |
| --- | --- | --- |
| Failure and dismissal | Rejects | Resolves ([2.0.0 source][b]) |
`;
  const tables = readTables(page);
  const claim = (row) => ({ row, says: `says ${row}`, outcome: 'pending', run: () => 'pending' });

  test('names a behaviour row the page lacks, and each library column of a behaviour row no claim covers', () => {
    const sets = [
      { label: 'React Dialog Hub', file: 'own.mjs', claims: [claim('Failure and dismissal'), claim('Opening from outside React')] },
      { label: 'peer-a', file: 'a.mjs', claims: [claim('Failure and dismissal')] },
    ];
    expect(coverageProblems(tables, sets)).toEqual([
      'Kits › Failure and dismissal › peer-b: no claim in scripts/compare/peer-behaviour/ runs this cell',
      'Headless › Opening from outside React › peer-a: no claim in scripts/compare/peer-behaviour/ runs this cell',
      'the comparison page has no row "SSR and Next.js" (a behaviour row)',
    ]);
  });

  test('names a claim on a row its library has no cell in, and one on a row that is not a behaviour row', () => {
    const sets = [
      { label: 'React Dialog Hub', file: 'own.mjs', claims: [claim('Failure and dismissal'), claim('Opening from outside React')] },
      { label: 'peer-a', file: 'a.mjs', claims: [claim('Failure and dismissal'), claim('Opening from outside React'), claim('Result typing')] },
      { label: 'peer-b', file: 'b.mjs', claims: [claim('Failure and dismissal'), claim('Opening from outside React')] },
    ];
    const problems = coverageProblems(tables, sets).filter((p) => !p.includes('SSR and Next.js'));
    expect(problems).toEqual([
      'a.mjs: "Result typing" is not a behaviour row (BEHAVIOUR_ROWS in scripts/compare/peer-behaviour.mjs) (says Result typing)',
      'b.mjs: the comparison page has no row "Opening from outside React" in a table with a peer-b column (says Opening from outside React)',
    ]);
  });
});

describe('scripts/compare/peer-behaviour and content/docs/comparison.mdx', () => {
  test('every claim is well formed', async () => {
    for (const { file, claims } of await readClaimFiles()) {
      expect(claims.length, file).toBeGreaterThan(0);
      for (const claim of claims) {
        const where = `${file}: ${claim.says}`;
        expect(BEHAVIOUR_ROWS, where).toContain(claim.row);
        expect(typeof claim.says, where).toBe('string');
        expect(typeof claim.outcome, where).toBe('string');
        expect(typeof claim.run, where).toBe('function');
        expect([undefined, 'dom', 'server'], where).toContain(claim.env);
      }
    }
  });

  test('every claim names a behaviour row its library has on the page, and every behaviour cell has a claim', async () => {
    const tables = readTables();
    const files = await readClaimFiles();
    const targets = readTargets(files.map((f) => f.pkg), tables);
    const problems = coverageProblems(tables, files.map((f, i) => ({ ...f, ...targets[i] })));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
