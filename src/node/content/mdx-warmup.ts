import path from 'node:path';
import { developFlag, developSettled } from '../../../plugins/gatsby-plugin-fast-build/develop';
import { mdxPluginOptions } from './mdx-options';
import { warmCommitDates } from './git-last-updated';

/**
 * A section with what the site's plugins act on (a callout, a heading, a link, inline code) and what the docs' MDX
 * holds besides Markdown (a `{…}` expression, a JSX element), and no code block to store.
 */
const WARM_SECTION = (n: number) =>
  `## Section ${n}\n\n:::note\nA [link](/docs/intro) and \`code\`, *emphasis* and **strong** text.\n:::\n\nA paragraph with a [link](#section-${n}), \`inline code\`, {format(${n} * 1024)} and <kbd>Esc</kbd>, then a list:\n\n- **one.** A longer item, with \`code\` in it.\n- two \`three\`\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n`;
/**
 * As long as a doc, with the ESM a doc starts with (an import, an export): the parser's and the plugins' code runs
 * enough to be compiled by V8, as it is for the edited doc. The intro imports data and formats it in its text.
 */
const WARM_DOC = `import sizes from './sizes.json';\n\nexport const format = (bytes) => \`\${(bytes / 1024).toFixed(1)} KiB\`;\n\n# Warm-up\n\n${Array.from({ length: 20 }, (_, n) => WARM_SECTION(n)).join('')}`;

/**
 * developWarmMdx. On a warm start every MDX module comes from webpack's cache, so the MDX compiler (@mdx-js/mdx, its
 * remark/rehype/recma pipeline, loaded by gatsby-plugin-mdx with a dynamic import: 0.12 s to import in a fresh process)
 * was loaded and first run by the author's first edit. Once develop has settled after its first compile (developSettled,
 * well before an author's first save: the background work waits longer), this loads the same module and runs the
 * site's plugins once on a doc-length text, and reads the git history the edited doc's node takes its date from
 * (warmCommitDates). A failure only leaves the first edit as it was.
 */
export function warmMdxWhenQuiet(root = process.cwd()): void {
  if (!developFlag('developWarmMdx', root)) return;
  void developSettled()
    .then(() => Promise.all([warmCommitDates(path.join(root, 'content')), warmMdx(root)]))
    .catch(() => {});
}

/** Loads the MDX compiler and compiles WARM_DOC with the site's plugins; resolves with the compiled module's text. */
export async function warmMdx(root = process.cwd()): Promise<string> {
  const { createProcessor } = await import('@mdx-js/mdx');
  const { VFile } = await import('vfile');
  const processor = createProcessor({ ...mdxPluginOptions.mdxOptions, format: 'mdx' } as Parameters<typeof createProcessor>[0]);
  return String(await processor.process(new VFile({ value: WARM_DOC, path: path.join(root, 'content', '.warm-up.mdx') })));
}
