import { expect, test } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

test.describe('agenda and attendees of the demo event', () => {
  test.use({ locale: 'en-US' });

  test('a guest opens the agenda from the menu, switches day and filters by place', async ({ page }) => {
    await page.goto('/demo');
    await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    const days = page.getByRole('navigation', { name: 'Days' }).getByRole('link');
    if ((await days.count()) > 1) {
      await days.nth(1).click();
      await expect(days.nth(1)).toHaveAttribute('aria-current', 'page');
    }
    await page.getByLabel('Place').selectOption({ label: 'Main Hall' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/place=\d+/);
    // The address changes before the filtered list replaces the whole one: a snapshot of the list
    // (sessions.all()) taken in between counted sessions that then went away (CI, session 26).
    const sessions = page.getByTestId('agenda-session');
    await expect(sessions.first()).toBeVisible();
    await expect(sessions.filter({ hasNotText: 'Main Hall' })).toHaveCount(0);
  });

  test('a guest opening the attendees component is sent to login', async ({ page }) => {
    await page.goto('/demo');
    const href = await page.getByRole('link', { name: /attendees/i }).first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href!);
    await expect(page).toHaveURL(/\/login/);
  });

  test('an attendee opens who attends a session (SPEC §2 component/{id}/agenda_sessions/{id})', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.dashboardAttendee);
    await page.goto('/demo');
    await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
    await page.getByTestId('agenda-session').first().locator('a[href$="/details"]').first().click();
    await expect(page).toHaveURL(/\/details$/);
    // The address changes before the details replace the agenda: read the title once they show.
    const whoAttends = page.getByRole('link', { name: 'Who attends' });
    await expect(whoAttends).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await whoAttends.click();
    await expect(page).toHaveURL(/\/component\/\d+\/agenda_sessions\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Attendees of ${name}` })).toBeVisible();
    await expect(page.locator('.attendees-list > li').first().or(page.getByText('Nobody has added this session to their schedule yet.'))).toBeVisible();
    await page.getByRole('link', { name: `Back to ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
