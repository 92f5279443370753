import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { insertOrder } from '@foyer/core/documents/testing/order-fixtures';
import { startGatewayFakes, type GatewayFakes } from '@foyer/core/payments/testing/index';

let current: Viewer | null = null;
vi.mock('../../session/web-session.server.ts', () => ({ webViewer: async () => ({ viewer: current, setCookie: null }) }));
const { myTicketsAction } = await import('./my-tickets.server.ts');

let ctx: TestCtx;
let buyer: Viewer;
let other: Viewer;
let orderUuid: string;
let orderId: number;

async function person(name: string, eventId: number): Promise<Viewer> {
  const [u] = await ctx.db.insert(schema.users).values({ email: `${name}@test.foyer`, user_identity_token: `uit-${name}`, first_name: name, last_name: 'Test', email_confirmed_at: new Date() }).returning();
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u!.id });
  return { id: u!.id, user_identity_token: u!.user_identity_token, email: u!.email, first_name: name, last_name: 'Test', locale: null, family_id: 'f' };
}

beforeAll(async () => {
  ctx = await createTestCtx();
  const event = await insertEvent(ctx, { lp_url: 'shop' });
  [buyer, other] = [await person('lena', event.id), await person('piotr', event.id)];
  const { order } = await insertOrder(ctx, { eventId: event.id, buyer, status: 'pending', holders: [{ first_name: 'Lena', last_name: 'Test', email: buyer.email }], expiresAt: new Date(ctx.clock.now().getTime() + 20 * 60_000) });
  [orderUuid, orderId] = [order.uuid, order.id];
});
afterAll(() => ctx.close());

const post = (fields: Record<string, string>) => new Request('http://foyer.test/shop/profile/tickets', { method: 'POST', body: new URLSearchParams(fields) });
/** Where the action sends the browser (it always answers with a redirect). */
async function location(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}
const status = async () => (await ctx.db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!.status;

describe('my tickets: cancelling an unfinished order', () => {
  it('refuses a malformed form and another buyer by naming the problem on the page, changing nothing', async () => {
    current = buyer;
    expect(await location(myTicketsAction(ctx, post({ intent: 'cancel-order' }), 'shop'))).toBe('/shop/profile/tickets?order_error=common.validation');
    expect(await location(myTicketsAction(ctx, post({ intent: 'delete-everything', order_uuid: orderUuid }), 'shop'))).toBe('/shop/profile/tickets?order_error=common.validation');
    expect(await location(myTicketsAction(ctx, post({ intent: 'cancel-order', order_uuid: 'x'.repeat(100_000) }), 'shop'))).toBe('/shop/profile/tickets?order_error=common.validation');
    current = other;
    expect(await location(myTicketsAction(ctx, post({ intent: 'cancel-order', order_uuid: orderUuid }), 'shop'))).toBe('/shop/profile/tickets?order_error=payment.order_not_found');
    expect(await status()).toBe('pending');
  });

  it('sends a guest to sign in, and cancels the buyer’s own order', async () => {
    current = null;
    expect(await location(myTicketsAction(ctx, post({ intent: 'cancel-order', order_uuid: orderUuid }), 'shop'))).toMatch(/\/shop\/login/);
    expect(await status()).toBe('pending');
    current = buyer;
    expect(await location(myTicketsAction(ctx, post({ intent: 'cancel-order', order_uuid: orderUuid }), 'shop'))).toBe('/shop/profile/tickets?order=canceled');
    expect(await status()).toBe('expired');
  });
});

describe('my tickets: taking up an unfinished card payment', () => {
  let fakes: GatewayFakes;
  let eventId: number;
  beforeAll(async () => {
    fakes = await startGatewayFakes({ notifyBase: `${ctx.config.publicUrl}/api/v1` });
    ctx.config.payments = { ...ctx.config.payments, ...fakes.config };
    eventId = (await insertEvent(ctx, { lp_url: 'cards' })).id;
    await ctx.db.insert(schema.event_memberships).values([buyer, other].map((v) => ({ event_id: eventId, user_id: v.id })));
  });
  afterAll(() => fakes.close());

  /** A pending order of the buyer whose last attempt is a Stripe PaymentIntent made on the fake. */
  async function cardOrder(gateway: 'stripe' | 'payu' = 'stripe') {
    const { order } = await insertOrder(ctx, { eventId, buyer, status: 'pending', holders: [{ first_name: 'Lena', last_name: 'Test', email: buyer.email }], expiresAt: new Date(ctx.clock.now().getTime() + 20 * 60_000) });
    const s = fakes.config.stripe!;
    const pi = (await (await fetch(`${s.apiBase}/v1/payment_intents`, { method: 'POST', headers: { Authorization: `Bearer ${s.secretKey}` }, body: new URLSearchParams({ amount: '4900', currency: 'pln' }) })).json()) as { id: string; client_secret: string };
    const returnUrl = `${ctx.config.publicUrl}/cards/buy-ticket/3/confirmation?order_id=${order.uuid}`;
    await ctx.db.insert(schema.payments).values({ event_id: eventId, order_id: order.id, gateway, state: 'pending', amount: 4900, currency: 'PLN', external_id: pi.id, return_url: returnUrl });
    return { order, pi, returnUrl };
  }
  const payCard = (orderUuid: string) => myTicketsAction(ctx, new Request('http://foyer.test/cards/profile/tickets', { method: 'POST', body: new URLSearchParams({ intent: 'pay-card', order_uuid: orderUuid }) }), 'cards');

  it('answers the card form of the buyer’s own order (the same intent, back to its confirmation page); a sandbox gets its stand-in page', async () => {
    const { order, pi, returnUrl } = await cardOrder();
    current = buyer;
    expect(await payCard(order.uuid)).toEqual({
      card: { order_uuid: order.uuid, payment: { kind: 'stripe', publishableKey: fakes.config.stripe!.publishableKey, clientSecret: pi.client_secret, returnUrl, sandboxUrl: null } },
    });
    ctx.config.payments.stripe = { ...fakes.config.stripe!, sandbox: true };
    try {
      const { card } = await payCard(order.uuid);
      expect(card.payment.sandboxUrl).toBe(`${fakes.config.stripe!.apiBase}/confirm/${pi.id}?return_url=${encodeURIComponent(returnUrl)}`);
    } finally {
      ctx.config.payments.stripe = fakes.config.stripe!;
    }
  });

  it('names the refusal on the page: another buyer, a bank-gateway order, a garbled id; a guest goes to sign in', async () => {
    const { order } = await cardOrder();
    current = other;
    expect(await location(payCard(order.uuid))).toBe('/cards/profile/tickets?order_error=payment.order_not_found');
    current = buyer;
    expect(await location(payCard((await cardOrder('payu')).order.uuid))).toBe('/cards/profile/tickets?order_error=payment.order_not_payable');
    expect(await location(payCard(`${order.uuid}\u0000`))).toBe('/cards/profile/tickets?order_error=payment.order_not_found');
    current = null;
    expect(await location(payCard(order.uuid))).toMatch(/\/cards\/login/);
  });
});
