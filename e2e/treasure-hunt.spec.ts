import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContextOptions } from '@playwright/test';
import { expect, test } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { writeQrVideo } from './fake-camera.ts';
import { logIn, openAdmin } from './log-in.ts';
import { resetPlayers } from './reset-fixtures.ts';
import { answerConfirm } from './answer-confirm.ts';

/**
 * Issue #19, the treasure hunt: the organizer opens Treasure hunts in the admin panel, prints the
 * demo hunt's code sheet (a PDF) and reads its codes' addresses; an attendee on a phone then finds
 * three of them through Chromium's fake camera (one browser per code: the fake video is fixed
 * when the browser starts), is told amber for a code found before, and a guest's open public
 * leaderboard and the attendee's Games leaderboard change without a reload; a fourth code is opened
 * by its address, as the phone's own camera app would (a guest is sent to sign in first).
 */
const phone: BrowserContextOptions = { locale: 'en-US', viewport: { width: 390, height: 844 } };
test.use({ locale: 'en-US' });

function cameraBrowser(video: string) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

test('an attendee finds three treasures with the camera and climbs the leaderboard; the organizer prints the codes', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const hunter = e2eUsers.treasureHunter;
  await resetPlayers([hunter.email]);

  // The organizer: the hunt's codes, and the sheet to print.
  await openAdmin(page, 'demo', e2eUsers.demoAdmin);
  await page.getByRole('link', { name: 'Treasure hunts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Treasure hunts' })).toBeVisible();
  const hunt = page.getByRole('region', { name: 'Summit treasure hunt' });
  const urls = (await hunt.locator('.gm-mono').allTextContents()).filter((t) => t.includes('/treasure/'));
  expect(urls).toHaveLength(5);
  const [download] = await Promise.all([page.waitForEvent('download'), hunt.getByRole('link', { name: 'Print the codes (PDF)' }).click()]);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  if (process.env.SHOTS) await download.saveAs(`${process.env.SHOTS}/codes.pdf`);
  const board = await hunt.getByRole('link', { name: 'Public leaderboard' }).getAttribute('href');

  // A guest keeps the hunt's public leaderboard open.
  const guest = await browser.newContext(phone);
  const watcher = await guest.newPage();
  await watcher.goto(board!);
  await expect(watcher.getByRole('heading', { level: 1, name: 'Summit treasure hunt: leaderboard' })).toBeVisible();
  await expect(watcher.getByText('Tessa T.')).toHaveCount(0);

  const dir = mkdtempSync(join(tmpdir(), 'foyer-treasure-'));
  let huntPoints = 0;
  let state: Awaited<ReturnType<Awaited<ReturnType<typeof browser.newContext>>['storageState']>> | undefined;
  try {
    for (let i = 0; i < 3; i++) {
      const camera = await cameraBrowser(writeQrVideo(join(dir, `code-${i}.y4m`), urls[i]!));
      try {
        const context = await camera.newContext({ ...phone, baseURL, permissions: ['camera'], ...(state ? { storageState: state } : {}) });
        const p = await context.newPage();
        if (!state) {
          await logIn(p, 'demo', hunter);
          state = await context.storageState();
        }
        await p.goto('/demo');
        await p.getByRole('link', { name: 'Games', exact: true }).first().click();
        await expect(p.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
        await p.getByRole('link', { name: 'Summit treasure hunt', exact: true }).click();
        await expect(p.getByRole('heading', { level: 1, name: 'Summit treasure hunt' })).toBeVisible();
        const answer = p.getByRole('status').filter({ has: p.locator('.gm-answer') });
        // The camera view is not awaited: it can read the code and close before a check sees it.
        await p.getByRole('button', { name: 'Scan with the camera' }).click();
        await expect(answer).toContainText('Treasure found!', { timeout: 20_000 });
        await expect(answer).toContainText(`${i + 1} of 5 treasures found`);
        // The page's own meter, read again with the answer, says the same.
        const meter = p.locator('p.gm-progress');
        await expect(meter).toContainText(`${i + 1} of 5 treasures found`);
        if (i === 0) {
          // The same code again (a screenshot from a chat, say): amber, and no second score.
          await p.getByRole('button', { name: 'Scan with the camera' }).click();
          await expect(answer).toContainText('Already found', { timeout: 20_000 });
          await expect(meter).toContainText('1 of 5 treasures found');
          // The guest's board shows the first finder without a reload.
          await expect(watcher.getByRole('row', { name: /Tessa T\./ })).toBeVisible({ timeout: 15_000 });
        }
        if (i === 2) {
          await expect(p.getByRole('listitem').filter({ hasText: 'found' })).toHaveCount(3);
          huntPoints = Number(/· (\d+) points?/.exec((await meter.textContent()) ?? '')?.[1]);
          expect(huntPoints).toBeGreaterThan(0);
          // The Games leaderboard: my row marked, and the treasure-hunt tab.
          await p.getByRole('link', { name: 'Leaderboard' }).first().click();
          await expect(p.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
          const mine = p.locator('tr.gm-me');
          await expect(mine).toContainText('Tessa T. (you)');
          const points = Number(await mine.locator('td').last().textContent());
          // The slate was clean (resetPlayers): every point is from the three treasures the meter counted.
          expect(points).toBe(huntPoints);
          await p.getByRole('link', { name: 'Treasure hunt', exact: true }).click();
          await expect(p.getByRole('link', { name: 'Treasure hunt', exact: true })).toHaveAttribute('aria-current', 'page');
          await expect(p.locator('tr.gm-me')).toContainText(String(points));
        }
        await context.close();
      } finally {
        await camera.close();
      }
    }
    // A printed code read by the phone's own camera app opens its address: a guest signs in first, then one button collects it.
    const path = new URL(urls[3]!).pathname;
    const stranger = await browser.newPage(phone);
    await stranger.goto(path);
    await expect(stranger).toHaveURL(/\/demo\/login\?redirectTo=/);
    await stranger.close();
    const app = await browser.newContext({ ...phone, storageState: state });
    const opened = await app.newPage();
    await opened.goto(path);
    await expect(opened.getByText('This is a treasure of Summit treasure hunt. Collect its points?')).toBeVisible();
    await opened.getByRole('button', { name: 'Collect the treasure' }).click();
    const fourth = opened.getByRole('status').filter({ has: opened.locator('.gm-answer') });
    await expect(fourth).toContainText('4 of 5 treasures found');
    huntPoints += Number(/: \+(\d+) points?/.exec((await fourth.textContent()) ?? '')?.[1]);
    await app.close();
    await expect(watcher.getByRole('row', { name: /Tessa T\./ })).toContainText('4 of 5');
    if (process.env.SHOTS) await watcher.screenshot({ path: `${process.env.SHOTS}/board.png`, fullPage: true });
    // The organizer plays too, at phone width: the hub, the hunt page and the leaderboard (scanned with axe after the journey).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL(board!, baseURL).pathname.replace(/\/treasure-hunt\/.*/, ''));
    await page.getByRole('link', { name: 'Games', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/hub.png`, fullPage: true });
    await page.getByRole('link', { name: 'Summit treasure hunt', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Summit treasure hunt' })).toBeVisible();
    await page.getByLabel('Code printed under the QR code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Collect' }).click();
    await expect(page.getByRole('status').filter({ has: page.locator('.gm-answer') })).toContainText('This QR code is not recognised.');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/hunt.png`, fullPage: true });
    await page.getByRole('link', { name: 'Leaderboard', exact: true }).click();
    await expect(page.locator('tr', { hasText: 'Tessa T.' })).toBeVisible();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/leaderboard.png`, fullPage: true });
    await page.goto('/demo/admin/treasure-hunts');
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/admin.png`, fullPage: true });
    await page.goto('/demo/admin/points?q=tessa');
    await page.getByRole('link', { name: 'Tessa Treasure' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Points of Tessa Treasure' })).toBeVisible();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/points.png`, fullPage: true });
    // A treasure collected from a screenshot: the organizer voids it with a reason; her total and
    // the guest's open board both drop by its points, and the entry stays listed as voided.
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Void' }) }).first();
    const voidedPoints = Number(/· (\d+) points? ·/.exec((await entry.locator('p').first().textContent()) ?? '')?.[1]);
    expect(voidedPoints).toBeGreaterThan(0);
    await entry.getByLabel('Reason for voiding').fill('Scanned from a photo in the chat');
    await entry.getByRole('button', { name: 'Void' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The entry was voided.' })).toBeVisible();
    await expect(page.getByText('Voided: Scanned from a photo in the chat')).toBeVisible();
    const total = huntPoints - voidedPoints;
    await expect(page.locator('p.gm-progress')).toHaveText(`${total} points`);
    await expect(watcher.getByRole('row', { name: /Tessa T\./ })).toContainText(String(total), { timeout: 15_000 });
  } finally {
    await guest.close();
  }
});

test('the organizer creates a hunt and a code, each form empty again after, and deletes them after a question', async ({ page }, testInfo) => {
  const name = `E2E hunt ${testInfo.project.name}`;
  await openAdmin(page, 'demo', e2eUsers.demoAdmin, 'admin/treasure-hunts');
  await expect(page.getByRole('heading', { level: 1, name: 'Treasure hunts' })).toBeVisible();
  const newHunt = page.getByRole('region', { name: 'New treasure hunt' });
  await newHunt.getByLabel(/^Name/).fill(name);
  await newHunt.getByLabel('Description').fill('Made by the end-to-end test');
  await newHunt.getByLabel(/^Active from/).fill('2030-05-02T09:00');
  await newHunt.getByLabel(/^Active until/).fill('2030-05-01T09:00');
  // Refused (the window closes before it opens): nothing typed is lost.
  await newHunt.getByRole('button', { name: 'Create the hunt' }).click();
  await expect(newHunt.getByLabel(/^Active until/)).toHaveAttribute('aria-invalid', 'true');
  await expect(newHunt.getByLabel(/^Name/)).toHaveValue(name);
  await expect(newHunt.getByLabel(/^Active from/)).toHaveValue('2030-05-02T09:00');
  await newHunt.getByLabel(/^Active until/).fill('2030-05-03T18:00');
  await newHunt.getByRole('button', { name: 'Create the hunt' }).click();
  // Created: said by the form, which is empty again (a second click must not make a twin).
  await expect(newHunt.getByRole('status')).toHaveText(`Treasure hunt “${name}” created. Add its codes in its section above.`);
  for (const label of [/^Name/, 'Description', /^Active from/, /^Active until/]) await expect(newHunt.getByLabel(label)).toHaveValue('');
  await expect(newHunt.getByLabel(/^Name/)).toBeFocused();

  const hunt = page.getByRole('region', { name });
  // Nothing to print yet: the sheet link comes with the first code (it printed a title alone).
  await expect(hunt.getByRole('link', { name: 'Print the codes (PDF)' })).toHaveCount(0);
  // A hunt without codes opens its "Add a code" form; it stays open after a code, empty for the next one.
  const addCode = hunt.locator('details', { has: page.locator('summary', { hasText: 'Add a code' }) });
  await addCode.getByLabel(/^Place/).fill('Entrance');
  await addCode.getByLabel(/^Points/).fill('25');
  await addCode.getByRole('button', { name: 'Add the code' }).click();
  await expect(hunt.getByRole('status')).toHaveText('Code “Entrance” added.');
  await expect(hunt.getByText('Entrance · 25 points')).toBeVisible();
  await expect(hunt.getByRole('link', { name: 'Print the codes (PDF)' })).toBeVisible();
  await expect(addCode.getByLabel(/^Place/)).toHaveValue('');
  await expect(addCode.getByLabel(/^Points/)).toHaveValue('10');
  await expect(addCode.getByLabel(/^Place/)).toBeFocused();

  // Deleting the code asks first, naming it; "Cancel" keeps it.
  await hunt.getByText('Edit Entrance').click();
  let asked = answerConfirm(page, false);
  await hunt.getByRole('button', { name: 'Delete the code' }).click();
  expect(await asked).toBe('Delete the code “Entrance”?');
  await expect(hunt.getByText('Entrance · 25 points')).toBeVisible();

  // Deleting the hunt names it and its codes.
  await hunt.getByText('Edit or delete the hunt').click();
  asked = answerConfirm(page, true);
  await hunt.getByRole('button', { name: 'Delete the hunt' }).click();
  expect(await asked).toBe(`Delete the treasure hunt “${name}” and its 1 code? Points already scored stay until you void them.`);
  await expect(page.getByRole('region', { name })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Treasure hunt deleted.' })).toBeFocused();
  // The demo hunt is still there.
  await expect(page.getByRole('region', { name: 'Summit treasure hunt' })).toBeVisible();
});
