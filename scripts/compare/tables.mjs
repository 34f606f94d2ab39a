// Reads the Markdown tables of content/docs/comparison.mdx, for the checks that hold the page
// to its sources: scripts/compare/peer-types.mjs and scripts/compare/peer-behaviour.mjs (install
// the versions the page states; their claims name the page's rows) and
// scripts/compare/sources.test.mjs (every cell about a peer links its source).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPARISON_PAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/docs/comparison.mdx');

/** This library's column and row label in the tables; every other library is a peer. */
export const OWN_LABEL = 'React Dialog Hub';

/** Splits a table row on its unescaped pipes (`\|` stays inside a cell, as in GFM). */
function cells(line) {
  const parts = line.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/);
  return parts.map((cell) => cell.trim());
}

/**
 * The page's tables, each with the `## ` heading it sits under, its header cells and its
 * body rows (cells as written in the MDX source), with the 1-based source line of each row.
 */
export function readTables(source = readFileSync(COMPARISON_PAGE, 'utf8')) {
  const lines = source.split('\n');
  const tables = [];
  let heading = '';
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (/^##\s/.test(line)) heading = line.replace(/^#+\s*/, '').trim();
    const isTableStart = line.trim().startsWith('|') && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '');
    if (!isTableStart) continue;
    const table = { heading, header: cells(line), rows: [] };
    i += 2;
    while (i < lines.length && lines[i].trim().startsWith('|')) {
      table.rows.push({ line: i + 1, cells: cells(lines[i]) });
      i += 1;
    }
    tables.push(table);
  }
  return tables;
}

/**
 * The "Versions compared" table as { label, pkg, version } per peer: the version is the first
 * x.y.z in its cell (the page may add a note, such as the version a size was measured at).
 */
export function readPeerVersions(tables = readTables()) {
  const table = tables.find((t) => t.header[0] === 'Library' && t.header.includes('Package') && t.header.includes('Version'));
  if (!table) throw new Error(`${COMPARISON_PAGE}: no table with Library, Package and Version columns`);
  const pkgColumn = table.header.indexOf('Package');
  const versionColumn = table.header.indexOf('Version');
  return table.rows
    .filter((row) => row.cells[0] !== OWN_LABEL)
    .map((row) => ({
      label: plainText(row.cells[0]),
      pkg: /`([^`]+)`/.exec(row.cells[pkgColumn])?.[1] ?? '',
      version: /\d+\.\d+\.\d+/.exec(row.cells[versionColumn])?.[0] ?? '',
      line: row.line,
    }));
}

/** The row labels of the tables that have a column for `label` (a library's rows). */
export function rowsOf(tables, label) {
  return new Set(
    tables.filter((table) => table.header.some((cell) => plainText(cell) === label)).flatMap((table) => table.rows.map((row) => plainText(row.cells[0]))),
  );
}

/** A cell's text without Markdown links, code ticks and emphasis, for comparing labels. */
export function plainText(cell) {
  return cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '').trim();
}

/** The page's link reference definitions (`[id]: https://…`), lower-cased id to URL. */
export function readDefinitions(source) {
  const definitions = new Map();
  for (const match of source.matchAll(/^\s{0,3}\[([^\]]+)\]:\s*(\S+)/gm)) definitions.set(match[1].toLowerCase(), match[2]);
  return definitions;
}

/** The URLs a cell links to: inline `[text](url)` and reference `[text][id]` links. */
export function cellLinks(cell, definitions) {
  const inline = [...cell.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]);
  const referenced = [...cell.matchAll(/\]\[([^\]]+)\]/g)].map((m) => definitions.get(m[1].toLowerCase()) ?? `undefined reference [${m[1]}]`);
  return [...inline, ...referenced];
}

/**
 * Every cell about a peer that does not link its source or state the peer's version, as
 * "<table> › <row> › <peer> (line N): <why>". Cells about a peer are those in a peer's column
 * of a table that also has a React Dialog Hub column, and the peers' rows of the Versions table.
 */
export function unsourcedCells(source) {
  const tables = readTables(source);
  const definitions = readDefinitions(source);
  const peers = readPeerVersions(tables);
  const versionOf = new Map(peers.map((peer) => [peer.label, peer.version]));
  const problems = [];
  const check = (where, line, cell, version) => {
    const links = cellLinks(cell, definitions);
    const broken = links.filter((url) => !/^https?:\/\//.test(url));
    if (!links.length) problems.push(`${where} (line ${line}): no source link`);
    for (const url of broken) problems.push(`${where} (line ${line}): ${url}`);
    if (version && !cell.includes(version)) problems.push(`${where} (line ${line}): does not state the version (${version})`);
  };
  for (const table of tables) {
    const labels = table.header.map(plainText);
    if (labels[0] === 'Library' && labels.includes('Version')) {
      for (const row of table.rows) {
        const label = plainText(row.cells[0]);
        if (label !== OWN_LABEL) check(`${table.heading} › ${label}`, row.line, row.cells.slice(1).join(' | '), '');
      }
      continue;
    }
    if (!labels.includes(OWN_LABEL)) continue;
    labels.forEach((label, column) => {
      if (column === 0 || label === OWN_LABEL) return;
      if (!versionOf.has(label)) {
        problems.push(`${table.heading} › column "${label}": not a library of the Versions compared table`);
        return;
      }
      for (const row of table.rows) {
        check(`${table.heading} › ${plainText(row.cells[0])} › ${label}`, row.line, row.cells[column] ?? '', versionOf.get(label));
      }
    });
  }
  return problems;
}
