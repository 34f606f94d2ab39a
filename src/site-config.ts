/**
 * The one place for author-facing settings: identity, routes, sidebar,
 * navbar, footer, colour mode and the behaviour constants of the spec.
 * Build-time code and the browser bundle both import it, so it must stay
 * plain data (no Node APIs). Its schema (src/node/content/site-config-schema.ts)
 * checks it at build start.
 */

import libraryPackage from '../packages/react-dialog-hub/package.json';

export type NavbarPosition = 'left' | 'right';

export type NavbarItem =
  | { type: 'docSidebar'; sidebarId: string; label: string; position?: NavbarPosition }
  | { type: 'link'; label: string; to: string; position?: NavbarPosition }
  | { type: 'href'; label: string; href: string; position?: NavbarPosition };

/** A link to a doc by id (its path inside content/docs without extension). */
export interface SidebarDocItem {
  type: 'doc';
  id: string;
  /** Overrides the doc's front-matter title in the sidebar. */
  label?: string;
}

export type SidebarCategoryLink =
  /** A generated page listing the category's items with their descriptions. */
  | { type: 'generated-index'; slug: string; title: string; description: string }
  /** The API reference index, generated from the library's source. */
  | { type: 'api-index'; slug: string };

export interface SidebarCategory {
  type: 'category';
  label: string;
  collapsed: boolean;
  link?: SidebarCategoryLink;
  items: SidebarItem[];
}

/** Placeholder replaced at build time by the API symbols grouped by kind. */
export interface SidebarApiItems {
  type: 'api-symbols';
}

export type SidebarItem = SidebarDocItem | SidebarCategory | SidebarApiItems;

export interface FooterColumn {
  title: string;
  items: Array<{ label: string; to?: string; href?: string }>;
}

export interface AnnouncementBarConfig {
  id: string;
  /** Plain text. */
  content: string;
  /** Optional link after the text (external links open in a new tab). */
  link?: { label: string; href: string };
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface DocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
}

/**
 * The repository on GitHub, as "owner/name", read from the `repository` field
 * the library publishes in its package.json (which npm links to): the only
 * place it is written. The repository links, the API's "Defined in" links and
 * the site origin (the owner's GitHub Pages host) derive from it.
 */
const githubRepository = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(libraryPackage.repository.url)?.[1] ?? '';
const repoUrl = `https://github.com/${githubRepository}`;
// The documented package's name, version and licence come from its package.json, never
// typed twice (webpack keeps only the fields read here out of the JSON).
const library = { name: libraryPackage.name, version: libraryPackage.version, license: libraryPackage.license };
const { license } = library;
/**
 * Whether `library.name` at `library.version` is on the npm registry: the one switch for
 * install instructions (landing page, Getting Started) and exported example projects. Until
 * it is, they install the file `npm pack` writes from this repository.
 */
const packagePublished = false as boolean;
/** The API reference index, generated from the library's source. */
const apiIndexPath = '/docs/api/';

