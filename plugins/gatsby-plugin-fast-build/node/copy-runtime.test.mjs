// copyChangedGatsbyFiles (copy-runtime.cjs): what it leaves in .cache is what fs-extra's copy leaves, with only the
// files that differ written; Gatsby's real initialize.js and runtime folder, and the fs-extra Gatsby resolves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { COPY_RUNTIME_INTERNAL, copyChanged, copyChangedGatsbyFiles } = require('./copy-runtime.cjs');
const gatsbyRequire = createRequire(require.resolve('gatsby/package.json'));
const fsExtra = gatsbyRequire('fs-extra');
const runtime = path.join(path.dirname(gatsbyRequire.resolve('./package.json')), 'cache-dir');

const dirs = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const temp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-runtime-'));
  dirs.push(dir);
  return dir;
};
/** Every file under `dir`: relative path → [bytes as base64, mode]. */
const tree = (dir) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file), [fs.readFileSync(file).toString('base64'), fs.statSync(file).mode & 0o7777]])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
const write = (file, text, mode = 0o644) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.chmodSync(file, mode);
};

describe('copyChanged', () => {
  it("leaves what fs-extra's copy with overwrite leaves, writing only what differs", async () => {
    const source = temp();
    write(path.join(source, 'same.js'), 'same');
    write(path.join(source, 'changed.js'), 'new text');
    write(path.join(source, 'mode.sh'), 'run', 0o755);
    write(path.join(source, 'new/deep/file.js'), 'new file');
    write(path.join(source, 'empty.txt'), '');
    const destination = () => {
      const dir = temp();
      write(path.join(dir, 'same.js'), 'same');
      write(path.join(dir, 'changed.js'), 'old text that is longer');
      write(path.join(dir, 'mode.sh'), 'run', 0o644);
      write(path.join(dir, 'kept.js'), 'not in the source');
      fs.utimesSync(path.join(dir, 'same.js'), new Date(2020, 0, 1), new Date(2020, 0, 1));
      return dir;
    };
    const theirs = destination();
    await fsExtra.copy(source, theirs, { overwrite: true });
    const ours = destination();
    expect(copyChanged(source, ours)).toEqual({ written: 4, total: 5 });
    expect(tree(ours)).toEqual(tree(theirs));
    // The file left as it was keeps its time; a second copy writes nothing.
    expect(fs.statSync(path.join(ours, 'same.js')).mtime.getFullYear()).toBe(2020);
    expect(copyChanged(source, ours)).toEqual({ written: 0, total: 5 });
    expect(tree(ours)).toEqual(tree(theirs));
  });
});

describe(`copyChangedGatsbyFiles (${COPY_RUNTIME_INTERNAL})`, () => {
  const lines = [];
  const log = { info: (line) => lines.push(line), warn: (line) => lines.push(`warn: ${line}`) };

  it("stands in for Gatsby's copy of its runtime, and for nothing else", async () => {
    const calls = [];
    // An fs-extra of the test's own (copyChangedGatsbyFiles replaces `copy` on the object it is given), whose copy is the real one.
    const own = { copy: (...args) => (calls.push(args[0]), fsExtra.copy(...args)) };
    copyChangedGatsbyFiles(gatsbyRequire, log, { fsExtra: own });
    const site = temp();
    // As initialize.js calls it: the runtime folder through its own relative path.
    const srcDir = path.join(gatsbyRequire.resolve('./dist/services/initialize.js'), '../../../cache-dir');
    await own.copy(srcDir, path.join(site, '.cache'), { overwrite: true });
    expect(calls).toEqual([]);
    const reference = temp();
    await fsExtra.copy(runtime, reference, { overwrite: true });
    expect(tree(path.join(site, '.cache'))).toEqual(tree(reference));
    const total = Object.keys(tree(reference)).length;
    expect(total).toBeGreaterThan(100);
    expect(lines.at(-1)).toBe(`[gatsby-files] ${total} of the ${total} files Gatsby copies into .cache written; the others were there unchanged (gatsby-plugin-fast-build, copyChangedGatsbyFiles)`);
    // The next start: nothing to write. An edited file is put back.
    await own.copy(srcDir, path.join(site, '.cache'), { overwrite: true });
    expect(lines.at(-1)).toMatch(new RegExp(`^\\[gatsby-files\\] 0 of the ${total} files`));
    const edited = path.join(site, '.cache', 'production-app.js');
    fs.appendFileSync(edited, '\n// edited\n');
    await own.copy(srcDir, path.join(site, '.cache'), { overwrite: true });
    expect(lines.at(-1)).toMatch(new RegExp(`^\\[gatsby-files\\] 1 of the ${total} files`));
    expect(tree(path.join(site, '.cache'))).toEqual(tree(reference));
    // Any other copy is fs-extra's.
    const other = temp();
    write(path.join(other, 'a.js'), 'a');
    await own.copy(other, path.join(site, 'elsewhere'), { overwrite: true });
    await own.copy(srcDir, path.join(site, 'filtered'), { overwrite: true, filter: () => true });
    expect(calls).toEqual([other, srcDir]);
  });

  it('fails with the fence message when initialize.js no longer copies that way, or warns and leaves fs-extra alone', () => {
    const own = { copy: fsExtra.copy };
    const changed = fs.readFileSync(gatsbyRequire.resolve('./dist/services/initialize.js'), 'utf8').replace('fs.copy(srcDir, siteDir', 'fs.copySync(srcDir, siteDir');
    expect(() => copyChangedGatsbyFiles(gatsbyRequire, log, { fsExtra: own, initializeSource: changed })).toThrow(
      /^\[gatsby-internals\] Gatsby's copy of its browser runtime .*: expected gatsby\/dist\/services\/initialize\.js to copy .* found no such call\. Fix copyChangedGatsbyFiles in plugins\/gatsby-plugin-fast-build\/node\/copy-runtime\.cjs/,
    );
    copyChangedGatsbyFiles(gatsbyRequire, log, { fsExtra: own, initializeSource: changed, strict: false });
    expect(own.copy).toBe(fsExtra.copy);
    expect(lines.at(-1)).toMatch(/^warn: \[fast-build\] skipped copyChangedGatsbyFiles: /);
  });
});
