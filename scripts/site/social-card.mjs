// Renders static/img/social-card.png, the Open Graph / Twitter card image
// (1200×630, the size both recommend), from an SVG built here out of the
// site's title, tagline and logo. Run it after changing any of those:
//   node scripts/site/social-card.mjs
// The PNG is committed so the build needs no image tooling.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot as root, siteConfigField as field } from './site-config-field.mjs';

const WIDTH = 1200;
const HEIGHT = 630;

const title = field('title');
const tagline = field('tagline');
const url = field('url');
const prefix = field('pathPrefix');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// The logo's inner drawing, scaled into the card.
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8').replace(/^<svg[^>]*>|<\/svg>\s*$/g, '');

/** Breaks the tagline into lines of at most `max` characters. */
function wrap(text, max) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const line = lines[lines.length - 1];
    if (line && `${line} ${word}`.length > max) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  return lines;
}

const taglineLines = wrap(tagline, 34)
  .map((line, i) => `<text x="96" y="${390 + i * 62}" class="tagline">${escape(line)}</text>`)
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e1b4b"/>
      <stop offset="1" stop-color="#3730a3"/>
    </linearGradient>
    <style>
      .title { font: 700 84px 'DejaVu Sans', 'Liberation Sans', sans-serif; fill: #ffffff; }
      .tagline { font: 400 48px 'DejaVu Sans', 'Liberation Sans', sans-serif; fill: #c7d2fe; }
      .url { font: 400 30px 'DejaVu Sans Mono', 'Liberation Mono', monospace; fill: #a5b4fc; }
    </style>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect x="0" y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="#a5b4fc"/>
  <g transform="translate(84 56) scale(2.5)">${logo}</g>
  <text x="96" y="300" class="title">${escape(title)}</text>
  ${taglineLines}
  <text x="96" y="${HEIGHT - 64}" class="url">${escape(url.replace(/^https?:\/\//, '') + prefix)}</text>
</svg>`;

const out = path.join(root, 'static/img/social-card.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(out);
const { width, height, size } = await sharp(out).metadata().then(async (meta) => ({ ...meta, size: readFileSync(out).length }));
console.log(`Wrote ${path.relative(root, out)} (${width}×${height}, ${(size / 1024).toFixed(1)} KB)`);
