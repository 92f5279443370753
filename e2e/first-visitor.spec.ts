import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';
import { accountMenu, openAccountMenu } from './top-bar.ts';

/**
 * Issue #13: what a first visitor in Polish meets — on a phone and on a desktop, in a browser set
 * to New York time for a Warsaw event: one language, the event's times, their tickets from any
 * page, and a "no" before Pay rather than after.
 */
test.use({ locale: 'pl-PL', timezoneId: 'America/New_York' });

/** Console errors and uncaught exceptions (hydration errors among them) of every page visited. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

async function signInThenPolish(page: Page, user: (typeof e2eUsers)[keyof typeof e2eUsers]) {
  // The login helper reads English labels; the language is a cookie, so switch after.
  await page.goto('/demo?lng=en');
  await logIn(page, 'demo', user);
  await page.goto('/demo?lng=pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
}

// English words the demo's Polish page must not show (its names — people, companies, talks — may).
const ENGLISH = ['Get your ticket', 'Join 1,500', 'Speakers', 'Exhibitors', 'Partners', 'Tickets', 'Venue', 'Frequently asked', 'Follow us', 'Register', 'Doors open', 'starts in', 'Good to see you', 'Three days', 'Poland', 'Buy ticket', 'Sold out', 'Free', 'Silver'];

test('a guest on /demo?lng=pl reads Polish only (names aside), and the video loads nothing from YouTube before play @phone', async ({ page }) => {
  const errors = watchErrors(page);
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (/youtube|ytimg|vimeo/.test(new URL(r.url()).hostname)) thirdParty.push(r.url());
  });
  await page.goto('/demo?lng=pl');
  await page.locator('footer').last().scrollIntoViewIfNeeded();
  const text = await page.locator('body').innerText();
  expect(ENGLISH.filter((w) => text.includes(w))).toEqual([]);
  await expect(page.getByRole('link', { name: /Odtwórz film/ })).toBeVisible();
  expect(thirdParty).toEqual([]);
  expect(errors).toEqual([]);
});

/** The top bar's account words in a language (auth namespace), as the page shows them. */
function accountWords(lang: string) {
  return (JSON.parse(readFileSync(new URL(`../packages/i18n/locales/${lang}/auth.json`, import.meta.url), 'utf8')) as { header: { account: string; log_in: string; register: string } }).header;
}

/** The top edge of each visible item of the top bar, and the bar's height. */
function topBarRows(page: Page) {
  return page.locator('.event-topbar').evaluate((bar) => ({
    tops: [...bar.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    height: bar.getBoundingClientRect().height,
  }));
}

test('signed in on a 390 px phone, the top bar is one row: menu, inbox, bell, the name cut short, the language @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThenPolish(page, e2eUsers.demoAdmin);
  const { tops, height } = await topBarRows(page);
  expect(tops.length).toBe(5);
  // The icon buttons are a little taller than the text ones: one row, centred, within a few pixels.
  expect(Math.max(...tops) - Math.min(...tops), tops.join(', ')).toBeLessThanOrEqual(4);
  expect(height).toBeLessThan(70);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a guest’s top bar is one row on a 390 px phone in pl, de and ru, Log in and Register behind its Account button @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['pl', 'de', 'ru']) {
    const words = accountWords(lang);
    await page.goto(`/demo?lng=${lang}`);
    await expect(page.locator('.auth-header[data-hydrated="true"]')).toBeAttached();
    // Menu, Account and the language side by side: one top edge, one row's height.
    const { tops, height } = await topBarRows(page);
    expect(tops.length, lang).toBe(3);
    expect(new Set(tops).size, `${lang}: ${tops.join(', ')}`).toBe(1);
    expect(height, lang).toBeLessThan(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(390);

    // The guest's two links, from the keyboard: the button opens them, Escape closes.
    const nav = page.getByRole('navigation', { name: words.account });
    const account = nav.locator('summary');
    await expect(account).toHaveText(words.account);
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: words.log_in, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: words.register, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: words.log_in, exact: true })).toBeHidden();
    await expect(account).toBeFocused();
  }

  // Register from there opens its dialog; closing it gives the focus back to the Account button.
  const pl = accountWords('pl');
  const nav = page.getByRole('navigation', { name: pl.account });
  const account = nav.locator('summary');
  await page.goto('/demo?lng=pl');
  await expect(page.locator('.auth-header[data-hydrated="true"]')).toBeAttached();
  await account.click();
  await nav.getByRole('link', { name: pl.register, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/modal=register/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(account).toBeFocused();

  // A desktop keeps both links in the bar, one row.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(account).toBeHidden();
  await expect(nav.getByRole('link', { name: pl.log_in, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: pl.register, exact: true })).toBeVisible();
  expect(new Set((await topBarRows(page)).tops).size).toBe(1);
});

