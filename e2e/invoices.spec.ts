import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test.ts';
import { e2eEvents, e2eUsers } from './fixture-data.ts';
import { openAdmin } from './log-in.ts';
import { edgeBrightness } from './edge-brightness.ts';

/**
 * Issue #16, the invoice generator: an organizer on a phone opens it from the admin panel, checks
 * the sample file with mistakes (nothing stored, every bad line named), imports it, watches the
 * invoices being made, downloads them as a ZIP and finds the import in the list.
 */
test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

const sample = fileURLToPath(new URL('../docs/samples/invoices-with-errors.csv', import.meta.url));

test('a spreadsheet with mistakes: checked, imported, invoices made and downloaded, bad lines named', async ({ page }) => {
  const slug = e2eEvents.door.slug;
  await openAdmin(page, slug, e2eUsers.doorAdmin);
  await page.getByRole('link', { name: 'Invoice generator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice generator' })).toBeVisible();
  // A retry finds the first attempt's import in the list.
  const firstTry = test.info().retry === 0;
  if (firstTry) await expect(page.getByText('No imports yet.')).toBeVisible();

  // A dry run first: every bad line with its column and reason, nothing stored.
  const file = page.locator('#invoices-file');
  await file.setInputFiles(sample);
  await page.getByLabel('Only check the file (store nothing)').check();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Check finished: nothing was stored.')).toBeVisible();
  await expect(page.getByText('Rows: 6 · invoices: 2 · bad: 4 · already invoiced: 0')).toBeVisible();
  const problems = page.getByRole('region', { name: 'Rows that were not invoiced' });
  await expect(problems.getByRole('row')).toHaveCount(5);
  await expect(problems.getByRole('row', { name: /^3 vat_number is not a valid NIP/ })).toBeVisible();
  await expect(problems.getByRole('row', { name: /^6 .* broken quoting/ })).toBeVisible();
  if (firstTry) await expect(page.getByText('No imports yet.')).toBeVisible();

  // The import itself opens its own page, which follows the job until the PDFs are ready.
  await file.setInputFiles(sample);
  await page.getByLabel('Only check the file (store nothing)').uncheck();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/admin/invoices/\\d+`));
  await expect(page.getByText('Done — Invoices ready: 2 of 2')).toBeVisible({ timeout: 30_000 });
  // Screen readers hear the end of the run (a status line, not every second's figures).
  await expect(page.getByRole('status').filter({ hasText: /^Done$/ })).toHaveCount(1);
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expect(invoices.getByRole('row', { name: /^2 FV\/\d{4}\/\d{6} Good Company sp\. z o\.o\. PLN 1,500\.00 PDF/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rows that were not invoiced' }).getByRole('row', { name: /^5 item_1_vat_rate must be one of the VAT rates/ })).toBeVisible();
  // The phone shows the whole page: a wide table scrolls inside its own region, the page does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // …and shows it: a shadow on the side with more columns, which moves to the other side at the end.
  const scroller = invoices.getByRole('region', { name: 'Invoices' });
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(40);
  const atStart = await edgeBrightness(page, scroller);
  expect(atStart.right).toBeLessThan(atStart.left - 15);
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  const atEnd = await edgeBrightness(page, scroller);
  expect(atEnd.left).toBeLessThan(atEnd.right - 15);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all as ZIP' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^invoices-\d+-invoices-with-errors\.zip$/);
  const bytes = readFileSync((await zip.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  await page.getByRole('link', { name: 'All imports' }).click();
  await expect(page.getByRole('row', { name: /invoices-with-errors\.csv .* Done 2\/2 4/ })).toBeVisible();
});
