import { axeViolations, expect, test, type Page } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/**
 * Issue #18, a group conversation: one attendee of the demo starts a conversation from the inbox,
 * finds two others by searching the event's attendees, adds both, names the group and writes;
 * each of the two (one on a phone) finds the named conversation and answers, and all three read
 * every message. Starting again with the same two says they already share a conversation.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };
const name = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;

async function openConversation(page: Page, title: string) {
  await page.goto('/demo/inbox');
  const thread = page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: title });
  await thread.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Conversation with ${title}` })).toBeVisible();
}

test('a group of three: found by search, added one by one, named; both others read and answer, one on a phone', async ({ page, browser }) => {
  const { groupHost: host, groupFirst: first, groupSecond: second } = e2eUsers;
  const phoneContext = await browser.newContext(phone);
  const thirdContext = await browser.newContext({ locale: 'en-US' });
  try {
    await logIn(page, 'demo', host);
    await page.goto('/demo/inbox');
    await page.getByRole('link', { name: 'New conversation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
    await expect(page.getByText('Add at least one person to write to.')).toBeVisible();

    // Both share the start of their last names; the host herself is never offered.
    await page.getByLabel('Find attendees').fill('Huddle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Attendees found' });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    await results.getByRole('link', { name: `Add ${name(first)}` }).click();
    const people = page.getByRole('region', { name: 'People' });
    await expect(people).toContainText(name(first));
    // The one added is no longer offered; the search stays.
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await results.getByRole('link', { name: `Add ${name(second)}` }).click();
    await expect(people.getByRole('listitem')).toHaveCount(2);
    await expect(people).toContainText(name(second));
    // Both were found by this search: it says they are added, never that it found nobody.
    await expect(results.getByRole('listitem')).toHaveCount(0);
    await expect(results).toContainText(`Already added: ${name(first)}, ${name(second)}.`);
    await expect(results).not.toContainText('Nobody found');
    expect(await axeViolations(page, 'inbox/create/user (two people picked)')).toEqual([]);

    const hello = `Shall we share a table at lunch? ${Date.now()}`;
    await page.getByLabel('Conversation name (optional)').fill('Huddle crew');
    await page.getByLabel('Your message').fill(hello);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conversation with Huddle crew' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText(hello);

    // The first of the two, on a phone: the named conversation is in the inbox, unread; answers.
    const onPhone = await phoneContext.newPage();
    await logIn(onPhone, 'demo', first);
    await onPhone.goto('/demo/inbox');
    const row = onPhone.getByRole('list', { name: 'Conversations' }).getByRole('listitem').filter({ hasText: 'Huddle crew' });
    await expect(row).toContainText(hello);
    await expect(row).toContainText('Unread');
    await openConversation(onPhone, 'Huddle crew');
    await expect(onPhone.getByRole('list', { name: 'Messages' })).toContainText(hello);
    // A named group says who is in it.
    await expect(onPhone.getByText(`With you: ${name(host)}, ${name(second)}`)).toBeVisible();
    // No blocking in a group (it is about one person).
    await expect(onPhone.getByRole('button', { name: /^Block / })).toHaveCount(0);
    await onPhone.getByLabel('Your message').fill('Count me in!');
    await onPhone.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(onPhone.getByRole('list', { name: 'Messages' })).toContainText('Count me in!');

    // The second reads both and answers; the host's open conversation shows it live.
    const third = await thirdContext.newPage();
    await logIn(third, 'demo', second);
    await openConversation(third, 'Huddle crew');
    const messages = third.getByRole('list', { name: 'Messages' });
    await expect(messages).toContainText(hello);
    await expect(messages).toContainText('Count me in!');
    await third.getByLabel('Your message').fill('Me too, at one.');
    await third.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Me too, at one.', { timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Count me in!');

    // Starting again with the same two: the screen says there is a conversation already (check_threads).
    await page.goto('/demo/inbox/create/user');
    await page.getByLabel('Find attendees').fill('Huddle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: `Add ${name(first)}` }).click();
    await expect(page.getByRole('region', { name: 'People' })).toContainText(name(first));
    await page.getByRole('link', { name: `Add ${name(second)}` }).click();
    await expect(page.getByRole('region', { name: 'People' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'You already have a conversation with these people' })).toBeVisible();
    await page.getByRole('link', { name: 'Open it' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conversation with Huddle crew' })).toBeVisible();
  } finally {
    await phoneContext.close();
    await thirdContext.close();
  }
});
