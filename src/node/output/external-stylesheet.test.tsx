import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkSiteStylesheet } from './external-stylesheet';

describe('linkSiteStylesheet', () => {
  it('turns Gatsby’s inlined site CSS into a stylesheet link and leaves the rest alone', () => {
    const head = [
      <style key="a" data-href="/p/styles.abc.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: 'body{}' }} />,
      <style key="b" dangerouslySetInnerHTML={{ __html: '.other{}' }} />,
      <link key="c" rel="icon" href="/p/favicon.svg" />,
    ];
    const html = renderToStaticMarkup(<>{linkSiteStylesheet(head)}</>);
    expect(html).toBe(
      '<link rel="stylesheet" href="/p/styles.abc.css" data-identity="gatsby-global-css"/>' +
        '<style>.other{}</style><link rel="icon" href="/p/favicon.svg"/>',
    );
  });
});
