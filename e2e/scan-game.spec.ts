import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import postgres from 'postgres';
import { expect, test } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { writeQrVideo } from './fake-camera.ts';
import { e2eDatabaseUrl } from './e2e-database.ts';
import { logIn } from './log-in.ts';
import { resetPlayers } from './reset-fixtures.ts';
import { accountMenu } from './top-bar.ts';

/**
 * Issue #19, the scan game: two attendees of the demo on their phones. Tala opens her profile,
 * which shows her personal QR and leads to Scan & talk; Leon's phone camera (Chromium's fake
 * camera showing Tala's code) scans it: both phones show the 2-minute timer, Tala's without a
 * reload (her stream). Leon's rescan right away says to keep talking; once the 2 minutes are
 * over (the conversation aged in the database when the run has one, else a real wait), the
 * rescan gives both of them the points, and Tala's list shows them live.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
test.use(phone);

test('a scan starts the timer on both phones; a rescan too early waits, after 2 minutes both score', async ({ page }) => {
  const dbUrl = e2eDatabaseUrl();
  test.setTimeout(dbUrl ? 120_000 : 300_000);
  const { scanTalker: tala, scanListener: leon } = e2eUsers;
  await resetPlayers([tala.email, leon.email]);
  await logIn(page, 'demo', tala);
  await page.goto('/demo/profile');
  await expect(page.getByRole('heading', { name: 'My code for Scan & talk' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your personal QR code' })).toBeVisible();
  await page.getByRole('link', { name: 'Scan & talk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan & talk' })).toBeVisible();
  await expect(page.getByText('Nobody yet. Scan someone’s code to start a conversation.')).toBeVisible();
  const code = (await page.locator('.scan-game__code').textContent())!.trim();
  expect(code).toMatch(/^FS1\./);

  // Leon's phone: a browser of its own whose camera shows Tala's code.
  const video = writeQrVideo(join(mkdtempSync(join(tmpdir(), 'foyer-scan-')), 'qr.y4m'), code);
  const leonBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await leonBrowser.newContext({ ...phone, baseURL: test.info().project.use.baseURL, permissions: ['camera'] });
    const other = await context.newPage();
    await logIn(other, 'demo', leon);
    await other.goto('/demo/profile');
    await other.getByRole('link', { name: 'Scan & talk' }).click();
    const outcome = other.locator('.scan-game__outcome');
    // The camera view is not awaited: it can read the code and close before a check sees it.
    const scan = () => other.getByRole('button', { name: 'Scan with the camera' }).click();
    await scan();
    await expect(outcome).toContainText(`You started talking with ${tala.first_name} ${tala.last_name}`, { timeout: 20_000 });
    await expect(other.getByRole('heading', { name: `Talking with ${tala.first_name} ${tala.last_name}` })).toBeVisible();
    await expect(other.getByRole('timer')).toHaveText(/^[12]:\d\d$/);
    // Tala's phone hears it: the timer shows up without a reload.
    await expect(page.getByRole('heading', { name: `Talking with ${leon.first_name} ${leon.last_name}` })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('timer')).toHaveText(/^[012]:\d\d$/);

    await scan();
    await expect(outcome).toContainText(`Keep talking with ${tala.first_name} ${tala.last_name} —`, { timeout: 20_000 });
    await expect(outcome).toContainText('seconds left.');

    if (dbUrl) {
      const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
      try {
        const aged = await sql`update qr_scans set first_scanned_at = first_scanned_at - interval '3 minutes'
          where scanner_user_id = (select id from users where user_identity_token = ${leon.token}) returning id`;
        expect(aged).toHaveLength(1);
      } finally {
        await sql.end();
      }
    } else {
      await other.waitForTimeout(121_000);
    }
    await scan();
    await expect(outcome).toContainText(`Well done! You and ${tala.first_name} ${tala.last_name} both got 5 points.`, { timeout: 20_000 });
    await expect(other.getByRole('region', { name: 'People you have talked with' })).toContainText('+5 points');
    await expect(page.getByRole('region', { name: 'People you have talked with' })).toContainText(`${leon.first_name} ${leon.last_name}`);
    await expect(page.getByRole('region', { name: 'People you have talked with' })).toContainText('+5 points', { timeout: 20_000 });

    // Once scored, the pair is done (SPEC §8 "already scanned").
    await scan();
    await expect(outcome).toContainText('Already scanned', { timeout: 20_000 });
  } finally {
    await leonBrowser.close();
  }
});

test('the scan game or photo booth of a component that is not there is a 404 inside the event', async ({ page }) => {
  await logIn(page, 'demo', e2eUsers.scanTalker);
  for (const screen of ['scan', 'photo-booth']) {
    const response = await page.goto(`/demo/component/2147483647/${screen}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    // The event's top bar stays: the visitor can go on from here (not a bare error page).
    await expect(accountMenu(page)).toBeVisible();
  }
});
