// Compares two builds of the site, file by file: the fast one (every optimization of gatsby-plugin-fast-build) and a
// plain one (`--plain`, Gatsby as it builds on its own). The optimizations must not change the site a reader gets, so
// every file must be byte-identical once the content hashes in asset names (and Gatsby's compilation hash) are
// replaced by a placeholder, except for the differences named in ALLOWED, each checked as narrowly as it can be.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A bundle or stylesheet named with its content hash: `app-0197dd9620481c42dd49.js`, `styles.546de88376e4107ae304.css`. */
export const ASSET = /[\w~-]+?[-.][0-9a-f]{16,20}\.(?:js|css)(?:\.LICENSE\.txt|\.map)?/g;
/** A chunk webpack names by number or by a hash of its modules (no name of ours or Gatsby's): `209-….js`, `5faffef…-….js`. */
const ANONYMOUS = /^(\d+|[0-9a-f]{40})-[0-9a-f]{20}\.js(\.LICENSE\.txt|\.map)?$/;

/** The differences the optimizations may make, each with its reason (printed by scripts/test/plain-vs-fast.mjs). */
export const ALLOWED = [
  {
    id: 'javascript',
    what: 'the bytes of every JavaScript bundle',
    why: 'esbuild (esbuildTranspile) and swc (swcMinify) write other JavaScript than Babel and Terser for the same modules; the set of named chunks (app, framework, page components, examples…) is checked to be the same',
  },
  {
    id: 'anonymous-chunks',
    what: "webpack's unnamed shared chunks (numbered or named by a hash of their modules)",
    why: "Babel adds its helpers as modules of their own (@babel/runtime) where esbuild inlines them, so webpack cuts the shared code into other chunks; the pages' HTML still lists as many scripts",
  },
  {
    id: 'licence-comments',
    what: 'licence comments extracted beside a bundle (*.js.LICENSE.txt)',
    why: "swc keeps a licence comment Terser drops with the code it was attached to (@mui/styled-engine's in example-mui); every comment of the plain build's file must be in the fast build's",
  },
  {
    id: 'webpack-stats',
    what: "webpack.stats.json (Gatsby's list of every chunk group's files)",
    why: 'It lists the unnamed chunks, which are cut differently; the chunk groups it names are checked to be the same',
  },
];

/** Every file under `root`, relative, sorted. */
export function listFiles(root, dir = '') {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(root, relative) : [relative];
    })
    .sort();
}

/** A text with every hashed asset name and Gatsby's compilation hash replaced by placeholders. */
export function normalize(text) {
  return text
    .replace(ASSET, (name) => (ANONYMOUS.test(name) ? '<chunk>' : `${name.replace(/[-.][0-9a-f]{16,20}(?=\.(?:js|css))/, '')}#`))
    .replace(/(webpackCompilationHash[\\"'=:]+)[0-9a-f]{12,}/g, '$1<hash>');
}

/** A file's name with its content hash out (`app-0197….js` → `app.js`); unnamed chunks stay as they are. */
const nameOf = (file) => (ANONYMOUS.test(path.posix.basename(file)) ? file : file.replace(/[-.][0-9a-f]{16,20}(?=\.(?:js|css))/, ''));

const isText = (file) => !/\.(png|jpe?g|gif|webp|ico|woff2?|zip)$/.test(file);

/** The comment blocks of a licence file. */
const comments = (text) => text.split(/\n(?=\/\*)/).map((block) => block.trim()).filter(Boolean);

/**
 * Compares the builds in `fastDir` and `plainDir`. Returns the checks made, each `{ label, ok, details }` (details
 * name what differs), so that every difference is either allowed by name or reported.
 */
export function compareBuilds(fastDir, plainDir) {
  const checks = [];
  const check = (label, details) => checks.push({ label, ok: details.length === 0, details });
  const fast = listFiles(fastDir);
  const plain = listFiles(plainDir);
  const byName = (files) => new Map(files.filter((file) => !ANONYMOUS.test(path.posix.basename(file))).map((file) => [nameOf(file), file]));
  const fastNamed = byName(fast);
  const plainNamed = byName(plain);

  check('the same files, content hashes in names aside (unnamed chunks aside: anonymous-chunks)', [
    ...[...fastNamed.keys()].filter((name) => !plainNamed.has(name)).map((name) => `only in the fast build: ${fastNamed.get(name)}`),
    ...[...plainNamed.keys()].filter((name) => !fastNamed.has(name)).map((name) => `only in the plain build: ${plainNamed.get(name)}`),
  ]);
  const anonymousFast = fast.filter((file) => ANONYMOUS.test(path.posix.basename(file)));
  const anonymousPlain = plain.filter((file) => ANONYMOUS.test(path.posix.basename(file)));
  check('unnamed chunks only beside the bundles, where webpack writes them (anonymous-chunks)', [...anonymousFast, ...anonymousPlain].filter((file) => file.includes('/')));

  const pages = [];
  const stylesheets = [];
  const licences = [];
  for (const [name, fastFile] of fastNamed) {
    const plainFile = plainNamed.get(name);
    if (!plainFile) continue;
    const a = readFileSync(path.join(fastDir, fastFile));
    const b = readFileSync(path.join(plainDir, plainFile));
    if (name.endsWith('.js') || name.endsWith('.js.map')) continue; // javascript
    if (name.endsWith('.LICENSE.txt')) {
      const kept = comments(a.toString('utf8'));
      for (const comment of comments(b.toString('utf8'))) if (!kept.includes(comment)) licences.push(`${name}: the plain build's comment ${JSON.stringify(comment.slice(0, 60))}… is missing`);
      continue;
    }
    if (name === 'webpack.stats.json') continue; // webpack-stats, below
    if (a.equals(b)) continue;
    if (name.endsWith('.css')) {
      stylesheets.push(name);
      continue;
    }
    if (!isText(name) || normalize(a.toString('utf8')) !== normalize(b.toString('utf8'))) pages.push(name);
  }
  check('every page, page data, twin, sitemap, search and data file byte-identical, asset names and compilation hash aside', pages);
  check('every stylesheet byte-identical', stylesheets);
  check("every licence comment of the plain build's bundles kept (licence-comments)", licences);
  const groups = (dir) => {
    try {
      return Object.keys(JSON.parse(readFileSync(path.join(dir, 'webpack.stats.json'), 'utf8')).namedChunkGroups ?? {}).sort();
    } catch {
      return null;
    }
  };
  const fastGroups = groups(fastDir);
  const plainGroups = groups(plainDir);
  check('webpack.stats.json names the same chunk groups (webpack-stats)', JSON.stringify(fastGroups) === JSON.stringify(plainGroups) && fastGroups ? [] : [`fast ${JSON.stringify(fastGroups)}, plain ${JSON.stringify(plainGroups)}`]);
  const jsCount = (named) => [...named.keys()].filter((name) => name.endsWith('.js')).length;
  check('the same named JavaScript chunks, each in both builds (javascript)', jsCount(fastNamed) > 0 && jsCount(fastNamed) === jsCount(plainNamed) ? [] : [`${jsCount(fastNamed)} against ${jsCount(plainNamed)}`]);
  return checks;
}

/** Whether `file` exists as a directory. */
export const isDir = (file) => {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
};
