import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkLinks,
  classifyReference,
  formatProblems,
  pageUrlPath,
  parsePage,
  rewriteHtmlFiles,
  srcsetUrls,
  withoutScriptText,
  type CheckLinksOptions,
} from './check-links';
import { resolveRequest } from './pages-resolution.mjs';

const fixture = path.join(__dirname, '__fixtures__', 'links');
let options: CheckLinksOptions;

beforeAll(async () => {
  options = {
    publicDir: fixture,
    prefix: '/react-dialog-hub',
    siteOrigin: 'https://react-dialog-hub.github.io',
    // Loaded the way the build loads it: the very rules the e2e server uses for GitHub Pages.
    // (Vitest runs modules in a VM context, so it lends its own import().)
    resolveRequest,
  };
});

describe('checkLinks on the fixture build', () => {
  it('lists every broken link with its page and href, and nothing that resolves', async () => {
    const report = await checkLinks(options);
    expect(report.pagesChecked).toBe(5); // three pages, a Markdown twin and llms.txt
    const broken = report.brokenLinks.map(({ page, href }) => `${page} → ${href}`).sort();
    expect(broken).toEqual(
      [
        '/react-dialog-hub/ → /react-dialog-hub/docs/missing',
        '/react-dialog-hub/ → /docs/a',
        '/react-dialog-hub/ → https://react-dialog-hub.github.io/react-dialog-hub/nope',
        '/react-dialog-hub/ → /react-dialog-hub/img/card-2x.png',
        '/react-dialog-hub/docs/b/ → /react-dialog-hub/missing-chunk.js',
        // Links inside a callout and an (inactive) tab panel are links like any other.
        '/react-dialog-hub/docs/a → /react-dialog-hub/docs/callout-missing',
        '/react-dialog-hub/docs/a → /react-dialog-hub/docs/tab-missing',
        // The Markdown twin and llms.txt: inline links, autolinks and reference definitions, not code.
        '/react-dialog-hub/docs/a.md → https://react-dialog-hub.github.io/react-dialog-hub/docs/gone.md',
        '/react-dialog-hub/docs/a.md → https://react-dialog-hub.github.io/react-dialog-hub/autolink-missing',
        '/react-dialog-hub/docs/a.md → /react-dialog-hub/ref-missing',
        '/react-dialog-hub/llms.txt → https://react-dialog-hub.github.io/react-dialog-hub/docs/missing.md',
      ].sort(),
    );
    expect(report.brokenLinks.find((p) => p.href === '/docs/a')?.reason).toMatch(/outside the path prefix/);
  });

  it('reports a missing #id as a broken anchor naming the page and the href', async () => {
    const report = await checkLinks(options);
    expect(report.brokenAnchors).toEqual([
      {
        page: '/react-dialog-hub/docs/a',
        href: '/react-dialog-hub/docs/b/#absent',
        reason: 'no element with id="absent" on the target page',
      },
    ]);
  });

  it('fails every internal reference when the prefix is wrong', async () => {
    const report = await checkLinks({ ...options, prefix: '/other' });
    expect(report.brokenLinks.length).toBeGreaterThan(10);
    expect(report.brokenLinks.every((p) => /outside the path prefix/.test(p.reason))).toBe(true);
  });

  it('resolves a relative link from each file, even where a page and its sibling are the same bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
    try {
      const page = '<!doctype html><html><body><a href="d">D</a></body></html>';
      fs.mkdirSync(path.join(dir, 'docs/c'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'docs/d'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'docs/c/index.html'), page);
      fs.writeFileSync(path.join(dir, 'docs/c.html'), page);
      fs.writeFileSync(path.join(dir, 'docs/d/index.html'), '<!doctype html><html><body>D</body></html>');
      const report = await checkLinks({ ...options, publicDir: dir });
      // From /docs/c it is /docs/d (a page); from /docs/c/ it is /docs/c/d (none).
      expect(report.brokenLinks.map(({ page, href }) => `${page} → ${href}`)).toEqual(['/react-dialog-hub/docs/c/ → d']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('formats the report grouped by page', async () => {
    const text = formatProblems((await checkLinks(options)).brokenLinks);
    expect(text).toContain('  /react-dialog-hub/docs/b/\n    → /react-dialog-hub/missing-chunk.js');
  });
});

describe('parsing', () => {
  it('collects references of links, scripts, images, srcset and social metas, and every id', () => {
    const page = parsePage(`
      <link rel="stylesheet" href="/s.css"><link rel="dns-prefetch" href="https://cdn.example">
      <meta property="og:image" content="https://x/card.png"><meta name="description" content="not a url">
      <script src="/a.js"></script><img src="/i.png" srcset="/i.png 1x, /i@2x.png 2x">
      <a href="/p?q=1&amp;r=2#h">x</a><h2 id="h">H</h2><a name="legacy"></a>`);
    expect(page.references).toEqual(['/s.css', 'https://x/card.png', '/a.js', '/i.png', '/i.png', '/i@2x.png', '/p?q=1&r=2#h']);
    expect([...page.ids]).toEqual(['h', 'legacy']);
  });

  it('splits srcset candidates', () => {
    expect(srcsetUrls('a.png 1x,b.png 2x , c.png 300w')).toEqual(['a.png', 'b.png', 'c.png']);
  });

  it('maps built files to the URL a visitor uses', () => {
    expect(pageUrlPath('/p', 'index.html')).toBe('/p/');
    expect(pageUrlPath('/p', 'docs/intro/index.html')).toBe('/p/docs/intro/');
    expect(pageUrlPath('/p', 'docs/intro.html')).toBe('/p/docs/intro');
  });

  it('skips other origins and non-http schemes, keeps our own origin', () => {
    const page = new URL('https://react-dialog-hub.github.io/react-dialog-hub/docs/intro');
    const origin = 'https://react-dialog-hub.github.io';
    expect(classifyReference('https://github.com/x', page, origin)).toEqual({ kind: 'skip' });
    expect(classifyReference('mailto:a@b.c', page, origin)).toEqual({ kind: 'skip' });
    expect(classifyReference('//cdn.example.com/x.js', page, origin)).toEqual({ kind: 'skip' });
    expect(classifyReference('getting-started#x', page, origin)).toEqual({
      kind: 'internal',
      pathname: '/react-dialog-hub/docs/getting-started',
      fragment: 'x',
    });
  });
});

describe('withoutScriptText (what the memo of parsed pages keys on)', () => {
  const parsed = (html: string) => {
    const page = parsePage(html);
    return { references: page.references, ids: [...page.ids] };
  };

  it('drops only the text of inline scripts, keeping comments, styles, titles and textareas whole', () => {
    const html =
      '<!-- <script>x</script> --><title>a <script>b</script></title><style>p{}/*<script>*/</style>' +
      '<script id="s" data-x="a>b">var a = "<a href=/x>";</script><SCRIPT>1</SCRIPT ><textarea><script>t</textarea><p id="p">text</p>';
    expect(withoutScriptText(html)).toBe(
      '<!-- <script>x</script> --><title>a <script>b</script></title><style>p{}/*<script>*/</style>' +
        '<script id="s" data-x="a>b"></script><SCRIPT></SCRIPT ><textarea><script>t</textarea><p id="p">text</p>',
    );
  });

  it('leaves every reference and id parsePage finds (generated pages)', () => {
    // Markup as React and Gatsby write it: quoted attributes, text escaped, and scripts whose text may hold anything
    // but their own closing tag (tags, comments, quotes, other closing tags).
    const name = fc.constantFrom('a', 'link', 'img', 'script', 'div', 'h2', 'meta', 'source');
    const value = fc.stringMatching(/^[a-z0-9/#.>:'\- ]{0,12}$/);
    const attributes = fc
      .array(fc.tuple(fc.constantFrom('href', 'src', 'id', 'srcset', 'name', 'property', 'content', 'data-x'), value), { maxLength: 3 })
      .map((pairs) => pairs.map(([key, text]) => ` ${key}="${text}"`).join(''));
    const rawText = fc
      .array(fc.constantFrom('a', ' ', '<', '>', '/', '!', '-', '"', "'", '<a href="/inside">', '<!--', '-->', '</div>', '</scrip', '<script>', '</style>', 'x'), { maxLength: 12 })
      .map((parts) => parts.join(''))
      .filter((text) => !/<\/script[\s/>]/i.test(`${text}>`));
    const node: fc.Arbitrary<string> = fc.oneof(
      fc.tuple(name, attributes).map(([tag, attrs]) => (tag === 'script' ? `<script${attrs}></script>` : `<${tag}${attrs}>`)),
      fc.tuple(attributes, rawText, fc.constantFrom('script', 'SCRIPT', 'Script'), fc.constantFrom('>', ' >', '/>')).map(
        ([attrs, text, tag, end]) => `<${tag}${attrs}>${text}</${tag}${end}`,
      ),
      rawText.filter((text) => !text.includes('-->')).map((text) => `<!--${text}-->`),
      fc.stringMatching(/^[a-z ]{0,8}$/),
      fc.constant('</div>'),
    );
    fc.assert(
      fc.property(fc.array(node, { maxLength: 14 }), (nodes) => {
        const html = nodes.join('');
        expect(parsed(withoutScriptText(html))).toEqual(parsed(html));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves every reference and id of the fixture build', () => {
    for (const file of fs.readdirSync(fixture, { recursive: true }).map(String).filter((file) => file.endsWith('.html'))) {
      const html = fs.readFileSync(path.join(fixture, file), 'utf8');
      expect(parsed(withoutScriptText(html)), file).toEqual(parsed(html));
    }
  });
});

describe('rewriteHtmlFiles', () => {
  it('applies the rewrites in order, writes each page once and counts the pages each changed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewrite-'));
    fs.mkdirSync(path.join(dir, 'docs/a'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'page-data/docs/a'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/a/index.html'), '<p>one</p>');
    fs.writeFileSync(path.join(dir, 'index.html'), '<p>two</p>');
    fs.writeFileSync(path.join(dir, 'page-data/docs/a/x.html'), '<p>one</p>');
    const untouched = fs.statSync(path.join(dir, 'index.html')).mtimeMs;
    const seen: string[] = [];
    const counts = await rewriteHtmlFiles(dir, [
      (html, relative) => (seen.push(relative), html.replace('one', 'uno')),
      // Sees the first rewrite's output.
      (html) => html.replace('uno', 'UNO'),
      (html) => html,
    ]);
    expect(counts).toEqual([1, 1, 0]);
    expect(seen).toEqual(['docs/a/index.html', 'index.html']);
    expect(fs.readFileSync(path.join(dir, 'docs/a/index.html'), 'utf8')).toBe('<p>UNO</p>');
    expect(fs.statSync(path.join(dir, 'index.html')).mtimeMs).toBe(untouched);
    expect(fs.readFileSync(path.join(dir, 'page-data/docs/a/x.html'), 'utf8')).toBe('<p>one</p>');
  });
});

describe('checkLinks with memoRoot (pages parsed again only when their bytes changed)', () => {
  it('gives the same report from kept pages, parses only a changed page, and checks anchors against what each page holds now', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-memo-'));
    try {
      // What the memo takes to vouch for the build's code (build-memo.ts).
      fs.mkdirSync(path.join(root, '.cache/compiled'), { recursive: true });
      for (const file of ['.cache/compiled/gatsby-config.js', '.cache/compiled/gatsby-node.js', 'package-lock.json']) fs.writeFileSync(path.join(root, file), '{}\n');
      const publicDir = path.join(root, 'public');
      fs.cpSync(fixture, publicDir, { recursive: true });
      const run = () => checkLinks({ ...options, publicDir, memoRoot: root });
      const sorted = (report: Awaited<ReturnType<typeof checkLinks>>) => ({
        links: report.brokenLinks.map(({ page, href }) => `${page} → ${href}`).sort(),
        anchors: report.brokenAnchors.map(({ page, href }) => `${page} → ${href}`).sort(),
        references: report.referencesChecked,
      });
      const plain = await checkLinks({ ...options, publicDir });
      const first = await run();
      expect(sorted(first)).toEqual(sorted(plain));
      expect(first.pagesParsed).toBe(plain.pagesParsed);
      const again = await run();
      expect(again.pagesParsed).toBe(0);
      expect(sorted(again)).toEqual(sorted(plain));
      // One page loses every id and gains a broken link: its anchors break on the kept pages that point at them.
      const page = fs.readdirSync(publicDir, { recursive: true }).map(String).find((file) => file.endsWith('index.html') && fs.readFileSync(path.join(publicDir, file), 'utf8').includes(' id='));
      expect(page).toBeDefined();
      const file = path.join(publicDir, page!);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/ id="[^"]*"/g, '').replace('</body>', '<a href="/react-dialog-hub/docs/gone-now">x</a></body>'));
      const edited = await run();
      expect(edited.pagesParsed).toBe(1);
      expect(sorted(edited)).toEqual(sorted(await checkLinks({ ...options, publicDir })));
      expect(edited.brokenLinks.map(({ href }) => href)).toContain('/react-dialog-hub/docs/gone-now');

      // What every build changes in every page (Gatsby's compilation hash, the runtime's name in the loader's text):
      // nothing to parse again. A script's src is a reference: its page is parsed again and the new src followed.
      const pages = fs.readdirSync(publicDir, { recursive: true }).map(String).filter((name) => name.endsWith('.html'));
      for (const name of pages) {
        const html = fs.readFileSync(path.join(publicDir, name), 'utf8');
        fs.writeFileSync(path.join(publicDir, name), html.replace('</body>', '<script>window.___webpackCompilationHash="1a2b"</script></body>'));
      }
      // A new script element is new markup: each page parsed again, once.
      expect((await run()).pagesParsed).toBe(first.pagesParsed);
      expect((await run()).pagesParsed).toBe(0);
      for (const name of pages) {
        const html = fs.readFileSync(path.join(publicDir, name), 'utf8');
        fs.writeFileSync(path.join(publicDir, name), html.replace('"1a2b"', '"3c4d"'));
      }
      const hashed = await run();
      expect(hashed.pagesParsed).toBe(0);
      expect(sorted(hashed)).toEqual(sorted(edited));
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('<script>window', '<script src="/react-dialog-hub/runtime-gone.js">window'));
      const moved = await run();
      expect(moved.pagesParsed).toBe(1);
      expect(moved.brokenLinks.map(({ href }) => href)).toContain('/react-dialog-hub/runtime-gone.js');
      expect(sorted(moved)).toEqual(sorted(await checkLinks({ ...options, publicDir })));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
