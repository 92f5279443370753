import { expect, test } from './test.ts';
import { e2eEvents, e2eUsers } from './fixture-data.ts';
import { logIn, openAdmin } from './log-in.ts';
import { openAccountMenu } from './top-bar.ts';
import { resetBooth } from './reset-fixtures.ts';
import { tinyPng } from '../packages/core/src/moderation/test-images.ts';

/**
 * Issue #19, the moderator area: a booth's moderator on a phone proposes a new logo (a generated
 * square PNG, after the browser refused a wide one) and a new Polish description; the organizer
 * sees it side by side in admin/reviews and accepts it; a guest reading the exhibitor's page in
 * Polish sees the new description. On an event of its own: the demo's exhibitors stay as they are.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
// The journey changes shared rows, so it runs once (the desktop project) at phone width, one test after the other.
test.use(phone);
test.describe.configure({ mode: 'serial' });

const png = (name: string, w: number, h: number) => ({ name, mimeType: 'image/png', buffer: Buffer.from(tinyPng(w, h)) });

test('a moderator sends a booth update with a logo, the organizer accepts it in admin/reviews, a guest reads it in Polish', async ({ page, browser }) => {
  const f = e2eEvents.booth;
  await resetBooth();
  const polish = `Nowe panele słoneczne z magazynem energii (${Date.now()}).`;
  await logIn(page, f.slug, e2eUsers.boothModerator);
  await page.goto(`/${f.slug}`);
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Moderator area' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moderator area' })).toBeVisible();
  await page.getByRole('link', { name: `Manage ${f.exhibitor}` }).click();
  await page.getByRole('link', { name: 'Propose changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Propose changes to ${f.exhibitor}` })).toBeVisible();

  // The browser reads the picture's real size: a 2:1 logo is refused under the field and not sent.
  const logo = page.getByLabel('Logo', { exact: true });
  await logo.setInputFiles(png('wide.png', 80, 40));
  await expect(page.getByText('The logo must be square (1:1); this picture is 80 × 40 px.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is 1 problem in the form:' })).toBeVisible();
  await logo.setInputFiles(png('logo.png', 64, 64));
  await expect(page.getByText(/The logo must be square/)).toHaveCount(0);

  // Texts per language in tabs: the Polish description, typed in the Polski tab.
  await page.getByRole('tab', { name: 'Polski' }).click();
  await page.getByRole('tabpanel', { name: 'Polski' }).getByLabel('Description').fill(polish);
  await page.getByLabel('Note for the reviewer').fill('New logo and a Polish description');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your update was sent to the organizer for review.' })).toBeVisible();
  await expect(page.getByText('Waiting for review').first()).toBeVisible();
  const exhibitorPath = new URL(page.url()).pathname;

  const organizer = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const guest = await browser.newContext({ locale: 'pl-PL', viewport: { width: 390, height: 844 } });
  try {
    const org = await organizer.newPage();
    await openAdmin(org, f.slug, e2eUsers.boothAdmin);
    await org.getByRole('link', { name: "Moderators' updates" }).click();
    const item = org.getByRole('region', { name: `${f.exhibitor} (Exhibitor)` });
    await expect(item).toContainText('New logo and a Polish description');
    const row = item.getByRole('row').filter({ hasText: polish });
    await expect(row).toContainText('Polski');
    await expect(row).toContainText(f.exhibitorTexts.translations.pl.description);
    await expect(item.getByRole('row').filter({ hasText: 'Logo' }).getByRole('img')).toHaveCount(1);
    await item.getByRole('button', { name: 'Accept and publish' }).click();
    await expect(org.getByRole('status').filter({ hasText: `Accepted: the profile of ${f.exhibitor} is updated.` })).toBeVisible();
    await expect(org.getByText('No updates are waiting for review.')).toBeVisible();

    await page.goto(exhibitorPath);
    await expect(page.getByText('Accepted').first()).toBeVisible();

    const reader = await guest.newPage();
    const event = await (await reader.request.get(`/api/v1/events/lp/${f.slug}`)).json();
    const { components } = await (await reader.request.get(`/api/v1/events/${event.id}/components`)).json();
    const exhibitors = components.find((c: { component_name: string }) => c.component_name === 'exhibitors');
    const exhibitorId = exhibitorPath.split('/').at(-1);
    await reader.goto(`/${f.slug}/component/${exhibitors.id}/exhibitor/${exhibitorId}?lng=pl`);
    await expect(reader.getByText(polish).first()).toBeVisible();
    await expect(reader.getByText(f.exhibitorTexts.translations.pl.description)).toHaveCount(0);
    await expect(reader.locator('img[src*="/uploads/"]').first()).toBeVisible();
  } finally {
    await organizer.close();
    await guest.close();
  }
});

test('a speaker update is rejected with a reason the moderator reads; a pending booth update is withdrawn', async ({ page, browser }) => {
  const f = e2eEvents.booth;
  await resetBooth();
  const speaker = `${f.speaker.first_name} ${f.speaker.last_name}`;
  await logIn(page, f.slug, e2eUsers.boothModerator);
  await page.goto(`/${f.slug}/manage`);
  await page.getByRole('link', { name: `Manage ${speaker}` }).click();
  await page.getByRole('tab', { name: 'Polski' }).click();
  await page.getByRole('tabpanel', { name: 'Polski' }).getByLabel('Position').fill('Inżynier');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your update was sent to the organizer for review.' })).toBeVisible();

  // A booth update sent unchanged, then withdrawn from its own page: it is gone from the list.
  await page.goto(`/${f.slug}/manage`);
  await page.getByRole('link', { name: `Manage ${f.exhibitor}` }).click();
  await page.getByRole('link', { name: 'Propose changes' }).click();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Waiting for review')).toHaveCount(1);
  await page.getByRole('link', { name: /^View the update of/ }).first().click();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Withdraw this update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The update was withdrawn.' })).toBeVisible();
  await expect(page.getByText('Waiting for review')).toHaveCount(0);

  const organizer = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  try {
    const org = await organizer.newPage();
    await openAdmin(org, f.slug, e2eUsers.boothAdmin, 'admin/reviews');
    await expect(org.getByRole('region', { name: `${f.exhibitor} (Exhibitor)` })).toHaveCount(0);
    const item = org.getByRole('region', { name: `${speaker} (Speaker)` });
    await expect(item.getByRole('row').filter({ hasText: 'Inżynier' })).toContainText('Polski');
    await item.getByLabel('Why (the moderator reads this)').fill('Please write your full title.');
    await item.getByRole('button', { name: 'Reject' }).click();
    await expect(org.getByRole('status').filter({ hasText: `Rejected: the moderator of ${speaker} was told why.` })).toBeVisible();
  } finally {
    await organizer.close();
  }
  await page.goto(`/${f.slug}/manage`);
  await page.getByRole('link', { name: `Manage ${speaker}` }).click();
  await expect(page.getByText('Rejected').first()).toBeVisible();
  await expect(page.getByText('Please write your full title.')).toBeVisible();
});
