import { expect, test, type Page } from './test.ts';
import { e2eEvents, e2eOfflineTicket, e2eUsers } from './fixture-data.ts';
import { openAdmin } from './log-in.ts';
import { logOut } from './top-bar.ts';

/**
 * Issue #16, offline at the door: two phones at two doors hold the door's copy of the tickets,
 * the venue's network drops, both let the same ticket in, and when the network is back the first
 * to send its scan keeps the check-in while the other is shown the conflict — who was first, and when.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
test.use(phone);

const holder = `${e2eOfflineTicket.first_name} ${e2eOfflineTicket.last_name}`;

async function openDoor(page: Page) {
  await openAdmin(page, e2eEvents.door.slug, e2eUsers.offlineDoorAdmin, 'admin/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
  await expect(page.getByText(/^Tickets valid here in the offline copy: \d+/)).toBeVisible();
}

async function scanWithoutNetwork(page: Page) {
  await expect(page.getByText(/^No network: scans are checked against this phone's copy/)).toBeVisible();
  await page.getByLabel('Ticket code').fill(e2eOfflineTicket.uuid);
  await page.getByLabel('Ticket code').press('Enter');
  const answer = page.locator('.fy-checkin__answer');
  await expect(answer).toContainText('Checked in');
  await expect(answer).toContainText(holder);
  await expect(answer).toContainText('Saved on this phone: it will be sent when the network is back.');
  await expect(page.getByText('Scans waiting to be sent: 1')).toBeVisible();
}

test('two doors let the same ticket in with the network off; back online, one check-in stands and the other door sees the conflict', async ({ page, browser }) => {
  const second = await browser.newContext(phone);
  try {
    const other = await second.newPage();
    await openDoor(page);
    await openDoor(other);

    await page.context().setOffline(true);
    await second.setOffline(true);
    await scanWithoutNetwork(page);
    await scanWithoutNetwork(other);
    // The same phone scanning the ticket again already knows: amber, by this door.
    await page.getByLabel('Ticket code').fill(e2eOfflineTicket.uuid);
    await page.getByLabel('Ticket code').press('Enter');
    await expect(page.locator('.fy-checkin__answer')).toContainText('Already scanned');
    await expect(page.getByText('Scans waiting to be sent: 1')).toBeVisible();

    // The first door is back first: its scan is the check-in.
    await page.context().setOffline(false);
    await expect(page.getByText('Every scan has been sent.')).toBeVisible({ timeout: 20_000 });
    await second.setOffline(false);
    const conflicts = other.getByRole('alert').filter({ hasText: 'Conflicts found when sending' });
    await expect(conflicts).toContainText(holder, { timeout: 20_000 });
    await expect(conflicts).toContainText(`but already checked in`);
    await expect(conflicts).toContainText(`by ${e2eUsers.offlineDoorAdmin.first_name} ${e2eUsers.offlineDoorAdmin.last_name}`);
    await expect(other.getByText('Every scan has been sent.')).toBeVisible();
    // The sync refreshed the door's lists: the holder is in.
    await expect(page.locator('.fy-request', { hasText: holder })).toContainText(`by ${e2eUsers.offlineDoorAdmin.first_name} ${e2eUsers.offlineDoorAdmin.last_name}`);
    await conflicts.getByRole('button', { name: 'Clear the list' }).click();
    await expect(conflicts).toBeHidden();

    // Undo needs the server: with the network gone the door says so and keeps its page.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: `Undo the check-in of ${holder}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Undoing a check-in needs the network' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
    await page.context().setOffline(false);

    // One check-in on the server: the list has the holder in, once.
    await page.goto(`/${e2eEvents.door.slug}/admin/check-in?state=in&q=${encodeURIComponent(e2eOfflineTicket.last_name)}`);
    await expect(page.locator('.fy-request', { hasText: holder })).toHaveCount(1);
    await expect(page.locator('.fy-request', { hasText: holder })).toContainText(`by ${e2eUsers.offlineDoorAdmin.first_name} ${e2eUsers.offlineDoorAdmin.last_name}`);
  } finally {
    await second.close();
  }
});

test('the door page opens with no network once it has been opened (home-screen app), and still answers from its copy', async ({ page }) => {
  await openDoor(page);
  // The page stores itself for the service worker once the door shows.
  await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open('foyer-door-v1')).match(location.pathname))), { timeout: 20_000 }).toBe(true);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/${e2eEvents.door.slug}/admin/check-in/manifest.webmanifest`);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
  await expect(page.getByText(/^No network/)).toBeVisible();
  await page.getByLabel('Ticket code').fill('FT1.not-a-ticket.xyz');
  await page.getByLabel('Ticket code').press('Enter');
  await expect(page.locator('.fy-checkin__answer')).toContainText('QR code not recognised');
  // The lists answer from the copy too: a search by name, with no undo and a note saying where it comes from.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(e2eOfflineTicket.last_name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(e2eOfflineTicket.last_name)}`));
  await expect(page.getByRole('status').filter({ hasText: /^No network: this list comes from this phone's copy/ })).toBeVisible();
  await expect(page.locator('.fy-request', { hasText: holder })).toHaveCount(1);
  await expect(page.locator('.fy-request').getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
  // Back online, the list is the server's again.
  await page.context().setOffline(false);
  await expect(page.getByText(/^No network: this list comes/)).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('.fy-request', { hasText: holder })).toHaveCount(1);

  // Logging out forgets the copy of the tickets (names, QR texts) and the stored door page.
  const kept = () =>
    page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('foyer-door');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const names = db.objectStoreNames.contains('door')
        ? await new Promise<string[]>((resolve) => {
            const req = db.transaction('door').objectStore('door').getAllKeys();
            req.onsuccess = () => resolve(req.result.map(String));
          })
        : [];
      db.close();
      return { copies: names.filter((k) => k.endsWith('|copy')).length, pageStored: await caches.has('foyer-door-v1') };
    });
  expect(await kept()).toEqual({ copies: 1, pageStored: true });
  await logOut(page);
  await expect.poll(kept).toEqual({ copies: 0, pageStored: false });
});
