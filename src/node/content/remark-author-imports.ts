import path from 'node:path';
import type { MdastNode } from './remark-callouts';

/**
 * The imports the build adds to every doc.
 *
 * First, src/theme/stylesheet-order.ts: gatsby-plugin-mdx puts the doc's
 * import above the template's own imports, so without it the components a doc
 * imports would decide the stylesheet order of its page (see that module).
 *
 * Then author components that need JavaScript (tabs), imported only by the
 * docs that use them, so every other page's first load stays free of them:
 * the import is added when a doc uses one and does not import it itself.
 * Writing `<Tabs>` in any doc still needs no import line.
 */
export const STYLESHEET_ORDER_MODULE = path.resolve('src/theme/stylesheet-order.ts');

export const AUTHOR_MODULES: Array<{ file: string; defaultExport: string; named: string[] }> = [
  // Resolved from the project root (the build's working directory): gatsby-config is compiled elsewhere.
  { file: path.resolve('src/mdx/Tabs/index.tsx'), defaultExport: 'Tabs', named: ['TabItem'] },
];

function usedJsxNames(tree: MdastNode): Set<string> {
  const names = new Set<string>();
  const visit = (node: MdastNode) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) names.add(node.name);
    node.children?.forEach(visit);
  };
  visit(tree);
  return names;
}

/** Names the doc's own import/export statements bind. */
function declaredNames(tree: MdastNode): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children ?? []) {
    const program = node.type === 'mdxjsEsm' ? (node.data?.estree as { body?: Array<{ specifiers?: Array<{ local?: { name: string } }> }> } | undefined) : undefined;
    for (const statement of program?.body ?? []) for (const specifier of statement.specifiers ?? []) if (specifier.local) names.add(specifier.local.name);
  }
  return names;
}

const identifier = (name: string) => ({ type: 'Identifier', name });

/** The ESM node MDX compiles: `import Default, { named } from "file"`, as the estree MDX reads. */
function importNode(file: string, defaultName: string | null, named: string[]): MdastNode {
  const specifiers = [
    ...(defaultName ? [{ type: 'ImportDefaultSpecifier', local: identifier(defaultName) }] : []),
    ...named.map((name) => ({ type: 'ImportSpecifier', imported: identifier(name), local: identifier(name) })),
  ];
  const source = JSON.stringify(file);
  return {
    type: 'mdxjsEsm',
    value: `import ${[defaultName, named.length ? `{ ${named.join(', ')} }` : null].filter(Boolean).join(', ')} from ${source}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers, source: { type: 'Literal', value: file, raw: source } }],
      },
    },
  };
}

export function addAuthorImports(tree: MdastNode): void {
  const used = usedJsxNames(tree);
  const declared = declaredNames(tree);
  const imports: MdastNode[] = [];
  for (const module of AUTHOR_MODULES) {
    const wanted = (name: string) => used.has(name) && !declared.has(name);
    const named = module.named.filter(wanted);
    const defaultName = wanted(module.defaultExport) ? module.defaultExport : null;
    if (defaultName || named.length) imports.push(importNode(module.file, defaultName, named));
  }
  tree.children = [importNode(STYLESHEET_ORDER_MODULE, null, []), ...imports, ...(tree.children ?? [])];
}

export default function remarkAuthorImports() {
  return (tree: MdastNode) => addAuthorImports(tree);
}
