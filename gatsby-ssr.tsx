import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import { siteConfig } from './src/site-config';

export { wrapRootElement } from './src/root-wrapper';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction });
  setHeadComponents([<link key="icon" rel="icon" type="image/svg+xml" href={withPrefix('/favicon.svg')} />]);
};
export { onPreRenderHTML } from './src/node/external-stylesheet';
