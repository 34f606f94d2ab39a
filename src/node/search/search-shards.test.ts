// @vitest-environment node
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docsVocabulary, syntheticPage } from '../../../scripts/bench/synthetic-pages.mjs';
import { decodePostings, searchFile, SEARCH_INDEX_FILE, SEARCH_ROOT, type EntriesFile, type Postings, type SearchManifest } from '../../lib/search/search-shards';
import { siteConfig } from '../../site-config';
import { buildIndex, openFiles, readDocs, type BuiltIndex } from './search-test-index';

// A site ten times today's: the real docs plus 200 generated pages (the bench's generator).
const contentDir = path.resolve(__dirname, '../../../content/docs');
const SYNTHETIC = 200;

function corpus() {
  const vocabulary = docsVocabulary(contentDir);
  const synthetic = Array.from({ length: SYNTHETIC }, (_, i) => {
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(syntheticPage(i + 1, vocabulary))!;
    const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(front)?.[1] ?? null;
    return { fields: { slug: `/docs/synthetic/page-${i + 1}` }, frontmatter: { title: field('title')!, description: field('description') }, body };
  });
  const api = [{ name: 'DialogProvider', kind: 'function', slug: '/docs/api/functions/DialogProvider', summary: 'Renders its children and the open dialogs.' }];
  return { allMdx: { nodes: [...readDocs(), ...synthetic] }, allApiSymbol: { nodes: api } };
}

const json = <T,>(built: BuiltIndex, name: string) => JSON.parse(built.files.get(name)!) as T;
const postingsFiles = (built: BuiltIndex) => [...built.files.keys()].filter((name) => /^p\d+\.json$/.test(name));

let sharded: BuiltIndex;
let whole: BuiltIndex;
beforeAll(async () => {
  const data = corpus();
  sharded = await buildIndex(data, siteConfig.constants.search);
  // The same index in one postings file and one text file: what sharding must not change.
  whole = await buildIndex(data, { shardBytes: Infinity, textBytes: Infinity });
}, 60_000);

