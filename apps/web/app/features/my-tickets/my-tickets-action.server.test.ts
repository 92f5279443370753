import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Viewer } from '@foyer/core/accounts/viewer';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { insertOrder } from '@foyer/core/documents/testing/order-fixtures';

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
    expect(await location(myTicketsAction(ctx, post({ intent: 'cancel-order', order_uuid: orderUuid }), 'shop'))).toBe('/shop/profile/tickets?order_canceled=1');
    expect(await status()).toBe('expired');
  });
});
