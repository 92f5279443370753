import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { logIn, openAdmin } from './log-in.ts';
import { eventPageLink, eventSectionLink } from './top-bar.ts';

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
    // One <main> landmark a page, for screen readers' "skip to main" (event pages had none, then
    // some would have had two: the layout's and their own).
    else if (res.headers()['content-type']?.includes('text/html')) {
      const mains = ((await res.text()).match(/<main[\s>]/g) ?? []).length;
      if (mains !== 1) broken.push(`${href}: ${mains} <main> landmarks`);
    }
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

test("from any event screen the top bar opens the event's sections, not only the landing page's side menu @phone", async ({ page }) => {
  await logIn(page, 'demo', e2eUsers.dashboardAttendee);
  await page.goto('/demo/event-info');
  await (await eventSectionLink(page, 'Feed wall')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed wall' })).toBeVisible();
  // The open section is the current page of the menu; from there, the next one.
  await expect(page.getByRole('navigation', { name: 'Event pages' }).locator('.db-eventnav__inline a[aria-current="page"]', { hasText: 'Feed wall' })).toHaveCount(1);
  await (await eventSectionLink(page, 'Agenda')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
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

test('screens fit a 360 px phone in the languages with the longest words, no word of the admin ticket table split @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // An administrator of its own: the password re-entry allows 5 an hour per account.
  await openAdmin(page, 'demo', e2eUsers.figuresAdmin);
  await expect(page.getByRole('region', { name: 'The event at a glance' })).toBeVisible();
  // Sideways scroll is measured by the desktop project at this width: the phone project's emulated
  // mobile page widens its layout viewport to the content instead, so there it always reads 0.
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // Bulgarian and Russian have the longest words; Polish split "Pozostał|o" before the fix.
  for (const lng of ['bg', 'ru', 'pl']) {
    await page.goto(`/demo/admin?lng=${lng}`);
    const table = page.locator('.fy-figures__table');
    await expect(table).toBeVisible();
    expect(await sideways(), `${lng}: sideways scroll`).toBeLessThanOrEqual(0);
    // Each word of the headers and counts on one line: a word whose letters sit on two lines was split.
    const split = await table.evaluate((t) =>
      [...t.querySelectorAll('thead th, td')].flatMap((cell) => {
        const node = cell.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) return [];
        return [...(node.textContent ?? '').matchAll(/\S+/g)].filter((m) => {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        }).map((m) => m[0]);
      }),
    );
    expect(split, `${lng}: words split across lines`).toEqual([]);
  }
  // "Benachrichtigungen" as a 2em title widened the page by 19 px.
  await page.goto('/demo/notifications?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
  expect(await sideways(), 'de notifications').toBeLessThanOrEqual(0);
  // A discount code's long label ("Билеты, к которым применяется код") squeezed its value to a letter a line.
  await page.goto('/demo/admin/discount-codes?lng=ru');
  const value = page.locator('.fy-code__facts dd').first();
  await expect(value).toBeVisible();
  expect((await value.boundingBox())!.width, 'ru discount code value width').toBeGreaterThan(100);
  expect(await sideways(), 'ru discount codes').toBeLessThanOrEqual(0);
  await page.goto('/demo/profile/edit?lng=hu');
  await expect(page.getByLabel('Országkód')).toBeVisible();
  expect(await sideways(), 'hu profile edit').toBeLessThanOrEqual(0);
});
