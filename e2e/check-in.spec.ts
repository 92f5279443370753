import { expect, test } from './test.ts';
import { e2eDoorTicket, e2eEvents, e2eSessionTicket, e2eUsers } from './fixture-data.ts';
import { openAdmin } from './log-in.ts';

/**
 * Issue #16, first slice: an administrator at the door of an event, on a phone, opens
 * Door check-in from the admin panel, types the code printed under a ticket's QR and sees it
 * checked in (green), then the same ticket again (amber: when and by whom), then a wrong code;
 * then finds the holder in the list, takes the check-in back, and checks them in again.
 */
test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

test('the door: a ticket is checked in once, the second scan says by whom, a wrong code is not recognised', async ({ page }) => {
  const slug = e2eEvents.door.slug;
  await openAdmin(page, slug, e2eUsers.doorAdmin);
  await page.getByRole('link', { name: 'Door check-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/admin/check-in$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
  // Chromium on Linux has no QR reader of its own: the screen loads ZXing's and offers the camera.
  await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
  // This browser has no camera to give: the screen says so and goes back to "Scan with the
  // camera" (it kept "Stop the camera" and a black box beside the message).
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByRole('alert')).toContainText('The camera is not available');
  await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
  await expect(page.getByLabel('Camera view')).toHaveCount(0);

  const code = page.getByLabel('Ticket code');
  const answer = page.getByRole('status').filter({ has: page.locator('.fy-checkin__answer') });
  await code.fill(e2eDoorTicket.uuid);
  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(answer).toContainText('Checked in');
  await expect(answer).toContainText(`${e2eDoorTicket.first_name} ${e2eDoorTicket.last_name}`);
  await expect(answer).toContainText(e2eDoorTicket.ticket);
  // Ready for the next ticket.
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();

  await code.fill(e2eDoorTicket.uuid);
  await code.press('Enter');
  await expect(answer).toContainText('Already scanned');
  await expect(answer).toContainText(`by ${e2eUsers.doorAdmin.first_name} ${e2eUsers.doorAdmin.last_name}`);

  await code.fill('FT1.not-a-ticket.xyz');
  await code.press('Enter');
  await expect(answer).toContainText('QR code not recognised');

  // The list: find the holder, take the check-in back, and the next scan is green again.
  await page.getByLabel('Search by name or e-mail').fill(e2eDoorTicket.last_name);
  await page.getByLabel('Show').selectOption('in');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=Bramka/);
  const row = page.locator('.fy-request', { hasText: `${e2eDoorTicket.first_name} ${e2eDoorTicket.last_name}` });
  await expect(row).toContainText(`by ${e2eUsers.doorAdmin.first_name} ${e2eUsers.doorAdmin.last_name}`);
  await row.getByRole('button', { name: `Undo the check-in of ${e2eDoorTicket.first_name} ${e2eDoorTicket.last_name}` }).click();
  await expect(page.getByText(`The check-in of ${e2eDoorTicket.first_name} ${e2eDoorTicket.last_name} was taken back.`)).toBeVisible();
  await expect(page.getByText('No tickets match.')).toBeVisible();
  await code.fill(e2eDoorTicket.uuid);
  await code.press('Enter');
  await expect(answer).toContainText('Checked in');
});

test('an agenda session’s door admits its own tickets only', async ({ page }) => {
  const slug = e2eEvents.door.slug;
  await openAdmin(page, slug, e2eUsers.doorAdmin, 'admin/check-in');
  await expect(page.getByRole('heading', { name: 'Agenda sessions with tickets' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${e2eSessionTicket.session}, `) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Session check-in' })).toBeVisible();

  const code = page.getByLabel('Ticket code');
  const answer = page.getByRole('status').filter({ has: page.locator('.fy-checkin__answer') });
  // The entrance's ticket is not valid here (and stays as it was).
  await code.fill(e2eDoorTicket.uuid);
  await code.press('Enter');
  await expect(answer).toContainText('A ticket for another door');
  await code.fill(e2eSessionTicket.uuid);
  await code.press('Enter');
  await expect(answer).toContainText('Checked in');
  await expect(answer).toContainText(`${e2eSessionTicket.first_name} ${e2eSessionTicket.last_name}`);
  await expect(answer).toContainText(e2eSessionTicket.ticket);
  await page.getByRole('link', { name: 'Event entrance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
});
