// copyChangedGatsbyFiles, in the Gatsby CLI process of a build (installed by preload.cjs). Plain CommonJS: the preload
// runs before Gatsby, with plain Node.
const fs = require('node:fs');
const path = require('node:path');

/** Its name in ../internals.ts. */
const COPY_RUNTIME_INTERNAL =
  "Gatsby's copy of its browser runtime into .cache on every start (services/initialize.js: fs-extra's copy(srcDir, siteDir, { overwrite: true }) from gatsby/cache-dir, taken through Babel's interop when the module loads)";
const INITIALIZE_MODULE = 'gatsby/dist/services/initialize.js';
const COPY_FIX = 'Fix copyChangedGatsbyFiles in plugins/gatsby-plugin-fast-build/node/copy-runtime.cjs for this Gatsby, or turn it off meanwhile (--off=copyChangedGatsbyFiles; Gatsby then copies every file again).';
/** The call in initialize.js this stands in for, and where its source folder comes from. */
const COPY_CALL = /\bfs\.copy\(srcDir, siteDir, \{\s*overwrite: true\s*\}\)/;
const SOURCE_DIR = /const srcDir = `\$\{__dirname\}\/\.\.\/\.\.\/cache-dir`;/;

/**
 * What fs-extra's copy with `overwrite: true` leaves in `destination` (the files of `source`, with their modes; other
 * files of `destination` kept), writing only the files whose bytes differ or that are missing. A file left as it was
 * keeps its modification time. Returns how many files it wrote of how many there are. Throws on anything but files and
 * folders (fs-extra copies a link as a link): the caller then copies as fs-extra does.
 */
function copyChanged(source, destination) {
  let written = 0;
  let total = 0;
  const walk = (from, to) => {
    fs.mkdirSync(to, { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const next = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      if (entry.isDirectory()) {
        walk(next, target);
        continue;
      }
      if (!entry.isFile()) throw new Error(`${next} is neither a file nor a folder`);
      total += 1;
      const bytes = fs.readFileSync(next);
      const { mode } = fs.statSync(next);
      let current = null;
      try {
        current = fs.readFileSync(target);
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
      if (current !== null && current.equals(bytes) && (fs.statSync(target).mode & 0o7777) === (mode & 0o7777)) continue;
      fs.writeFileSync(target, bytes);
      fs.chmodSync(target, mode & 0o7777);
      written += 1;
    }
  };
  walk(source, destination);
  return { written, total };
}

/**
 * copyChangedGatsbyFiles. At every start Gatsby copies its browser runtime (gatsby/cache-dir, about 250 files) into
 * .cache with fs-extra, writing every file again: 0.07-0.14 s of each warm build, and every file of it got a new
 * modification time, which webpack's cache then checks by hashing the file. Here fs-extra's `copy`, as Gatsby's
 * initialize.js takes it when it loads, writes only the files that differ; any other call goes to fs-extra as before.
 * The check reads initialize.js for the call it stands in for; on another shape it throws (strict) or warns and
 * leaves fs-extra as it is. `fsExtra` is the object whose `copy` Gatsby takes (tests pass their own).
 */
function copyChangedGatsbyFiles(gatsbyRequire, lines, { strict = true, fsExtra = gatsbyRequire('fs-extra'), initializeSource } = {}) {
  try {
    const source = initializeSource ?? fs.readFileSync(gatsbyRequire.resolve('./dist/services/initialize.js'), 'utf8');
    const descriptor = Object.getOwnPropertyDescriptor(fsExtra, 'copy');
    if (!COPY_CALL.test(source) || !SOURCE_DIR.test(source) || typeof fsExtra.copy !== 'function' || !descriptor?.writable) {
      throw new Error(
        `[gatsby-internals] ${COPY_RUNTIME_INTERNAL}: expected ${INITIALIZE_MODULE} to copy \`\${__dirname}/../../cache-dir\` with fs.copy(srcDir, siteDir, { overwrite: true }) and a writable copy in fs-extra, found ${COPY_CALL.test(source) ? 'another source folder' : 'no such call'}. ${COPY_FIX}`,
      );
    }
    const runtime = path.join(path.dirname(gatsbyRequire.resolve('./package.json')), 'cache-dir');
    const copy = fsExtra.copy;
    fsExtra.copy = function copyOnlyChanged(from, to, options, ...rest) {
      const gatsbys = rest.length === 0 && typeof from === 'string' && typeof to === 'string' && path.resolve(from) === runtime && options && Object.keys(options).length === 1 && options.overwrite === true;
      if (!gatsbys) return copy.call(this, from, to, options, ...rest);
      try {
        const { written, total } = copyChanged(runtime, path.resolve(to));
        lines.info(`[gatsby-files] ${written} of the ${total} files Gatsby copies into .cache written; the others were there unchanged (gatsby-plugin-fast-build, copyChangedGatsbyFiles)`);
        return Promise.resolve();
      } catch {
        // What copyChanged does not handle (a link in the runtime): fs-extra's copy, which overwrites everything.
        return copy.call(this, from, to, options);
      }
    };
  } catch (error) {
    if (strict) throw error;
    lines.warn(`[fast-build] skipped copyChangedGatsbyFiles: ${error.message} The build goes on without it, as Gatsby builds on its own (slower only); strict mode (CI or --strict) would fail here.`);
  }
}

module.exports = { COPY_RUNTIME_INTERNAL, INITIALIZE_MODULE, copyChanged, copyChangedGatsbyFiles };
