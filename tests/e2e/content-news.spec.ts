import { test, expect } from './fixtures.ts';
import { addEnglishOnlyArticle, ENGLISH_ONLY } from './helpers/news.ts';

// Issue 10 item 1: the news list of the seeded articles, then one article, rendered safely.
// Issue 19 item 7: the seeded articles in every language; an article in another language than
// the reader's is marked as that language and says so.

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
    // Read in English, nothing is in another language.
    await expect(page.getByTestId('news-lang-note')).toHaveCount(0);

    await first.click();
    await expect(page).toHaveURL(/\/news\/detail\?id=1$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: 'EUR/USD holds near 1.17 as traders wait for US inflation data' })).toBeVisible();
    await expect(article.getByRole('heading', { name: 'What moved the pair' })).toBeVisible();
    await expect(article.getByRole('listitem').first()).toHaveText('US Treasury yields eased slightly after weaker manufacturing surveys.');
    await expect(article.locator('strong', { hasText: '1.1680' })).toBeVisible();
    expect(await article.locator('script, img, a, iframe').count()).toBe(0);
  });

  test('an article reads in the chosen language, right to left in Arabic', async ({ page }) => {
    await page.addInitScript(`localStorage.setItem('lotwise.lang', '"ar"');`);
    await page.goto('/news/detail?id=1');
    const title = page.getByRole('heading', { level: 1, name: 'اليورو يستقر قرب 1.17 دولار بانتظار بيانات التضخم الأمريكية' });
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('news-lang-note')).toHaveCount(0);
  });

  test('an article only in English, read in French, is marked English and says so; a seeded one reads in French', async ({ page }) => {
    addEnglishOnlyArticle();
    await page.addInitScript(`localStorage.setItem('lotwise.lang', '"fr"');`);
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'Actualités', exact: true })).toBeVisible();
    const card = page.getByRole('link', { name: new RegExp(ENGLISH_ONLY.title) });
    await expect(card).toBeVisible();
    await expect(card.locator('.news-card-title')).toHaveAttribute('lang', 'en');
    await expect(card.locator('.news-card-desc')).toHaveAttribute('lang', 'en');
    await expect(card.getByTestId('news-lang-note')).toHaveText('Affiché en anglais');
    // The seeded articles are French, and say nothing.
    const seeded = page.getByRole('link', { name: /L'EUR\/USD se maintient près de 1,17/ });
    await expect(seeded).toBeVisible();
    await expect(seeded.locator('.news-card-title')).toHaveAttribute('lang', 'fr');
    await expect(seeded.getByTestId('news-lang-note')).toHaveCount(0);
    await expect(page.getByTestId('news-lang-note')).toHaveCount(1);

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/news/detail\\?id=${ENGLISH_ONLY.id}$`));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: ENGLISH_ONLY.title })).toHaveAttribute('lang', 'en');
    await expect(article.locator('.news-article-lead')).toHaveAttribute('lang', 'en');
    await expect(article.locator('.news-article-body')).toHaveAttribute('lang', 'en');
    await expect(article.getByTestId('news-lang-note')).toHaveText('Affiché en anglais');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.goto('/news/detail?id=1');
    const title = page.getByRole('article').getByRole('heading', { level: 1 });
    await expect(title).toHaveText("L'EUR/USD se maintient près de 1,17 dans l'attente de l'inflation américaine");
    await expect(title).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('article').getByRole('heading', { name: 'Ce qui a fait bouger la paire' })).toBeVisible();
    await expect(page.getByTestId('news-lang-note')).toHaveCount(0);
  });
});
