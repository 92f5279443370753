import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import { e2eCameraTicket, e2eEvents, e2eUsers } from './fixture-data.ts';
import { writeQrVideo } from './fake-camera.ts';
import { logIn } from './log-in.ts';

/**
 * Issue #16: the door with the phone's camera. Chromium's fake camera shows a ticket's QR code
 * (its printed code, as the PDF's QR carries it when the signature is not needed); desktop
 * Chromium on Linux has no QR reader of its own, so this is the ZXing (WebAssembly) reader the
 * screen loads for such browsers. The first read is green, a second read of the same ticket amber.
 */
const video = writeQrVideo(join(mkdtempSync(join(tmpdir(), 'foyer-camera-')), 'qr.y4m'), e2eCameraTicket.uuid);

test.use({
  locale: 'en-US',
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
});

test('the camera reads a ticket: green the first time, amber the second', async ({ page }) => {
  const slug = e2eEvents.door.slug;
  // Reached as an organizer reaches it: the event's page, its menu, the admin panel, the door. A
  // page keeps the policy of the document it was loaded as, and the landing page's forbids
  // WebAssembly: entered by a client-side visit, the reader failed to start (a newcomer's walk).
  await logIn(page, slug, e2eUsers.doorAdmin);
  await page.goto(`/${slug}`);
  const menu = page.getByRole('navigation', { name: 'Event pages' });
  await menu.getByText('Menu').click();
  await menu.getByRole('link', { name: 'Admin panel' }).click();
  await page.getByLabel(/^Password/).fill(e2eUsers.doorAdmin.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('link', { name: 'Door check-in' }).click();

  const answer = page.getByRole('status').filter({ has: page.locator('.fy-checkin__answer') });
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByLabel('Camera view')).toBeVisible();
  await expect(answer).toContainText('Checked in', { timeout: 20_000 });
  await expect(answer).toContainText(`${e2eCameraTicket.first_name} ${e2eCameraTicket.last_name}`);

  // The same ticket held up again after the camera was restarted: already in, and by whom.
  await page.getByRole('button', { name: 'Stop the camera' }).click();
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(answer).toContainText('Already scanned', { timeout: 20_000 });
  await expect(answer).toContainText(`by ${e2eUsers.doorAdmin.first_name} ${e2eUsers.doorAdmin.last_name}`);
});
