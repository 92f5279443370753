import { axeViolations, expect, test } from './test.ts';
import type { Locator, Page } from '@playwright/test';
import { e2eEvents, e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';
import { tinyPng } from '../apps/web/app/api/testing/tiny-png.ts';

/*
 * Issue #15: the organizer designs the landing page in the builder (Puck) in two languages,
 * previews it at phone width, publishes it, a guest sees it, and the organizer undoes it.
 */
const { slug, speaker } = e2eEvents.builder;

/**
 * Drags a block from Puck's drawer onto the page preview (an iframe), as a hand does: Puck's
 * pointer sensor starts a drag only after the button is held still for 200 ms. A drag that a
 * busy machine turned into a click is tried again; the module must then be on the page.
 */
async function dragBlock(page: Page, name: string, dropped: Locator) {
  const item = page.locator('[data-puck-drawer-item]').filter({ hasText: new RegExp(`^${name}$`) }).first();
  const zone = page.frameLocator('iframe').first().locator('[data-puck-dropzone]').first();
  // The drawer shares the side panel with the outline: the blocks tab must be showing.
  if (!(await item.isVisible())) await page.getByText('Modules', { exact: true }).click();
  await expect(async () => {
    if ((await dropped.count()) > 0) return;
    const from = (await item.boundingBox())!;
    const to = (await zone.boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 2, y: to.y + to.height - 6 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.waitForTimeout(400);
    for (let i = 1; i <= 30; i += 1) {
      await page.mouse.move(start.x + ((end.x - start.x) * i) / 30, start.y + ((end.y - start.y) * i) / 30);
      await page.waitForTimeout(25);
    }
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect(dropped).not.toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Selects a module through Puck's outline (a click on the preview can land on Puck's overlay). */
async function select(page: Page, name: string) {
  // The outline tab toggles the side panel: only opened when its tree is not showing.
  if (!(await page.locator('[class*="_LayerTree_"]').first().isVisible())) await page.getByText('Outline', { exact: true }).click();
  const layer = page.locator('[class*="_Layer_"]').filter({ has: page.locator('[class*="Layer-clickable"]', { hasText: name }) }).first();
  // A click on the selected layer would unselect it (a freshly dropped module is selected).
  if (!/Layer--isSelected/.test((await layer.getAttribute('class')) ?? '')) await layer.locator('[class*="Layer-clickable"]').first().click();
  await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: name }).or(page.getByText(name, { exact: true }).filter({ visible: true })).first()).toBeVisible();
}

/** A field of the selected module in Puck's side panel (Puck renders a hidden copy for small screens). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true }).filter({ visible: true });

test('an organizer builds the page in English and Polish, publishes it, and restores the version before', async ({ page, browser }) => {
  // Three drags (each retried when a busy machine turns it into a click), three publishes and a guest: 2 minutes on a loaded CI machine.
  test.setTimeout(180_000);
  await logIn(page, slug, e2eUsers.builderAdmin);
  await page.goto(`/${slug}/admin`);
  await page.getByLabel(/^Password/).fill(e2eUsers.builderAdmin.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  // The admin home's figures: one joined administrator, no tickets, no sales yet.
  const figures = page.getByRole('region', { name: 'The event at a glance' });
  await expect(figures.getByText('Joined attendees')).toBeVisible();
  await expect(figures.getByText('No tickets sold in the last 30 days.')).toBeVisible();
  await expect(figures.getByText('This event sells no tickets yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Landing page builder' }).click();
  const canvas = page.frameLocator('iframe').first();
  await expect(canvas.getByRole('heading', { level: 1, name: e2eEvents.builder.title })).toBeVisible({ timeout: 20_000 });
  // The version the page is at: a retried run finds the versions its first try published.
  const at = Number((await page.getByRole('status').filter({ hasText: /^Version \d+$/ }).textContent())!.replace(/\D/g, ''));

  // The editor loads after the page: the journey's own scan covers Puck's controls too.
  expect(await axeViolations(page, 'builder, page settings')).toEqual([]);
  await dragBlock(page, 'Countdown', canvas.locator('.lp-module--countdown'));
  await dragBlock(page, 'Speakers', canvas.locator('.lp-module--speakers'));
  // Dropped modules render their real content: the speakers module picked the event's component.
  await expect(canvas.getByText(`${speaker.first_name} ${speaker.last_name}`)).toBeVisible();
  await select(page, 'Speakers');
  await field(page, 'Heading').fill('Our speakers');
  // The preview itself is left out here: in edit mode Puck wraps each module in a draggable
  // role=button around the page's own links (nested-interactive); the page is scanned bare.
  expect(await axeViolations(page, 'builder, a module selected', ['#preview-frame'])).toEqual([]);
  await select(page, 'Countdown');
  await field(page, 'Label').fill('Starts soon');
  // A picture uploaded from the computer (the server checks it is a .png or .jpg).
  await dragBlock(page, 'Image', canvas.locator('[data-puck-component^="image-"]'));
  await select(page, 'Image');
  const imageField = page.locator('.fy-image-field').filter({ visible: true });
  await imageField.locator('input[type=file]').setInputFiles({ name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only .jpg and .png images can be uploaded.')).toBeVisible();
  await imageField.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng()) });
  await expect(imageField.locator('input[type=text]')).toHaveValue(/^\/uploads\/[0-9a-f]+\.png$/);
  await field(page, 'Alternative text').fill('Our logo');
  await expect(canvas.getByRole('img', { name: 'Our logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published as version ${at + 1}.` })).toBeVisible();

  // Polish: only words change; the preview goes to phone width.
  await page.getByLabel('Language being edited').selectOption('pl');
  await expect(page.getByText(/translating the page into Polish/)).toBeVisible();
  await select(page, 'Speakers');
  await field(page, 'Heading').fill('Nasi prelegenci');
  await select(page, 'Countdown');
  await field(page, 'Label').fill('Już wkrótce');
  await page.getByRole('button', { name: 'Switch to Phone viewport' }).click();
  await expect.poll(async () => (await page.locator('iframe').first().boundingBox())!.width).toBeLessThan(420);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published as version ${at + 2}.` })).toBeVisible();

  // A guest (no cookie: the cached guest page must show the publish at once) in Polish.
  const guest = await browser.newContext({ locale: 'pl-PL' });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/${slug}?lng=pl`);
  await expect(guestPage.getByRole('heading', { level: 2, name: 'Nasi prelegenci' })).toBeVisible();
  await expect(guestPage.getByText('Już wkrótce')).toBeVisible();
  await expect(guestPage.getByRole('img', { name: 'Our logo' })).toBeVisible();

  // Undo: the page before the builder comes back as a new version, and the guest sees the modules gone.
  // With unsaved work the builder asks first; declining keeps the work.
  await select(page, 'Countdown');
  await field(page, 'Label').fill('Zaraz');
  await expect(page.getByRole('status').filter({ hasText: /^Unsaved changes/ })).toBeVisible();
  const asked: string[] = [];
  page.once('dialog', (d) => void (asked.push(d.message()), d.dismiss()));
  await page.getByRole('button', { name: 'Restore version 0' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Restoring version 0 discards them. Restore anyway?']);
  await expect(page.getByRole('status').filter({ hasText: /^Unsaved changes/ })).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Restore version 0' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published as version ${at + 3}.` })).toBeVisible();
  await guestPage.goto(`/${slug}?lng=pl`);
  await expect(guestPage.getByRole('heading', { level: 1, name: e2eEvents.builder.title })).toBeVisible();
  await expect(guestPage.getByText('Nasi prelegenci')).toHaveCount(0);
  await guest.close();
});

test('the builder speaks the interface language: Puck’s side tabs and action bar too (it names them in English)', async ({ page }) => {
  // The demo's page (it has modules to select); nothing is saved.
  await logIn(page, 'demo', e2eUsers.builderReader);
  await page.goto('/demo/admin/landing?lng=pl');
  await page.getByLabel(/^Hasło/).fill(e2eUsers.builderReader.password);
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(page.getByText('Kreator strony wydarzenia')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Moduły', { exact: true })).toBeVisible();
  await expect(page.getByText('Blocks', { exact: true })).toHaveCount(0);
  // The selected module's settings tab (a phone's; in the page, hidden on a desktop) and Puck's spinner.
  await expect(page.getByText('Ustawienia', { exact: true }).first()).toBeAttached();
  await expect(page.getByText('Fields', { exact: true })).toHaveCount(0);
  await expect(page.locator('[aria-label="loading"]')).toHaveCount(0);
  // Puck's icon buttons and words of its own (title and accessible name in English in Puck).
  await expect(page.getByRole('button', { name: 'Cofnij', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'undo', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Powiększ podgląd' })).toBeAttached();
  // Puck writes the zoom's options as label attributes: "60% (Auto)".
  await expect(page.locator('select[class*="zoomSelect"] option[label*="(autom.)"]')).toHaveCount(1);
  await expect(page.locator('select[class*="zoomSelect"] option[label*="(Auto)"]')).toHaveCount(0);
  // The page settings' lists (footer links, help questions): each item's own buttons.
  await expect(page.locator('[class*="_ArrayFieldItem-actions"] [title="Usuń tę pozycję"]').first()).toBeAttached();
  await expect(page.locator('[title="Delete"], [title="Duplicate"]')).toHaveCount(0);
  await page.getByText('Struktura', { exact: true }).click();
  await page.locator('[class*="Layer-clickable"]').first().click();
  const bar = page.frameLocator('iframe').first();
  await expect(bar.getByTitle('Duplikuj').first()).toBeVisible();
  await expect(bar.getByTitle('Usuń').first()).toBeVisible();
  await expect(bar.getByTitle('Duplicate')).toHaveCount(0);
});
