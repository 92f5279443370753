import { expect, test } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

test.describe('my schedule', () => {
  test.use({ locale: 'en-US' });

  test('an attendee adds a session to my schedule and sets a reminder', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.attendee);
    await page.goto('/demo');
    await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();

    const first = page.getByTestId('agenda-session').first();
    const name = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    const toggle = first.getByRole('button', { name: /my schedule/ });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
      await first.getByRole('button', { name: `Add to my schedule: ${name}` }).click();
    }
    await expect(first.getByRole('button', { name: `Remove from my schedule: ${name}` })).toBeVisible();

    await page.getByRole('navigation', { name: 'My schedule' }).getByRole('link', { name: 'My schedule' }).click();
    await expect(page).toHaveURL(/view=my/);
    await expect(page.getByTestId('agenda-session').filter({ hasText: name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download my schedule (.ics)' })).toBeVisible();

    await page.getByTestId('agenda-session').filter({ hasText: name }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/agenda_sessions\/\d+\/details/);
    await page.getByLabel('Reminder').selectOption({ label: '15 minutes before' });
    await page.getByRole('button', { name: 'Save reminder' }).click();
    await expect(page.getByText('Reminder saved.')).toBeVisible();
    await expect(page.getByLabel('Reminder')).toHaveValue('15');

    const ics = await page.request.get(`${new URL(page.url()).pathname.replace(/\/details$/, '')}/calendar.ics`);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain('BEGIN:VEVENT');
  });
});
