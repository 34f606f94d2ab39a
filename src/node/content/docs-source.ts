import type { GatsbyNode, Node } from 'gatsby';
import { siteConfig } from '../../site-config';
import path from 'node:path';
import { lastCommitDate, lastUpdatedText } from './git-last-updated';
import { CHANGELOG_DOC, CHANGELOG_SOURCE } from './changelog-doc';

interface FileNode extends Node {
  relativePath: string;
  absolutePath: string;
  sourceInstanceName: string;
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
}

/** The length a page description must have: search engines cut off longer snippets. */
export const DESCRIPTION_LENGTH = { min: 30, max: 160 };

/** Whether a description fits a search snippet whole. */
export const fitsSnippet = (description: string) =>
  description.length >= DESCRIPTION_LENGTH.min && description.length <= DESCRIPTION_LENGTH.max;

/** Doc id and route for each MDX file, plus a front-matter check that names the file. */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx') return;
  const file = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined;
  if (!file || file.sourceInstanceName !== 'docs') return;
  // The changelog page is written from the package's CHANGELOG.md: edit links and dates follow that file.
  const generated = file.relativePath === CHANGELOG_DOC;
  const where = generated ? CHANGELOG_SOURCE : `${siteConfig.docs.contentDir}/${file.relativePath}`;
  const frontmatter = (node as MdxNode).frontmatter ?? {};
  for (const key of ['title', 'description'] as const) {
    const value = frontmatter[key];
    if (typeof value !== 'string' || !value.trim()) {
      reporter.panicOnBuild(
        `${where}: front matter needs a non-empty "${key}" string (found ${JSON.stringify(value)}). ` +
          `Start the file with:\n---\ntitle: Page title\ndescription: One sentence for search results and link previews.\n---`,
      );
    }
  }
  const description = frontmatter.description;
  if (typeof description === 'string' && !fitsSnippet(description)) {
    reporter.panicOnBuild(
      `${where}: front matter "description" is ${description.length} characters; use ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}, ` +
        'one sentence that search results and link previews show whole (longer ones are cut off).',
    );
  }
  const docId = file.relativePath.replace(/\.mdx?$/, '');
  actions.createNodeField({ node, name: 'docId', value: docId });
  actions.createNodeField({ node, name: 'slug', value: `${siteConfig.docs.routeBasePath}/${docId}` });
  actions.createNodeField({ node, name: 'sourcePath', value: where });
  const lastUpdated = lastCommitDate(generated ? path.resolve(CHANGELOG_SOURCE) : file.absolutePath);
  actions.createNodeField({ node, name: 'lastUpdated', value: lastUpdated });
  actions.createNodeField({ node, name: 'lastUpdatedText', value: lastUpdated && lastUpdatedText(lastUpdated) });
  const draft = frontmatter.draft;
  if (draft !== undefined && typeof draft !== 'boolean') {
    reporter.panicOnBuild(`${where}: front matter "draft" must be true or false (found ${JSON.stringify(draft)}).`);
  }
  actions.createNodeField({ node, name: 'draft', value: draft === true });
};
