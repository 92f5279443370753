import { expect, type Locator, type Page } from '@playwright/test';
import { accountMenu } from './top-bar.ts';

type User = { email: string; password: string; first_name: string; last_name: string };

/**
 * Logs in through the login page, as a person would, and accepts the system consents on a
 * fixture user's first sign-in. Resolves once the session exists and nothing is owed; callers
 * then open the page they need themselves, so a test does not depend on where the flow lands.
 */
export async function logIn(page: Page, slug: string, user: User) {
  await page.goto(`/${slug}/login`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(accountMenu(page)).toBeVisible({ timeout: 20_000 });
  // The login screen of a signed-in user renders what is still owed (the consents dialog) with
  // the page itself, or moves on; asking it again does not depend on the flow's animations.
  await page.goto(`/${slug}/login`);
  const consents = page.getByRole('dialog', { name: 'Before you continue' });
  if (await consents.isVisible()) {
    for (const box of await consents.getByRole('checkbox').all()) await box.check();
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.includes('/login'));
    await consents.getByRole('button', { name: 'Accept and continue' }).click();
    await saved;
  }
}

/**
 * Signs an event administrator in and opens an admin-panel page (the admin home by default),
 * re-entering the password it asks for once (SPEC §6).
 */
export async function openAdmin(page: Page, slug: string, user: User, path = 'admin') {
  await logIn(page, slug, user);
  await page.goto(`/${slug}/${path}`);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** Fills the English register form, on its page or in its modal (`scope`); the caller sends it. */
export async function fillRegisterForm(scope: Page | Locator, person: { first_name: string; last_name: string; email: string; password: string }) {
  await scope.getByLabel('First name').fill(person.first_name);
  await scope.getByLabel('Last name').fill(person.last_name);
  await scope.getByLabel('E-mail').fill(person.email);
  await scope.getByLabel('Password', { exact: true }).fill(person.password);
  await scope.getByLabel('Repeat password').fill(person.password);
}
