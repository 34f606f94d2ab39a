import { describe, expect, it } from 'vitest';
import { siteConfig, type SidebarItem } from '../../site-config';
import { docsContextFor, flattenSidebar, resolveSidebar, SidebarError, type DocRecord } from './sidebar';

const doc = (id: string, title: string): [string, DocRecord] => [id, { id, title, path: `/docs/${id}` }];
const docs = new Map([
  doc('intro', 'Introduction'),
  doc('getting-started', 'Getting Started'),
  doc('guides/lifecycle', 'Dialog lifecycle'),
  doc('guides/hubs', 'Hubs and the stack'),
  doc('guides/animations', 'Animations'),
  doc('guides/cancellation', 'Cancellation and control'),
  doc('guides/accessibility', 'Accessibility and focus'),
  doc('troubleshooting', 'Troubleshooting'),
  doc('migration', 'Migration'),
  doc('changelog', 'Changelog'),
  doc('guides/server-rendering', 'Server rendering and Next.js'),
  doc('guides/testing', 'Testing dialogs'),
  doc('guides/patterns', 'Patterns'),
  doc('guides/coming-from', 'Coming from another library'),
  doc('comparison', 'Comparison'),
  doc('examples/plain', 'Plain dialog element'),
  doc('examples/radix', 'Radix Themes'),
  doc('examples/mui', 'Material UI'),
]);
const api = [
  { label: 'Functions', items: [{ label: 'useDialog', href: '/docs/api/functions/useDialog' }] },
  { label: 'Variables', items: [] },
];

describe('resolveSidebar', () => {
  const sidebar = resolveSidebar('docs', siteConfig.sidebars.docs, docs, api);

  it('resolves the configured docs sidebar in order, with labels and links', () => {
    expect(flattenSidebar(sidebar).map((l) => l.label)).toEqual([
      'Introduction', 'Getting Started',
      'Guides', 'Dialog lifecycle', 'Hubs and the stack', 'Animations', 'Cancellation and control', 'Accessibility and focus', 'Server rendering and Next.js', 'Testing dialogs', 'Patterns', 'Coming from another library',
      'Troubleshooting', 'Migration', 'Changelog', 'Comparison',
      'Examples', 'Plain', 'Radix', 'MUI',
      'API', 'useDialog',
    ]);
    expect(sidebar[2]).toMatchObject({ type: 'category', href: '/docs/category/guides', collapsed: false });
    const examples = sidebar[7];
    expect(examples).toMatchObject({ type: 'category', href: '/docs/category/examples', collapsed: false });
    expect(sidebar[8]).toMatchObject({ type: 'category', label: 'API', href: '/docs/api/', collapsed: true });
  });

  it('fills the API placeholder with non-empty kind groups', () => {
    const apiCategory = sidebar[8];
    if (apiCategory.type !== 'category') throw new Error('expected a category');
    expect(apiCategory.items.map((i) => i.label)).toEqual(['Functions']);
  });

  it('with onMissingDoc (gatsby develop), reports each unknown doc id and leaves its entry out instead of failing', () => {
    const items: SidebarItem[] = [{ type: 'doc', id: 'getting-startd' }, { type: 'doc', id: 'intro' }, { type: 'doc', id: 'recipies' }];
    const reported: string[] = [];
    const resolved = resolveSidebar('docs', items, docs, [], new Set(), (error) => reported.push(error.message));
    expect(resolved.map((item) => item.href)).toEqual(['/docs/intro']);
    expect(reported).toHaveLength(2);
    expect(reported[0]).toMatch(/references doc id "getting-startd", which does not exist/);
    expect(reported[1]).toMatch(/references doc id "recipies", which does not exist/);
  });

  it('fails on an unknown doc id, naming the id and the ids that exist', () => {
    const items: SidebarItem[] = [{ type: 'doc', id: 'intro' }, { type: 'doc', id: 'getting-startd' }];
    expect(() => resolveSidebar('docs', items, docs)).toThrow(SidebarError);
    expect(() => resolveSidebar('docs', items, docs)).toThrow(/"getting-startd".*Known doc ids: changelog, comparison, examples\/mui/);
  });

  it('fails on a category with nothing to link to', () => {
    const items: SidebarItem[] = [{ type: 'category', label: 'Empty', collapsed: false, items: [] }];
    expect(() => resolveSidebar('docs', items, docs)).toThrow(/category "Empty" has nothing to link to/);
  });

  it('fails on an item of unknown type', () => {
    const items = [{ type: 'sparkle' }] as unknown as SidebarItem[];
    expect(() => resolveSidebar('docs', items, docs)).toThrow(/unknown type/);
  });
});

describe('docsContextFor', () => {
  const sidebar = resolveSidebar('docs', siteConfig.sidebars.docs, docs, api);

  it('gives breadcrumbs through the category and previous/next in sidebar order', () => {
    const ctx = docsContextFor(sidebar, '/docs/examples/radix', 'Radix Themes');
    expect(ctx.breadcrumbs).toEqual([{ label: 'Examples', href: '/docs/category/examples' }, { label: 'Radix' }]);
    expect(ctx.previous).toEqual({ label: 'Plain', href: '/docs/examples/plain' });
    expect(ctx.next).toEqual({ label: 'MUI', href: '/docs/examples/mui' });
  });

  it('has no previous link on the first page', () => {
    const ctx = docsContextFor(sidebar, '/docs/intro', 'Introduction');
    expect(ctx.previous).toBeNull();
    expect(ctx.next?.href).toBe('/docs/getting-started');
    expect(ctx.breadcrumbs).toEqual([{ label: 'Introduction' }]);
  });

  it('labels a page the sidebar does not list by its title', () => {
    expect(docsContextFor(sidebar, '/docs/elsewhere', 'Elsewhere').breadcrumbs).toEqual([{ label: 'Elsewhere' }]);
  });
});
