import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteDirectory } from '../../../plugins/gatsby-plugin-fast-build/internals';
import { typescript } from '../lazy-packages';

/** Folders whose modules Gatsby renders as pages: each must default-export a component. */
const PAGE_MODULE_DIRS = ['src/pages', 'src/templates'];
const MODULE_FILE = /\.(tsx?|jsx?)$/;

/**
 * Whether a module has a default export, read from its syntax tree (not a
 * text search, so a comment mentioning "export default" does not count).
 */
export function hasDefaultExport(fileName: string, source: string): boolean {
  const ts = typescript();
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  return file.statements.some((statement) => {
    if (ts.isExportAssignment(statement)) return !statement.isExportEquals; // export default x
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.some((element) => element.name.text === 'default'); // export { X as default }
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    const kinds = new Set(modifiers?.map((m) => m.kind));
    return kinds.has(ts.SyntaxKind.ExportKeyword) && kinds.has(ts.SyntaxKind.DefaultKeyword); // export default function/class
  });
}

/** The error for a page module without a default export, naming the file and the fix. */
export function missingDefaultExportMessage(relativePath: string): string {
  const base = path.basename(relativePath).replace(MODULE_FILE, '');
  const pascal = base.replace(/(^|[-_.\s]+)([a-z0-9])/gi, (_, __, c: string) => c.toUpperCase());
  const name = /^[A-Z][\w$]*$/.test(pascal) && base !== 'index' ? pascal : 'Page';
  return (
    `${relativePath} doesn't have a default export. Gatsby renders the default export of every module in ` +
    `${PAGE_MODULE_DIRS.join(' and ')} as a page. Export the page component as the default, for example ` +
    `\`export default function ${name}(props) { … }\`, ` +
    `or move the module out of ${path.dirname(relativePath)}.`
  );
}

/** Where the modules found with a default export are kept (by path and text), for the next start to skip. */
export const pageModulesRecord = (root: string) => path.join(root, '.cache/page-modules.json');

/**
 * Checks every page module under `root`; returns one message per offending file. A module whose path and text passed
 * before (`record`, null for none) is not parsed again: reading it takes TypeScript, whose load was about 0.45 s of a
 * warm develop start or build on 2 cores, and nothing else there needs it.
 */
export async function findPageModulesWithoutDefaultExport(root: string, record: string | null = pageModulesRecord(root)): Promise<string[]> {
  const problems: string[] = [];
  const passed = new Set<string>(record ? await readRecord(record) : []);
  const passedNow: string[] = [];
  for (const dir of PAGE_MODULE_DIRS) {
    let entries: string[];
    try {
      entries = (await fs.readdir(path.join(root, dir), { recursive: true })) as string[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const entry of entries.sort()) {
      // Tests, type declarations and CSS modules live beside pages but are not pages.
      if (!MODULE_FILE.test(entry) || /\.(test|spec)\.|\.d\.ts$/.test(entry)) continue;
      const relativePath = path.posix.join(dir, entry.split(path.sep).join('/'));
      const source = await fs.readFile(path.join(root, relativePath), 'utf8');
      const key = createHash('sha256').update(`${relativePath}\0${source}`).digest('hex');
      if (passed.has(key)) passedNow.push(key);
      else if (hasDefaultExport(relativePath, source)) passedNow.push(key);
      else problems.push(missingDefaultExportMessage(relativePath));
    }
  }
  if (record && (passedNow.length !== passed.size || passedNow.some((key) => !passed.has(key)))) {
    try {
      await fs.mkdir(path.dirname(record), { recursive: true });
      await fs.writeFile(record, JSON.stringify(passedNow));
    } catch {
      // A read-only .cache: the next start parses them again.
    }
  }
  return problems;
}

async function readRecord(file: string): Promise<string[]> {
  try {
    const keys: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ store, reporter }) => {
  const problems = await findPageModulesWithoutDefaultExport(siteDirectory(store));
  if (problems.length) reporter.panic(problems.join('\n\n'));
};
