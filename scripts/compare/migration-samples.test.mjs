// The offline half of `npm run check:migration-samples`: the migration guide's "before" samples
// are found, each names a package the comparison page states a version for, and none is left to
// check:snippets (which would compile it against this library instead).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MIGRATION_PAGE, readPeerSamples } from './migration-samples.mjs';
import { readPeerVersions } from './tables.mjs';

describe('check:migration-samples', () => {
  test('readPeerSamples takes the fences with peer="…", with the line of their first code line', () => {
    const page = ['# A', '', '```tsx title="Before" nocheck peer="overlay-kit"', 'a();', '```', '', '```tsx title="After"', 'b();', '```'].join('\n');
    expect(readPeerSamples(page)).toEqual([{ pkg: 'overlay-kit', title: 'Before', line: 4, code: 'a();\n' }]);
    expect(() => readPeerSamples('```tsx peer="overlay-kit"\na();\n```')).toThrow(/must also say nocheck/);
  });

  test('the page has a "before" sample for each library it maps, at a version the comparison page states', () => {
    const samples = readPeerSamples(readFileSync(MIGRATION_PAGE, 'utf8'));
    expect(samples.map((s) => s.pkg)).toEqual(['@ebay/nice-modal-react', 'overlay-kit', 'react-call']);
    const versions = readPeerVersions();
    for (const { pkg } of samples) expect(versions.find((peer) => peer.pkg === pkg)?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
