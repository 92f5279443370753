import { expect, test, type Page } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/**
 * Issue #18, a free-time meeting (SPEC §5): the demo's business matching allows free time. The
 * invitee (a phone) has their pending list open; one attendee books a meeting at a time of their
 * own (typed in the event's time zone) at a place they name; the invitation appears on the open
 * list without a reload; the invitee accepts it; the booker's open page shows it accepted, live.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
const nav = (page: Page) => page.getByRole('navigation', { name: 'Business matching pages' });

/** A wall-clock date three days ahead (the event's zone reads it; any future day will do). */
function dayAhead(): string {
  const d = new Date(Date.now() + 3 * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Yesterday's wall-clock date: a time in the past wherever the event is. */
function dayBefore(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

/** The refusal is said under the free-time field it concerns: marked invalid, described by it, focused; no line at the top. */
async function expectRefusedAt(page: Page, label: 'Start' | 'End', words: string) {
  const free = page.getByRole('region', { name: 'Or meet in free time' });
  const field = free.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${words.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}`));
  await expect(field).toBeFocused();
  await expect(free.getByText(words)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a free-time meeting at a named place: booked, seen live on the invitee’s open list, accepted, seen live by the booker', async ({ page, browser }) => {
  const second = await browser.newContext(phone);
  try {
    const { bmFreeHost: me, bmFreeGuest: them } = e2eUsers;
    const guest = await second.newPage();
    await logIn(guest, 'demo', them);
    await guest.goto('/demo/business-matching/pending');
    const received = guest.getByRole('region', { name: 'Invitations for you' });
    await expect(received).toContainText('No invitations are waiting for you.');

    await logIn(page, 'demo', me);
    await page.goto('/demo/business-matching');
    await page.getByLabel('Search attendees').fill(them.last_name);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('link', { name: `Book a meeting: ${them.first_name} ${them.last_name}` }).click();
    const free = page.getByRole('region', { name: 'Or meet in free time' });
    await expect(free).toBeVisible();
    const day = dayAhead();
    // An end before the start is refused, said under End (not at the top of the page), which is marked and focused.
    await free.getByLabel('Start').fill(`${day}T15:30`);
    await free.getByLabel('End').fill(`${day}T15:00`);
    await free.getByLabel('Place').fill('Lobby café');
    await free.getByRole('button', { name: 'Send free-time invitation' }).click();
    await expectRefusedAt(page, 'End', 'The end must be later than the start.');
    await expect(free.getByLabel('Start')).not.toHaveAttribute('aria-invalid');
    // A start in the past: said under Start.
    await free.getByLabel('Start').fill(`${dayBefore()}T09:00`);
    await free.getByLabel('End').fill(`${dayBefore()}T09:30`);
    await free.getByRole('button', { name: 'Send free-time invitation' }).click();
    await expectRefusedAt(page, 'Start', 'The start has already passed: choose a later time.');
    await expect(free.getByLabel('End')).not.toHaveAttribute('aria-invalid');
    // The booking stays open to be corrected.
    await free.getByLabel('Start').fill(`${day}T15:30`);
    await free.getByLabel('End').fill(`${day}T16:00`);
    await free.getByLabel('Place').fill('Lobby café');
    await free.getByLabel('Message for the free-time meeting (optional)').fill('A coffee after the keynote?');
    await free.getByRole('button', { name: 'Send free-time invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent.' })).toBeVisible();
    const sent = page.getByRole('region', { name: 'Invitations you sent' });
    // Shown as typed: the time in the event's zone, then the named place.
    await expect(sent).toContainText('15:30–16:00 · Lobby café');

    // The invitee's list was open all along: the invitation arrives without a reload.
    await expect(received).toContainText(`${me.first_name} ${me.last_name}`, { timeout: 15_000 });
    await expect(received).toContainText('15:30–16:00 · Lobby café');
    await expect(nav(guest).getByRole('link', { name: 'Pending (1)' })).toBeVisible();
    await received.getByRole('button', { name: 'Accept' }).click();
    await expect(guest.getByRole('status').filter({ hasText: 'Meeting accepted.' })).toBeVisible();
    await expect(guest.getByRole('region', { name: 'Accepted', exact: true })).toContainText('Lobby café');

    // The booker's open page follows: no longer waiting, one accepted meeting.
    await expect(nav(page).getByRole('link', { name: 'Accepted (1)' })).toBeVisible({ timeout: 15_000 });
    await expect(sent).toContainText('You have not invited anyone yet.');
    await nav(page).getByRole('link', { name: 'Accepted (1)' }).click();
    await expect(page.getByRole('region', { name: 'Accepted', exact: true })).toContainText(`${them.first_name} ${them.last_name}`);
  } finally {
    await second.close();
  }
});
