import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';

/** The path of the demo event's first component of a kind, from the public read API. */
async function componentPath(page: Page, name: string) {
  const event = await (await page.request.get('/api/v1/events/lp/demo')).json();
  const { components } = await (await page.request.get(`/api/v1/events/${event.id}/components`)).json();
  const c = components.find((x: { component_name: string }) => x.component_name === name);
  return `/demo/component/${c.id}`;
}

test('venues: a guest reaches a map pin with the keyboard, reads its label and opens its panel', async ({ page }) => {
  await page.goto(await componentPath(page, 'venues'));
  await expect(page.getByRole('heading', { level: 2, name: 'EXPO XXI' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open in maps/ }).first()).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=52\.2247/);
  await expect(page.getByRole('img', { name: 'Map of EXPO XXI' })).toBeVisible();

  // Tab from the "open in maps" link onto the first pin: pins are buttons named by their label.
  await page.getByRole('link', { name: /Open in maps/ }).first().focus();
  await page.keyboard.press('Tab');
  const pin = page.getByRole('button', { name: 'Registration & entrance' });
  await expect(pin).toBeFocused();
  await expect(pin).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(pin).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Selected place' });
  await expect(panel.getByRole('heading', { name: 'Registration & entrance' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pin).toHaveAttribute('aria-expanded', 'false');
  await expect(pin).toBeFocused();

  // A stand's pin links to its exhibitor's page; the same points are listed as text.
  await page.getByRole('button', { name: 'Stand A1' }).click();
  await panel.getByRole('link', { name: /^Exhibitor: / }).click();
  await expect(page).toHaveURL(/\/demo\/component\/\d+\/exhibitor\/\d+$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Places on the map' })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Networking Lounge' }).first()).toBeVisible();
});

test('resources and audio-visuals: downloads, and a player that loads only on click', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (/youtube|vimeo/.test(new URL(r.url()).hostname)) thirdParty.push(r.url());
  });
  // No internet in CI: the player answers from here, so the test sees the iframe load.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );

  await page.goto(await componentPath(page, 'resources'));
  await expect(page.getByRole('link', { name: 'Download: Attendee guide' })).toHaveAttribute('href', '/media/demo-attendee-guide.pdf');
  await expect(page.getByRole('link', { name: /Open: Press kit/ })).toHaveAttribute('target', '_blank');
  // The keynote slides are for logged-in users: a guest sees an invitation instead.
  await expect(page.getByText('Keynote slides')).toHaveCount(0);
  await expect(page.getByText(/More resources are available after logging in/)).toBeVisible();

  await page.goto(await componentPath(page, 'audio_visuals'));
  await expect(page.getByRole('heading', { name: 'Foyer Summit 2026 aftermovie' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await page.getByRole('button', { name: 'Play: Foyer Summit 2026 aftermovie' }).click();
  const frame = page.locator('iframe[title="Foyer Summit 2026 aftermovie"]');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
  await expect(page.locator('.av-player [role="status"]')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Play: Opening keynote teaser' })).toBeVisible();
  await expect(page.locator('audio[aria-label="Summit jingle"]')).toHaveAttribute('preload', 'none');
});

test('social media on a phone: an accessible list of http(s) links @phone', async ({ page }) => {
  await page.goto(await componentPath(page, 'social_media'));
  const links = page.locator('.social-links a');
  await expect(page.getByRole('link', { name: /^Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/foyersummit');
  await expect(page.getByRole('link', { name: /^#FoyerSummit/ })).toHaveAttribute('rel', 'noopener noreferrer');
  for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))) expect(href).toMatch(/^https?:\/\//);
  // 360 px wide: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto(await componentPath(page, 'venues'));
  await expect(page.getByRole('button', { name: 'Main Hall' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
