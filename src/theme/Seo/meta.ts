import { siteConfig as defaultConfig, pageTitle, type SiteConfig } from '../../site-config';

export interface SeoInput {
  /** Page title without the site suffix. */
  title: string;
  description?: string;
  /** Route without the path prefix, e.g. /docs/intro. */
  path: string;
  /** Open Graph type: `website` unless a page says otherwise. */
  type?: 'website' | 'article';
  /** Keeps the page out of search results (the not-found page). */
  noIndex?: boolean;
}

export interface SeoTags {
  title: string;
  description: string;
  canonical: string;
  /** `<meta>` tags, keyed by `name` (Twitter, robots) or `property` (Open Graph). */
  meta: Array<{ name: string; content: string } | { property: string; content: string }>;
}

/**
 * The deployed, absolute URL of a site path. It always carries the path
 * prefix, even in development, because it names where the page lives.
 */
export function absoluteUrl(path: string, config: SiteConfig = defaultConfig): string {
  return `${config.url}${config.pathPrefix}${path.startsWith('/') ? path : `/${path}`}`;
}

const NOT_FOUND = /^\/404(\.html|\/)?$/;

/** Every head tag of a page, from the site config and the page's own title and description. */
export function seoTags(input: SeoInput, config: SiteConfig = defaultConfig): SeoTags {
  const description = input.description?.trim() || config.tagline;
  const title = pageTitle(input.title);
  const canonical = absoluteUrl(input.path, config);
  const image = absoluteUrl(config.socialCard.src, config);
  const noIndex = input.noIndex ?? NOT_FOUND.test(input.path);
  return {
    title,
    description,
    canonical,
    meta: [
      { name: 'description', content: description },
      ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: config.title },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(config.socialCard.width) },
      { property: 'og:image:height', content: String(config.socialCard.height) },
      { property: 'og:image:alt', content: config.socialCard.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: config.socialCard.alt },
    ],
  };
}
