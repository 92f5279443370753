import { expect, test, type Page } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/**
 * Issue #18, the inbox: two attendees of the demo on their phones. One opens the other's
 * profile and writes; the other, with the inbox open, sees the conversation arrive without
 * reloading (the top bar's badge counts it), opens it and answers; the first sees the answer live.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
// Run once (the desktop project) at phone width: the two journeys would share these two people's one thread.
test.use(phone);

const badge = (page: Page) => page.getByTestId('inbox-badge');

test('one attendee writes from a profile; the other sees it arrive live with the badge, and answers on a phone', async ({ page, browser }) => {
  const second = await browser.newContext(phone);
  try {
    const reader = await second.newPage();
    const { inboxWriter: writer, inboxReader: them } = e2eUsers;
    await logIn(reader, 'demo', them);
    await reader.goto('/demo/inbox');
    await expect(reader.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(reader.getByText('No conversations yet.', { exact: false })).toBeVisible();
    await expect(badge(reader)).toHaveAccessibleName('Inbox');

    await logIn(page, 'demo', writer);
    await page.goto(`/demo/user/${them.token}`);
    await page.getByRole('link', { name: `Message ${them.first_name} ${them.last_name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Message to ${them.first_name} ${them.last_name}` })).toBeVisible();
    const hello = `Coffee at the Workshop Lab at 10? <b>${Date.now()}</b>`;
    await page.getByLabel('Your message').fill(hello);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Conversation with ${them.first_name} ${them.last_name}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText(hello);

    // The reader's open inbox shows it without a reload, unread, and the badge counts one thread.
    const thread = reader.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: `${writer.first_name} ${writer.last_name}` });
    await expect(thread).toContainText(hello, { timeout: 15_000 });
    await expect(thread).toContainText('Unread');
    await expect(badge(reader)).toHaveAccessibleName('Inbox: 1 unread');
    await expect(reader.getByTestId('inbox-badge-count')).toHaveText('1');
    await thread.getByRole('link').click();
    await expect(reader.getByRole('list', { name: 'Messages' })).toContainText(hello);
    // Markup stays text.
    await expect(reader.locator('.inbox-message b')).toHaveCount(0);
    await expect(badge(reader)).toHaveAccessibleName('Inbox');
    await reader.getByLabel('Your message').fill('Yes, see you there!');
    await reader.getByRole('button', { name: 'Send' }).click();
    await expect(reader.getByRole('list', { name: 'Messages' })).toContainText('Yes, see you there!');
    await expect(reader.getByLabel('Your message')).toHaveValue('');

    // The writer's open thread shows the answer live.
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Yes, see you there!', { timeout: 15_000 });

    // Without JavaScript (or before the page is interactive) the reply form is a plain post: a
    // refusal is said under it, on the thread, and a good reply lands in the thread.
    const plainContext = await browser.newContext({ ...phone, storageState: await reader.context().storageState(), javaScriptEnabled: false });
    try {
      const plain = await plainContext.newPage();
      await plain.goto(reader.url());
      // Spaces pass the browser's required check; the server reads them as nothing.
      await plain.getByLabel('Your message').fill('   ');
      await plain.getByRole('button', { name: 'Send' }).click();
      await expect(plain.getByRole('alert').filter({ hasText: 'Write a message of up to 5,000 characters.' })).toBeVisible();
      await expect(plain.getByRole('heading', { level: 1, name: `Conversation with ${writer.first_name} ${writer.last_name}` })).toBeVisible();
      await plain.getByLabel('Your message').fill('Sent without JavaScript');
      await plain.getByRole('button', { name: 'Send' }).click();
      await expect(plain.getByRole('list', { name: 'Messages' })).toContainText('Sent without JavaScript');
      await expect(plain.getByRole('alert')).toHaveCount(0);
      // It landed by a redirect: a reload shows the thread, it does not send the reply again.
      await plain.reload();
      await expect(plain.locator('.inbox-message__text', { hasText: 'Sent without JavaScript' })).toHaveCount(1);
    } finally {
      await plainContext.close();
    }
  } finally {
    await second.close();
  }
});
