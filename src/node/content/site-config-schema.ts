import { z } from 'zod';
import { siteConfig, type SiteConfig } from '../../site-config';
import { firstDocId } from '../../lib/content/sidebar-landing';

/**
 * The shape of src/site-config.ts, checked at build start (create-pages'
 * onPreInit) so that a bad edit fails the build with a message naming the
 * setting and the fix instead of shipping a blank page. Build time only:
 * site-config.ts stays plain data for the browser, and zod stays out of the
 * bundle.
 */

const NAVBAR_TYPES = ['docSidebar', 'link', 'href'] as const;

const position = z.enum(['left', 'right'], { message: 'Use "left" or "right" (or leave it out for the default).' }).optional();
const label = z.string().min(1, 'The item needs a `label`.');

const navbarItem = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('docSidebar'), sidebarId: z.string(), label, position }),
    z.object({ type: z.literal('link'), to: z.string().startsWith('/', 'Write `to` as a site path such as "/docs/api/".'), label, position }),
    z.object({ type: z.literal('href'), href: z.string().url('Write `href` as an absolute URL.'), label, position }),
  ],
  {
    // The default "Invalid discriminator value" names neither the item nor the fix.
    errorMap: (issue, ctx) => {
      if (issue.code !== z.ZodIssueCode.invalid_union_discriminator) return { message: ctx.defaultError };
      const type = (ctx.data as { type?: unknown } | undefined)?.type;
      return {
        message: `navbar item ${JSON.stringify(ctx.data)} has ${type === undefined ? 'no `type`' : `unknown type ${JSON.stringify(type)}`}. Use one of: ${NAVBAR_TYPES.join(', ')}.`,
      };
    },
  },
);

const sidebarItem: z.ZodType<unknown> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('doc'), id: z.string().min(1, 'A doc item needs the doc `id`.'), label: z.string().optional() }),
    z.object({
      type: z.literal('category'),
      label,
      collapsed: z.boolean(),
      link: z
        .discriminatedUnion('type', [
          z.object({ type: z.literal('generated-index'), slug: z.string().startsWith('/'), title: z.string().min(1), description: z.string() }),
          z.object({ type: z.literal('api-index'), slug: z.string().startsWith('/') }),
        ])
        .optional(),
      items: z.array(sidebarItem),
    }),
    z.object({ type: z.literal('api-symbols') }),
  ]),
);

export const siteConfigSchema = z
  .object({
    title: z.string().trim().min(1, '`title` is empty. Give the site a title.'),
    githubRepository: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, '`githubRepository` could not be read from the `repository.url` of packages/react-dialog-hub/package.json. Write it as "git+https://github.com/owner/name.git".'),
    pathPrefix: z
      .string()
      .regex(/^\/[a-z0-9-]+$/, '`pathPrefix` is not of the form "/name". Use a leading slash and no trailing slash.'),
    titleDelimiter: z.string().min(1),
    docs: z.object({
      routeBasePath: z.string().startsWith('/'),
      version: z.object({
        name: z.string().min(1, 'the docs version has no `name`. Set `docs.version.name` (for example "current").'),
        label: z.string().min(1),
        isLast: z.boolean(),
        path: z.string().startsWith('/'),
        mainDocId: z.string().min(1),
      }),
      draftIds: z.array(z.string()),
      redirects: z.array(
        z.object({
          from: z.string().regex(/^\/[\w/-]*[\w-]$/, 'Write `from` as a site path without prefix, query or trailing slash, such as "/docs/lifecycle".'),
          to: z.string().regex(/^\/[\w/-]*[\w-]$/, 'Write `to` as a site path without prefix, query or trailing slash, such as "/docs/guides/lifecycle".'),
        }),
      ),
    }),
    sidebars: z
      .record(z.array(sidebarItem))
      .refine((sidebars) => (sidebars.docs?.length ?? 0) > 0, 'the `docs` sidebar is empty. List at least one doc in `sidebars.docs`.'),
    navbar: z.object({ hideOnScroll: z.boolean(), items: z.array(navbarItem) }),
    constants: z.object({
      desktopBreakpointPx: z.number().int().positive('Use a positive integer.'),
    }),
  })
  .superRefine((config, ctx) => {
    // A docSidebar item links to the first doc of the sidebar it names (src/lib/content/sidebar-landing.ts).
    config.navbar.items.forEach((item, index) => {
      if (item.type === 'docSidebar' && !(item.sidebarId in config.sidebars)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['navbar', 'items', index, 'sidebarId'],
          message: `navbar item ${JSON.stringify(item)} names sidebar "${item.sidebarId}", which does not exist. Use one of: ${Object.keys(config.sidebars).join(', ')}.`,
        });
      } else if (item.type === 'docSidebar' && !firstDocId(config.sidebars[item.sidebarId] as SiteConfig['sidebars']['docs'])) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['sidebars', item.sidebarId],
          message: `the sidebar "${item.sidebarId}" has no doc for its navbar item to link to. List a doc in it.`,
        });
      }
    });
  });

/** Throws one message listing every problem, each as `path: what. fix.` */
export function validateSiteConfig(config: SiteConfig = siteConfig): void {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return;
  const where = (path: (string | number)[]) => path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${key}`)).join('');
  throw new Error(
    result.error.issues.map((issue) => `[site-config] src/site-config.ts: \`${where(issue.path)}\`: ${issue.message}`).join('\n'),
  );
}
