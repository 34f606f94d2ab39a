// @vitest-environment node
// The pure parts of `npm run compare:size`; the measuring itself installs from the
// registry and runs in minutes, so it is a script, not a test.
import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countedPeers, formatKiB, LIBRARIES, markdownTable, REACT_EXTERNALS, RESULTS_FILE, sizesOf } from './size.mjs';

describe('sizesOf', () => {
  it('counts UTF-8 bytes, and gzip bytes that decompress to the same code', () => {
    const code = 'const a="é";'.repeat(200);
    const { min, gzip } = sizesOf(code);
    expect(min).toBe(Buffer.byteLength(code));
    expect(min).toBe(code.length + 200); // é is two bytes
    expect(gzip).toBeLessThan(min / 10);
    expect(gzip).toBe(gzipSync(Buffer.from(code), { level: 9 }).length);
    expect(gunzipSync(gzipSync(Buffer.from(code), { level: 9 })).toString()).toBe(code);
  });
});

describe('countedPeers', () => {
  it('keeps required peer dependencies and drops optional ones and React', () => {
    const manifest = {
      peerDependencies: { react: '^18', 'react-dom': '^18', '@mui/material': '^7', next: '^15', '@emotion/react': '^11' },
      peerDependenciesMeta: { next: { optional: true } },
    };
    expect(countedPeers(manifest)).toEqual(['@mui/material', '@emotion/react']);
    expect(countedPeers({})).toEqual([]);
  });
});

describe('formatKiB', () => {
  it('uses two decimals below 10 KiB and one above', () => {
    expect(formatKiB(512)).toBe('0.50 KiB');
    expect(formatKiB(10 * 1024)).toBe('10.0 KiB');
    expect(formatKiB(64_307)).toBe('62.8 KiB');
  });
});

describe('markdownTable', () => {
  const row = (id, gzip, extra = {}) => ({
    id,
    label: id,
    pkg: id,
    version: '1.0.0',
    published: '2026-01-02',
    min: gzip * 3,
    gzip,
    externalPeers: [],
    gzipPeersExternal: gzip,
    ...extra,
  });

  it('lists the smallest first, unmeasured libraries last with the reason', () => {
    const table = markdownTable([
      row('big', 90_000, { externalPeers: ['@mui/material'], gzipPeersExternal: 2048 }),
      { id: 'broken', label: 'broken', pkg: 'broken', error: 'No matching version | found' },
      row('small', 600, { published: null }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^\| Library \| Version \| Published \| min \| min\+gzip \|/);
    expect(lines[2]).toBe('| small (`small`) | 1.0.0 | workspace | 1.76 KiB | 0.59 KiB | same |');
    expect(lines[3]).toBe('| big (`big`) | 1.0.0 | 2026-01-02 | 263.7 KiB | 87.9 KiB | 2.00 KiB (@mui/material) |');
    expect(lines[4]).toContain('not measured: No matching version \\| found');
  });

  it('says when the measured version is not the latest one (a pinned version)', () => {
    expect(markdownTable([row('kit', 900, { latest: '1.1.0' })])).toContain('| kit (`kit`) | 1.0.0 (latest: 1.1.0) | 2026-01-02 |');
  });
});

describe('LIBRARIES', () => {
  it('gives every library an entry that re-exports from its own package, and keeps React external', () => {
    for (const library of LIBRARIES) {
      expect(library.entry).toMatch(new RegExp(`^export \\{[^}]+\\} from '${library.pkg.replace('/', '\\/')}(/[\\w-]+)?';$`));
    }
    expect(new Set(LIBRARIES.map((l) => l.id)).size).toBe(LIBRARIES.length);
    expect(REACT_EXTERNALS).toEqual(expect.arrayContaining(['react', 'react-dom', 'react/*']));
  });
});

describe('scripts/compare/size.json (rendered by content/docs/comparison.mdx)', () => {
  it('holds a measurement for every library, as `npm run compare:size -- --write` writes it', () => {
    const data = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
    expect(data.measured).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.results.map((r) => r.id)).toEqual(LIBRARIES.map((l) => l.id));
    for (const r of data.results) {
      expect(r.error, r.id).toBeUndefined();
      expect(r.gzip, r.id).toBeGreaterThan(0);
      expect(r.min, r.id).toBeGreaterThan(r.gzip);
      expect(r.gzipPeersExternal, r.id).toBeLessThanOrEqual(r.gzip);
    }
  });

  it("measures React Dialog Hub at the package's current version, with its whole runtime API", async () => {
    const data = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
    const ours = data.results.find((r) => r.id === 'react-dialog-hub');
    const { version } = JSON.parse(readFileSync(new URL('../../packages/react-dialog-hub/package.json', import.meta.url), 'utf8'));
    // A release must re-measure: the intro, the comparison and the README show this one figure.
    expect(ours.version).toBe(version);
    const entry = LIBRARIES.find((l) => l.id === 'react-dialog-hub').entry;
    const runtimeExports = Object.keys(await import('../../packages/react-dialog-hub/dist/index.js')).sort();
    expect(entry.match(/\{([^}]+)\}/)[1].split(',').map((name) => name.trim()).sort()).toEqual(runtimeExports);
    // One measurement: the package's size script (its budget test) bundles the same entry the same way.
    const { esmSize, RUNTIME_EXPORTS } = await import('../../packages/react-dialog-hub/scripts/size.mjs');
    expect(entry).toBe(`export { ${RUNTIME_EXPORTS.join(', ')} } from 'react-dialog-hub';`);
    expect(esmSize().gzip).toBe(ours.gzip);
  });
});
