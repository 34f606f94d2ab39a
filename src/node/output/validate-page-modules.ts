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

/** Checks every page module under `root`; returns one message per offending file. */
export async function findPageModulesWithoutDefaultExport(root: string): Promise<string[]> {
  const problems: string[] = [];
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
      if (!hasDefaultExport(relativePath, source)) problems.push(missingDefaultExportMessage(relativePath));
    }
  }
  return problems;
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ store, reporter }) => {
  const problems = await findPageModulesWithoutDefaultExport(siteDirectory(store));
  if (problems.length) reporter.panic(problems.join('\n\n'));
};
