/**
 * The docs versions as data (the site has one: `current`, labelled "Next",
 * at /docs) and the reader's preferred version, remembered in local
 * storage. With a single version the preference is simply the version of
 * the last docs page read (gatsby-browser.tsx saves it on every route
 * update); a version switcher would call `savePreferredDocsVersion` the same way.
 */
import { STORAGE_KEYS } from '../../constants';
import { siteConfig, type DocsVersion } from '../../site-config';
import { readStorage, writeStorage } from '../storage';

export interface DocsVersionData extends DocsVersion {
  /** Doc ids built but left out of the sidebar and navigation. */
  draftIds: string[];
  /** Names of the sidebars this version's docs use. */
  sidebars: string[];
}

export const docsVersions: readonly DocsVersionData[] = [
  { ...siteConfig.docs.version, draftIds: siteConfig.docs.draftIds, sidebars: Object.keys(siteConfig.sidebars) },
];

export function findDocsVersion(name: string): DocsVersionData | undefined {
  return docsVersions.find((version) => version.name === name);
}

/** The version whose docs contain `routePath` (a route without the deploy prefix), if any. */
export function docsVersionOfRoute(routePath: string): DocsVersionData | undefined {
  return docsVersions.find((version) => routePath === version.path || routePath.startsWith(`${version.path}/`));
}

/** The stored preference; a stale or unknown name counts as no preference. */
export function readPreferredDocsVersion(): DocsVersionData | undefined {
  const name = readStorage(STORAGE_KEYS.preferredDocsVersion);
  return name ? findDocsVersion(name) : undefined;
}

/** Remembers the reader's version. Returns whether it could be stored. */
export function savePreferredDocsVersion(name: string): boolean {
  if (!findDocsVersion(name)) {
    throw new Error(
      `savePreferredDocsVersion: "${name}" is not a docs version. Known versions: ${docsVersions
        .map((v) => v.name)
        .join(', ')} (see docs.version in src/site-config.ts).`,
    );
  }
  if (readStorage(STORAGE_KEYS.preferredDocsVersion) === name) return true;
  return writeStorage(STORAGE_KEYS.preferredDocsVersion, name);
}
