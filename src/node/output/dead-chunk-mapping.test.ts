import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rewriteHtmlFiles } from './check-links';
import { EMPTY_CHUNK_MAPPING, emptyDeadChunkMapping, withoutDeadChunkMapping } from './dead-chunk-mapping';

// What Gatsby 5.16 writes (its _gatsby-scripts slice), between the page and its bundles.
const stringForm = `</div>
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---a\\":[\\"/component---a-2.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="x";</script><script src="/app-1.js" async></script>`;

it('empties the string-form mapping and changes nothing else', () => {
  expect(withoutDeadChunkMapping(stringForm)).toBe(
    '</div><script>window.___chunkMapping={}</script>\n        <script>window.___webpackCompilationHash="x";</script><script src="/app-1.js" async></script>',
  );
});

it('leaves a global the loader reads exactly as it read the string: no chunk for any component', () => {
  const read = (script: string) => new Function(`const window = {}; ${script.replace(/<\/?script[^>]*>/g, '')}; return window.___chunkMapping['component---a'];`)();
  expect(read(stringForm.slice(stringForm.indexOf('<script'), stringForm.indexOf('</script>') + 9))).toBeUndefined();
  expect(read(EMPTY_CHUNK_MAPPING)).toBeUndefined();
});

it('keeps a working (object) mapping, should Gatsby fix the bug', () => {
  const objectForm = '<script id="gatsby-chunk-mapping">window.___chunkMapping={"app":["/app-1.js"]};</script>';
  expect(withoutDeadChunkMapping(objectForm)).toBe(objectForm);
});

it("rewrites the site's pages, not Gatsby's slice fragments", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chunk-map-'));
  await fs.mkdir(path.join(dir, 'docs/intro'), { recursive: true });
  await fs.mkdir(path.join(dir, '_gatsby/slices'), { recursive: true });
  await fs.writeFile(path.join(dir, 'index.html'), stringForm);
  await fs.writeFile(path.join(dir, 'docs/intro/index.html'), stringForm);
  await fs.writeFile(path.join(dir, '_gatsby/slices/_gatsby-scripts-1.html'), stringForm);
  expect(await rewriteHtmlFiles(dir, [emptyDeadChunkMapping])).toEqual([2]);
  expect(await fs.readFile(path.join(dir, 'docs/intro/index.html'), 'utf8')).not.toContain('component---a');
  expect(await fs.readFile(path.join(dir, '_gatsby/slices/_gatsby-scripts-1.html'), 'utf8')).toBe(stringForm);
  expect(await rewriteHtmlFiles(dir, [emptyDeadChunkMapping])).toEqual([0]);
});
