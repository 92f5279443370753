import { expect, test, type Page } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';
import { tinyPng } from '../apps/web/app/api/testing/tiny-png.ts';

/**
 * Issue #17, the feed wall: two attendees of the demo on their phones. One posts on the wall (with a picture); the
 * other, with the wall already open, sees the post appear without reloading, likes it and
 * comments; the poster sees the like and the comment arrive, and deletes the post.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
test.use(phone);

async function openWall(page: Page, user: { email: string; password: string; first_name: string; last_name: string }) {
  await logIn(page, 'demo', user);
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Feed wall', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed wall' })).toBeVisible();
  // These journeys check answers given in place, once the page is interactive; a Post pressed
  // before that is a plain form submission that comes back to the wall (its own test below).
  await page.locator('.auth-header[data-hydrated="true"]').waitFor({ state: 'attached' });
}

test('one attendee posts; another sees it appear without a reload, likes and comments; the poster sees both and deletes the post @phone', async ({ page, browser }) => {
  const second = await browser.newContext(phone);
  try {
    const reader = await second.newPage();
    await openWall(page, e2eUsers.wallPoster);
    await openWall(reader, e2eUsers.wallReader);
    await expect(page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');

    const message = `Coffee at the Workshop Lab at 10? Map: www.foyer.test/map ${Date.now()}`;
    // Too short first: the field says so and nothing is posted.
    await page.getByLabel('Write in General').fill('x');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByLabel('Write in General')).toHaveJSProperty('validity.valid', false);
    await page.getByLabel('Write in General').fill(message);
    await page.getByLabel(/^Add a picture/).setInputFiles({ name: 'booth.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng()) });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const mine = page.locator('.fw-thread', { hasText: message });
    await expect(mine).toBeVisible();
    await expect(page.getByLabel('Write in General')).toHaveValue('');
    await expect(mine.getByRole('link', { name: 'www.foyer.test/map' })).toHaveAttribute('href', 'https://www.foyer.test/map');
    await expect(mine.getByRole('img', { name: 'Picture posted by Wanda Wall' })).toHaveJSProperty('naturalWidth', 1);

    // The reader's open wall shows it within a few seconds, no reload.
    const theirs = reader.locator('.fw-thread', { hasText: message });
    await expect(theirs).toBeVisible({ timeout: 15_000 });
    // Its link, to share: the wall with this post's comments open.
    await expect(theirs.getByRole('link', { name: 'Share' })).toHaveAttribute('href', /\/demo\/component\/\d+\?channel=\d+&thread=\d+#thread-\d+$/);
    await theirs.getByRole('button', { name: 'Like 0' }).click();
    await expect(theirs.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
    await theirs.getByRole('link', { name: '0 comments' }).click();
    await expect(theirs.getByText('No comments yet.')).toBeVisible();
    await theirs.getByLabel('Your comment').fill('Count me in!');
    await theirs.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(theirs.getByRole('list', { name: 'Comments' })).toContainText('Count me in!');

    // The poster's wall catches up: one like, the comment under the post.
    await expect(mine.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
    await expect(mine).toContainText('Count me in!');
    await expect(mine.getByRole('link', { name: '1 comment' })).toBeVisible();
    // The poster fixes the post in place; the reader's wall shows the new words.
    await mine.getByText('Edit', { exact: true }).click();
    await mine.getByLabel('Change your text').fill(`${message} (edited)`);
    await mine.getByRole('button', { name: 'Save changes' }).click();
    await expect(mine.getByLabel('Change your text')).toBeHidden();
    await expect(theirs).toContainText('(edited)', { timeout: 15_000 });
    // The reader reports it; the event's administrator sees the report on the wall and keeps the post.
    await theirs.getByText('Report', { exact: true }).click();
    await theirs.getByLabel('What is wrong with it? (optional)').fill('Off topic?');
    await theirs.getByRole('button', { name: 'Send report' }).click();
    await expect(theirs.getByText('Reported. Thank you: the organizers will have a look.')).toBeVisible();
    const adminContext = await browser.newContext(phone);
    const admin = await adminContext.newPage();
    await openWall(admin, e2eUsers.wallAdmin);
    const report = admin.getByRole('region', { name: /^Reported: / }).locator('li', { hasText: message });
    await expect(report).toContainText('Wanda Wall');
    await expect(report).toContainText('Off topic?');
    await report.getByRole('button', { name: 'Keep it' }).click();
    await expect(report).toHaveCount(0);
    await adminContext.close();

    // Only the author may delete it.
    await expect(theirs.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
    await mine.getByRole('button', { name: 'Delete post' }).click();
    await expect(mine).toHaveCount(0);
    await expect(theirs).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await second.close();
  }
});

test('a refused post, then one that goes through: the composer empties and the refusal goes; the same for a comment @phone', async ({ page }) => {
  await openWall(page, e2eUsers.wallReader);
  const box = page.getByLabel('Write in General');
  const message = `Anyone for the late session? ${Date.now()}`;
  // Not a picture: refused, said under the field, and nothing is posted.
  await box.fill(message);
  await page.getByLabel(/^Add a picture/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Only .jpg and .png pictures can be posted.')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // Without the file it goes through: a redirect, no new answer — the old refusal must not stay.
  await page.getByLabel(/^Add a picture/).setInputFiles([]);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = page.locator('.fw-thread', { hasText: message });
  await expect(mine).toHaveCount(1);
  await expect(box).toHaveValue('');
  await expect(page.getByText('Only .jpg and .png pictures can be posted.')).toHaveCount(0);
  await expect(box).not.toHaveAttribute('aria-invalid');

  // The comment box: blanks pass the browser's check and are refused by the server; then a real comment.
  await mine.getByRole('link', { name: '0 comments' }).click();
  const comment = mine.getByLabel('Your comment');
  await comment.fill('   ');
  await mine.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(mine.getByText('Write at least 2 characters.')).toBeVisible();
  await comment.fill('Me, at the back.');
  await mine.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(mine.getByRole('list', { name: 'Comments' })).toContainText('Me, at the back.');
  await expect(comment).toHaveValue('');
  await expect(mine.getByText('Write at least 2 characters.')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Delete post' }).click();
  await expect(mine).toHaveCount(0);
});

test('without JavaScript, a refused post is said on the wall, not answered with a page of JSON', async ({ page, browser }) => {
  await openWall(page, e2eUsers.wallReader);
  const wall = page.url();
  const context = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false, locale: 'en-US' });
  try {
    const plain = await context.newPage();
    await plain.goto(wall);
    await plain.getByLabel('Write in General').fill('A post with the wrong file');
    await plain.getByLabel(/^Add a picture/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await plain.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(plain.getByRole('alert').filter({ hasText: 'Only .jpg and .png pictures can be posted.' })).toBeVisible();
    await expect(plain.getByRole('heading', { level: 1, name: 'Feed wall' })).toBeVisible();
    await expect(plain.locator('.fw-thread', { hasText: 'A post with the wrong file' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
