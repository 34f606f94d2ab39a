import React from 'react';
import { siteConfig } from '../../site-config';
import { translate } from '../../lib/translate';

/**
 * Warns on the home page when the site is served under another base URL
 * than it was built for: then every script and stylesheet URL points to the
 * configured prefix and 404s, so this must work without the app bundle.
 * It is plain server-rendered markup outside the React root plus:
 * - an inline script right after it, which removes it when the address is
 *   under the configured base, or shows it and fills in the suggested base
 *   URL when it is not (with scripting on, CSS keeps it hidden until then,
 *   so it never flashes);
 * - for readers without JavaScript, a `<noscript>` stylesheet from the
 *   configured base that hides it: it loads only when the base is right.
 */
export const BASE_URL_BANNER_ID = 'base-url-banner';
/** Lives in static/, so it is served from the configured base URL. */
export const BASE_URL_CHECK_STYLESHEET = '/base-url-check.css';

export const configuredBaseUrl = `${siteConfig.pathPrefix}/`;

const suggestionTemplate = () =>
  translate(
    {
      id: 'baseUrlBanner.suggestion',
      message:
        'We suggest the base URL {suggestedUrl}: set pathPrefix to "{suggestedPrefix}" in src/site-config.ts and rebuild, or serve the site under {configuredUrl}.',
    },
    { configuredUrl: configuredBaseUrl },
  );

/** The inline script, ES5 and self-contained: the bundle may not have loaded. */
export function baseUrlBannerScript(): string {
  const args = [BASE_URL_BANNER_ID, configuredBaseUrl, suggestionTemplate()].map((v) => JSON.stringify(v)).join(',');
  return `(function(id,base,template){
var banner=document.getElementById(id);if(!banner)return;
var path=location.pathname;
if(path.indexOf(base)===0||path===base.slice(0,-1)){banner.parentNode.removeChild(banner);return;}
var url=path.replace(/index\\.html$/,'');if(url.charAt(url.length-1)!=='/')url+='/';
var slot=banner.querySelector('[data-suggestion]');
slot.textContent=template.split('{suggestedUrl}').join(url).split('{suggestedPrefix}').join(url.slice(0,-1));
slot.hidden=false;banner.style.display='block';
})(${args});`;
}

/** Head part: the no-JavaScript check stylesheet (href already prefixed by the caller). */
export function BaseUrlCheckStylesheet({ href }: { href: string }) {
  // React does not render <noscript> children on the server reliably; write the markup.
  return <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${href}">` }} />;
}

/** Body part: the banner and its script. */
export function BaseUrlBanner() {
  return (
    <>
      <div id={BASE_URL_BANNER_ID} role="alert">
        <p>
          <strong>{translate({ id: 'baseUrlBanner.title', message: 'This site did not load properly.' })}</strong>{' '}
          {translate(
            {
              id: 'baseUrlBanner.explanation',
              message:
                'It was built for the base URL {configuredUrl} but is served from another address, so its scripts and styles cannot load.',
            },
            { configuredUrl: configuredBaseUrl },
          )}
        </p>
        <p data-suggestion="" hidden />
      </div>
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript() }} />
    </>
  );
}