export const siteConfig = {
  title: 'React Dialog Hub',
  tagline: 'Headless, type-safe dialog orchestration for React',
  /** Origin the site is deployed to: the repository owner's GitHub Pages host. */
  url: `https://${githubRepository.split('/')[0]}.github.io`,
  /** Every route sits under this prefix (`gatsby build --prefix-paths`). */
  pathPrefix: '/react-dialog-hub',
  titleDelimiter: '|',
  githubRepository,
  /** The documented package: name, version and licence, read from its package.json. */
  library,
  repoUrl,
  /** The library's npm name. */
  packageName: library.name,
  packagePublished,
  /** What an install command names: the package, or until it is published the packed file beside the app. */
  installSpec: packagePublished ? library.name : `../${library.name}/${library.name}-*.tgz`,
  license,
  /** Where "Defined in" links of the API reference point. */
  repoBlobUrl: `${repoUrl}/blob/main`,
  changelogUrl: `${repoUrl}/blob/main/packages/${library.name}/CHANGELOG.md`,
  /** Where "Edit this page" links point: + the file's path from the repository root. */
  repoEditUrl: `${repoUrl}/edit/main`,
  /** llms.txt's `>` summary line (src/node/machine-docs/llms-txt.ts). */
  llmsSummary:
    'React Dialog Hub is a headless, type-safe dialog orchestration library for React: open any dialog component with `show()` and await its typed result. These links are the Markdown versions of the documentation pages.',
  locale: { label: 'English', htmlLang: 'en', direction: 'ltr' as const },
  /** Open Graph / Twitter card image under static/ (made by scripts/site/social-card.mjs). */
  socialCard: { src: '/img/social-card.png', alt: 'React Dialog Hub: headless, type-safe dialog orchestration for React', width: 1200, height: 630 },

  docs: {
    /** Folder of the MDX sources, relative to the project root. */
    contentDir: 'content/docs',
    routeBasePath: '/docs',
    version: {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/docs',
      mainDocId: 'intro',
    } satisfies DocsVersion,
    draftIds: [] as string[],
    /**
     * Pages that moved, old route → new route (no prefix). The build writes a static page at each
     * old route that sends readers and search engines on to the new one (src/node/output/redirects.ts):
     * GitHub Pages has no server-side redirects.
     */
    redirects: [
      { from: '/docs/lifecycle', to: '/docs/guides/lifecycle' },
      { from: '/docs/accessibility', to: '/docs/guides/accessibility' },
    ] as Array<{ from: string; to: string }>,
    /** Route of the API reference index; the symbol pages sit below it. */
    apiIndexPath,
  },

  /** The one sidebar, named `docs`. Its order drives previous/next links. */
  sidebars: {
    docs: [
      { type: 'doc', id: 'intro' },
      { type: 'doc', id: 'getting-started' },
      {
        type: 'category',
        label: 'Guides',
        collapsed: false,
        link: {
          type: 'generated-index',
          slug: '/docs/category/guides',
          title: 'Guides',
          description: 'How dialogs live and end, and how to animate, cancel, server-render, test and compose them.',
        },
        items: [
          { type: 'doc', id: 'guides/lifecycle' },
          { type: 'doc', id: 'guides/hubs' },
          { type: 'doc', id: 'guides/animations' },
          { type: 'doc', id: 'guides/cancellation' },
          { type: 'doc', id: 'guides/accessibility' },
          { type: 'doc', id: 'guides/server-rendering' },
          { type: 'doc', id: 'guides/testing' },
          { type: 'doc', id: 'guides/patterns' },
          { type: 'doc', id: 'guides/coming-from' },
        ],
      },
      { type: 'doc', id: 'troubleshooting' },
      { type: 'doc', id: 'migration' },
      { type: 'doc', id: 'changelog' },
      { type: 'doc', id: 'comparison' },
      {
        type: 'category',
        label: 'Examples',
        collapsed: false,
        link: {
          type: 'generated-index',
          slug: '/docs/category/examples',
          title: 'Examples',
          description:
            'The same six dialogs built three ways: with the native dialog element, Radix Themes and Material UI.',
        },
        items: [
          { type: 'doc', id: 'examples/plain', label: 'Plain' },
          { type: 'doc', id: 'examples/radix', label: 'Radix' },
          { type: 'doc', id: 'examples/mui', label: 'MUI' },
        ],
      },
      {
        type: 'category',
        label: 'API',
        collapsed: true,
        link: { type: 'api-index', slug: apiIndexPath },
        items: [{ type: 'api-symbols' }],
      },
    ] as SidebarItem[],
  },

  navbar: {
    hideOnScroll: true,
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { type: 'link', label: 'API', to: apiIndexPath, position: 'left' },
      { type: 'href', label: 'GitHub', href: repoUrl, position: 'right' },
    ] as NavbarItem[],
  },

  footer: {
    columns: [
      { title: 'Docs', items: [{ label: 'Getting Started', to: '/docs/getting-started' }] },
      { title: 'More', items: [{ label: 'GitHub', href: repoUrl }] },
    ] as FooterColumn[],
    logo: { alt: 'React Dialog Hub logo', src: '/img/logo.svg' },
    copyright: `Copyright © ${new Date().getFullYear()} React Dialog Hub. Documents ${library.name} ${library.version}, released under the ${license} licence. Built with Gatsby.`,
  },

  colorMode: {
    /** Shown when no choice is stored and the system states no preference. */
    defaultMode: 'light' as 'light' | 'dark',
    /** Hides the navbar toggle (the mode then follows the system or the default). */
    disableSwitch: false,
    /** true: the toggle cycles system → light → dark → system; false: it flips dark ↔ light. */
    respectPrefersColorScheme: true,
  },

  /**
   * Bar above the navbar. Changing `id` shows it again to readers who
   * dismissed the previous one. The colours are used in both colour modes
   * and must keep a contrast of at least 4.5:1 (checked by a unit test);
   * set to `null` for no bar.
   */
  announcementBar: {
    // A new version shows the bar again to readers who dismissed the last one.
    id: `release-${library.version}`,
    content: `React Dialog Hub ${library.version} is an early preview: typed, promise-based dialogs that animate out, for any UI kit.`,
    link: { label: 'Star it on GitHub', href: repoUrl },
    backgroundColor: '#1e1b4b',
    textColor: '#ffffff',
    isCloseable: true,
  } as AnnouncementBarConfig | null,

  /** Behaviour constants of the specification (§9). */
  constants: {
    desktopBreakpointPx: 996,
    loaderDelayMs: 200,
    progressBar: { delayMs: 200, minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800 },
    tocLevels: { min: 2, max: 3 },
    defaultNavbarPosition: 'right' as NavbarPosition,
    deploymentBranch: 'gh-pages',
    /**
     * How the search index is cut for the browser (src/node/search/search-shards.ts), in raw JSON
     * bytes per file (about a third of that gzip): a query loads the postings files its words fall
     * in and the text files of the results it shows, so these bound what each query costs.
     */
    search: { shardBytes: 6_000, textBytes: 1_500 },
  },
};

export type SiteConfig = typeof siteConfig;

/** Joins a page title with the site title: "{page} | React Dialog Hub". */
export function pageTitle(title: string): string {
  return `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}
