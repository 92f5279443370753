import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2eNotifications as f } from './notifications-data.ts';
import { logIn } from './log-in.ts';

const base = `/${f.event.slug}`;

/** From the agenda: the session into my schedule, then a 30-minute reminder on its details page. */
async function remindMe(page: Page) {
  await page.goto(base);
  await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
  const session = page.getByTestId('agenda-session').filter({ hasText: f.session.name });
  await session.getByRole('button', { name: `Add to my schedule: ${f.session.name}` }).click();
  await expect(session.getByRole('button', { name: `Remove from my schedule: ${f.session.name}` })).toBeVisible();
  await session.getByRole('link', { name: f.session.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: f.session.name })).toBeVisible();
  // The session starts in under 30 minutes: the reminder is due already and goes out at once.
  await page.getByLabel('Reminder').selectOption({ label: '30 minutes before' });
  await page.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page.getByText('Reminder saved.')).toBeVisible();
}

test.describe('notifications', () => {
  test.use({ locale: 'en-US' });

  test('an attendee sets a reminder and the notification arrives live on an open notifications screen', async ({ page, context }) => {
    await logIn(page, f.event.slug, f.attendee);

    // A second tab keeps the notifications screen open, listening on /api/v1/realtime/me.
    const screen = await context.newPage();
    // The bell opens the stream as soon as the page is interactive: listen before loading it.
    const stream = screen.waitForResponse((r) => r.url().endsWith('/api/v1/realtime/me') && r.status() === 200);
    await screen.goto(base);
    await screen.getByTestId('notification-bell').click();
    await expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(screen.getByText('You have no notifications yet.')).toBeVisible();
    await stream;

    await remindMe(page);

    // No reload: the stream brings it to the list, the badge and the live region.
    const item = screen.getByTestId('notification').filter({ hasText: `${f.session.name} starts soon` });
    await expect(item).toBeVisible();
    await expect(item).toContainText(/starts in \d+ minutes/);
    await expect(screen.getByTestId('notification-badge')).toHaveText('1');
    await expect(screen.getByRole('link', { name: 'Notifications: 1 unread' })).toBeVisible();
    await expect(screen.getByRole('status').filter({ hasText: `New notification: ${f.session.name} starts soon` })).toBeAttached();
    // The tab that set the reminder shows the badge too (live or from its next load).
    await expect(page.getByTestId('notification-badge')).toHaveText('1');

    // The details dialog: opening it marks it read; Escape closes it and gives focus back.
    const title = item.getByRole('link', { name: `${f.session.name} starts soon` });
    await title.click();
    const dialog = screen.getByRole('dialog', { name: `${f.session.name} starts soon` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(f.event.title);
    await expect(screen.getByTestId('notification-badge')).toHaveCount(0);
    await screen.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(title).toBeFocused();
    await expect(item.getByRole('button', { name: /Mark as read/ })).toHaveCount(0);

    // Its deep link leads to the session.
    await title.click();
    await screen.getByRole('dialog').getByRole('link', { name: 'Open' }).click();
    await expect(screen).toHaveURL(/\/agenda_sessions\/\d+\/details$/);
    await expect(screen.getByRole('heading', { level: 1, name: f.session.name })).toBeVisible();
    await screen.close();
  });

  // At phone width in the desktop project only (it sets the viewport itself): its fixture user
  // can take one reminder, so the phone project (which runs @phone tests again) must not repeat it.
  test('the list fits a 360 px phone and "Mark all as read" clears the badge', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, f.event.slug, f.phoneAttendee);
    await remindMe(page);
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notification')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the details open as a page dialog and "Mark as read" is a form post', async ({ page }) => {
      await logIn(page, f.event.slug, f.noScriptAttendee);
      await page.goto(`${base}/notifications`);
      await expect(page.getByTestId('notification-badge')).toHaveText('1');
      const item = page.getByTestId('notification').filter({ hasText: f.welcome.title });
      await item.getByRole('link', { name: f.welcome.title }).click();
      const dialog = page.getByRole('dialog', { name: f.welcome.title });
      await expect(dialog).toContainText(f.welcome.message);
      await expect(dialog.getByRole('link', { name: 'Open' })).toHaveAttribute('href', base);
      await dialog.getByRole('link', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await item.getByRole('button', { name: `Mark as read: ${f.welcome.title}` }).click();
      await expect(page.getByText('Marked as read.')).toBeVisible();
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Mark as read/ })).toHaveCount(0);
    });
  });
});
