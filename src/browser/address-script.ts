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
 *   is decoded leniently, bad bytes and stray "%" becoming U+FFFD, so it
 *   resolves to the not-found page; a malformed hash gets its "%" escaped.
 *   Either way a console warning names the original address.
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
function bad(s){try{return decodeURIComponent(s).indexOf('%')>=0}catch(e){return true}}
function lenient(p){
var out='',bytes=[],i,m;
function flush(){if(bytes.length){out+=new TextDecoder().decode(new Uint8Array(bytes));bytes=[]}}
for(i=0;i<p.length;i++){
m=/^%[0-9a-f]{2}$/i.test(p.substr(i,3));
if(m){bytes.push(parseInt(p.substr(i+1,2),16));i+=2}else{flush();out+=p.charAt(i)}
}
flush();
return out.replace(/%/g,'\ufffd').split('/').map(encodeURIComponent).join('/');
}
var broken=false;
if(bad(path)){path=lenient(path);broken=true}
try{decodeURIComponent(hash)}catch(e){hash=hash.replace(/%/g,'%25');broken=true}
if(broken&&window.console)console.warn(warning.split('{path}').join(original));
if(/(^|\\/)index\\.html$/i.test(path))path=path.replace(/\\/?index\\.html$/i,'')||'/';
else if(/[^\\/]\\.html$/i.test(path))path=path.replace(/\\.html$/i,'');
function trim(s){return s.replace(/\\/+$/,'')}
if(pagePath&&trim(path)===trim(pagePath))path=pagePath;
if(path+hash!==l.pathname+l.hash)history.replaceState(history.state,'',path+l.search+hash);
})(${args});`;
}
