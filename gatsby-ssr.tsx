import React from 'react';
import { withPrefix, type GatsbySSR } from 'gatsby';
import { siteConfig } from './src/site-config';
import { noFlashScript } from './src/lib/color-mode/color-mode-script';
import { addressNormalizationScript } from './src/browser/address-script';
import { BaseUrlBanner, BaseUrlCheckStylesheet, BASE_URL_CHECK_STYLESHEET } from './src/theme/BaseUrlBanner';

export { wrapRootElement } from './src/root-wrapper';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, setPreBodyComponents }) => {
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
  // Before any bundle reads the address: .html → bare route, malformed escapes made harmless.
  const isNotFound = /^\/(404|500|dev-404-page)(\/|\.html)?$/.test(pathname);
  setHeadComponents([
    <script
      key="address-normalization"
      dangerouslySetInnerHTML={{ __html: addressNormalizationScript(isNotFound ? null : withPrefix(pathname)) }}
    />,
  ]);
  // Home page only: warn when the site is served under another base URL than configured. Not in gatsby develop, which
  // serves without the prefix and renders this one shell (for `/`) for every page.
  if (pathname === '/' && process.env.NODE_ENV === 'production') {
    setHeadComponents([<BaseUrlCheckStylesheet key="base-url-check" href={withPrefix(BASE_URL_CHECK_STYLESHEET)} />]);
    setPreBodyComponents([<BaseUrlBanner key="base-url-banner" />]);
  }
};
export { onPreRenderHTML } from './src/node/output/external-stylesheet';
