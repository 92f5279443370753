import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The button of the signed-in visitor's account menu in the top bar (a <details>' <summary>,
 * which Playwright's role queries do not expose as a button). Not a guest's "Account" button on
 * a phone (Log in / Register), so waiting for it still means "signed in".
 */
export function accountMenu(page: Page) {
  return page.locator('.auth-header .account-menu > summary');
}

/**
 * SPEC §4: right after signing in, a user without the system consents gets a dialog that cannot
 * be cancelled; accept it if it comes. Waits for either it or the account menu first: looking
 * once raced the dialog's arrival (auth.spec's keyboard journey failed now and then with the
 * dialog over the page and the menu hidden behind it).
 */
export async function acceptConsentsIfAsked(page: Page) {
  const consents = page.getByRole('dialog', { name: 'Before you continue' });
  await expect(accountMenu(page).or(consents).first()).toBeVisible({ timeout: 20_000 });
  if (!(await consents.isVisible())) return;
  await expect(consents.getByRole('button', { name: 'Close' })).toHaveCount(0);
  for (const box of await consents.getByRole('checkbox').all()) await box.check();
  await consents.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(consents).toBeHidden();
}

/**
 * Opens the account menu once the page is interactive, so a journey's next step does not race
 * hydration. (A tap before it is a product case of its own, tested in first-visitor.spec.ts: the
 * menu used to close again when the page hydrated.)
 */
export async function openAccountMenu(page: Page) {
  await page.locator('.auth-header[data-hydrated="true"]').waitFor({ state: 'attached' });
  await accountMenu(page).click();
}

/** Logs out through the account menu, as a person would. */
export async function logOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
}

/**
 * A link of the event's own pages in the top bar (home, dashboard, event info, admin panel):
 * inline on wide screens, behind the Menu button on a phone — opened here when it is.
 */
export async function eventPageLink(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Event pages' });
  const compact = nav.locator('.db-eventnav__compact summary');
  if (await compact.isVisible()) await compact.click();
  return nav.getByRole('link', { name });
}

/** A section (event component) of the top bar's event menu: behind "Sections", or the phone's "Menu". */
export async function eventSectionLink(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Event pages' });
  const compact = nav.locator('.db-eventnav__compact summary');
  await (await compact.isVisible() ? compact : nav.locator('.db-eventnav__sections summary')).click();
  return nav.getByRole('link', { name, exact: true });
}
