import type { Page } from '@playwright/test';
import { test, expect, route, API_INDEX } from './fixtures';
import { waitForHydration } from './hydration';
import { apiRoutes, docRoutes, homeRoute, type RouteExpectation } from './routes';

/**
 * No text is drawn over a control (issue 42: the home page's "Not on npm yet"
 * line, pulled up by a negative margin, sat on the Get Started, Examples and
 * API Reference buttons). One page of each page template, at a phone and a
 * desktop width, one load each: the boxes of every labelled, visible link and
 * button (their line boxes, for a link that wraps) against the line boxes of
 * every visible text node, grouped by the element that holds it (p, li, h1–h6,
 * figcaption, small, a span with text of its own, …). A text node inside the
 * control, or whose element contains the control, is the control's own label
 * or its surroundings, never an overlap. Boxes are clipped by the scroll
 * containers around them (a long code line runs on under the code block's
 * edge, not over the table of contents).
 */

/** How far a box may reach into another before it counts, in CSS pixels: antialiasing and rounding. */
const SLACK = 2;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const pick = (table: RouteExpectation[], path: string): string => {
  const found = table.find((r) => r.path === path);
  if (!found) throw new Error(`e2e/routes.ts has no route ${path}`);
  return found.path;
};

/** One page of each template (src/pages, src/templates). */
const TEMPLATES: Array<{ template: string; path: string; status: number }> = [
  { template: 'home (src/pages/index.tsx)', path: homeRoute.path, status: 200 },
  { template: 'doc (DocPage)', path: pick(docRoutes, 'docs/getting-started'), status: 200 },
  { template: 'examples (DocPage with live examples)', path: pick(docRoutes, 'docs/examples/plain'), status: 200 },
  { template: 'category index (CategoryIndex)', path: pick(docRoutes, 'docs/category/examples'), status: 200 },
  { template: 'API index (ApiIndex)', path: pick(apiRoutes, API_INDEX.slice(1)), status: 200 },
  { template: 'API page (ApiPage)', path: pick(apiRoutes, 'docs/api/functions/useDialog'), status: 200 },
  { template: '404 (src/pages/404.tsx)', path: 'docs/no-such-page', status: 404 },
];

interface Overlap {
  text: string;
  control: string;
  width: number;
  height: number;
  x: number;
  y: number;
}

