import { expect, test } from '@playwright/test';

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
    const sessions = page.getByTestId('agenda-session');
    await expect(sessions.first()).toBeVisible();
    for (const s of await sessions.all()) await expect(s).toContainText('Main Hall');
  });

  test('a guest opening the attendees component is sent to login', async ({ page }) => {
    await page.goto('/demo');
    const href = await page.getByRole('link', { name: /attendees/i }).first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href!);
    await expect(page).toHaveURL(/\/login/);
  });
});
