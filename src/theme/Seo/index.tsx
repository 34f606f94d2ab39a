import React from 'react';
import { pageTitle, siteConfig } from '../../site-config';
import HeadTags from '../HeadTags';
import { seoTags, type SeoInput } from './meta';

type SeoProps = SeoInput;

/**
 * Head of one page: title (through `pageTitle`: "{page} | React Dialog Hub"),
 * description, canonical URL, Open Graph and Twitter card tags.
 */
export default function Seo(props: SeoProps) {
  const tags = seoTags(props);
  return (
    <HeadTags titleTemplate={pageTitle('%s')} defaultTitle={siteConfig.title}>
      <title>{props.title}</title>
      <link rel="canonical" href={tags.canonical} />
      {tags.meta.map((tag) => (
        <meta key={'name' in tag ? tag.name : tag.property} {...tag} />
      ))}
    </HeadTags>
  );
}
