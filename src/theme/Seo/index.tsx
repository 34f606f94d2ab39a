import React from 'react';
import { Helmet } from 'react-helmet';
import { siteConfig } from '../../site-config';
import { seoTags, type SeoInput } from './meta';

type SeoProps = SeoInput;

/**
 * Head of one page: title (the template adds " | React Dialog Hub"),
 * description, canonical URL, Open Graph and Twitter card tags.
 */
export default function Seo(props: SeoProps) {
  const tags = seoTags(props);
  return (
    <Helmet titleTemplate={`%s ${siteConfig.titleDelimiter} ${siteConfig.title}`} defaultTitle={siteConfig.title}>
      <title>{props.title}</title>
      <link rel="canonical" href={tags.canonical} />
      {tags.meta.map((tag) => (
        <meta key={'name' in tag ? tag.name : tag.property} {...tag} />
      ))}
    </Helmet>
  );
}
