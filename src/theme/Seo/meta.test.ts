import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../site-config';
import { absoluteUrl, seoTags } from './meta';

const content = (tags: ReturnType<typeof seoTags>, key: string) =>
  tags.meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content;

describe('seoTags', () => {
  const tags = seoTags({ title: 'Getting Started', description: 'Install it and open a first dialog.', path: '/docs/getting-started' });

  it('makes the canonical and og:url the deployed absolute URL under the prefix', () => {
    expect(tags.canonical).toBe(`${siteConfig.url}/react-dialog-hub/docs/getting-started`);
    expect(content(tags, 'og:url')).toBe(tags.canonical);
  });

  it('titles the social cards like the tab and uses the page description', () => {
    expect(content(tags, 'og:title')).toBe('Getting Started | React Dialog Hub');
    expect(content(tags, 'twitter:title')).toBe('Getting Started | React Dialog Hub');
    expect(content(tags, 'description')).toBe('Install it and open a first dialog.');
    expect(content(tags, 'og:description')).toBe('Install it and open a first dialog.');
    expect(content(tags, 'twitter:description')).toBe('Install it and open a first dialog.');
  });

  it('points og:image and twitter:image at the social card, absolute, with its size', () => {
    const image = `${siteConfig.url}/react-dialog-hub/img/social-card.png`;
    expect(content(tags, 'og:image')).toBe(image);
    expect(content(tags, 'twitter:image')).toBe(image);
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:height')).toBe('630');
    expect(content(tags, 'og:site_name')).toBe('React Dialog Hub');
  });

  it('falls back to the tagline without a description and keeps the home page indexable', () => {
    const home = seoTags({ title: siteConfig.tagline, path: '/', description: '  ' });
    expect(content(home, 'description')).toBe(siteConfig.tagline);
    expect(home.canonical).toBe(`${siteConfig.url}/react-dialog-hub/`);
    expect(content(home, 'robots')).toBeUndefined();
  });

  it('keeps the not-found page out of search results', () => {
    expect(content(seoTags({ title: 'Page Not Found', path: '/404' }), 'robots')).toBe('noindex');
  });

  it('follows the site config', () => {
    const config = { ...siteConfig, url: 'https://docs.example.org', pathPrefix: '/kit' };
    expect(absoluteUrl('docs/intro', config)).toBe('https://docs.example.org/kit/docs/intro');
  });
});
