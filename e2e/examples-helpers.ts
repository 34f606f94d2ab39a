import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, route, test } from './fixtures';
import { waitForHydration } from './hydration';
import { BUILD_DIR } from './build-dir';

export const FLAVOURS = ['plain', 'radix', 'mui'] as const;
export type Flavour = (typeof FLAVOURS)[number];

/** The one open dialog, whatever role its kit gives it. */
export const openDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** A live example's parts, found the way a reader finds them. */
export function demo(page: Page, name: string) {
  const group = page.getByRole('group', { name: `${name} demo` });
  return {
    group,
    button: group.getByRole('button', { name: `Open ${name}` }),
    output: group.getByRole('status'),
  };
}

export async function gotoExamples(page: Page, flavour: Flavour) {
  await page.goto(route(`docs/examples/${flavour}`));
  await demosHydrated(page);
}

/**
 * The buttons are enabled in the prerendered HTML already, but a click does
 * nothing until React has hydrated them (with the rest of the article).
 */
export async function demosHydrated(page: Page) {
  await waitForHydration(page);
}

/**
 * The build's chunks that only a demo's kit needs: the assets of the chunk
 * group `example-<flavour>` (see src/mdx/LiveExample/loaders.ts) that no
 * other chunk group uses.
 */
function kitAssets(): Map<string, Flavour> {
  const stats = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
  };
  const owners = new Map<string, string[]>();
  for (const [group, { assets }] of Object.entries(stats.namedChunkGroups)) {
    for (const asset of assets) {
      const name = typeof asset === 'string' ? asset : asset.name;
      owners.set(name, [...(owners.get(name) ?? []), group]);
    }
  }
  const kits = new Map<string, Flavour>();
  for (const [asset, groups] of owners) {
    const only = /^example-(plain|radix|mui)$/.exec(groups[0]);
    if (asset.endsWith('.js') && groups.length === 1 && only) kits.set(asset, only[1] as Flavour);
  }
  return kits;
}

/** The kits (by flavour, once per requested chunk) whose code the page has requested so far. */
export function recordKitRequests(page: Page) {
  const assets = kitAssets();
  expect([...new Set(assets.values())].sort(), 'every kit has a chunk of its own').toEqual([...FLAVOURS].sort());
  const kits: Flavour[] = [];
  page.on('request', (request) => {
    const kit = assets.get(new URL(request.url()).pathname.split('/').pop() ?? '');
    if (kit) kits.push(kit);
  });
  return kits;
}

/** Focus is in the dialog (or on the kit's focus container that wraps it). */
export async function expectFocusInside(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        const active = document.activeElement;
        return !!active && active !== document.body && (el.contains(active) || active.contains(el));
      }),
    )
    .toBe(true);
}

/** Opens the named demo's dialog and checks that focus moved into it. */
export async function open(page: Page, name: string): Promise<Locator> {
  const { button, output } = demo(page, name);
  await button.click();
  const dialog = openDialog(page);
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  // Kits hide the page from assistive technology while a modal is open.
  const hiddenOutput = page.getByRole('group', { name: `${name} demo`, includeHidden: true }).getByRole('status', { includeHidden: true });
  await expect(hiddenOutput).toHaveText('Waiting for an answer…');
  return dialog;
}

/** After an answer: the dialog is gone, the output says how it settled, focus is back on the button. */
export async function expectSettled(page: Page, name: string, text: string | RegExp) {
  const { button, output } = demo(page, name);
  await expect(openDialog(page)).toHaveCount(0);
  await expect(output).toHaveText(text);
  await expect(button).toBeFocused();
}

/** A click on the backdrop, far from the centred dialog. */
export const clickBackdrop = (page: Page) => page.mouse.click(8, 400);

/** Current value of a determinate progress bar (ARIA attribute or native <progress>). */
export const progressValue = (bar: Locator) =>
  bar.evaluate((el) => Number(el.getAttribute('aria-valuenow') ?? (el as HTMLProgressElement).value));