test('the account menu tapped open before the page is interactive stays open once it is @phone', async ({ page }) => {
  await signInThenPolish(page, e2eUsers.attendee);
  // The app's script is held back, as on a slow phone: the server-rendered menu is tapped first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/entry\.client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/demo/event-info', { waitUntil: 'commit' });
  await accountMenu(page).click();
  await expect(page.getByRole('link', { name: 'Moje bilety' })).toBeVisible();
  release();
  await page.locator('.auth-header[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('link', { name: 'Moje bilety' })).toBeVisible();
});

test('an attendee finds their tickets from the account menu, and sees a speaker’s session at Warsaw time @phone', async ({ page }) => {
  const errors = watchErrors(page);
  await signInThenPolish(page, e2eUsers.attendee);

  await page.goto('/demo/event-info');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Moje bilety' }).click();
  await expect(page).toHaveURL(/\/demo\/profile\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje bilety' })).toBeVisible();

  // The speakers screen, from the landing page's side menu (its label translated too).
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Prelegenci' }).first().click();
  await page.locator('a[href*="speaker="]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const times = dialog.locator('time');
  await expect(times.first()).toBeVisible();
  const iso = (await times.first().getAttribute('datetime'))!;
  // The event's zone (Europe/Warsaw), never the browser's (New York) nor raw UTC.
  const warsaw = new Intl.DateTimeFormat('pl', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  await expect(times.first()).toContainText(warsaw);
  await expect(times.first()).not.toContainText('T');
  expect(errors).toEqual([]);
});

test('a buyer who holds a ticket is told on step 1 and buys for someone else, never told "no" after Pay', async ({ page }) => {
  const errors = watchErrors(page);
  await signInThenPolish(page, e2eUsers.visitor);
  // First a free ticket for themself.
  await page.goto('/demo/buy-ticket');
  await expect(page.getByRole('heading', { name: 'Krok 1 z 4: Bilet' })).toBeVisible();
  await page.getByText('Wejściówka Community').first().click();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('Ten bilet jest Twój')).toBeVisible();
  // Nothing to invoice for a free ticket.
  await expect(page.getByLabel('Potrzebuję faktury')).toHaveCount(0);
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByLabel(/Akceptuję regulamin/).check();
  await page.getByRole('button', { name: /Odbierz/ }).click();
  await expect(page).toHaveURL(/confirmation/);

  // Again: step 1 says so at once, and step 2 asks for the other person's details.
  await page.goto('/demo/buy-ticket');
  await expect(page.getByText('Masz już bilet na to wydarzenie')).toBeVisible();
  await page.getByText('Wejściówka Community').first().click();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByText('ten bilet jest dla innej osoby')).toBeVisible();
  await page.getByLabel('Imię').nth(1).fill('Jan');
  await page.getByLabel('Nazwisko').nth(1).fill('Nowak');
  await page.getByLabel('E-mail').nth(1).fill('jan.nowak@e2e.foyer.test');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page.getByLabel(/Akceptuję regulamin/).check();
  await page.getByRole('button', { name: /Odbierz/ }).click();
  await expect(page).toHaveURL(/confirmation/);
  expect(errors).toEqual([]);
});

test('the venue’s floor plan speaks Polish: rooms named under their pins on a wide screen, numbered on a phone, and in the list @phone', async ({ page }) => {
  const event = await (await page.request.get('/api/v1/events/lp/demo')).json();
  const { components } = await (await page.request.get(`/api/v1/events/${event.id}/components`)).json();
  const venues = components.find((x: { component_name: string }) => x.component_name === 'venues');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/demo/component/${venues.id}?lng=pl`);
  // The picture has no words of its own (demo-floor-plan.test.ts): the page names each place.
  const caption = (name: string) => page.locator('.venue-pin__caption', { hasText: name });
  await expect(caption('Sala główna')).toBeVisible();
  await expect(caption('Rejestracja i wejście')).toBeVisible();
  await expect(caption('Stoisko A1')).toBeVisible();
  // A caption stays on the picture.
  const canvas = (await page.locator('.venue-map__canvas').boundingBox())!;
  for (const box of await page.locator('.venue-pin__caption').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThanOrEqual(canvas.x);
    expect(box.right).toBeLessThanOrEqual(canvas.x + canvas.width);
    expect(box.bottom).toBeLessThanOrEqual(canvas.y + canvas.height);
  }
  // The list under it: each place and the agenda room it is, in Polish.
  const list = page.locator('.venue__points');
  await expect(list).toContainText('Sala główna');
  await expect(list).toContainText('Sala: Sala główna');
  await expect(list).not.toContainText('Main Hall');

  // A phone: the numbered pins and the list say it, no captions crowd the small picture.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(caption('Sala główna')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sala główna' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
