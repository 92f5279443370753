import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { acceptConsentsIfAsked, accountMenu, logOut } from './top-bar.ts';
import { fillRegisterForm } from './log-in.ts';

const attendee = e2eUsers.attendee;

/**
 * Sign-in journeys (SPEC §2, §4, §8). Each test uses its own e-mail or only reads shared
 * accounts, so they run in any order and in parallel. E-mailed links are read from /dev/mailbox
 * (the e2e server keeps mail there: no SMTP_URL, FOYER_DEV_MAILBOX=true).
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The newest link to `path` in a mail to `to`, as a path on this server (mail links carry PUBLIC_URL). */
async function linkFromMailbox(page: Page, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/dev/mailbox');
        expect(res.status(), '/dev/mailbox must be on for e2e (FOYER_DEV_MAILBOX=true)').toBe(200);
        const html = (await res.text()).replaceAll('&amp;', '&');
        const at = html.indexOf(`<dd>${to}</dd>`);
        const found = at >= 0 ? new RegExp(`https?://[^\\s"<]+(${path.replace('/', '\\/')}\\?token=[\\w-]+)`).exec(html.slice(at)) : null;
        link = found?.[1] ?? '';
        return link;
      },
      { message: `a mail to ${to} with a ${path} link`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** The page is interactive (React hydrated): keyboard and Escape handling are in place. */
async function hydrated(page: Page) {
  await expect(page.locator('.auth-header[data-hydrated="true"]')).toBeAttached();
}

test.describe('accounts', () => {
  test('register on /demo, confirm by the e-mailed link, and land on the event signed in', async ({ page }) => {
    const email = `ada-${unique()}@e2e.foyer.test`;
    await page.goto('/demo/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await hydrated(page);

    // SPEC §5: nothing is said before the first submit; afterwards every problem is, and the first field gets the focus.
    await expect(page.getByText('Not all required fields have been filled!')).toHaveCount(0);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Not all required fields have been filled!')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

    await fillRegisterForm(page, { first_name: 'Ada', last_name: 'Tester', email, password: 'correct-horse-1' });
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Register' }).click();
    // The progress dialog names what is happening: an account is made, nobody is signed in yet.
    await expect(page.getByRole('dialog', { name: 'Creating your account' })).toBeVisible();

    const confirmation = page.getByRole('dialog', { name: 'Check your inbox' });
    await expect(confirmation).toContainText(email);
    // Closing it leaves the register page for the event's home: the filled-in form is done with.
    await confirmation.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const confirm = await linkFromMailbox(page, email, '/demo/registration/confirm');
    await page.goto(confirm);
    await expect(page).toHaveURL(/\/demo\/registration\/completed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
    await acceptConsentsIfAsked(page);

    await page.getByRole('link', { name: 'Continue to the event' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByText('Ada Tester')).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    // The member-only module of the demo landing page.
    await expect(page.getByRole('heading', { name: 'Welcome aboard' })).toBeVisible();

    await logOut(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome aboard' })).toHaveCount(0);
  });

  test('registering in the modal over the landing page: "Check your inbox" takes the form\'s place, and closing it closes the modal', async ({ page }) => {
    const email = `modal-${unique()}@e2e.foyer.test`;
    await page.goto('/demo?modal=register');
    await hydrated(page);
    const form = page.getByRole('dialog', { name: 'Create your account' });
    await fillRegisterForm(form, { first_name: 'Mo', last_name: 'Dal', email, password: 'correct-horse-1' });
    await form.getByRole('button', { name: 'Register' }).click();

    const confirmation = page.getByRole('dialog', { name: 'Check your inbox' });
    await expect(confirmation).toContainText(email);
    // One dialog, not the filled-in form under it.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('log in with a magic link from the e-mail', async ({ page }) => {
    const { email, first_name, last_name } = attendee;
    await page.goto('/demo/login');
    await hydrated(page);
    await page.getByRole('link', { name: 'Log in with a link sent by e-mail instead' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await expect(page.getByText(`If an account exists for ${email}, a login link is on its way.`, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to password login' })).toBeVisible();

    const link = await linkFromMailbox(page, email, '/demo/magic-link');
    await page.goto(link);
    await acceptConsentsIfAsked(page);
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByText(`${first_name} ${last_name}`)).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();

    // The link is single-use.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This login link does not work' })).toBeVisible();
  });

  test('keyboard only: the login modal over the landing page opens, closes with Escape, and signs in', async ({ page }) => {
    const { email, password, first_name } = attendee;
    await page.goto('/demo');
    await hydrated(page);
    const loginLink = page.getByRole('link', { name: 'Log in' });
    await page.keyboard.press('Tab'); // the skip link
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // Then through the top bar (event navigation, language, notifications) to "Log in".
    for (let i = 0; i < 10 && !(await loginLink.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(loginLink).toBeFocused();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\?modal=login$/);
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(loginLink).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    // Focus stays inside the dialog: Shift+Tab from the first field reaches its last control.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByLabel('E-mail').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');

    // Signed in: the progress modal ends, the modal closes (or the consents dialog comes first).
    const consents = page.getByRole('dialog', { name: 'Before you continue' });
    await expect.poll(async () => (await consents.isVisible()) || !page.url().includes('modal='), { timeout: 15_000 }).toBe(true);
    await acceptConsentsIfAsked(page);
    await expect(page).toHaveURL(/\/demo$/);
    await expect(accountMenu(page)).toBeVisible();
    await expect(page.getByText(first_name, { exact: false }).first()).toBeVisible();
  });

  test('fits a phone screen: the register page has no sideways scroll @phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/demo/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/demo?modal=register');
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test('a link with ?lng=pl to a page that redirects (the Tickets entry → the purchase → the login) opens in Polish', async ({ page }) => {
  await page.goto('/demo');
  const tickets = await page.getByRole('navigation').getByRole('link', { name: 'Tickets', exact: true }).first().getAttribute('href');
  await page.goto(`${tickets}?lng=pl`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie' })).toBeVisible();
});

test.describe('in Polish', () => {
  test.use({ locale: 'pl-PL' });

  test('a wrong password opens the error modal with the Polish message', async ({ page }) => {
    await page.goto('/demo/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await hydrated(page);
    await page.getByLabel('E-mail').fill(`nikt-${unique()}@e2e.foyer.test`);
    await page.getByLabel('Hasło', { exact: true }).fill('zle-haslo-123');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    const error = page.getByRole('dialog', { name: 'Upss...' });
    await expect(error).toBeVisible();
    await expect(error).toContainText('Błędne hasło!');
    await error.getByRole('link', { name: 'OK' }).click();
    await expect(error).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeFocused();
  });

  test('the registration page takes its title from the event’s Polish form texts', async ({ page }) => {
    await page.goto('/demo/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Dołącz do Foyer Summit 2027' })).toBeVisible();
    await expect(page.getByText('Załóż konto, aby kupić bilet i zaplanować swoją agendę.')).toBeVisible();
  });
});
