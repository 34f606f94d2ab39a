import { siteConfig } from '../site-config';

/**
 * The file `npm pack` writes for a package: `name-version.tgz`, a scoped name's
 * `@` dropped and its `/` made a `-` (`@scope/pkg` 1.0.0 → `scope-pkg-1.0.0.tgz`).
 */
export const tarballFileName = (name: string, version: string) => `${name.replace(/^@/, '').replace(/\//g, '-')}-${version}.tgz`;

/**
 * Where the deployed site serves the documented package's packed file while it
 * is not on the npm registry (written by src/node/output/package-tarball.ts):
 * at the root of the site, under the path prefix. The URL Getting Started's
 * install commands name.
 */
export const libraryTarballUrl = (origin = siteConfig.url, prefix = siteConfig.pathPrefix) =>
  `${origin}${prefix}/${tarballFileName(siteConfig.library.name, siteConfig.library.version)}`;
