import { expect, test, type Page } from './test.ts';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/**
 * Issue #17, session Q&A at the demo: the event's administrator switches moderation on and
 * opens a session's questions; the room's screen (not signed in) shows its projector page; an
 * attendee on their phone asks a question, which waits; the moderator sees it arrive, approves
 * it, and the projector shows it — with no page reloaded anywhere.
 */
const phone = { locale: 'en-US', viewport: { width: 390, height: 844 } };

async function openQandA(page: Page) {
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Agenda', exact: true }).first().click();
  await page.getByRole('link', { name: 'Questions & answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions & answers' })).toBeVisible();
}

test('an attendee asks; the moderator sees it wait, approves it, and the projector shows it live', async ({ page, browser }) => {
  const others = [await browser.newContext(phone), await browser.newContext({ locale: 'en-US' })];
  const [attendee, screen] = [await others[0]!.newPage(), await others[1]!.newPage()];
  try {
    await logIn(page, 'demo', e2eUsers.qaModerator);
    await openQandA(page);
    const moderation = page.getByRole('group', { name: 'Questions from the audience' });
    await moderation.getByLabel('A moderator approves each question before others see it').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    // The first session that takes questions (now, else coming up, else finished).
    await page.locator('.qa-sessions a').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Questions: / })).toBeVisible();
    const questionsUrl = page.url();
    await expect(page.getByRole('status').filter({ hasText: /waiting for approval/ })).toBeVisible();
    const projectorHref = await page.getByRole('link', { name: 'Open the projector view' }).getAttribute('href');
    await screen.goto(projectorHref!);
    // The projector has no menu and no controls.
    await expect(screen.getByRole('navigation')).toHaveCount(0);
    await expect(screen.getByRole('button')).toHaveCount(0);

    await logIn(attendee, 'demo', e2eUsers.qaAsker);
    await attendee.goto(questionsUrl);
    const text = `Does the offline door sync conflicts? ${Date.now()}`;
    await attendee.getByLabel('Your question').fill(text);
    await attendee.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(attendee.getByText('Your question will appear once a moderator approves it.')).toBeVisible();
    await expect(attendee.getByLabel('Your question')).toHaveValue('');
    const asked = attendee.getByTestId('question').filter({ hasText: text });
    await expect(asked).toContainText('Waiting for approval');

    // The moderator's open page shows it arrive, waiting; the projector does not show it yet.
    const waiting = page.getByTestId('question').filter({ hasText: text });
    await expect(waiting).toContainText('Waiting for approval', { timeout: 15_000 });
    await expect(waiting).toContainText('Quentin Question');
    await expect(screen.getByText(text)).toHaveCount(0);
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expect(waiting).not.toContainText('Waiting for approval');

    // The room's screen and the attendee's page catch up without a reload.
    await expect(screen.getByTestId('projector-questions').getByText(text)).toBeVisible({ timeout: 15_000 });
    await expect(asked).not.toContainText('Waiting for approval', { timeout: 15_000 });
    await asked.getByRole('button', { name: 'Like: 0 likes' }).click();
    await expect(asked.getByRole('button', { name: 'Take back the like: 1 like' })).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.locator('li', { hasText: text })).toContainText('1 like', { timeout: 15_000 });
  } finally {
    // Moderation off again for the demo's other journeys.
    await openQandA(page);
    await page.getByRole('group', { name: 'Questions from the audience' }).getByLabel('Questions appear at once').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    for (const c of others) await c.close();
  }
});

test('without JavaScript, a refused question is said on the Q&A page, and the page stays whole', async ({ page, browser }) => {
  await logIn(page, 'demo', e2eUsers.qaAsker);
  await openQandA(page);
  await page.locator('.qa-sessions a').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Questions: / })).toBeVisible();
  const context = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false, locale: 'en-US' });
  try {
    const plain = await context.newPage();
    await plain.goto(page.url());
    // Two spaces pass the browser's length check; the server reads them as nothing.
    await plain.getByLabel('Your question').fill('  ');
    await plain.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(plain.getByRole('alert').filter({ hasText: 'The question is too short: write at least 2 characters.' })).toBeVisible();
    await expect(plain.getByRole('heading', { level: 1, name: /^Questions: / })).toBeVisible();
  } finally {
    await context.close();
  }
});
