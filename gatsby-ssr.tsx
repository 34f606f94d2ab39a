import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import { siteConfig } from './src/site-config';
import { noFlashScript } from './src/lib/color-mode-script';

export { wrapRootElement } from './src/root-wrapper';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction });
  setHeadComponents([<link key="icon" rel="icon" type="image/svg+xml" href={withPrefix('/favicon.svg')} />]);
  // Colour mode (and a dismissed announcement) applied before first paint: no flash of the wrong theme.
  setHeadComponents([
    <script
      key="theme-no-flash"
      dangerouslySetInnerHTML={{
        __html: noFlashScript({ colorMode: siteConfig.colorMode, announcementId: siteConfig.announcementBar?.id ?? null }),
      }}
    />,
  ]);
};
export { onPreRenderHTML } from './src/node/external-stylesheet';
