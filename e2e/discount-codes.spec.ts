import { expect, test } from './test.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { e2eEvents, e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';
import { answerConfirm } from './answer-confirm.ts';

/*
 * SPEC §1/§2/§5: the organizer manages discount codes in the admin panel, after re-entering the
 * password (SPEC §6). The whitelist event has one ticket, "Guest pass" (e2e/fixtures.ts).
 */
test.describe('organizer discount codes', () => {
  test.use({ locale: 'en-US' });
  const { slug } = e2eEvents.whitelist;

  // One login and one password re-entry per worker: the re-entry is rate limited (5 per 15 min).
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await logIn(page, slug, e2eUsers.organizer);
    await page.goto(`/${slug}/admin/discount-codes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
    await page.getByLabel(/^Password/).fill(e2eUsers.organizer.password);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'New discount code' })).toBeVisible();
    signedIn = await context.storageState();
    await context.close();
  });

  async function openPanel(page: Page) {
    await page.goto(`/${slug}/admin/discount-codes`);
    await expect(page.getByRole('heading', { level: 2, name: 'New discount code' })).toBeVisible();
  }

  test('creates a code for one ticket, names a missing ticket, edits and deletes it', async ({ browser }) => {
    const context = await browser.newContext({ storageState: signedIn, locale: 'en-US' });
    const page = await context.newPage();
    await openPanel(page);
    const form = page.getByRole('form', { name: 'New discount code' });
    await form.getByLabel(/^Code/).fill('e2e-spring');
    await form.getByLabel(/^Discount \(%\)/).fill('25');
    await form.getByLabel(/^Maximum number of tickets/).fill('10');
    // SPEC §5: at least one ticket; the error is on the tickets group and nothing typed is lost.
    await form.getByRole('button', { name: 'Create code' }).click();
    const tickets = page.getByRole('group', { name: /Tickets the code applies to/ });
    await expect(tickets.getByText('Choose at least one ticket.')).toBeVisible();
    await expect(page.getByLabel(/^Code/)).toHaveValue('e2e-spring');
    await tickets.getByRole('checkbox', { name: 'Guest pass' }).check();
    await page.getByRole('button', { name: 'Create code' }).click();

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'E2E-SPRING' }) });
    await expect(card).toBeVisible();
    // Created: said by the form, which is empty again (a second click must not try a twin), focus in the code.
    await expect(page.getByRole('status').filter({ hasText: 'Discount code E2E-SPRING created.' })).toBeVisible();
    await expect(form.getByLabel(/^Code/)).toHaveValue('');
    await expect(form.getByLabel(/^Discount \(%\)/)).toHaveValue('');
    await expect(form.getByLabel(/^Maximum number of tickets/)).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: 'Guest pass' })).not.toBeChecked();
    await expect(form.getByLabel(/^Code/)).toBeFocused();
    await expect(card.getByText('25% off')).toBeVisible();
    await expect(card.getByText('0 of 10')).toBeVisible();
    await expect(card.getByText('Guest pass')).toBeVisible();

    // A second code with the same letters in another case is refused on the code field.
    await page.getByLabel(/^Code/).fill('E2E-Spring');
    await page.getByLabel(/^Discount \(%\)/).fill('5');
    await page.getByRole('checkbox', { name: 'Guest pass' }).check();
    await page.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText('This code already exists for this event.')).toBeVisible();
    await expect(page.getByLabel(/^Code/)).toBeFocused();
    // A refused post keeps what was typed, and the old "created" message is gone.
    await expect(page.getByLabel(/^Discount \(%\)/)).toHaveValue('5');
    await expect(page.getByRole('status').filter({ hasText: 'created' })).toHaveCount(0);

    await card.getByRole('link', { name: 'Edit E2E-SPRING' }).click();
    const edit = page.getByRole('form', { name: 'Edit E2E-SPRING' });
    await expect(edit.getByLabel(/^Code/)).toBeFocused();
    await expect(edit.getByLabel(/^Code/)).toHaveValue('E2E-SPRING');
    await edit.getByLabel(/^Discount \(%\)/).fill('30');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(card.getByText('30% off')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Changes to discount code E2E-SPRING saved.' })).toBeFocused();

    // Deleting asks first, naming the code; "Cancel" keeps it.
    let asked = answerConfirm(page, false);
    await card.getByRole('button', { name: 'Delete E2E-SPRING' }).click();
    expect(await asked).toBe('Delete the discount code E2E-SPRING?');
    await expect(card).toBeVisible();
    asked = answerConfirm(page, true);
    await card.getByRole('button', { name: 'Delete E2E-SPRING' }).click();
    expect(await asked).toBe('Delete the discount code E2E-SPRING?');
    await expect(page.getByRole('heading', { name: 'E2E-SPRING' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Discount code E2E-SPRING deleted.' })).toBeFocused();
    await context.close();
  });

  test('works without JavaScript and at phone width @phone', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ storageState: signedIn, javaScriptEnabled: false, viewport: { width: 360, height: 740 }, locale: 'en-US' });
    const page = await context.newPage();
    await openPanel(page);
    // Both projects run this test, possibly at once: each its own code.
    const code = `NOJS-${testInfo.project.name.toUpperCase()}`;
    await page.getByLabel(/^Code/).fill(code.toLowerCase());
    await page.getByLabel(/^Discount \(%\)/).fill('10');
    await page.getByRole('checkbox', { name: 'Guest pass' }).check();
    await page.getByRole('button', { name: 'Create code' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) });
    await expect(card.getByText('0, no limit')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Discount code ${code} created.` })).toBeVisible();
    await expect(page.getByLabel(/^Code/)).toHaveValue('');
    // Nothing sticks out sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Without JavaScript there is no question (the post goes straight through), but the page says what went.
    await card.getByRole('button', { name: `Delete ${code}` }).click();
    await expect(page.getByRole('heading', { name: code })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Discount code ${code} deleted.` })).toBeVisible();
    // The admin panel's two screens link to each other.
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Join requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Join requests' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: 'Discount codes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
    await context.close();
  });
});