/** Every text box that reaches more than SLACK px into a labelled control's box, with both named; and how many of each were compared. */
async function overlaps(page: Page): Promise<{ overlaps: Overlap[]; controls: number; blocks: number }> {
  const controls = page.getByRole('link', { name: /\S/ }).or(page.getByRole('button', { name: /\S/ }));
  return controls.evaluateAll((elements: Element[], slack: number) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const hiddenByClip = new Map<Element, boolean>();
    /** Visually hidden text (`clip: rect(0 0 0 0)` on it or an ancestor, src/styles/global.css) is not drawn. */
    const clippedAway = (element: Element | null): boolean => {
      if (!element) return false;
      const known = hiddenByClip.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const clipped = style.position !== 'static' && style.clip !== 'auto' && style.clip !== '';
      const result = clipped || clippedAway(element.parentElement);
      hiddenByClip.set(element, result);
      return result;
    };
    /** The box intersected with `from` and each ancestor of it that clips its overflow; null when nothing of it shows. */
    const visiblePart = (box: Box, from: Element | null): Box | null => {
      let { left, top, right, bottom } = box;
      for (let a = from; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        const inner = { left: r.left + a.clientLeft, top: r.top + a.clientTop, right: r.left + a.clientLeft + a.clientWidth, bottom: r.top + a.clientTop + a.clientHeight };
        if (style.overflowX !== 'visible') {
          left = Math.max(left, inner.left);
          right = Math.min(right, inner.right);
        }
        if (style.overflowY !== 'visible') {
          top = Math.max(top, inner.top);
          bottom = Math.min(bottom, inner.bottom);
        }
      }
      return right - left > 0 && bottom - top > 0 ? { left, top, right, bottom } : null;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !clippedAway(element);
    const boxes = (rects: DOMRectList, clippedFrom: Element | null): Box[] =>
      [...rects].flatMap((rect) => {
        const part = rect.width > 0 && rect.height > 0 ? visiblePart(rect, clippedFrom) : null;
        return part ? [part] : [];
      });
    const snippet = (value: string | null | undefined) => {
      const text = (value ?? '').replace(/\s+/g, ' ').trim();
      return text.length > 60 ? `${text.slice(0, 57)}…` : text;
    };
    const describeElement = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
      return `<${element.tagName.toLowerCase()}${id}${classes}>`;
    };
    const describeControl = (element: Element) => {
      const role = element.getAttribute('role') ?? (element.tagName === 'A' ? 'link' : 'button');
      const name = element.getAttribute('aria-label') ?? element.textContent;
      return `${role} "${snippet(name)}" ${describeElement(element)}`;
    };

    const controls = elements.filter(shown).map((element) => ({ element, boxes: boxes(element.getClientRects(), element.parentElement) })).filter((c) => c.boxes.length);

    // Text nodes by the element that holds them: that element is the text block.
    const blocks = new Map<Element, Box[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/\S/.test(node.nodeValue ?? '') || parent.closest('script, style, noscript, template')) continue;
      if (!shown(parent)) continue;
      range.selectNodeContents(node);
      // A text's own element clips it too (overflow: hidden with an ellipsis).
      const found = boxes(range.getClientRects(), parent);
      if (found.length) blocks.set(parent, [...(blocks.get(parent) ?? []), ...found]);
    }

    const result: Array<{ text: string; control: string; width: number; height: number; x: number; y: number }> = [];
    for (const [block, textBoxes] of blocks) {
      for (const control of controls) {
        // The control's own label, or the paragraph, list item or heading around it.
        if (control.element.contains(block) || block.contains(control.element)) continue;
        let worst: { width: number; height: number; x: number; y: number } | null = null;
        for (const t of textBoxes) {
          for (const c of control.boxes) {
            const width = Math.min(t.right, c.right) - Math.max(t.left, c.left);
            const height = Math.min(t.bottom, c.bottom) - Math.max(t.top, c.top);
            if (width > slack && height > slack && (!worst || width * height > worst.width * worst.height)) {
              worst = { width, height, x: Math.max(t.left, c.left), y: Math.max(t.top, c.top) };
            }
          }
        }
        if (worst) {
          result.push({
            text: `${describeElement(block)} "${snippet(block.textContent)}"`,
            control: describeControl(control.element),
            width: Math.round(worst.width),
            height: Math.round(worst.height),
            x: Math.round(worst.x + window.scrollX),
            y: Math.round(worst.y + window.scrollY),
          });
        }
      }
    }
    return { overlaps: result, controls: controls.length, blocks: blocks.size };
  }, SLACK);
}

for (const viewport of WIDTHS) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });
    for (const { template, path, status } of TEMPLATES) {
      test.describe(template, () => {
        // The not-found page's document answers 404, which Chromium reports on the console.
        if (status === 404) test.use({ allowConsole: [/status of 404/] });
        test(`/${path}: no text over a link or button`, async ({ page }) => {
          const response = await page.goto(route(path));
          expect(response?.status()).toBe(status);
          await waitForHydration(page);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const { overlaps: found, controls, blocks } = await overlaps(page);
          // A page always has links and text: none found means the check looked at nothing.
          expect(controls, 'labelled, visible links and buttons').toBeGreaterThan(2);
          expect(blocks, 'visible text blocks').toBeGreaterThan(2);
          const report = found.map((o) => `${o.text}\n    overlaps ${o.control}\n    by ${o.width}×${o.height} px at (${o.x}, ${o.y})`);
          expect(report, `text drawn over controls on /${path} at ${viewport.width}px`).toEqual([]);
        });
      });
    }
  });
}
