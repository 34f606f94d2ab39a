import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FACTS_FILE, brokenLinks, checkDocLinks, mdxHeadingIds, mdxLinks, pagesDirPaths, type SiteTargets } from './doc-links';

const targets = (pages: string[], ids: Record<string, string[]> = {}, files: string[] = []): SiteTargets => ({
  pages: new Set(pages),
  ids: new Map(Object.entries(ids).map(([page, list]) => [page, new Set(list)])),
  isStaticFile: (urlPath) => files.includes(urlPath),
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('mdxLinks: the links an MDX body holds, with their lines', () => {
  it('finds Markdown links, images, definitions and literal JSX link attributes, not code or expressions', () => {
    const body = [
      'See [the intro](/docs/intro) and ![logo](/img/logo.svg).', // 1
      '',
      '```md', // 3
      '[not a link](/docs/in-a-fence)',
      '```',
      '',
      'Inline `[code](/docs/in-code)` is text.', // 7
      '',
      '<a href="/docs/guides/stacks">Hubs</a> and <Link to="/docs/recipes">recipes</Link>', // 9
      '',
      '<a href={siteConfig.repoUrl}>repo</a>', // 11
      '',
      '[ref]: /docs/migration#from-v1', // 13
      '',
      ':::note', // 15
      'Inside a callout: [troubleshooting](/docs/troubleshooting).',
      ':::',
    ].join('\n');
    expect(mdxLinks(body)).toEqual([
      { href: '/docs/intro', line: 1 },
      { href: '/img/logo.svg', line: 1 },
      { href: '/docs/guides/stacks', line: 9 },
      { href: '/docs/recipes', line: 9 },
      { href: '/docs/migration#from-v1', line: 13 },
      { href: '/docs/troubleshooting', line: 16 },
    ]);
  });

  it('heading ids are the rendered ones (the page slugger, repeated headings numbered)', () => {
    expect([...mdxHeadingIds('# Intro\n\n## Install it\n\n## Install it\n\n### `show()` returns')]).toEqual(['intro', 'install-it', 'install-it-1', 'show-returns']);
  });
});

describe('brokenLinks: what does not resolve on the site', () => {
  const site = targets(['/', '/docs/intro', '/docs/guides/stacks', '/docs/api'], { '/docs/guides/stacks': ['scopes', 'ids'] }, ['/img/logo.svg']);

  it('accepts existing pages with or without a trailing slash, static files, and known headings', () => {
    const links = ['/docs/intro', '/docs/intro/', '/docs/api/', '/', '/img/logo.svg', '/docs/guides/stacks#scopes', '/docs/intro?tab=npm'];
    expect(brokenLinks(links.map((href) => ({ href, line: 1 })), '/docs/intro', site)).toEqual([]);
  });

  it('leaves external links, mail and protocol-relative URLs to the production check', () => {
    const links = ['https://example.invalid/nope', 'mailto:someone@example.invalid', '//cdn.example.invalid/x.js'];
    expect(brokenLinks(links.map((href) => ({ href, line: 1 })), '/docs/intro', site)).toEqual([]);
  });

  it('an unknown page is an error, an unknown heading of a known MDX page a warning', () => {
    const problems = brokenLinks(
      [
        { href: '/docs/no-such-page', line: 3 },
        { href: '/docs/guides/stacks#no-such-heading', line: 4 },
        // No ids are known for the API pages: their fragments are not checked here.
        { href: '/docs/api#anything', line: 5 },
      ],
      '/docs/intro',
      site,
    );
    expect(problems).toEqual([
      { href: '/docs/no-such-page', line: 3, level: 'error', reason: 'no page or static file at /docs/no-such-page' },
      { href: '/docs/guides/stacks#no-such-heading', line: 4, level: 'warning', reason: '/docs/guides/stacks has no heading #no-such-heading' },
    ]);
  });

  it('leaves links under a prefix whose pages are not there yet (the API pages before TypeDoc is done)', () => {
    const waiting = { ...site, pending: ['/docs/api/'] };
    const links = [{ href: '/docs/api/functions/useDialog', line: 1 }, { href: '/docs/api-guide', line: 2 }];
    expect(brokenLinks(links, '/docs/intro', waiting).map((problem) => problem.href)).toEqual(['/docs/api-guide']);
    expect(brokenLinks(links, '/docs/intro', site).map((problem) => problem.href)).toEqual(['/docs/api/functions/useDialog', '/docs/api-guide']);
  });

  it('resolves a relative link and a bare fragment against the page', () => {
    const problems = brokenLinks(
      [
        { href: 'stacks#ids', line: 1 },
        { href: '../intro', line: 2 },
        { href: 'missing', line: 3 },
        { href: '#scopes', line: 4 },
        { href: '#gone', line: 5 },
      ],
      '/docs/guides/stacks',
      site,
    );
    expect(problems.map(({ href, level }) => [href, level])).toEqual([
      ['missing', 'error'],
      ['#gone', 'warning'],
    ]);
  });
});

describe('checkDocLinks: every doc against the site, lines counted in the file', () => {
  it('names the file and the line under the front matter, and reuses what it parsed', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
    dirs.push(root);
    fs.mkdirSync(path.join(root, 'content/docs'), { recursive: true });
    fs.mkdirSync(path.join(root, 'static/img'), { recursive: true });
    fs.writeFileSync(path.join(root, 'static/img/logo.svg'), '<svg/>');
    const body = '\n# Intro\n\nSee [hubs](/docs/hubs) and [gone](/docs/gone).\n\n![logo](/img/logo.svg) ![missing](/img/missing.svg)\n';
    fs.writeFileSync(path.join(root, 'content/docs/intro.mdx'), `---\ntitle: Intro\ndescription: The intro.\n---\n${body}`);
    const docs = [
      { sourcePath: 'content/docs/intro.mdx', paths: ['/docs/intro', '/docs'], body, digest: 'intro-1' },
      { sourcePath: 'content/docs/hubs.mdx', paths: ['/docs/hubs'], body: '# Hubs\n\nBack to [the intro](/docs#intro).\n', digest: 'hubs-1' },
    ];
    const problems = checkDocLinks(docs, ['/docs/intro', '/docs', '/docs/hubs'], root, path.join(root, 'static'));
    expect([...problems.keys()]).toEqual(['content/docs/intro.mdx']);
    // The body starts after 4 front matter lines: its line 4 is the file's line 8.
    expect(problems.get('content/docs/intro.mdx')).toEqual([
      { href: '/docs/gone', line: 8, level: 'error', reason: 'no page or static file at /docs/gone' },
      { href: '/img/missing.svg', line: 10, level: 'error', reason: 'no page or static file at /img/missing.svg' },
    ]);
    expect(fs.readFileSync(path.join(root, 'content/docs/intro.mdx'), 'utf8').split('\n')[7]).toContain('/docs/gone');
  });
});

describe('checkDocLinks: what the next develop start reuses', () => {
  const siteRoot = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-kept-'));
    dirs.push(root);
    fs.mkdirSync(path.join(root, 'static'), { recursive: true });
    return root;
  };
  const kept = (root: string) => JSON.parse(fs.readFileSync(path.join(root, FACTS_FILE), 'utf8')) as { parser: string; docs: Record<string, { links: Array<{ href: string; line: number }>; ids: string[] }> };

  it("keeps each doc's links and heading ids in .cache, and a later start takes them instead of parsing the body", () => {
    const first = siteRoot();
    const body = '# Hubs\n\nSee [the intro](/docs/intro#start).\n';
    checkDocLinks([{ sourcePath: 'content/docs/hubs.mdx', paths: ['/docs/hubs'], body, digest: 'kept-hubs-1' }], ['/docs/hubs', '/docs/intro'], first, path.join(first, 'static'));
    const written = kept(first);
    expect(written.docs['kept-hubs-1']).toEqual({ links: [{ href: '/docs/intro#start', line: 3 }], ids: ['hubs'] });

    // A later start (another site folder, so nothing of it is in memory): the kept entry says the doc links to a page
    // that does not exist. Reported, so the entry was used, not the body (which has no link).
    const later = siteRoot();
    fs.mkdirSync(path.dirname(path.join(later, FACTS_FILE)), { recursive: true });
    const docs = { 'kept-only-1': { links: [{ href: '/docs/kept-gone', line: 1 }], ids: [] } };
    fs.writeFileSync(path.join(later, FACTS_FILE), JSON.stringify({ parser: written.parser, docs }));
    const doc = { sourcePath: 'content/docs/kept.mdx', paths: ['/docs/kept'], body: '# Kept\n', digest: 'kept-only-1' };
    expect(checkDocLinks([doc], ['/docs/kept'], later, path.join(later, 'static')).get('content/docs/kept.mdx')?.map((p) => p.href)).toEqual(['/docs/kept-gone']);
  });

  it('parses again when the kept facts come from other parsing code or are not facts at all', () => {
    for (const [index, content] of [JSON.stringify({ parser: 'other code', docs: { 'kept-foreign-1': { links: [{ href: '/docs/kept-gone', line: 1 }], ids: [] } } }), '{ not json', 'null'].entries()) {
      const root = siteRoot();
      fs.mkdirSync(path.dirname(path.join(root, FACTS_FILE)), { recursive: true });
      fs.writeFileSync(path.join(root, FACTS_FILE), content);
      const digest = index === 0 ? 'kept-foreign-1' : `kept-odd-${index}`;
      const doc = { sourcePath: 'content/docs/odd.mdx', paths: ['/docs/odd'], body: '# Odd\n\n[real](/docs/real-gone)\n', digest };
      expect(checkDocLinks([doc], ['/docs/odd'], root, path.join(root, 'static')).get('content/docs/odd.mdx')?.map((p) => p.href)).toEqual(['/docs/real-gone']);
      // …and rewrites the file with what it parsed.
      expect(kept(root).docs[digest]?.links).toEqual([{ href: '/docs/real-gone', line: 3 }]);
    }
  });
});

describe('pagesDirPaths: the pages of src/pages', () => {
  it("serves index at its folder and other files at their names, as Gatsby's page creator does", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-dir-'));
    dirs.push(dir);
    for (const file of ['index.tsx', '404.tsx', 'index.module.css', 'blog/index.tsx', 'blog/first-post.tsx', 'page.test.tsx']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), '');
    }
    expect(pagesDirPaths(dir).sort()).toEqual(['/', '/404', '/blog', '/blog/first-post']);
  });

  it("this site's pages", () => {
    expect(pagesDirPaths(path.resolve(__dirname, '../../pages')).sort()).toEqual(['/', '/404']);
  });
});
