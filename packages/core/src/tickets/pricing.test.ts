import { describe, expect, it } from 'vitest';
import { applyPercent, bulkPercent, computeQuote, PricingError, toAnalyticsCartItems, type PricedItem, type PricedTicket, type PricingInput } from './pricing.ts';

const standard: PricedTicket = {
  id: 1,
  name: 'Standard',
  price: 19_900,
  currency: 'PLN',
  bulk_discounts: [
    { threshold: 10, discount: 15 },
    { threshold: 5, discount: 10 },
  ],
};
const free: PricedTicket = { id: 2, name: 'Community', price: 0, currency: 'PLN', bulk_discounts: [] };
const vip: PricedTicket = { id: 3, name: 'VIP', price: 99_999, currency: 'PLN', bulk_discounts: [] };
const euro: PricedTicket = { id: 4, name: 'Euro', price: 1_000, currency: 'EUR', bulk_discounts: [] };
const dinner: PricedItem = { id: 10, name: 'Dinner', price: 15_000, currency: 'PLN' };

const base = (over: Partial<PricingInput> = {}): PricingInput => ({
  kind: 'event_ticket',
  holders: [{ ref_id: 1, addon_ids: [] }],
  tickets: new Map([standard, free, vip, euro].map((t) => [t.id, t])),
  addons: new Map([[dinner.id, dinner]]),
  code: null,
  marketing_percentage: null,
  tax: 23,
  ...over,
});
const holders = (n: number, ref_id = 1, addon_ids: number[] = []) => Array.from({ length: n }, () => ({ ref_id, addon_ids }));

describe('applyPercent', () => {
  it('rounds up to the grosz and never goes below zero', () => {
    expect(applyPercent(99_999, 10)).toBe(90_000); // 89 999.1 → 90 000
    expect(applyPercent(101, 50)).toBe(51); // 50.5 → 51
    expect(applyPercent(100, 50)).toBe(50);
    expect(applyPercent(1, 99)).toBe(1); // 0.01 → 1
    expect(applyPercent(19_900, 100)).toBe(0);
    expect(applyPercent(19_900, 150)).toBe(0);
    expect(applyPercent(19_900, -5)).toBe(19_900);
    expect(applyPercent(0, 10)).toBe(0);
  });
});

describe('bulkPercent', () => {
  it('picks the highest threshold not above the quantity', () => {
    expect(bulkPercent(standard.bulk_discounts, 4)).toBe(0);
    expect(bulkPercent(standard.bulk_discounts, 5)).toBe(10);
    expect(bulkPercent(standard.bulk_discounts, 9)).toBe(10);
    expect(bulkPercent(standard.bulk_discounts, 10)).toBe(15);
    expect(bulkPercent(standard.bulk_discounts, 20)).toBe(15);
    expect(bulkPercent([], 20)).toBe(0);
  });
});

