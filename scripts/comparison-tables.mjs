// Reads the Markdown tables of content/docs/comparison.mdx, for the two checks that hold the
// page to its sources: scripts/check-peer-types.mjs (installs the versions the page states)
// and scripts/comparison-sources.test.mjs (every cell about a peer links its source).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPARISON_PAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/docs/comparison.mdx');

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

/** A cell's text without Markdown links, code ticks and emphasis, for comparing labels. */
export function plainText(cell) {
  return cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '').trim();
}

/** True when a cell's Markdown or JSX holds a link to a source outside this site. */
export function hasSourceLink(cell) {
  return /\]\(https?:\/\/[^)\s]+\)/.test(cell) || /href=["']https?:\/\//.test(cell);
}
