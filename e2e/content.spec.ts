import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';

/** The path of the demo event's first component of a kind, from the public read API. */
async function componentPath(page: Page, name: string) {
  const event = await (await page.request.get('/api/v1/events/lp/demo')).json();
  const { components } = await (await page.request.get(`/api/v1/events/${event.id}/components`)).json();
  const c = components.find((x: { component_name: string }) => x.component_name === name);
  return `/demo/component/${c.id}`;
}

/** One letter replaced in the middle: an error score of 1/length, under the 0.2 threshold. */
function typo(word: string) {
  const i = Math.floor(word.length / 2);
  return word.slice(0, i) + (word[i] === 'q' ? 'x' : 'q') + word.slice(i + 1);
}

test('speakers: a last name with a one-letter typo finds the speaker', async ({ page }) => {
  await page.goto('/demo');
  // The side menu "Speakers" link; the speakers screen directly while the menu is not there.
  const menu = page.getByRole('link', { name: 'Speakers', exact: true });
  if (await menu.count()) await menu.first().click();
  else await page.goto(await componentPath(page, 'speakers'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const names = await page.locator('.speaker-card__name').allTextContents();
  const target = names.map((n) => n.trim()).find((n) => (n.split(' ').at(-1) ?? '').length >= 6)!;
  const last = target.split(' ').at(-1)!;
  await page.getByLabel('Search speakers').fill(typo(last));
  await expect(page.getByRole('heading', { name: target })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('heading', { name: target })).toBeVisible();
  await page.getByLabel('Search speakers').fill('zzzzqqqq');
  await expect(page.getByText(/No speakers match/)).toBeVisible();
});

test('exhibitors: a guest sees no e-mail of an exhibitor with for_logged_contact', async ({ page }) => {
  await page.goto(await componentPath(page, 'exhibitors'));
  const all = page.locator('section[aria-labelledby="exhibitors-all"] .exhibitor-card');
  const count = await all.count();
  expect(count).toBeGreaterThan(1);
  // Every seeded exhibitor has an e-mail: a card without one is hidden from guests (SPEC §6).
  const withMail = await all.filter({ has: page.locator('a[href^="mailto:"]') }).count();
  expect(withMail).toBeGreaterThan(0);
  expect(withMail).toBeLessThan(count);
  const hidden = all.filter({ hasNot: page.locator('a[href^="mailto:"]') }).first();
  // The name opens the exhibitor dialog; its href is the exhibitor page (the no-JS twin): both hide it.
  const link = hidden.getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  const name = (await link.innerText()).trim();
  await link.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(dialog.getByText(/booth@/)).toHaveCount(0);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(page.getByText(/booth@/)).toHaveCount(0);
});
