import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import type { Locator, Page } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';
import { openAccountMenu } from './top-bar.ts';

/**
 * Issue #13: the look of the screens a first visitor sees, compared against committed baselines
 * (e2e/look.spec.ts-snapshots/) at desktop and phone width, in Polish and German, so the style
 * does not drift silently. What changes by itself is masked: the countdown, how many tickets are
 * left (other journeys buy them), and a bought ticket's own reference, QR code and the code under it.
 *
 * A change to the look is meant: run `npx playwright test e2e/look.spec.ts --update-snapshots`
 * against a built server, look at the new pictures, and commit them with the change.
 */
const languages = ['pl', 'de'] as const;
type Lang = (typeof languages)[number];

/** The account menu's labels in each language (auth namespace). */
function menu(lang: Lang) {
  return (JSON.parse(readFileSync(new URL(`../packages/i18n/locales/${lang}/auth.json`, import.meta.url), 'utf8')) as { menu: { profile: string; my_tickets: string } }).menu;
}

/** The checkout's labels in each language, read from the translations the page uses. */
function tickets(lang: Lang) {
  return JSON.parse(readFileSync(new URL(`../packages/i18n/locales/${lang}/tickets.json`, import.meta.url), 'utf8')) as {
    checkout: { next: string; steps: { payment: string } };
    payment: { terms: string; get_free: string };
    my_tickets: { title: string };
  };
}
// The demo's own words in each language (seed/demo-translations).
const communityPass: Record<Lang, string> = { pl: 'Wejściówka Community', de: 'Community-Pass' };
const agenda: Record<Lang, string> = { pl: 'Agenda', de: 'Programm' };

/** Everything that moves on its own, wherever it appears. */
const volatile = (page: Page): Locator[] => [
  page.locator('.lp-countdown__digits'),
  page.locator('.ev-info__countdown'),
  page.locator('.lp-ticket__left'),
  page.locator('.mt-qr'),
  page.locator('.mt-code code'),
  page.locator('[data-volatile]'),
];

async function expectLook(page: Page, name: string) {
  // Web fonts and pictures in, nothing mid-transition.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, animations: 'disabled', caret: 'hide', mask: volatile(page), maxDiffPixels: 100 });
}

for (const lang of languages) {
  test.describe(`the look in ${lang}`, () => {
    test.use({ locale: lang === 'pl' ? 'pl-PL' : 'de-DE', timezoneId: 'Europe/Warsaw' });

    test(`landing page and agenda (${lang}) @phone`, async ({ page }) => {
      await page.goto(`/demo?lng=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectLook(page, `landing-${lang}`);
      await page.getByRole('link', { name: agenda[lang], exact: true }).first().click();
      await expect(page.getByTestId('agenda-session').first()).toBeVisible();
      await expectLook(page, `agenda-${lang}`);
    });

    test(`checkout summary, then profile and my tickets from the account menu (${lang}) @phone`, async ({ page }, info) => {
      const phone = info.project.name === 'phone';
      const user = { pl: phone ? e2eUsers.lookPlPhone : e2eUsers.lookPlDesktop, de: phone ? e2eUsers.lookDePhone : e2eUsers.lookDeDesktop }[lang];
      const t = tickets(lang);
      await page.goto('/demo?lng=en');
      await logIn(page, 'demo', user);
      await page.goto(`/demo/buy-ticket?lng=${lang}`);
      await page.getByText(communityPass[lang]).first().click();
      await page.getByRole('button', { name: t.checkout.next }).click();
      await page.getByRole('button', { name: t.checkout.next }).click();
      await expect(page.getByRole('heading', { name: new RegExp(t.checkout.steps.payment) })).toBeVisible();
      await expectLook(page, `checkout-summary-${lang}`);

      await page.getByLabel(t.payment.terms).check();
      await page.getByRole('button', { name: t.payment.get_free }).click();
      await expect(page).toHaveURL(/confirmation/);
      // From the account menu, as a visitor finds them from any page: their profile, then their tickets.
      const inMenu = page.locator('.auth-header');
      await openAccountMenu(page);
      await inMenu.getByRole('link', { name: menu(lang).profile }).click();
      await expect(page).toHaveURL(/\/demo\/profile$/);
      await openAccountMenu(page);
      await inMenu.getByRole('link', { name: menu(lang).my_tickets }).click();
      await expect(page).toHaveURL(/\/demo\/profile\/tickets$/);
      await expect(page.getByRole('heading', { level: 1, name: t.my_tickets.title })).toBeVisible();
      await expectLook(page, `my-tickets-${lang}`);
    });
  });
}
