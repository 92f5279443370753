import { readFile } from 'node:fs/promises';
import { axeViolations, expect, test, type Page } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/**
 * Business matching: two joined attendees of the demo. One (desktop) opens Business matching
 * from the event's menu, finds the other by name and books the first free slot and place of the
 * speed-networking sessions; the other (a phone-width screen, second browser context) finds the
 * invitation pending and accepts it; the first then sees the meeting accepted and downloads its
 * .ics, which names the other person and the place.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
// The journey books and accepts a meeting (shared rows), so it runs once: the desktop project, the invitee at phone width.

async function openMatching(page: Page) {
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Business matching', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business matching' })).toBeVisible();
}

test('one attendee books a meeting, the other accepts it on a phone, the first downloads its .ics', async ({ page, browser }) => {
  const second = await browser.newContext(phone);
  try {
    const { bmBooker: me, bmInvitee: them } = e2eUsers;
    await logIn(page, 'demo', me);
    await openMatching(page);
    await page.getByLabel('Search attendees').fill(them.last_name);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('1 person to meet', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${them.first_name} ${them.last_name}` })).toBeVisible();
    await page.getByRole('link', { name: `Book a meeting: ${them.first_name} ${them.last_name}` }).click();

    const booking = page.getByRole('region', { name: `Book a meeting with ${them.first_name} ${them.last_name}` });
    await expect(booking).toBeVisible();
    const slots = booking.getByRole('group', { name: 'Choose a time and place' });
    const first = slots.locator('label').first();
    const slotText = (await first.textContent())!.trim();
    // "Tue 18 May, 11:45–12:00 · Room" — the time as the event reads it, then the place.
    const [when, place] = slotText.split(' · ');
    expect(when).toMatch(/\d{2}:\d{2}–\d{2}:\d{2}$/);
    expect(place).toBeTruthy();
    await first.getByRole('radio').check();
    await booking.getByLabel('Message (optional)').fill('Coffee and a chat about events?');
    await booking.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent.' })).toBeVisible();
    const sent = page.getByRole('region', { name: 'Invitations you sent' });
    await expect(sent.getByRole('listitem')).toHaveCount(1);
    await expect(sent).toContainText(`${them.first_name} ${them.last_name}`);
    await expect(sent).toContainText(`${when} · ${place}`);
    await expect(sent).toContainText('Waiting for an answer');

    const other = await second.newPage();
    await logIn(other, 'demo', them);
    await openMatching(other);
    await other.getByRole('navigation', { name: 'Business matching pages' }).getByRole('link', { name: 'Pending (1)' }).click();
    const received = other.getByRole('region', { name: 'Invitations for you' });
    await expect(received).toContainText(`${me.first_name} ${me.last_name}`);
    await expect(received).toContainText(`${when} · ${place}`);
    // The gate scans the first context's pages; the invitee's screens are scanned here, at 390 px.
    expect(await axeViolations(other, 'business-matching/pending [390 px]')).toEqual([]);
    await received.getByRole('button', { name: 'Accept' }).click();
    await expect(other.getByRole('status').filter({ hasText: 'Meeting accepted.' })).toBeVisible();
    // Accepting opens the meeting's panel: focus moves to its heading, so a screen reader starts there.
    const panel = other.getByRole('region', { name: `Details: ${me.first_name} ${me.last_name}` });
    await expect(panel.getByRole('heading', { level: 2, name: `Details: ${me.first_name} ${me.last_name}` })).toBeFocused();
    await expect(other.getByRole('region', { name: 'Accepted', exact: true })).toContainText(`${me.first_name} ${me.last_name}`);
    await expect(other.getByRole('region', { name: 'Invitations for you' })).toHaveCount(0);
    expect(await axeViolations(other, 'business-matching/accepted/:id [390 px]')).toEqual([]);

    // The booker's page was loaded before the answer (only the bell says so live): the tab is opened as it stands.
    await expect(page.getByRole('status').filter({ hasText: `${them.first_name} ${them.last_name} accepted your meeting` })).toBeVisible();
    await page.getByRole('navigation', { name: 'Business matching pages' }).getByRole('link', { name: /^Accepted/ }).click();
    await expect(page.getByRole('navigation', { name: 'Business matching pages' }).getByRole('link', { name: 'Accepted (1)' })).toHaveAttribute('aria-current', 'page');
    const accepted = page.getByRole('region', { name: 'Accepted', exact: true });
    await expect(accepted).toContainText(`${them.first_name} ${them.last_name}`);
    await expect(accepted).toContainText('Accepted');
    const downloading = page.waitForEvent('download');
    await accepted.getByRole('link', { name: 'Download .ics' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    // Unfolded (RFC 5545 folds lines longer than 75 octets).
    const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('DTSTART');
    expect(ics).toContain(place!);
    expect(ics).toContain(`${them.first_name} ${them.last_name}`);
  } finally {
    await second.close();
  }
});
