import { mkdtempSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, quoteRow } from './fixtures.ts';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

test.describe('installing the app', () => {
  test('the manifest names the app, its icons, colours, shortcuts and screenshots, each file as declared', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({ name: 'Lotwise', short_name: 'Lotwise', start_url: '/', display: 'standalone', id: '/' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as ManifestImage[];
    for (const [size, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      expect(
        icons.some((i) => i.sizes === size && i.type === 'image/png' && i.purpose === purpose),
        `${size} ${purpose}`,
      ).toBe(true);
    }
    expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual(['/trade', '/order', '/mine/charge']);
    const screenshots = manifest.screenshots as ManifestImage[];
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'narrow', 'wide']);
    // Every image exists, is what its type says, and measures what the manifest declares.
    const images = [...icons.filter((i) => i.type !== 'image/svg+xml'), ...screenshots, ...manifest.shortcuts.flatMap((s: { icons: ManifestImage[] }) => s.icons)];
    for (const image of images) {
      const response = await request.get(image.src);
      expect(response.ok(), image.src).toBe(true);
      expect(response.headers()['content-type'], image.src).toContain(image.type);
      const { width, height } = await sharp(await response.body()).metadata();
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
    }
  });

  test('Chromium reports no installability errors', async ({ baseURL }) => {
    // A persistent profile: the default test context is off the record, where Chromium never
    // offers installation ("in-incognito").
    const userDataDir = mkdtempSync('/tmp/lotwise-install-');
    const context = await chromium.launchPersistentContext(userDataDir, { executablePath: test.info().project.use.launchOptions?.executablePath, args: test.info().project.use.launchOptions?.args });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseURL + '/');
      await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(
          async () => {
            const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
            return installabilityErrors.map((e) => e.errorId);
          },
          { timeout: 20_000 },
        )
        .toEqual([]);
      const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });

  test('the home card offers Install where the browser fires beforeinstallprompt, from the second start, and goes once used', async ({ page }) => {
    const offer = `window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => { window.prompted = 1; return Promise.resolve(); },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    }))`;
    await page.goto('/');
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    await page.evaluate(offer);
    // A first visit is for the quotes: no card yet.
    await expect(quoteRow(page, 'ETH/USD')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Install Lotwise' })).toHaveCount(0);

    await page.reload();
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    // What Chromium fires when the app can be installed; prompt() resolves, the person accepts.
    await page.evaluate(offer);
    const card = page.getByRole('region', { name: 'Install Lotwise' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Install' }).click();
    await expect(card).toHaveCount(0);
    expect(await page.evaluate<number | undefined>('window.prompted')).toBe(1);
    await page.reload();
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Install Lotwise' })).toHaveCount(0);
  });

  test('iOS Safari gets the Add to Home Screen steps, and closing the card keeps it closed', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    });
    await context.addInitScript(`localStorage.getItem('lotwise.lang') || localStorage.setItem('lotwise.lang', '"en"');
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => false, configurable: true });`);
    const page = await context.newPage();
    await page.goto('/');
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Install Lotwise' })).toHaveCount(0); // first start
    await page.reload();
    const card = page.getByRole('region', { name: 'Install Lotwise' });
    await expect(card).toContainText('Tap Share, then “Add to Home Screen”.');
    await expect(card.getByRole('button', { name: 'Install' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Install Lotwise' })).toHaveCount(0);
    await context.close();
  });

  test('a launch from the home screen returns to the last route and instrument; a plain visit to / stays home', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(`localStorage.getItem('lotwise.lang') || localStorage.setItem('lotwise.lang', '"en"');`);
    const page = await context.newPage();
    await page.goto('/');
    await quoteRow(page, 'ETH/USD').click();
    await expect(page).toHaveURL((url) => url.pathname === '/trade');
    await expect(page.getByRole('button', { name: /^Buy/ })).toBeVisible();

    // A browser tab opened at / is not a launch of the installed app: it stays home.
    await page.goto('/');
    await expect(quoteRow(page, 'BTC/USD')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await quoteRow(page, 'ETH/USD').click();
    await expect(page).toHaveURL((url) => url.pathname === '/trade');
    await expect(page.getByRole('button', { name: /^Buy/ })).toBeVisible(); // the route has resolved

    // Launched standalone at start_url: back on /trade with ETH/USD.
    const launched = await context.newPage();
    await launched.addInitScript(`Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true, configurable: true });`);
    await launched.goto('/');
    await expect(launched).toHaveURL((url) => url.pathname === '/trade');
    await expect(launched.getByRole('button', { name: /^Buy/ })).toBeVisible();
    await expect(launched.getByText('ETH/USD').first()).toBeVisible();
    await context.close();
  });
});
