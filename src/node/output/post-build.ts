import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteConfig } from '../../site-config';
import { emptyDeadChunkMapping } from './dead-chunk-mapping';
import { checkCompileHints } from './compile-hints';
import { deferPageScripts } from './deferred-scripts';
import { siteDirectory } from '../../../plugins/gatsby-plugin-fast-build/internals';
import { writeHtmlSiblings } from './html-siblings';
import { isRedirectPage, writeRedirects } from './redirects';
import { removeStaleOutputs } from './stale-outputs';
import { writeSitemap } from './sitemap';
import { checkLinks, formatProblems, rewriteHtmlFiles, type PageRewrite } from './check-links';
import { resolveRequest } from './pages-resolution.mjs';
import { writeMachineReadableDocs } from '../machine-docs/llms-txt';
import { packLibraryOnce } from './package-tarball';

/**
 * Set BROKEN_LINKS=warn to see the whole report without failing, while
 * iterating locally. The default (and CI) fails the build.
 */
const LINK_MODE_VARIABLE = 'BROKEN_LINKS';

/**
 * The one onPostBuild, in order: Gatsby's dead chunk mapping emptied in the
 * pages, their bundle tags deferred past the first paint, the extensionless `x.html` siblings (so the link check sees what
 * GitHub Pages will serve), the redirect pages of moved routes, the compile hint checked on the scripts pages run at load, the sitemap, the Markdown twins with llms.txt,
 * the documented package's `npm pack` file while it is not on the npm registry (Getting Started installs it from the site),
 * then the link check over the finished public/ folder (pages and twins).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter, graphql, getNodesByType, basePath }) => {
  const root = siteDirectory(store);
  const publicDir = path.join(root, 'public');
  // Every page Gatsby built, from the public SitePage nodes.
  const pagePaths = getNodesByType('SitePage').map((page) => (page as unknown as { path: string }).path);

  // Both rewrites in one read and write of each page.
  // Not the redirect pages a warm build finds from the last one: they have no Gatsby scripts.
  const pagesOnly = (rewrite: PageRewrite): PageRewrite => (html, relative) => (isRedirectPage(html) ? html : rewrite(html, relative));
  const [stripped, deferred] = await rewriteHtmlFiles(publicDir, [emptyDeadChunkMapping, deferPageScripts].map(pagesOnly));
  reporter.info(`[dead-chunk-mapping] emptied Gatsby's unread string-form ___chunkMapping on ${stripped} pages`);
  reporter.info(`[deferred-scripts] bundles load after the first paint on ${deferred} pages`);

  const siblings = await writeHtmlSiblings(publicDir, pagePaths);
  reporter.info(`[html-siblings] wrote ${siblings.length} extensionless-route .html files`);

  // Moved pages: a static redirect page at each old route (GitHub Pages has no server redirects).
  let redirects: string[];
  try {
    redirects = await writeRedirects(publicDir, siteConfig.docs.redirects, { prefix: basePath, siteUrl: siteConfig.url, pagePaths });
  } catch (error) {
    reporter.panicOnBuild(`[redirects] ${(error as Error).message}`);
    return;
  }
  reporter.info(`[redirects] wrote ${redirects.length} redirect pages for ${siteConfig.docs.redirects.length} moved routes`);

  const hinted = await checkCompileHints(publicDir, basePath);
  reporter.info(`[compile-hints] ${hinted} load-time scripts start with the eager-compile hint`);

  const urls = await writeSitemap(publicDir, pagePaths, { siteUrl: siteConfig.url, prefix: siteConfig.pathPrefix });
  reporter.info(`[sitemap] listed ${urls.length} pages in sitemap.xml`);

  // The path prefix when built with --prefix-paths, else ''.
  const prefix = basePath;
  const machine = await writeMachineReadableDocs({ graphql, reporter }, publicDir, `${siteConfig.url}${prefix}`);
  reporter.info(`[llms-txt] wrote ${machine.twins.length} Markdown twins, llms.txt and llms-full.txt`);

  // While the package is not on the npm registry, readers install its packed file from the site
  // (`npm install <site>/<name>-<version>.tgz`, content/docs/getting-started.mdx): the file `npm pack` writes, at the root.
  const packed: string[] = [];
  if (!siteConfig.packagePublished) {
    let tarball: { filename: string; reused: boolean };
    try {
      tarball = await packLibraryOnce(root, publicDir, path.join(root, '.cache/package-tarball.json'));
    } catch (error) {
      reporter.panicOnBuild(`[package-tarball] ${(error as Error).message}`);
      return;
    }
    packed.push(tarball.filename);
    reporter.info(
      tarball.reused
        ? `[package-tarball] kept ${tarball.filename}: packages/${siteConfig.library.name} is unchanged since it was packed`
        : `[package-tarball] wrote ${tarball.filename} (npm pack of packages/${siteConfig.library.name})`,
    );
  }

  // The search files' names are content hashes: a warm build that changed the index leaves the old pair behind.
  const search = await graphql<{ localSearchDocs: { publicIndexURL: string; publicStoreURL: string } | null }>(
    '{ localSearchDocs { publicIndexURL publicStoreURL } }',
  );
  const searchFiles = Object.values(search.data?.localSearchDocs ?? {}).map((url) => (prefix && url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url));
  // Before the link check, so it never sees a sibling or twin of a page deleted since a warm build (nor, after a
  // version change, the last version's packed file).
  const stale = await removeStaleOutputs(publicDir, path.join(root, '.cache/post-build-outputs.json'), [...siblings, ...redirects, ...machine.twins, ...searchFiles, ...packed]);
  if (stale.length) reporter.info(`[stale-outputs] removed ${stale.length} files the last build wrote and this one did not: ${stale.join(', ')}`);

  const report = await checkLinks({
    publicDir,
    prefix,
    siteOrigin: siteConfig.url,
    resolveRequest,
    memoRoot: root,
  });
  for (const anchor of report.brokenAnchors) {
    reporter.warn(`[check-links] broken anchor on ${anchor.page}: ${anchor.href} (${anchor.reason})`);
  }
  reporter.info(
    `[check-links] ${report.referencesChecked} internal references on ${report.pagesChecked} pages: ` +
      `${report.brokenLinks.length} broken, ${report.brokenAnchors.length} broken anchors (${report.pagesParsed} pages parsed, the others unchanged since the last build)`,
  );
  if (!report.brokenLinks.length) return;
  const message =
    `[check-links] ${report.brokenLinks.length} broken link(s) in the build (page → href):\n` +
    `${formatProblems(report.brokenLinks)}\n` +
    `Fix: point each href at an existing page or file (site paths like /docs/intro, which Gatsby prefixes ` +
    `with ${siteConfig.pathPrefix}), or add the missing page. ` +
    `Set ${LINK_MODE_VARIABLE}=warn only to see this report without failing while iterating locally.`;
  if (process.env[LINK_MODE_VARIABLE] === 'warn') reporter.warn(message);
  else reporter.panicOnBuild(message);
};
