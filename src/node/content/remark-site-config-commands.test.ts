// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { siteConfig } from '../../site-config';
import { mdxToMarkdown } from '../machine-docs/markdown-twin';
import { splitMdxSections } from '../search/search-markdown';
import type { MdastNode } from './remark-callouts';
import { fillCommandFences, fillSiteConfig, SiteConfigCommandError } from './remark-site-config-commands';

const COMMAND = 'npm install {siteConfig.url}{siteConfig.pathPrefix}/{siteConfig.packageName}-{siteConfig.library.version}.tgz';
const FILLED = `npm install ${siteConfig.url}${siteConfig.pathPrefix}/${siteConfig.packageName}-${siteConfig.library.version}.tgz`;
const file = path.resolve('content/docs/sample.mdx');

const fences = (source: string) => {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as unknown as MdastNode;
  fillCommandFences(tree, { path: file });
  const found: string[] = [];
  const visit = (node: MdastNode) => (node.type === 'code' ? found.push(node.value ?? '') : node.children?.forEach(visit));
  visit(tree);
  return found;
};

describe('site-config values in shell fences', () => {
  it('writes out each {siteConfig.…} of a shell fence, inside JSX (tabs) too', () => {
    expect(fences(`<Tabs>\n<TabItem value="npm">\n\n\`\`\`bash\n${COMMAND}\n\`\`\`\n\n</TabItem>\n</Tabs>`)).toEqual([FILLED]);
    for (const lang of ['sh', 'shell', 'zsh', 'console']) expect(fences(`\`\`\`${lang}\necho {siteConfig.title}\n\`\`\``)).toEqual([`echo ${siteConfig.title}`]);
  });

  it('leaves code samples, fences without a language and other braces alone', () => {
    const sample = 'const url = `${x}`;\nconst a = {siteConfig.url};';
    expect(fences(`\`\`\`tsx\n${sample}\n\`\`\``)).toEqual([sample]);
    expect(fences('```\n{siteConfig.url}\n```')).toEqual(['{siteConfig.url}']);
    expect(fences('```bash\nfind . -exec rm {} \\;\necho ${HOME} {other.value}\n```')).toEqual(['find . -exec rm {} \\;\necho ${HOME} {other.value}']);
  });

  it('fails, naming the file and line, on a value the config does not have', () => {
    expect(() => fences('Text.\n\n```bash\nnpm install {siteConfig.nope}\n```')).toThrow(SiteConfigCommandError);
    expect(() => fences('Text.\n\n```bash\nnpm install {siteConfig.nope}\n```')).toThrow('content/docs/sample.mdx:3: {siteConfig.nope} names no string or number');
    // An object is no text either.
    expect(() => fillSiteConfig('{siteConfig.library}', 'x')).toThrow(SiteConfigCommandError);
  });

  it('the page, its Markdown twin and its search record say the same command', { timeout: 120_000 }, async () => {
    const source = `## Install\n\n\`\`\`bash\n${COMMAND}\n\`\`\`\n`;
    const { compileMDX } = await import('gatsby-plugin-mdx');
    const { mdxPluginOptions } = await import('./mdx-options');
    const cache = { get: async () => undefined } as unknown as Parameters<typeof compileMDX>[2];
    const reporter = {
      panicOnBuild: ({ context }: { context: { errorMeta: Error } }) => {
        throw context.errorMeta;
      },
    } as unknown as Parameters<typeof compileMDX>[3];
    const result = await compileMDX({ source, absolutePath: file }, mdxPluginOptions.mdxOptions as Parameters<typeof compileMDX>[1], cache, reporter);
    const page = result!.processedMDX.toString();
    // The highlighted markup splits the line into tokens: compare its text.
    const html = /html: "((?:[^"\\]|\\.)*)"/.exec(page)?.[1];
    expect(html, 'the fence was highlighted into the page').toBeDefined();
    expect(JSON.parse(`"${html}"`).replace(/<[^>]+>/g, '')).toBe(FILLED);

    const twin = mdxToMarkdown(`---\ntitle: T\n---\n\n${source}`, { title: 'T' }, { file, siteBase: 'https://example.test', twinRoutes: new Set() });
    expect(twin).toContain(`\`\`\`bash\n${FILLED}\n\`\`\``);

    const [, install] = splitMdxSections(source);
    expect(install!.code).toContain(siteConfig.packageName.replace(/-.*/, ''));
    expect(install!.code).not.toContain('siteConfig');
  });
});
