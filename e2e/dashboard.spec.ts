import { expect, test } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

test.describe('dashboard and event info', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('an attendee finds their event under upcoming, then events near them and near the venue', async ({ page, context }) => {
    await logIn(page, 'demo', e2eUsers.dashboardAttendee);
    await page.goto('/demo');
    const eventNav = page.getByRole('navigation', { name: 'Event pages' });
    await eventNav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(eventNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(tabs.getByRole('link', { name: /^My events/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Upcoming' }).getByRole('link', { name: 'Foyer Summit 2027' })).toBeVisible();

    await tabs.getByRole('link', { name: /^Upcoming/ }).click();
    await expect(page).toHaveURL(/tab=upcoming/);
    const summit = page.getByRole('listitem', { name: 'Foyer Summit 2027' });
    // Dates in the event's zone (09:00 in Warsaw), not the browser's (New York).
    await expect(summit).toContainText('9:00');
    await expect(summit).toContainText('Europe/Warsaw');
    await expect(summit).toContainText('Joined');
    await expect(summit.getByRole('link', { name: 'Foyer Summit 2027' })).toHaveAttribute('href', '/demo');

    await tabs.getByRole('link', { name: /^Ongoing/ }).click();
    await expect(page.getByText('None of your events is taking place right now.')).toBeVisible();

    // Events near the venue first (no position shared yet): the summit itself is left out.
    await tabs.getByRole('link', { name: 'Events near you' }).click();
    await expect(page.getByText(/^Nearest to EXPO XXI/)).toBeVisible();
    const near = page.getByRole('list', { name: 'Events near you' });
    await expect(near.getByRole('link', { name: 'Foyer Workshops Gdańsk' })).toBeVisible();
    await expect(near.getByRole('link', { name: 'Foyer Summit 2027' })).toHaveCount(0);

    // Then from the browser's position, in Gdańsk: the Gdańsk workshops come first.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 54.3521, longitude: 18.6464 });
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/lat=54\.35&lon=18\.65/);
    await expect(page.getByText('Nearest to your location first.')).toBeVisible();
    await expect(near.getByRole('listitem').first()).toContainText('Foyer Workshops Gdańsk');
    await expect(near.getByRole('listitem').first()).toContainText('km away');

    await eventNav.getByRole('link', { name: 'Event info' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Foyer Summit 2027' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Show on the map/ })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=52\.2247&mlon=20\.9539/);
    await expect(page.getByRole('link', { name: 'hello@demo.foyer.test' })).toHaveAttribute('href', 'mailto:hello@demo.foyer.test');
  });

  test('@phone a guest gets events near the venue, a sign-in prompt for their own, and the event info', async ({ page }) => {
    await page.goto('/demo/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(tabs.getByRole('link', { name: 'Events near you' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Events near you' }).getByRole('listitem').first()).toBeVisible();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await fits()).toBe(true);

    // No permission granted: the browser refuses, and the list stays around the venue.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your location was not shared.' })).toContainText('Showing events near this event instead.');
    await expect(page).not.toHaveURL(/lat=/);

    await tabs.getByRole('link', { name: /^My events/ }).click();
    await expect(page.getByText('Log in to see the events you joined or hold tickets for.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toHaveAttribute('href', /\/demo\/login\?redirectTo=/);

    await page.goto('/demo/event-info');
    await expect(page.getByRole('heading', { level: 2, name: 'When' })).toBeVisible();
    await expect(page.getByText(/Times in Europe\/Warsaw/)).toBeVisible();
    await expect(page.getByText(/until the event starts/i).first()).toBeAttached();
    expect(await fits()).toBe(true);
  });
});
