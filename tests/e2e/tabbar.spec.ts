import { LANGS, LANG_INFO } from '../../src/contract/languages.ts';
import { test, expect } from './fixtures.ts';

// The smallest common phone width: every tab label must show whole there, in every language
// (on two lines at most), never cut off by an ellipsis or the next tab.
test.use({ viewport: { width: 360, height: 740 } });

test('every tab label shows whole at 360 px in all 18 languages', async ({ page }) => {
  test.setTimeout(120_000);
  const cut: string[] = [];
  await page.goto('/news');
  // Let the app finish starting (it saves the language it starts with) before choosing another.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const lang of LANGS) {
    // A string script: these files are type-checked without the DOM library.
    await page.evaluate(`localStorage.setItem('lotwise.lang', '"${lang}"')`);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', LANG_INFO[lang].tag);
    const labels = page.getByRole('navigation').locator('a span');
    await expect(labels).toHaveCount(6);
    // The active tab's label is bold: measure every label as if it were the active one. Set
    // through the CSSOM: the Content-Security-Policy refuses an added <style> tag.
    await page.evaluate(`document.querySelectorAll('nav a span').forEach((span) => span.style.setProperty('font-weight', '650', 'important'))`);
    const overflowing = await labels.evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth + 0.5 || span.scrollHeight > span.clientHeight + 2).map((span) => span.textContent),
    );
    if (overflowing.length > 0) cut.push(`${lang}: ${overflowing.join(', ')}`);
  }
  expect(cut).toEqual([]);
});
