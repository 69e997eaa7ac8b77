import AxeBuilder from '@axe-core/playwright';
import { test, expect, quoteRow } from './fixtures.ts';

async function seriousViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

test.describe('accessibility', () => {
  test('home has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('trade has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await quoteRow(page, 'BTC/USD').click();
    await expect(page.getByRole('img', { name: /Candlestick chart/ })).toHaveAttribute('data-status', 'ready');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
