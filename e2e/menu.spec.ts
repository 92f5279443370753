import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';
import { eventPageLink } from './top-bar.ts';

/**
 * Issue #11: every menu entry of the demo event leads somewhere — for a guest, an attendee and an
 * administrator. A component without a screen yet is left out; the tickets component opens the
 * purchase; administrators find the admin panel, pass the password once and open its screens.
 */
test.use({ locale: 'en-US' });

async function menuLinks(page: Page): Promise<string[]> {
  await page.goto('/demo');
  const hrefs = await page.locator('.lp-menu a, .db-eventnav a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  return [...new Set(hrefs)];
}

async function expectAllLeadSomewhere(page: Page) {
  const broken: string[] = [];
  for (const href of await menuLinks(page)) {
    const res = await page.request.get(href);
    if (res.status() === 404 || res.status() >= 500) broken.push(`${href}: ${res.status()}`);
  }
  expect(broken).toEqual([]);
}

test('a guest: no menu entry is a 404', async ({ page }) => {
  await expectAllLeadSomewhere(page);
  // The tickets component opens the purchase.
  const tickets = page.locator('.lp-menu a', { hasText: /tickets/i }).first();
  if (await tickets.count()) {
    await tickets.click();
    // The purchase (a guest is asked to sign in first, and comes back to it).
    await expect(page).toHaveURL(/\/demo\/(buy-ticket$|login\?redirectTo=%2Fdemo%2Fbuy-ticket)/);
  }
});

test('an attendee: no menu entry is a 404, and no admin panel', async ({ page }) => {
  await logIn(page, 'demo', e2eUsers.dashboardAttendee);
  await expectAllLeadSomewhere(page);
  // Neither inline nor behind the phone's Menu button (hidden links count here too).
  await expect(page.locator('.db-eventnav a', { hasText: 'Admin panel' })).toHaveCount(0);
  expect((await page.request.get('/demo/admin')).status()).toBe(403);
});

test('an administrator: the admin panel from the menu, the password once, then every admin screen @phone', async ({ page }) => {
  await logIn(page, 'demo', e2eUsers.demoAdmin);
  await expectAllLeadSomewhere(page);
  await page.goto('/demo');
  await (await eventPageLink(page, 'Admin panel')).click();
  await expect(page).toHaveURL(/\/demo\/admin$/);
  await page.getByLabel(/^Password/).fill(e2eUsers.demoAdmin.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('link', { name: 'Discount codes' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New discount code' })).toBeVisible();
  await page.locator('.fy-admin-nav').getByRole('link', { name: 'Admin panel' }).click();
  await page.getByRole('link', { name: 'Join requests' }).click();
  await expect(page).toHaveURL(/\/demo\/admin\/join-requests$/);
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  // Old bookmarks of the admin screens still work.
  await page.goto('/demo/manage/discount-codes');
  await expect(page).toHaveURL(/\/demo\/admin\/discount-codes$/);
});
