import type { ElementHandle, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { FLAVOURS, expectSettled, gotoExamples, open, type Flavour } from './examples-helpers';

/**
 * Demos animate out (issue 13): after an answer the dialog stays in the page, closed, while
 * its kit's exit animation plays, and the output line already shows the result; with
 * prefers-reduced-motion nothing animates and the dialog goes at once.
 */

/** The demo's output line, also while a kit hides the page behind a modal from assistive technology. */
const outputOf = (page: Page, name: string) =>
  page.getByRole('group', { name: `${name} demo`, includeHidden: true }).getByRole('status', { includeHidden: true });

/** The element whose subtree holds the kit's exit animation, from the element with the dialog role. */
const LAYER: Record<Flavour, string | null> = {
  plain: null, // the <dialog> itself (and its ::backdrop)
  radix: null, // Dialog.Content
  mui: '.MuiDialog-root', // the Fade around the paper and the backdrop
};

type Snapshot = { attached: boolean; state: string | null; running: number; output: string };

/**
 * Starts recording, in the page, the dialog's state at every DOM change and every
 * animation frame until it leaves the page: whether it is attached, its data-state, how
 * many animations run in it, and the demo's output line.
 */
async function recordExit(dialog: Locator, output: Locator, flavour: Flavour) {
  const outputHandle = await output.elementHandle();
  const dialogHandle = (await dialog.elementHandle()) as ElementHandle<HTMLElement>;
  // Let the entrance finish first, as a reader who sees the dialog does: an answer during
  // the entrance reverses it, and a reversed CSS transition is shortened to the time it
  // had run, which can be shorter than one frame on a busy machine.
  await dialogHandle.evaluate(async (el, layerSelector) => {
    const layer = (layerSelector && el.closest(layerSelector)) || el;
    await Promise.all(layer.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
  }, LAYER[flavour]);
  await dialogHandle.evaluate(
    (el, { layerSelector, out }) => {
      const layer = (layerSelector && el.closest(layerSelector)) || el;
      const log: Snapshot[] = [];
      const snap = () =>
        log.push({
          attached: layer.isConnected,
          state: el.getAttribute('data-state'),
          running: layer.isConnected
            ? layer.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length
            : 0,
          output: out?.textContent ?? '',
        });
      const observer = new MutationObserver(snap);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const frame = () => {
        snap();
        if (layer.isConnected) requestAnimationFrame(frame);
        else setTimeout(() => observer.disconnect(), 1000);
      };
      requestAnimationFrame(frame);
      (window as unknown as { exitLog: Snapshot[] }).exitLog = log;
    },
    { layerSelector: LAYER[flavour], out: outputHandle },
  );
  return {
    /** Running animations in the dialog's layer right now (0 once it has left the page). */
    runningNow: () =>
      dialogHandle.evaluate((el, layerSelector) => {
        const layer = (layerSelector && el.closest(layerSelector)) || el;
        return layer.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length;
      }, LAYER[flavour]),
    log: () => dialog.page().evaluate(() => (window as unknown as { exitLog: Snapshot[] }).exitLog),
  };
}

for (const flavour of FLAVOURS) {
  test.describe(`${flavour} exit`, () => {
    test.beforeEach(async ({ page }) => gotoExamples(page, flavour));

    test('the dialog fades out after an answer, with the result already shown', async ({ page }) => {
      const output = outputOf(page, 'Confirm');
      const dialog = await open(page, 'Confirm');
      const recording = await recordExit(dialog, output, flavour);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectSettled(page, 'Confirm', 'Resolved: true');

      const log = await recording.log();
      const fading = log.filter((s) => s.attached && s.running > 0 && s.output === 'Resolved: true');
      expect(fading.length, 'snapshots of the dialog still in the page, animating, with the result shown').toBeGreaterThan(0);
      // The kits that mark the closed state on the element say so while it fades.
      if (flavour !== 'mui') expect(fading.every((s) => s.state === 'closed')).toBe(true);
      expect(log.at(-1)?.attached, 'the dialog leaves the page at the end').toBe(false);
    });

    test('Escape animates out as well and still rejects', async ({ page }) => {
      const output = outputOf(page, 'Confirm');
      const dialog = await open(page, 'Confirm');
      const recording = await recordExit(dialog, output, flavour);
      await page.keyboard.press('Escape');
      await expectSettled(page, 'Confirm', 'Rejected: undefined');
      const log = await recording.log();
      expect(log.some((s) => s.attached && s.running > 0 && s.output === 'Rejected: undefined')).toBe(true);
    });
  });

  test.describe(`${flavour} exit with reduced motion`, () => {
    test.use({ reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => gotoExamples(page, flavour));

    test('the dialog goes at once after an answer: nothing animates', async ({ page }) => {
      const output = outputOf(page, 'Confirm');
      const dialog = await open(page, 'Confirm');
      const recording = await recordExit(dialog, output, flavour);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      // Right after the click: no exit animation runs (or the dialog has already gone).
      expect(await recording.runningNow()).toBe(0);
      await expect(dialog).toHaveCount(0);
      await expectSettled(page, 'Confirm', 'Resolved: true');

      // From the answer on: before it, a hover may start a transition (0.01 ms with the site's reduced-motion CSS).
      const answered = (await recording.log()).filter((s) => s.state === 'closed' || s.output === 'Resolved: true');
      expect(answered.filter((s) => s.running > 0), 'snapshots after the answer with a running animation').toEqual([]);
      expect(answered.at(-1)?.attached).toBe(false);
    });
  });
}
