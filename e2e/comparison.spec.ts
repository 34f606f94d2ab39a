import { open, test, expect } from './theme-matrix';

/**
 * The comparison page on a phone (issue 42): it leads with "When to pick which", its tables
 * keep every row with short cells, and each row's full answers sit in a collapsed <details>
 * under its table, named by the row, with their source links.
 */
const PAGE = 'docs/comparison';

test.describe('comparison on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('leads with when to pick which, one line per library', async ({ page }) => {
    await open(page, PAGE);
    const main = page.getByRole('main');
    await expect(main.locator('h2').first()).toHaveText('When to pick which');
    const picks = main.locator('h2:has-text("When to pick which") + ul > li');
    await expect(picks).toHaveCount(8);
    for (const text of await picks.allTextContents()) expect(text.length, text).toBeLessThan(130);
  });

  test('each table keeps its rows with short cells, and each row has its details, collapsed, with sources', async ({ page }) => {
    await open(page, PAGE);
    const tables = await page.locator('main table').evaluateAll((all) =>
      all.map((table) => {
        const rows = [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent?.trim() ?? '');
        const cells = [...table.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
        const summaries: string[] = [];
        for (let next = table.nextElementSibling; next && next.tagName !== 'H2' && next.tagName !== 'TABLE'; next = next.nextElementSibling) {
          if (next.tagName === 'DETAILS') summaries.push(next.querySelector('summary')?.textContent?.trim() ?? '');
        }
        const header = [...table.querySelectorAll('th')].map((th) => th.textContent?.trim() ?? '');
        return { header, rows, longest: Math.max(...cells.map((c) => c.length)), summaries };
      }),
    );
    const compared = tables.filter((t) => t.header.includes('React Dialog Hub'));
    expect(compared).toHaveLength(2);
    const [headless, kits] = compared;
    expect(headless!.header).toHaveLength(6);
    expect(kits!.header).toHaveLength(5);
    for (const table of compared) {
      expect(table.rows).toEqual(expect.arrayContaining(['Failure and dismissal', 'Opening from outside React', 'SSR and Next.js']));
      expect(table.summaries, 'one details per row, in the table\'s order').toEqual(table.rows);
      expect(table.longest, 'the longest cell').toBeLessThanOrEqual(110);
    }
    // Collapsed until opened; the full answer names the source at the compared version.
    const details = page.locator('main details').filter({ has: page.locator('summary', { hasText: 'Failure and dismissal' }) }).last();
    const chakra = details.locator('li', { hasText: 'Chakra UI' });
    await expect(chakra).toBeHidden();
    await details.locator('summary').click();
    await expect(chakra).toBeVisible();
    await expect(chakra).toContainText('resolve it with undefined');
    await expect(chakra.getByRole('link', { name: '3.38.0 source' })).toHaveAttribute('href', /github\.com\/chakra-ui\/chakra-ui\/blob\/@chakra-ui\/react@3\.38\.0\//);
  });

  test('the page does not scroll sideways; only its tables do', async ({ page }) => {
    await open(page, PAGE);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  });

  test('gives no registry publish dates', async ({ page }) => {
    await open(page, PAGE);
    await expect(page.getByRole('main')).not.toContainText('Published, per the npm registry');
    await expect(page.getByRole('main')).not.toContainText('registry\'s dates');
  });
});
