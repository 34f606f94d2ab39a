import { UndecodablePathError } from '../lib/url-path';

/**
 * Inline script for the <head> of every page: fixes the address before
 * any bundle reads it. It must run that early because Gatsby's router
 * (reach-router) reads and decodes `location` as soon as its module loads,
 * and throws on a malformed percent-escape, leaving the page dead.
 * - `/x.html` and `/x/index.html` become the bare route `/x` (spelt like
 *   the page's own path when that differs only by a trailing slash, as
 *   `/docs/api/` does);
 * - an undecodable path or hash gets its "%" escaped, so the router can
 *   resolve it (to the not-found page), with a console warning naming it.
 *   Gatsby's loader decodes the path twice (find-path.js), so the path is
 *   escaped until it survives two decodings.
 * ES5 and self-contained: it runs before, and without, the app bundle.
 *
 * @param pagePath the route this HTML was rendered for, with the deploy
 *   prefix (e.g. "/react-dialog-hub/docs/intro"); null on the not-found page.
 */
export function addressNormalizationScript(pagePath: string | null): string {
  const warning = `[react-dialog-hub] ${new UndecodablePathError('{path}').message}`;
  const args = [pagePath, warning].map((value) => JSON.stringify(value)).join(',');
  return `(function(pagePath,warning){
var l=window.location,path=l.pathname,hash=l.hash,original=path+hash;
function bad(s,times){try{for(var i=0;i<times;i++)s=decodeURIComponent(s);return false}catch(e){return true}}
var broken=false;
for(var i=0;i<2&&bad(path,2);i++){path=path.replace(/%/g,'%25');broken=true}
if(bad(hash,1)){hash=hash.replace(/%/g,'%25');broken=true}
if(broken&&window.console)console.warn(warning.split('{path}').join(original));
if(/(^|\\/)index\\.html$/i.test(path))path=path.replace(/\\/?index\\.html$/i,'')||'/';
else if(/[^\\/]\\.html$/i.test(path))path=path.replace(/\\.html$/i,'');
function trim(s){return s.replace(/\\/+$/,'')}
if(pagePath&&trim(path)===trim(pagePath))path=pagePath;
if(path+hash!==l.pathname+l.hash)history.replaceState(history.state,'',path+l.search+hash);
})(${args});`;
}
