import AxeBuilder from '@axe-core/playwright';
import { forEachLayout, open, test, expect, menuButton } from './theme-matrix';

forEachLayout(({ mode, mobile }) => {
  for (const path of ['', 'docs/getting-started', 'docs/examples/plain']) {
    test(`text contrast meets WCAG AA (/${path})`, async ({ page }) => {
      test.slow(); // axe walks every code token of the long pages.
      await open(page, path, mode);
      if (mobile && path) await menuButton(page).click();
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      const failures = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
      expect(failures).toEqual([]);
    });
  }
});
