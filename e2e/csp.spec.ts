import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/**
 * Issue #11: the pages run under their Content-Security-Policy — they hydrate, and nothing on
 * them is refused (a refused script or frame is reported in the console).
 */
test.use({ locale: 'en-US' });

function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`${page.url()}: ${e.message}`));
  return seen;
}

test('landing, agenda and checkout hydrate under the CSP with no violation', async ({ page }) => {
  const violations = watchViolations(page);
  const res = await page.goto('/demo');
  // A guest's landing page is kept and sent as the same bytes to every guest (compressed once):
  // its inline scripts are allowed by hash; every page rendered for one visitor has a nonce.
  expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+ 'wasm-unsafe-eval'/);
  expect(res?.headers()['content-encoding']).toBe('br');
  // Hydrated: the agenda opens by a client-side navigation, and its filter works.
  await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await page.getByLabel('Place').selectOption({ label: 'Main Hall' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/place=\d+/);
  await logIn(page, 'demo', e2eUsers.attendee);
  const checkout = await page.goto('/demo/buy-ticket');
  expect(checkout?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await expect(page.getByRole('radio').first()).toBeVisible();
  // Signed in, the landing page is rendered for this visitor, with a nonce, and hydrates too.
  const mine = await page.goto('/demo');
  expect(mine?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('a guest in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('the kept landing page, its scripts allowed by hash, runs them with Polish text in them (hashed as UTF-8)', async ({ page }) => {
    const violations = watchViolations(page);
    // The render, the kept copy through the whole stack, then node:http's own copy of it.
    for (let visit = 0; visit < 3; visit++) {
      const res = await page.goto('/demo');
      expect(res?.headers()['content-security-policy']).toMatch(/'sha256-/);
      // An inline script (the hydration data) holds the Polish page's words, not only ASCII.
      expect(await res!.text()).toMatch(/<script>[^<]*[ąćęłńóśźż][^<]*<\/script>/);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => typeof (window as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe('object');
    }
    await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
