import sharp from 'sharp';
import { expect, test } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn, openAdmin } from './log-in.ts';
import { resetPlayers } from './reset-fixtures.ts';

/**
 * Issue #19, the photo booth: an attendee of the demo opens it from their profile on a phone,
 * chooses a photo (a JPEG that carries a GPS position), sees it in the event's frame, posts it
 * with a caption and finds it on the feed wall; the photo served there has no EXIF left.
 */
test.use({
  locale: 'en-US',
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  // Chromium's fake camera (its own moving test picture) for the camera journey.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

test('choose a photo, see it framed, post it, find it on the feed wall without its GPS position', async ({ page }) => {
  const me = e2eUsers.boothPoster;
  await resetPlayers([me.email]);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'E2eCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 42/1' } })
    .toBuffer();
  await logIn(page, 'demo', me);
  await page.goto('/demo/profile');
  await page.getByRole('link', { name: 'Photo booth' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photo booth' })).toBeVisible();
  await expect(page.getByText('Your framed photo will appear here.')).toBeVisible();
  // Nothing to post yet: the button waits for a photo (it posted none and answered "not an image").
  await expect(page.getByRole('button', { name: 'Post on the feed wall' })).toBeDisabled();
  await expect(page).toHaveTitle(/^Photo booth · /);

  await page.getByLabel('Or choose a photo (.jpg or .png)').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = page.getByRole('img', { name: 'Your photo in the event’s frame' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'photo-booth.jpg');
  const caption = `Framed at the booth ${Date.now()}`;
  await page.getByLabel('Caption').fill(caption);
  await page.getByRole('button', { name: 'Post on the feed wall' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Posted on the feed wall.' })).toContainText('You got 3 points.', { timeout: 20_000 });

  // One click: a link that needs retrying is a dead link to the person who just posted.
  await page.getByRole('link', { name: 'See it on the feed wall' }).click();
  await expect(page).toHaveURL(/\/demo\/component\/\d+$/);
  const post = page.getByRole('article').filter({ hasText: caption });
  await expect(post).toBeVisible();
  const src = await post.locator('img.fw-image').getAttribute('src');
  expect(src).toMatch(/\/uploads\/[0-9a-f]{32}\.jpg$/);
  const served = await page.request.get(src!);
  expect(served.ok()).toBe(true);
  const meta = await sharp(await served.body()).metadata();
  expect(meta.exif).toBeUndefined();
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1600);
});

test('take the photo with the camera: it is framed and can be downloaded', async ({ page }) => {
  await logIn(page, 'demo', e2eUsers.boothPoster);
  await page.goto('/demo/profile');
  await page.getByRole('link', { name: 'Photo booth' }).click();
  await page.getByRole('button', { name: 'Open the camera' }).click();
  await expect(page.getByLabel('Camera view')).toBeVisible();
  const take = page.getByRole('button', { name: 'Take the photo' });
  await expect(take).toBeEnabled({ timeout: 15_000 });
  await take.click();
  await expect(page.getByRole('img', { name: 'Your photo in the event’s frame' })).toBeVisible();
  // The camera is closed once the photo is taken, and the preview's heading has the focus.
  await expect(page.getByLabel('Camera view')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeFocused();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('photo-booth.jpg');
});

test('an administrator sets the booth’s frame from the admin panel, and goes back to the default', async ({ page }) => {
  await openAdmin(page, 'demo', e2eUsers.demoAdmin);
  await page.getByRole('link', { name: 'The photo booth’s frame' }).click();
  const box = page.getByRole('region', { name: 'The booth’s frame (administrators)' });
  await expect(box).toContainText('The default frame (the event’s colour and name) is in use.');
  const frame = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#00000000' } })
    .composite([{ input: Buffer.from('<svg width="400" height="300"><rect x="0" y="0" width="400" height="300" fill="none" stroke="#e76f51" stroke-width="40"/></svg>') }])
    .png()
    .toBuffer();
  await box.getByLabel('Frame picture (.png with a transparent middle)').setInputFiles({ name: 'frame.png', mimeType: 'image/png', buffer: frame });
  await box.getByRole('button', { name: 'Use this frame' }).click();
  await expect(box.getByRole('status')).toHaveText('The frame is saved.');
  await expect(box).toContainText('Your own frame picture is in use.');
  await box.getByRole('button', { name: 'Use the default frame' }).click();
  await expect(box).toContainText('The default frame (the event’s colour and name) is in use.');
});