describe('computeQuote', () => {
  it('prices one ticket with VAT split from the gross total', () => {
    const q = computeQuote(base());
    expect(q).toMatchObject({ currency: 'PLN', subtotal_amount: 19_900, discount_amount: 0, total_amount: 19_900, discount: null, marketing_discount_percentage: null });
    expect(q.net_amount).toBe(16_179); // 19 900 / 1.23 = 16 178.86 → 16 179
    expect(q.vat_amount).toBe(19_900 - 16_179);
    expect(q.lines).toEqual([
      { kind: 'event_ticket', ref_id: 1, name: 'Standard', quantity: 1, unit_price: 19_900, discount_amount: 0, total_amount: 19_900, holder_index: 0, discount_code: null },
    ]);
  });

  it('applies the bulk discount by the quantity of that ticket only', () => {
    const q = computeQuote(base({ holders: [...holders(5), { ref_id: 3, addon_ids: [] }] }));
    const std = q.lines.filter((l) => l.ref_id === 1);
    expect(std).toHaveLength(5);
    expect(std.every((l) => l.total_amount === 17_910)).toBe(true);
    expect(q.lines.find((l) => l.ref_id === 3)!.total_amount).toBe(99_999);
    expect(q.total_amount).toBe(5 * 17_910 + 99_999);
    expect(computeQuote(base({ holders: holders(4) })).total_amount).toBe(4 * 19_900);
  });

  it('chains bulk → code → marketing, each rounded up', () => {
    const q = computeQuote(
      base({
        holders: holders(10),
        code: { code: 'DEMO10', percentage: 10, remaining: null, ticket_ids: [1] },
        marketing_percentage: 5,
      }),
    );
    // 19 900 → 15 % bulk 16 915 → 10 % code 15 223.5 → 15 224 → 5 % marketing 14 462.8 → 14 463
    expect(q.lines[0]!.total_amount).toBe(14_463);
    expect(q.lines[0]!.discount_amount).toBe(19_900 - 14_463);
    expect(q.discount).toEqual({ code: 'DEMO10', percentage: 10, tickets_discounted: 10 });
    expect(q.marketing_discount_percentage).toBe(5);
  });

  it('applies a limited code only to as many tickets as it has left', () => {
    const q = computeQuote(base({ holders: holders(3), code: { code: 'X', percentage: 50, remaining: 2, ticket_ids: [1] } }));
    expect(q.lines.map((l) => l.total_amount)).toEqual([9_950, 9_950, 19_900]);
    expect(q.lines.map((l) => l.discount_code)).toEqual(['X', 'X', null]);
    expect(q.discount!.tickets_discounted).toBe(2);
  });

  it('never applies a code to a free ticket, an ineligible ticket, or when linked to none', () => {
    const code = { code: 'X', percentage: 50, remaining: 10, ticket_ids: [1, 2] };
    const q = computeQuote(base({ holders: [{ ref_id: 2, addon_ids: [] }, { ref_id: 3, addon_ids: [] }], code }));
    expect(q.lines.map((l) => l.total_amount)).toEqual([0, 99_999]);
    expect(q.discount!.tickets_discounted).toBe(0);
    const none = computeQuote(base({ code: { ...code, ticket_ids: [] } }));
    expect(none.total_amount).toBe(19_900);
  });

  it('a 100 % code makes the ticket free, never negative', () => {
    const q = computeQuote(base({ holders: holders(1, 3), code: { code: 'FREE100', percentage: 100, remaining: 5, ticket_ids: [3] }, marketing_percentage: 5 }));
    expect(q.total_amount).toBe(0);
    expect(q.net_amount).toBe(0);
    expect(q.vat_amount).toBe(0);
  });

  it('add-ons keep their own price: no code, no bulk, no marketing', () => {
    const q = computeQuote(
      base({
        holders: holders(5, 1, [10]),
        code: { code: 'X', percentage: 50, remaining: null, ticket_ids: [1] },
        marketing_percentage: 5,
      }),
    );
    const addons = q.lines.filter((l) => l.kind === 'event_addon');
    expect(addons).toHaveLength(5);
    expect(addons.every((l) => l.total_amount === 15_000 && l.discount_amount === 0)).toBe(true);
    expect(addons.map((l) => l.holder_index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses mixed currencies and unknown items', () => {
    expect(() => computeQuote(base({ holders: [{ ref_id: 1, addon_ids: [] }, { ref_id: 4, addon_ids: [] }] }))).toThrow(PricingError);
    expect(() => computeQuote(base({ holders: holders(1, 99) }))).toThrow(/unknown_ticket/);
    expect(() => computeQuote(base({ holders: holders(1, 1, [99]) }))).toThrow(/unknown_addon/);
  });

  it('session tickets take marketing but neither bulk nor code', () => {
    const seat: PricedTicket = { id: 7, name: 'Seat', price: 4_900, currency: 'PLN', bulk_discounts: [{ threshold: 1, discount: 50 }] };
    const q = computeQuote(
      base({ kind: 'agenda_session_ticket', tickets: new Map([[7, seat]]), holders: holders(2, 7), code: { code: 'X', percentage: 50, remaining: null, ticket_ids: [7] }, marketing_percentage: 5 }),
    );
    expect(q.lines.map((l) => [l.kind, l.total_amount])).toEqual([
      ['agenda_session_ticket', 4_655],
      ['agenda_session_ticket', 4_655],
    ]);
  });

  it('keeps subtotal − discount = total over many lines', () => {
    const q = computeQuote(base({ holders: [...holders(7, 1, [10]), ...holders(2, 3)], code: { code: 'X', percentage: 33, remaining: 4, ticket_ids: [1, 3] }, marketing_percentage: 7 }));
    expect(q.subtotal_amount - q.discount_amount).toBe(q.total_amount);
    expect(q.lines.reduce((a, l) => a + l.total_amount, 0)).toBe(q.total_amount);
    expect(q.net_amount + q.vat_amount).toBe(q.total_amount);
    expect(Number.isInteger(q.net_amount)).toBe(true);
  });
});

describe('toAnalyticsCartItems', () => {
  it('aggregates lines per item with and without discount', () => {
    const q = computeQuote(base({ holders: holders(3, 1, [10]), code: { code: 'X', percentage: 50, remaining: 1, ticket_ids: [1] } }));
    const items = toAnalyticsCartItems(q);
    expect(items).toEqual([
      {
        item_id: '1',
        item_name: 'Standard',
        item_category: 'event_ticket',
        price: 19_900,
        quantity: 3,
        quantity_with_discount: 1,
        quantity_without_discount: 2,
        discount_code: 'X',
        discount_amount: 9_950,
        final_price_with_discount: 3 * 19_900 - 9_950,
        final_price_without_discount: 3 * 19_900,
        force_zero_price: false,
      },
      expect.objectContaining({ item_id: '10', item_category: 'event_addon', quantity: 3, quantity_without_discount: 3, discount_code: null, final_price_with_discount: 45_000 }),
    ]);
    const zero = toAnalyticsCartItems(computeQuote(base({ code: { code: 'F', percentage: 100, remaining: null, ticket_ids: [1] } })));
    expect(zero[0]!.force_zero_price).toBe(true);
  });
});