describe('the published files of a 230-page site', () => {
  it('hold exactly the FlexSearch export, each word once, in the file its bounds say', async () => {
    const manifest = json<SearchManifest>(sharded, searchFile.manifest);
    const files = postingsFiles(sharded);
    expect(files.length).toBeGreaterThan(10);
    expect(manifest.bounds).toHaveLength(files.length);
    const seen = new Map<string, Postings>();
    files.forEach((name, i) => {
      const words = json<Record<string, Postings>>(sharded, name);
      for (const [word, postings] of Object.entries(words)) {
        expect(seen.has(word)).toBe(false);
        seen.set(word, postings);
        expect(word >= manifest.bounds[i]).toBe(true);
        if (i + 1 < files.length) expect(word < manifest.bounds[i + 1]).toBe(true);
      }
      // A file closes before it passes the threshold (a single huge word may stand alone).
      if (Object.keys(words).length > 1) expect(sharded.files.get(name)!.length).toBeLessThanOrEqual(siteConfig.constants.search.shardBytes + 100);
    });
    // Compared with the export itself, read directly: map[slot][word] = ids.
    const [map] = JSON.parse(sharded.exported) as [Array<Record<string, number[]>>];
    const exported = new Map<string, Array<[number, number]>>();
    map.forEach((words, slot) => {
      for (const [word, ids] of Object.entries(words)) for (const id of ids) exported.set(word, [...(exported.get(word) ?? []), [id, slot]]);
    });
    expect(seen.size).toBe(exported.size);
    for (const [word, pairs] of exported) expect(decodePostings(seen.get(word)!), word).toEqual(pairs);
  });

  it('a query fetches a strict subset of the postings and text files, and answers as the unsplit index does', async () => {
    for (const query of ['dialog provider', 'cancel', 'Material UI', 'dialg provider']) {
      const { engine, loaded } = openFiles(sharded.files);
      const results = await engine.search(query, { snippets: 8 });
      const fetched = new Set(loaded.filter((name) => /^p\d+\.json$/.test(name)));
      expect(fetched.size, query).toBeGreaterThan(0);
      expect(fetched.size, query).toBeLessThan(postingsFiles(sharded).length);
      const texts = loaded.filter((name) => /^t\d+\.json$/.test(name));
      expect(texts.length, query).toBeLessThan([...sharded.files.keys()].filter((name) => /^t\d+\.json$/.test(name)).length);
      const reference = await whole.engine.search(query);
      expect(results.hits.map((h) => [h.url, h.edits]), query).toEqual(reference.hits.map((h) => [h.url, h.edits]));
      expect(results.hits.length, query).toBeGreaterThan(0);
    }
  });

  it('a second query fetches only the files the first did not', async () => {
    sharded.loaded.length = 0;
    await sharded.engine.search('dialog provider');
    const first = sharded.loaded.length;
    await sharded.engine.search('dialog provider');
    expect(sharded.loaded.length).toBe(first);
  });

  it('corrects a typo from the word list of its first letter only, and nothing else', async () => {
    const { engine, loaded } = openFiles(sharded.files);
    const { hits } = await engine.search('dialg provider');
    expect(hits[0].url).toBe('/docs/api/functions/DialogProvider');
    expect(loaded.filter((name) => name.startsWith('w-'))).toEqual(['w-d.json']);
    // Words as typed that find something load no word list at all.
    const exact = openFiles(sharded.files);
    await exact.engine.search('dialog provider');
    expect(exact.loaded.filter((name) => name.startsWith('w-'))).toEqual([]);
  });

  it('corrects a typo in the first letter from the lists that can hold the word, only when its own list has none', async () => {
    for (const [query, url, lists] of [
      // First letter replaced: words whose second letter is "a".
      ['xancellation', '/docs/guides/cancellation', ['w-x.json', 's-a.json', 's-x.json', 'w-a.json']],
      // First letter left out: words whose second letter is "i".
      ['ialog provider', '/docs/api/functions/DialogProvider', ['w-i.json', 's-a.json', 's-i.json', 'w-a.json']],
      // First two letters swapped: words starting with the typed second letter.
      ['idalog provider', '/docs/api/functions/DialogProvider', ['w-i.json', 's-d.json', 's-i.json', 'w-d.json']],
    ] as const) {
      const { engine, loaded } = openFiles(sharded.files);
      const { hits } = await engine.search(query);
      expect(hits[0]?.url.replace(/#.*/, ''), query).toBe(url);
      expect(loaded.filter((name) => /^[ws]-/.test(name)).sort(), query).toEqual([...lists].sort());
    }
    // A word list with a close word stops there: "dialg" loads no second-letter list.
    const { engine, loaded } = openFiles(sharded.files);
    await engine.search('dialg');
    expect(loaded.filter((name) => name.startsWith('s-'))).toEqual([]);
  });

  it('entries and texts give back what the store had', () => {
    const entries = json<EntriesFile>(sharded, searchFile.entries);
    const manifest = json<SearchManifest>(sharded, searchFile.manifest);
    expect(entries.rows).toHaveLength(manifest.entries);
    const texts = manifest.textStarts.flatMap((_, i) => json<string[]>(sharded, searchFile.texts(i)));
    expect(texts).toEqual(Array.from({ length: manifest.entries }, (_, id) => sharded.store[String(id)].text));
    for (const [id, row] of entries.rows.entries()) {
      const stored = sharded.store[String(id)];
      const [route, title] = entries.pages[row[0]];
      expect(row[1] ? `${route}#${row[1]}` : route).toBe(stored.url);
      expect(title).toBe(stored.page);
      expect(row[2] ?? undefined).toBe(stored.section);
      expect(row[3]).toBe(stored.kind);
    }
  });
});

describe('writeSearchFiles', () => {
  const write = async (run: (publicDir: string) => void) => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const publicDir = mkdtempSync(path.join(tmpdir(), 'search-files-'));
    try {
      run(publicDir);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  };
  const files = (version: number) =>
    new Map([
      [searchFile.manifest, `{"v":${version}}`],
      [searchFile.entries, '{"pages":[],"rows":[]}'],
      [searchFile.postings(0), `{"word${version}":[0,1,0]}`],
    ]);

  it('puts the manifest and entries in the fixed-URL index file, naming the folder of the rest', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { writeSearchFiles } = await import('./search-shards');
    await write((publicDir) => {
      const dir = writeSearchFiles(publicDir, files(1));
      const root = path.join(publicDir, SEARCH_ROOT);
      expect(JSON.parse(readFileSync(path.join(root, SEARCH_INDEX_FILE), 'utf8'))).toEqual({ dir, manifest: { v: 1 }, entries: { pages: [], rows: [] } });
      expect(readdirSync(path.join(root, dir))).toEqual([searchFile.postings(0)]);
    });
  });

  it('writes nothing when public/ holds that index already, and completes a folder whose index file was never written', async () => {
    const { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } = await import('node:fs');
    const { writeSearchFiles } = await import('./search-shards');
    await write((publicDir) => {
      const root = path.join(publicDir, SEARCH_ROOT);
      const dir = writeSearchFiles(publicDir, files(1));
      const postings = path.join(root, dir, searchFile.postings(0));
      const past = new Date(Date.now() - 60_000);
      for (const file of [postings, path.join(root, SEARCH_INDEX_FILE)]) utimesSync(file, past, past);
      expect(writeSearchFiles(publicDir, files(1))).toBe(dir);
      expect(statSync(postings).mtimeMs).toBeCloseTo(past.getTime(), -1);
      expect(statSync(path.join(root, SEARCH_INDEX_FILE)).mtimeMs).toBeCloseTo(past.getTime(), -1);

      // Another index's write, interrupted before its index file: its folder is removed, though this index is kept.
      mkdirSync(path.join(root, 'interrupted'));
      expect(writeSearchFiles(publicDir, files(1))).toBe(dir);
      expect(readdirSync(root).sort()).toEqual([dir, SEARCH_INDEX_FILE].sort());

      // Interrupted before its index file: the folder is there, one file short; the next write completes it.
      rmSync(postings);
      rmSync(path.join(root, SEARCH_INDEX_FILE));
      expect(writeSearchFiles(publicDir, files(1))).toBe(dir);
      expect(readFileSync(postings, 'utf8')).toBe('{"word1":[0,1,0]}');
      expect(JSON.parse(readFileSync(path.join(root, SEARCH_INDEX_FILE), 'utf8')).dir).toBe(dir);
    });
  });

  it('leaves only the newest index in public/ (a warm build keeps the folder of the last one)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { writeSearchFiles } = await import('./search-shards');
    await write((publicDir) => {
      const first = writeSearchFiles(publicDir, files(1));
      const second = writeSearchFiles(publicDir, files(2));
      expect(second).not.toBe(first);
      const root = path.join(publicDir, SEARCH_ROOT);
      expect(readdirSync(root).sort()).toEqual([second, SEARCH_INDEX_FILE].sort());
      expect(JSON.parse(readFileSync(path.join(root, SEARCH_INDEX_FILE), 'utf8')).dir).toBe(second);
    });
  });
});
