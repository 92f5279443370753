import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2ePeople, e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/** The path of the demo event's first component of a kind, from the public read API. */
async function componentPath(page: Page, name: string) {
  const event = await (await page.request.get('/api/v1/events/lp/demo')).json();
  const { components } = await (await page.request.get(`/api/v1/events/${event.id}/components`)).json();
  const c = components.find((x: { component_name: string }) => x.component_name === name);
  return `/demo/component/${c.id}`;
}

// The last of the fixture attendees: Z last names sort after everyone seeded, so they are on page 2.
const lastFixture = `${e2ePeople.firstNames.at(-1)} ${e2ePeople.lastNames.at(-1)}`;

test.describe('people of the demo event', () => {
  test.use({ locale: 'en-US' });

  test('an attendee scrolls the attendee list, page 2 is appended, and a profile shows similar people', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.attendee);
    await page.goto(await componentPath(page, 'attendees'));
    const rows = page.locator('.attendees-list > li');
    await expect(rows).toHaveCount(40);
    const firstName = await rows.first().getByRole('heading').innerText();

    // A button once hydrated (a ?max_id= link before): from then on scrolling loads the next page.
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    const next = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/attendees.json'), { timeout: 30_000 });
    await rows.last().scrollIntoViewIfNeeded();
    expect((await next).status()).toBe(200);
    await expect.poll(() => rows.count()).toBeGreaterThan(40);
    // Appended, not replaced: the first row is still there and the URL did not change.
    await expect(rows.first().getByRole('heading')).toHaveText(firstName);
    expect(page.url()).not.toContain('max_id');
    // More joined fixture attendees than two pages now (the games and networking journeys added some): load the rest.
    // Scrolled to the end, the list also loads by itself, and the button can go away between
    // seeing it and clicking it (a click on it then waited for good: a 120 s timeout in CI).
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(async () => {
      if (await more.isVisible()) await more.click({ timeout: 2_000 });
      await expect(more).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });

    await page.getByRole('link', { name: lastFixture, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${e2ePeople.firstNames.at(-1)} ${e2ePeople.lastNames.at(-1)}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Introductions to other founders')).toBeVisible();
    const similar = dialog.getByRole('heading', { name: 'People with similar interests' });
    await expect(similar).toBeVisible();
    await expect(dialog.locator('.user-profile__similar li').first()).toContainText(`Shared tags: ${e2ePeople.tag}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/user=/);
  });

  test('an exhibitor opens in a 968 px dialog and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(await componentPath(page, 'exhibitors'));
    const link = page.locator('section[aria-labelledby="exhibitors-all"] .exhibitor-card__name a').first();
    const name = (await link.innerText()).trim();
    await expect(link).toHaveAttribute('href', /\/exhibitor\/\d+$/);
    await link.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/exhibitor=\d+/);
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(968);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/exhibitor=/);
    await expect(link).toBeFocused();
  });

  test('a speaker dialog closes with Escape', async ({ page }) => {
    await page.goto(await componentPath(page, 'speakers'));
    const link = page.locator('.speaker-card__name a').first();
    const name = (await link.innerText()).trim();
    await link.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/speaker=/);
  });

  test('@phone a profile dialog fits the phone and closes with its button', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.attendee);
    await page.goto(`${await componentPath(page, 'attendees')}?q=${e2ePeople.lastNames[0]}`);
    const rows = page.locator('.attendees-list > li');
    await expect(rows).toHaveCount(e2ePeople.firstNames.length);
    await rows.first().getByRole('link').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'People with similar interests' })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(e2ePeople.firstNames.length);
  });
});
