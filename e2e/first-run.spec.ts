import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import { acceptConsentsIfAsked } from './top-bar.ts';
import { fillRegisterForm } from './log-in.ts';

/**
 * README's first command on a fresh clone: the built server with no DATABASE_URL, no REDIS_URL,
 * no SMTP_URL and NODE_ENV=production (npm start's default) — embedded PGlite, in-process jobs,
 * mail kept for /dev/mailbox. A newcomer registers, reads the confirmation there, and signs in
 * as the demo's organizer the way README says (magic link for organizer@demo.foyer.test).
 */
const newcomerEnv = (dataDir: string, port: number): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: dataDir,
  PORT: String(port),
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let base = '';
let dataDir = '';
let log = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'foyer-first-run-'));
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/server.ts'], { env: newcomerEnv(dataDir, port), stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (b: Buffer) => (log += b.toString()));
  server.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  // initdb, migrations and the demo seed on PGlite: up to a couple of minutes on a busy machine.
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 220_000, intervals: [1000] })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r) ?? r(null));
  rmSync(dataDir, { recursive: true, force: true });
});

test('the start-up log says where the mail is', async () => {
  await expect.poll(() => log, { timeout: 10_000 }).toContain(`read confirmations and sign-in links at ${base}/dev/mailbox`);
});

test('register in the UI, read the confirmation at /dev/mailbox as the dialog says, confirm, buy a free ticket', async ({ page }) => {
  const email = `newcomer-${Date.now()}@example.test`;
  await page.goto(`${base}/demo/register`);
  await expect(page.locator('.auth-header[data-hydrated="true"]')).toBeAttached();
  await fillRegisterForm(page, { first_name: 'Nina', last_name: 'Newcomer', email, password: 'correct-horse-1' });
  await page.getByRole('button', { name: 'Register' }).click();

  const confirmation = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(confirmation).toContainText(email);
  await expect(confirmation).toContainText('No e-mail is sent from this installation');
  await expect(confirmation.getByRole('link', { name: 'Open the mailbox' })).toHaveAttribute('href', '/dev/mailbox');

  await page.goto(`${base}/dev/mailbox`);
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  // Read on a phone too: the sign-in links wrap instead of widening the page.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await mail.getByRole('list', { name: 'Links in this e-mail' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/registration\/completed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
  await acceptConsentsIfAsked(page);

  // …and buys a ticket: the free one, its PDF rendered by the in-process jobs on PGlite.
  await page.goto(`${base}/demo/buy-ticket`);
  await page.getByRole('radio', { name: /Community pass/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Your details' }).getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
  await page.getByRole('button', { name: 'Get the free ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your free ticket is booked' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my tickets' }).click();
  const ticket = page.getByRole('listitem').filter({ hasText: 'Community pass' });
  await expect(ticket).toContainText('Nina Newcomer');
  const pdf = await page.request.get(`${base}${await ticket.getByRole('link', { name: /^Download PDF/ }).first().getAttribute('href')}`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('register through the API and find the confirmation at /dev/mailbox', async ({ request }) => {
  const email = `api-newcomer-${Date.now()}@example.test`;
  const res = await request.post(`${base}/api/v1/auth/register`, {
    data: { email, password: 'secret77', password_confirmation: 'secret77', first_name: 'Api', last_name: 'Newcomer' },
  });
  expect(res.status()).toBe(200);
  await expect.poll(async () => (await (await request.get(`${base}/dev/mailbox`)).text()).includes(email), { timeout: 20_000 }).toBe(true);
  const html = await (await request.get(`${base}/dev/mailbox`)).text();
  expect(html).toMatch(new RegExp(`${base.replace(/[.:/]/g, '\\$&')}/registration/confirm\\?token=`));
});

test('sign in as the demo organizer by magic link, as README says', async ({ page }) => {
  await page.goto(`${base}/demo/login?method=magic-link`);
  await expect(page.locator('.auth-header[data-hydrated="true"]')).toBeAttached();
  await page.getByLabel('E-mail').fill('organizer@demo.foyer.test');
  await page.getByRole('button', { name: 'Send me a login link' }).click();
  await expect(page.getByText('No e-mail is sent from this installation')).toBeVisible();
  await page.goto(`${base}/dev/mailbox`);
  const mail = page.getByRole('article').filter({ hasText: 'organizer@demo.foyer.test' }).first();
  await mail.getByRole('list', { name: 'Links in this e-mail' }).getByRole('link').first().click();
  await acceptConsentsIfAsked(page);
  await expect(page.getByText('Olga Organizer')).toBeVisible();
});

test('a paid ticket through the payment sandbox is a TEST order, and says so on the confirmation and in my tickets', async ({ page, request }) => {
  const email = `sandbox-${Date.now()}@example.test`;
  const res = await request.post(`${base}/api/v1/auth/register`, {
    data: { email, password: 'secret77', password_confirmation: 'secret77', first_name: 'Sandra', last_name: 'Sandbox' },
  });
  expect(res.status()).toBe(200);
  await page.goto(`${base}/dev/mailbox`);
  const mail = page.getByRole('article').filter({ hasText: email }).first();
  await mail.getByRole('list', { name: 'Links in this e-mail' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/registration\/completed$/);
  await acceptConsentsIfAsked(page);

  await page.goto(`${base}/demo/buy-ticket`);
  await page.getByRole('radio', { name: /Standard/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // Each step in view before its Next: two clicks in a row on a slow first start both hit step 1's
  // button, and the journey waited on step 2 for the terms (CI, session 25).
  await expect(page.getByRole('group', { name: 'Your details' }).getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
  await page.getByRole('radio', { name: 'PayU' }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  // The sandbox's own page, unmistakably not a real payment.
  await expect(page.getByRole('alert')).toContainText('SANDBOX', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay (sandbox)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your payment was successful' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Test order — no money moved')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my tickets' }).click();
  const ticket = page.getByRole('listitem').filter({ hasText: 'Standard' });
  await expect(ticket.getByText('TEST', { exact: true })).toBeVisible();
  await expect(ticket).toContainText('a test ticket, not valid for entry');
  await expect(ticket).toContainText('Status: Test only — not valid for entry');
});
