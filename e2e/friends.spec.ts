import { expect, test } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/**
 * Issue #18, friends: two attendees of the demo on their phones. The other has
 * friends/invitations open while one invites them from their profile; the invitation appears
 * there without a reload; they accept it; both then see each other among their friends.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
// The journey changes shared rows, so it runs once (the desktop project) at phone width, not in the phone project too.
test.use(phone);

test('one attendee invites from a profile, the other accepts on friends/invitations, both are friends (on a phone-width screen)', async ({ page, browser }) => {
  const second = await browser.newContext(phone);
  try {
    const { friendInviter: me, friendInvitee: them } = e2eUsers;
    // The invitee has their invitations open before anything is sent (a phone, another browser).
    const other = await second.newPage();
    await logIn(other, 'demo', them);
    await other.goto('/demo/friends/invitations');
    await expect(other.getByRole('region', { name: 'Invitations for you' })).toContainText('No invitations are waiting for you.');
    // The tab names the screen, not only the event (WCAG 2.4.2).
    await expect(other).toHaveTitle('Invitations · Foyer Summit 2027');

    await logIn(page, 'demo', me);
    await page.goto(`/demo/user/${them.token}`);
    await page.getByRole('button', { name: /^Add friend/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cancel invitation/ })).toBeVisible();

    // It arrives on the open page without a reload (the viewer's live stream), the tab counting it.
    await expect(other.getByRole('link', { name: 'Invitations: 1' })).toBeVisible({ timeout: 15_000 });
    const received = other.getByRole('region', { name: 'Invitations for you' });
    await expect(received).toContainText(`${me.first_name} ${me.last_name}`);
    await received.getByRole('button', { name: new RegExp(`^Accept\\W+${me.first_name} ${me.last_name}$`) }).click();
    await expect(other.getByRole('status').filter({ hasText: 'You are now friends.' })).toBeVisible();
    await expect(other.getByRole('region', { name: 'Invitations for you' })).toContainText('No invitations are waiting for you.');

    await other.getByRole('link', { name: 'My friends' }).click();
    await expect(other.getByRole('heading', { level: 2, name: `${me.first_name} ${me.last_name}` })).toBeVisible();
    // …and follows a client-side navigation, which a screen reader hears (the route announcer).
    await expect(other).toHaveTitle('Friends · Foyer Summit 2027');
    await expect(other.locator('#route-announcer')).toHaveText('Friends · Foyer Summit 2027');
    await page.goto('/demo/friends');
    await expect(page.getByRole('heading', { level: 2, name: `${them.first_name} ${them.last_name}` })).toBeVisible();
    await expect(page.getByText('1 friend', { exact: true })).toBeVisible();
  } finally {
    await second.close();
  }
});
