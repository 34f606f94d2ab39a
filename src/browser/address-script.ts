import { UndecodablePathError } from '../lib/url-path';

/**
 * Inline script for the <head> of every page: fixes the address before
 * any bundle reads it. It must run that early because Gatsby's router
 * (reach-router) reads and decodes `location` as soon as its module loads,
 * and throws on a malformed percent-escape, leaving the page dead.
 * - `/x.html` and `/x/index.html` become the bare route `/x` (spelt like
 *   the page's own path when that differs only by a trailing slash, as
 *   `/docs/api/` does);
 * - a path Gatsby cannot route (a malformed percent-escape, or an escaped
 *   "%": its loader decodes paths several times, see cache-dir/find-path.js)
 *   becomes routable: on a page, the page's own path (the server chose this
 *   page for it); on the not-found page, the path decoded leniently, bad
 *   bytes and stray "%" becoming U+FFFD, so it still shows as not found.
 *   A malformed hash gets its "%" escaped. Either way a console warning
 *   names the original address.
 * ES5, compact (it is in every page's HTML) and self-contained: it runs
 * before, and without, the app bundle. Only the not-found page carries the
 * lenient decoder, since no real page is served for an undecodable path.
 *
 * @param pagePath the route this HTML was rendered for, with the deploy
 *   prefix (e.g. "/react-dialog-hub/docs/intro"); null on the not-found page.
 */
export function addressNormalizationScript(pagePath: string | null): string {
  const warning = `[react-dialog-hub] ${new UndecodablePathError('{path}').message}`;
  const args = [pagePath, warning].map((value) => JSON.stringify(value)).join(',');
  // p: page path, w: warning, a: path, h: hash, o: original address, b: broken.
  const routable = pagePath === null ? 'a=u(a)' : 'a=p';
  // The not-found page's lenient decoder: valid UTF-8 escapes kept, everything else U+FFFD.
  const lenient =
    pagePath === null
      ? "function u(s){var r='',y=[],i;function f(){if(y.length){r+=new TextDecoder().decode(new Uint8Array(y));y=[]}}" +
        "for(i=0;i<s.length;i++)if(/^%[0-9a-f]{2}$/i.test(s.substr(i,3))){y.push(parseInt(s.substr(i+1,2),16));i+=2}else{f();r+=s.charAt(i)}" +
        "f();return r.replace(/%/g,'\\ufffd').split('/').map(encodeURIComponent).join('/')}"
      : '';
  return (
    `(function(p,w){var l=location,a=l.pathname,h=l.hash,o=a+h,b=0;${lenient}` +
    "function d(s){try{return decodeURIComponent(s).indexOf('%')>=0}catch(e){return 1}}" +
    `if(d(a)){${routable};b=1}` +
    "try{decodeURIComponent(h)}catch(e){h=h.replace(/%/g,'%25');b=1}" +
    "if(b)console.warn(w.split('{path}').join(o));" +
    "if(/(^|\\/)index\\.html$/i.test(a))a=a.replace(/\\/?index\\.html$/i,'')||'/';else if(/[^\\/]\\.html$/i.test(a))a=a.replace(/\\.html$/i,'');" +
    "function t(s){return s.replace(/\\/+$/,'')}" +
    "if(p&&t(a)===t(p))a=p;" +
    "if(a+h!==l.pathname+l.hash)history.replaceState(history.state,'',a+l.search+h)" +
    `})(${args});`
  );
}
