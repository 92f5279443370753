import { readFileSync } from 'node:fs';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { e2eUsers } from './fixture-data.ts';
import { logIn } from './log-in.ts';

/*
 * Ticketing journeys on the seeded demo event (free "Community pass", "Standard" at PLN 499 with
 * the DEMO10 code). Payments go through the real PayU client code to the loopback PayU fake that
 * e2e/serve.ts starts; its hosted page is the redirect target, as secure.payu.com would be.
 */
test.describe('buying tickets', () => {
  test.use({ locale: 'en-US' });

  async function chooseTicket(page: Page, name: RegExp) {
    await page.goto('/demo/buy-ticket');
    await page.getByRole('radio', { name }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 4/ })).toBeVisible();
  }

  async function downloadPdf(page: Page, link: RegExp): Promise<Buffer> {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: link }).first().click();
    const file = await (await download).path();
    return readFileSync(file);
  }

  test('a free ticket end to end: checkout, confirmation, my tickets with QR code, PDF download', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.freeBuyer);
    await chooseTicket(page, /Community pass/);
    // The buyer's details come from the account.
    await expect(page.getByRole('group', { name: 'Your details' }).getByLabel('E-mail')).toHaveValue(e2eUsers.freeBuyer.email);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 4/ })).toBeVisible();
    // Terms are required: the error names the field and nothing is lost.
    await page.getByRole('button', { name: 'Get the free ticket' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 4/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
    await page.getByRole('button', { name: 'Get the free ticket' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your free ticket is booked' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to my tickets' }).click();
    const ticket = page.getByRole('listitem').filter({ hasText: 'Community pass' });
    await expect(ticket).toContainText(`${e2eUsers.freeBuyer.first_name} ${e2eUsers.freeBuyer.last_name}`);
    await expect(ticket.getByRole('img', { name: /QR code of the ticket of Filip Freebie/ })).toBeVisible();
    // The code the door types when the QR cannot be read, under the QR as the door's screen says.
    await expect(ticket.getByText(/^Ticket code: [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)).toBeVisible();
    const pdf = await downloadPdf(page, /^Download PDF/);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('keyboard only: choose, fill, accept and book a free ticket without a pointer', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.keyboardBuyer);
    await page.goto('/demo/buy-ticket');
    await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 4/ })).toBeVisible();
    /** Tab until `target` has the focus, as a keyboard user would; fails if it never gets it. */
    const tabTo = async (target: ReturnType<Page['getByRole']>) => {
      for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
    };
    // The ticket list is a radio group: Tab reaches it, the arrows move within it, Space picks.
    const first = page.getByRole('radio').first();
    await tabTo(first);
    const community = page.getByRole('radio', { name: /Community pass/ });
    for (let i = 0; i < 10 && !(await community.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(community).toBeChecked();
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 4/ })).toBeVisible();
    await tabTo(page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 4/ })).toBeVisible();
    const terms = page.getByRole('checkbox', { name: /I accept the terms of sale/ });
    await tabTo(terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page.getByRole('button', { name: 'Get the free ticket' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your free ticket is booked' })).toBeVisible();
  });

  test('a paid ticket with a discount code through the PayU redirect page', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.payuBuyer);
    await chooseTicket(page, /Standard/);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Discount code' }).fill('demo10');
    await page.getByRole('button', { name: 'Apply code' }).click();
    // PLN 499.00 less 10 % = PLN 449.10 (rounded up to the grosz).
    await expect(page.getByRole('button', { name: /^Pay .*449[.,]10/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
    await page.getByRole('radio', { name: 'PayU' }).check();
    await page.getByRole('button', { name: /^Pay / }).click();

    // The hand-off waits 1000 ms (SPEC §9), then the gateway's page takes over.
    await expect(page.getByRole('link', { name: 'Continue to PayU' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('SANDBOX', { timeout: 15_000 });
    await expect(page.getByText(/449[.,]10/)).toBeVisible();
    await page.getByRole('button', { name: 'Pay (sandbox)' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your payment was successful' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Go to my tickets' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Standard' })).toBeVisible();
  });

  test('a company invoice with a NIP: a wrong NIP is named, the right one gets a VAT invoice', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.invoiceBuyer);
    await chooseTicket(page, /Standard/);
    await page.getByRole('checkbox', { name: 'I need an invoice' }).check();
    await page.getByRole('radio', { name: 'A company' }).check();
    await page.getByLabel('Company name').fill('Przykładowa Spółka z o.o.');
    await page.getByLabel('NIP or EU VAT number').fill('526-025-02-75');
    await page.getByLabel('Street').fill('ul. Długa');
    await page.getByLabel('Building number').fill('5');
    await page.getByLabel('Postal code').fill('30-001');
    await page.getByLabel('City').fill('Kraków');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('NIP format is invalid')).toBeVisible();
    // What was typed is still there.
    await expect(page.getByLabel('Company name')).toHaveValue('Przykładowa Spółka z o.o.');
    await page.getByLabel('NIP or EU VAT number').fill('526-025-02-74');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: /Step 3 of 4/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
    await page.getByRole('radio', { name: 'PayU' }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Pay (sandbox)' }).click({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your payment was successful' })).toBeVisible({ timeout: 20_000 });

    // The worker issues the invoice after the payment: wait for the link on my tickets.
    await expect(async () => {
      await page.goto('/demo/profile/tickets');
      await expect(page.getByRole('link', { name: /^Download invoice/ }).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const pdf = await downloadPdf(page, /^Download invoice/);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a payment left on the gateway’s page: My tickets offers to finish it or cancel the order, and after cancelling the buyer buys for themselves again', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.leavingBuyer);
    await chooseTicket(page, /Standard/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
    await page.getByRole('radio', { name: 'PayU' }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toContainText('SANDBOX', { timeout: 15_000 });
    const gatewayPage = page.url();

    // The buyer walks away from the gateway's page and opens My tickets.
    await page.goto('/demo/profile/tickets');
    const unfinished = page.getByRole('region', { name: 'Payment not finished' });
    await expect(unfinished).toContainText(/Order [0-9A-F]{8} · 1 ticket/);
    await expect(unfinished).toContainText(/499[.,]00/);
    await expect(unfinished.getByText('Tickets held until')).toBeVisible();
    await expect(page.getByText('You have no tickets for this event yet.')).toHaveCount(0);
    await expect(unfinished.getByRole('link', { name: 'Finish the payment' })).toHaveAttribute('href', gatewayPage);

    // Meanwhile the held ticket counts as theirs at the checkout.
    await chooseTicket(page, /Standard/);
    await expect(page.getByText(/You already have a ticket for this event: this ticket is for someone else/)).toBeVisible();
    await expect(page.getByText(/One of your orders is not paid yet and holds its tickets: finish the payment or cancel the order in My tickets/)).toBeVisible();

    await page.goto('/demo/profile/tickets');
    await unfinished.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'The order was canceled and its tickets are back on sale.' })).toBeVisible();
    await expect(unfinished).toHaveCount(0);
    await chooseTicket(page, /Standard/);
    await expect(page.getByText(/You already have a ticket for this event/)).toHaveCount(0);
  });

  test('a card payment left before paying: My tickets shows the same card form again, which returns to the order’s confirmation', async ({ page }) => {
    // Stripe.js comes from js.stripe.com, which this machine cannot reach: a stand-in keeps what
    // the page hands it (the PaymentIntent's client secret, the return address) and takes no card.
    await page.route(/^https:\/\/js\.stripe\.com\/v3\/?$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.Stripe = () => ({
          elements: ({ clientSecret }) => ({ create: () => ({ mount: (el) => { el.dataset.clientSecret = clientSecret; } }) }),
          confirmPayment: async ({ confirmParams }) => { document.body.dataset.returnUrl = confirmParams.return_url; return { error: { message: 'Stand-in: no card taken' } }; },
        });`,
      }),
    );
    await logIn(page, 'demo', e2eUsers.cardLeaver);
    // To the checkout by a client-side link: the page keeps My tickets' security policy, which
    // must admit Stripe's card form as the checkout's does.
    await page.goto('/demo/profile/tickets');
    await page.getByRole('link', { name: 'Buy a ticket' }).click();
    await page.getByRole('radio', { name: /Standard/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Step 2 of 4/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /I accept the terms of sale/ }).check();
    await page.getByRole('radio', { name: 'Stripe' }).check();
    await page.getByRole('button', { name: /^Pay / }).click();
    const first = page.getByRole('group', { name: 'Card details' });
    await expect(first).toHaveAttribute('data-client-secret', /^pi_[A-Za-z0-9]+_secret_/);
    const secret = (await first.getAttribute('data-client-secret'))!;

    // The buyer leaves without paying; there is no gateway page to go back to, the form is ours.
    await page.goto('/demo/profile/tickets');
    const unfinished = page.getByRole('region', { name: 'Payment not finished' });
    await expect(unfinished).toContainText(/499[.,]00/);
    await unfinished.getByRole('button', { name: 'Finish the payment' }).click();
    // Focus follows the card form that replaced the button (not back to the top of the page).
    await expect(unfinished.getByRole('group', { name: /^Finish the payment \(/ })).toBeFocused();
    const again = unfinished.getByRole('group', { name: 'Card details' });
    await expect(again).toHaveAttribute('data-client-secret', secret);
    await unfinished.getByRole('button', { name: 'Pay now' }).click();
    await expect(unfinished.getByRole('alert')).toContainText('Stand-in: no card taken');
    await expect(page.locator('body')).toHaveAttribute('data-return-url', /\/demo\/buy-ticket\/confirmation\?order_id=[0-9a-f-]{36}$/);

    // Cancelling still works from there, and the ticket is on sale again.
    await unfinished.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'The order was canceled and its tickets are back on sale.' })).toBeVisible();
  });

  test('the checkout fits a phone screen @phone', async ({ page }) => {
    await logIn(page, 'demo', e2eUsers.attendee);
    await chooseTicket(page, /Standard/);
    await page.getByRole('checkbox', { name: 'I need an invoice' }).check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
