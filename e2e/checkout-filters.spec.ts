import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/*
 * Interests (business-matching filter groups) asked per attendee in checkout step 2, on the
 * seeded demo event: "Industry" takes several answers (checkboxes), "Looking for" one (radios).
 */
test.describe('checkout interests per attendee', () => {
  test.use({ locale: 'en-US' });

  async function toDetails(page: Page, quantity: number) {
    await page.goto('/demo/buy-ticket');
    await page.getByRole('radio', { name: /Community pass/ }).check();
    await page.getByLabel('Number of tickets').fill(String(quantity));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 4/ })).toBeVisible();
  }

  const ticketForm = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Ticket ${n} of 2`) });
  const question = (page: Page, n: number, group: string) => ticketForm(page, n).getByRole('group', { name: new RegExp(`^${group}`) });

  test('a buyer picks interests for themself and a guest; the free order keeps them', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.filterBuyer);
    await toDetails(page, 2);

    await question(page, 1, 'Industry').getByRole('checkbox', { name: 'Fintech' }).check();
    await question(page, 1, 'Industry').getByRole('checkbox', { name: 'AI & Data' }).check();
    await question(page, 1, 'Looking for').getByRole('radio', { name: 'Investors' }).check();
    const guest = ticketForm(page, 2);
    await guest.getByLabel('First name').fill('Gustav');
    await guest.getByLabel('Last name').fill('Guest');
    await guest.getByLabel('E-mail').fill('gustav.guest@e2e.foyer.test');
    await question(page, 2, 'Industry').getByRole('checkbox', { name: 'E-commerce' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Back to step 2: everything ticked is still there (it rides in the hidden draft).
    await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 4/ })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(question(page, 1, 'Industry').getByRole('checkbox', { name: 'AI & Data' })).toBeChecked();
    await expect(question(page, 1, 'Looking for').getByRole('radio', { name: 'Investors' })).toBeChecked();
    await expect(question(page, 2, 'Industry').getByRole('checkbox', { name: 'E-commerce' })).toBeChecked();
    await expect(question(page, 2, 'Industry').getByRole('checkbox', { name: 'Fintech' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
    await page.getByRole('checkbox', { name: /agreed to the processing of their personal data/ }).check();
    await page.getByRole('button', { name: 'Get the free ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your free ticket is booked' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to my tickets' }).click();
    const mine = page.getByRole('list', { name: 'My tickets' }).getByRole('listitem').filter({ hasText: 'Community pass' }).first();
    await expect(mine).toContainText('Industry: Fintech, AI & Data');
    await expect(mine).toContainText('Looking for: Investors');
    const forGuest = page.getByRole('region', { name: 'Tickets I bought for others' }).getByRole('listitem').filter({ hasText: 'Gustav Guest' });
    await expect(forGuest).toContainText('Industry: E-commerce');
    await expect(forGuest).not.toContainText('Looking for');

    // The API (SPEC §7 current_user/tickets) answers the stored ids.
    const login = await page.request.post('/api/v1/auth/login', { data: { email: e2eUsers.filterBuyer.email, password: e2eUsers.filterBuyer.password } });
    expect(login.status(), await login.text()).toBe(200);
    const { jwt_token } = (await login.json()) as { jwt_token: string };
    const api = await page.request.get('/api/v1/current_user/tickets', { headers: { authorization: `Bearer ${jwt_token}` } });
    expect(api.status(), await api.text()).toBe(200);
    const body = (await api.json()) as { event_ticket_reservations: { filter_group_responses: { filter_tag_ids: number[] }[] }[]; bought_for_others: { event_ticket_reservations: { filter_group_responses: { filter_tag_ids: number[] }[] }[] } };
    expect(body.event_ticket_reservations[0]!.filter_group_responses.map((r) => r.filter_tag_ids.length)).toEqual([2, 1]);
    expect(body.bought_for_others.event_ticket_reservations[0]!.filter_group_responses.map((r) => r.filter_tag_ids.length)).toEqual([1]);
  });

  test.describe('without JavaScript at 360 px', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

    test('answers survive a round trip with an error named on its field @phone', async ({ page }) => {
      await logIn(page, 'demo', e2eUsers.filterBuyer);
      await toDetails(page, 2);
      await question(page, 2, 'Industry').getByRole('checkbox', { name: 'Events' }).check();
      await question(page, 2, 'Looking for').getByRole('radio', { name: 'Talent' }).check();
      await ticketForm(page, 2).getByLabel('E-mail').fill('not-an-address');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 4/ })).toBeVisible();
      await expect(ticketForm(page, 2).getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
      await expect(question(page, 2, 'Industry').getByRole('checkbox', { name: 'Events' })).toBeChecked();
      await expect(question(page, 2, 'Looking for').getByRole('radio', { name: 'Talent' })).toBeChecked();
      // A single-answer question can be taken back: "No answer" clears it.
      await question(page, 2, 'Looking for').getByRole('radio', { name: 'No answer' }).check();
      // Fits the phone: the questions end inside the 360 px viewport.
      for (const box of [await question(page, 2, 'Industry').boundingBox(), await question(page, 2, 'Looking for').boundingBox()]) {
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      }
    });
  });
});
