import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Every test starts in English, saved as if chosen (a first visit would follow the browser's
 * language), so it can name things by their English text; a test that switches language keeps
 * its choice across reloads.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // A string script: these files are type-checked without the DOM library.
    await page.addInitScript(`if (!localStorage.getItem('lotwise.lang')) localStorage.setItem('lotwise.lang', '"en"');`);
    // The server's Content-Security-Policy must refuse nothing the app itself does (an inline
    // script or style, a file from elsewhere): every test fails on a refusal Chromium reports.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await use(page);
    expect(refused, 'Content-Security-Policy refusals').toEqual([]);
  },
});

/** The quote row of an instrument on / or /product, by its display code (e.g. BTC/USD). */
export const quoteRow = (page: Page, showCode: string) => page.getByRole('button', { name: new RegExp(`^${showCode.replace('/', '\\/')}\\b`) });

/** How many non-transparent pixels the chart's canvases hold. */
export function chartInk(page: Page): Promise<number> {
  return page.locator('.chart').evaluate((chart) => {
    let ink = 0;
    for (const canvas of chart.querySelectorAll('canvas')) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) ink += 1;
    }
    return ink;
  });
}
