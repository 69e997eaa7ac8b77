import { test, expect } from './fixtures.ts';

test.describe('toasts', () => {
  test('sit below the page header, and a later error replaces a stale "please complete"', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const toasts = page.locator('.toaster .toast');
    await expect(toasts).toHaveText(['Please complete all required fields']);
    // Neither the title nor the back button is covered.
    const header = await page.locator('.page-header').boundingBox();
    const toast = await toasts.first().boundingBox();
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    await page.getByLabel('Email address').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).not.toHaveText('Please complete all required fields');
  });

  test('on a tab screen they sit low, just clear of the tab bar', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Try a demo account' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/trade');
    const buy = page.getByRole('button', { name: /^Buy/ });
    await expect(buy).toBeEnabled();
    await buy.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Place buy order' }).click();
    const toast = page.locator('.toaster .toast');
    await expect(toast).toHaveText('Order confirmed');
    const box = (await toast.boundingBox())!;
    const tabs = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    const screen = page.viewportSize()!;
    // Clear of the tab bar (a bottom bar on a phone, a side rail on a desktop), low on the screen.
    const overlaps = box.x < tabs.x + tabs.width && tabs.x < box.x + box.width && box.y < tabs.y + tabs.height && tabs.y < box.y + box.height;
    expect(overlaps).toBe(false);
    expect(box.y).toBeGreaterThan(screen.height * 0.75);
  });
});
