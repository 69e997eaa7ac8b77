import { test, expect } from './fixtures.ts';

// Issue 10 item 1: the news list of the seeded articles, then one article, rendered safely.

test.describe('news', () => {
  test('the list shows the seeded articles up to "No more", and an article opens with its headings and lists', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'News', exact: true })).toBeVisible();
    const first = page.getByRole('link', { name: /EUR\/USD holds near 1\.17/ });
    await expect(first).toBeVisible();
    await expect(page.getByRole('link', { name: /Gold steadies above \$4,000/ })).toBeVisible();
    // Every seeded article fits on the first page: the list ends at once.
    await page.getByText('No more').scrollIntoViewIfNeeded();
    await expect(page.getByText('No more')).toBeVisible();
    expect(await page.locator('.news-card').count()).toBeGreaterThanOrEqual(8);

    await first.click();
    await expect(page).toHaveURL(/\/news\/detail\?id=1$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: 'EUR/USD holds near 1.17 as traders wait for US inflation data' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'What moved the pair' })).toBeVisible();
    await expect(article.getByRole('listitem').first()).toHaveText('US Treasury yields eased slightly after weaker manufacturing surveys.');
    await expect(article.locator('strong', { hasText: '1.1680' })).toBeVisible();
    expect(await article.locator('script, img, a, iframe').count()).toBe(0);
  });

  test('an article reads in the chosen language, with English where it has no translation', async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('lotwise.lang', '"ar"');`);
    await page.goto('/news/detail?id=1');
    await expect(page.getByRole('heading', { level: 1, name: 'اليورو يستقر قرب 1.17 دولار بانتظار بيانات التضخم الأمريكية' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
