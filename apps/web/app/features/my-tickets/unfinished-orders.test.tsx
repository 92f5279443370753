import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { resources } from '@foyer/i18n';
import type { UnfinishedOrder } from '@foyer/core/tickets/unfinished-orders';
import { createI18n } from '../../i18n/create-i18n.ts';
import type { ResumedCard } from './my-tickets.server.ts';
import { UnfinishedOrderList } from './unfinished-orders.tsx';

const order = (over: Partial<UnfinishedOrder>): UnfinishedOrder => ({
  order_uuid: '5f0e6a9c-1111-4222-8333-444455556666',
  order_reference: '5F0E6A9C',
  total_amount: 4900,
  currency: 'PLN',
  expires_at: '2027-05-18T08:00:00.000Z',
  tickets: 1,
  pay_url: null,
  card: false,
  ...over,
});

function render(orders: UnfinishedOrder[], resumed: ResumedCard | null = null) {
  const Stub = createRoutesStub([{ path: '/demo/profile/tickets', Component: () => <UnfinishedOrderList orders={orders} resumed={resumed} locale="en" /> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n('en', resources as never)}>
      <Stub initialEntries={['/demo/profile/tickets']} />
    </I18nextProvider>,
  );
}

describe('My tickets: payments not finished', () => {
  it('a card payment (no gateway page) offers to finish it here, by a form that asks for the card form again', () => {
    const html = render([order({ card: true })]);
    expect(html).toContain('<input type="hidden" name="intent" value="pay-card"/>');
    // Each button names its order: two orders are not two identical "Cancel the order" buttons.
    expect(html).toMatch(/<button type="submit" class="[^"]*">Finish the payment<span class="visually-hidden"> \(5F0E6A9C\)<\/span><\/button>/);
    expect(html).toMatch(/>Cancel the order<span class="visually-hidden"> \(5F0E6A9C\)<\/span><\/button>/);
    // The card form opens on this page: no payment page to go back to.
    expect(html).toContain('Finish paying by card: the card form opens here');
    expect(html).not.toContain('Finish paying on the payment page');
    expect(html).not.toContain('The payment page of this order has closed');
  });

  it('a payment at a gateway page links that page and says so', () => {
    const html = render([order({ pay_url: 'https://secure.payu.com/pay/?orderId=1' })]);
    expect(html).toContain('href="https://secure.payu.com/pay/?orderId=1"');
    expect(html).toContain('Finish paying on the payment page');
  });

  it('after "Finish the payment" the order shows the card form in place of the button (here the sandbox’s stand-in page)', () => {
    const o = order({ card: true });
    const html = render([o], { order_uuid: o.order_uuid, payment: { kind: 'stripe', publishableKey: 'pk_test', clientSecret: 'pi_1_secret_2', returnUrl: 'http://x/confirmation', sandboxUrl: 'http://x/sandbox/stripe/confirm/pi_1' } });
    expect(html).toContain('href="http://x/sandbox/stripe/confirm/pi_1"');
    expect(html).toContain('Continue to the sandbox card page');
    expect(html).not.toContain('value="pay-card"');
    // Focus goes to the form that replaced the button (a group named for the order).
    expect(html).toContain('<div tabindex="-1" role="group" aria-label="Finish the payment (5F0E6A9C)">');
    expect(html).toContain('value="cancel-order"');
  });

  it('an attempt that can no longer be paid offers only cancelling', () => {
    const html = render([order({ card: false })]);
    expect(html).not.toContain('Finish the payment');
    expect(html).toContain('The payment page of this order has closed');
  });
});
