import React from 'react';
import { Helmet } from 'react-helmet';
import { withPrefix } from 'gatsby';
import { siteConfig } from '../../site-config';

interface SeoProps {
  /** Page title without the site suffix; the template adds " | React Dialog Hub". */
  title: string;
  description?: string;
  /** Route without the path prefix, for the canonical URL. */
  path: string;
}

/** Title, description and canonical link of one page. */
export default function Seo({ title, description = siteConfig.tagline, path }: SeoProps) {
  const canonical = `${siteConfig.url}${withPrefix(path)}`;
  return (
    <Helmet titleTemplate={`%s ${siteConfig.titleDelimiter} ${siteConfig.title}`} defaultTitle={siteConfig.title}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
    </Helmet>
  );
}
