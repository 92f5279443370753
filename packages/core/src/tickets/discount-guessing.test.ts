import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestUser } from '../access/test-users.ts';
import { initPayment } from '../payments/init-payment.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { checkDiscountCode } from './check-discount-code.ts';
import { quoteOrder } from './quote-order.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from './test-fixtures.ts';

/** Issue #12: the checkout is no unlimited oracle for discount codes beside the limited check. */
let ctx: TestCtx;
let cat: TicketCatalogue;
beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx);
});
afterAll(() => ctx?.close());

const codeOf = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);

describe('guessing discount codes', () => {
  it('check_code and a checkout carrying a code share one allowance per address', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < 30; i++) {
      expect(await codeOf(checkDiscountCode(ctx, { eventId: cat.event.id, discount_code: `GUESS${i}`, ticket_ids: [cat.standard.id], ip }))).not.toBe('common.rate_limited');
    }
    const buyer = await insertTestUser(ctx);
    const input = purchaseFor(buyer.viewer, { ticket_id: cat.community.id, discount_code: 'GUESS31' });
    expect(await codeOf(initPayment(ctx, { eventId: cat.event.id, gateway: 'free', viewer: buyer.viewer, ip, locale: 'en', input }))).toBe('common.rate_limited');
    // Another address, and a checkout without a code, are not held up.
    const other = await insertTestUser(ctx);
    expect(await codeOf(initPayment(ctx, { eventId: cat.event.id, gateway: 'free', viewer: other.viewer, ip, locale: 'en', input: purchaseFor(other.viewer, { ticket_id: cat.community.id }) }))).toBe('ok');
  });

  it('guessing through the checkout alone is limited too', async () => {
    const ip = '203.0.113.41';
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 31; i++) {
      const buyer = await insertTestUser(ctx);
      const input = purchaseFor(buyer.viewer, { ticket_id: cat.standard.id, discount_code: `TRY${i}` });
      codes.push(await codeOf(initPayment(ctx, { eventId: cat.event.id, gateway: 'proforma', viewer: buyer.viewer, ip, locale: 'en', input })));
    }
    expect(codes.slice(0, 30)).not.toContain('common.rate_limited');
    expect(codes[30]).toBe('common.rate_limited');
  });

  it('a price preview carrying a code counts as a guess (it says whether the code exists); one without a code does not', async () => {
    const ip = '203.0.113.42';
    const buyer = await insertTestUser(ctx);
    const quote = (discount_code?: string) => codeOf(quoteOrder(ctx, { eventId: cat.event.id, userId: buyer.viewer.id, ip, input: purchaseFor(buyer.viewer, { ticket_id: cat.standard.id, ...(discount_code ? { discount_code } : {}) }) }));
    for (let i = 0; i < 30; i++) expect(await quote(`PEEK${i}`)).not.toBe('common.rate_limited');
    expect(await quote('PEEK30')).toBe('common.rate_limited');
    expect(await quote()).toBe('ok');
  });
});
