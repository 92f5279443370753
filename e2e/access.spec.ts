import { expect, test } from './test.ts';
import type { Browser } from '@playwright/test';
import { e2eEvents, e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';
import { accountMenu } from './top-bar.ts';

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('event access', () => {
  test('the access-code gate: the landing page is public, the attendee area asks for the code', async ({ page }) => {
    const { slug, title, code } = e2eEvents.accessCode;
    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await logIn(page, slug, e2eUsers.attendee);
    await page.goto(`/${slug}/profile`);
    await expect(page).toHaveURL(new RegExp(`/${slug}/access-code\\?redirectTo=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the access code' })).toBeVisible();

    const field = page.getByRole('textbox', { name: 'Access code' });
    // SPEC §5: the message appears only after a submit attempt.
    await expect(page.getByText('Field is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Field is required')).toBeVisible();

    await field.fill('NOT-THE-CODE');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Oops... this access code is wrong. Please verify your code and try again.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    // Keyboard only: Enter in the field submits the form.
    await field.fill(code);
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${slug}/profile$`));
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    // The code is remembered: the attendee area stays open.
    await page.goto(`/${slug}/profile/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  });

  test('whitelist: access denied, request, the organizer approves after re-entering the password, the attendee gets in', async ({ page, browser }) => {
    const { slug, title } = e2eEvents.whitelist;
    await logIn(page, slug, e2eUsers.attendee);
    await page.goto(`/${slug}/join`);
    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(page.getByText('You are not on the guest list of this event.')).toBeVisible();
    await page.getByRole('button', { name: 'Request access' }).click();
    await expect(page.getByText('Request sent')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request access' })).toHaveCount(0);

    const organizer = await newPage(browser);
    await logIn(organizer, slug, e2eUsers.organizer);
    await organizer.goto(`/${slug}/admin/join-requests`);
    await expect(organizer.getByRole('heading', { level: 1, name: 'Join requests' })).toBeVisible();
    // SPEC §6: the password again, and a wrong one is refused.
    // The label is "Password *" (the star marks a required field).
    const password = organizer.getByLabel(/^Password/);
    await password.fill('not-my-password');
    await organizer.getByRole('button', { name: 'Confirm' }).click();
    await expect(organizer.getByText('Wrong password!')).toBeVisible();
    await expect(password).toBeFocused();
    await password.fill(e2eUsers.organizer.password);
    await organizer.getByRole('button', { name: 'Confirm' }).click();

    const attendeeName = `${e2eUsers.attendee.first_name} ${e2eUsers.attendee.last_name}`;
    const row = organizer.getByRole('listitem').filter({ hasText: e2eUsers.attendee.email });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Approve ${attendeeName}` }).click();
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(organizer.getByRole('button', { name: `Approve ${attendeeName}` })).toHaveCount(0);
    await organizer.context().close();

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();
    // A member now: the attendee area opens without any gate.
    await page.goto(`/${slug}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  test('the join-requests panel is for the event’s administrators only', async ({ page }) => {
    await logIn(page, e2eEvents.closed.slug, e2eUsers.attendee);
    const response = await page.goto(`/${e2eEvents.whitelist.slug}/admin/join-requests`);
    expect(response?.status()).toBe(403);
  });
});

test.describe('legal and onboarding', () => {
  test('the legal page shows the terms, the privacy policy and the consents that point at them', async ({ page }) => {
    await page.goto('/demo/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and privacy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByText('I have read and accept the terms of use.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'terms of use', exact: true })).toHaveAttribute('href', '#terms');
  });

  test('onboarding walks through 4 steps with the current one marked', async ({ page }) => {
    // The organizer: the profile tests below edit the attendee at the same time.
    await logIn(page, 'demo', e2eUsers.organizer);
    await page.goto('/demo/onboarding?redirectTo=%2Fdemo%2Fprofile');
    const current = page.locator('[aria-current="step"]');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(current).toHaveText('Welcome');
    // The document title follows the step, as the heading does.
    await expect(page).toHaveTitle('Welcome to Foyer Summit 2027');
    await page.getByRole('link', { name: 'Start' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(current).toHaveText('Profile');
    await expect(page).toHaveTitle('Tell others about yourself · Foyer Summit 2027');
    await page.getByLabel('Country').selectOption('PL');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The demo event asks no extra questions: step 3 passes by itself.
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(current).toHaveText('Done');
    await page.getByRole('link', { name: 'Go to the event' }).click();
    await expect(page).toHaveURL(/\/demo\/profile$/);
    await expect(page.getByText('Poland')).toBeVisible();
  });
});

// A 1×1 PNG: the server checks uploads by their bytes, not their names.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('the profile', () => {
  test('edit with a PNG photo; a validation error shows after submit', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.attendee);
    await page.goto('/demo/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();

    const linkedIn = page.getByLabel('LinkedIn');
    await page.getByLabel('Position').fill('Head of Testing');
    await linkedIn.fill('linkedin.com/in/adam');
    await expect(page.getByText('The address must start with http:// or https://')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('The address must start with http:// or https://')).toBeVisible();
    await expect(linkedIn).toHaveAttribute('aria-invalid', 'true');
    await expect(linkedIn).toBeFocused();

    await linkedIn.fill('https://www.linkedin.com/in/adam');
    await page.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expect(page).toHaveURL(/\/demo\/profile\?saved=profile$/);
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();
    await expect(page.getByText('Head of Testing').first()).toBeVisible();
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}\.png$/);
    await expect(page.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/adam');
  });

  test('a file that is not a picture is refused', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.attendee);
    await page.goto('/demo/profile/edit');
    await page.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Choose a .jpg or .png picture')).toBeVisible();
  });

  test('profile/edit fits a 360 px phone without sideways scrolling @phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, 'demo', e2eUsers.attendee);
    await page.goto('/demo/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
