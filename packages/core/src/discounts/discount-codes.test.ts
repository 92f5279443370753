import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { insertTicketCatalogue, type TicketCatalogue } from '../tickets/test-fixtures.ts';
import { checkDiscountCode } from '../tickets/check-discount-code.ts';
import { isAppError } from '../errors.ts';
import { listDiscountCodes } from './list-discount-codes.ts';
import { createDiscountCode, updateDiscountCode } from './save-discount-code.ts';
import { deleteDiscountCode } from './delete-discount-code.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;
let other: TicketCatalogue;
let admin: TestUser;
let attendee: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx);
  other = await insertTicketCatalogue(ctx);
  [admin, attendee, otherAdmin] = [await insertTestUser(ctx), await insertTestUser(ctx), await insertTestUser(ctx)];
  const member = (u: TestUser, event_id: number, tags: string[]) => ctx.db.insert(schema.event_memberships).values({ event_id, user_id: u.viewer.id, joined: true, user_tags: tags });
  await member(admin, cat.event.id, [administratorTag]);
  await member(attendee, cat.event.id, []);
  await member(otherAdmin, other.event.id, [administratorTag]);
});
afterAll(() => ctx.close());

/** "code@field" of the first error, or "ok". */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => {
      if (!isAppError(e)) throw e;
      const item = e.items[0]!;
      return item.field ? `${item.code}@${item.field}` : item.code;
    },
  );

const valid = () => ({ code: 'spring-25', discount_percentage: 25, max_tickets_quantity: 10, ticket_ids: [cat.standard.id] });

describe('discount codes, organizer side (SPEC §1, §5)', () => {
  it('is for the event’s administrators only', async () => {
    expect(await outcome(listDiscountCodes(ctx, null, cat.event.id))).toBe('common.not_authenticated');
    expect(await outcome(listDiscountCodes(ctx, attendee.viewer, cat.event.id))).toBe('common.forbidden');
    expect(await outcome(listDiscountCodes(ctx, otherAdmin.viewer, cat.event.id))).toBe('common.forbidden');
    expect(await outcome(createDiscountCode(ctx, otherAdmin.viewer, cat.event.id, valid()))).toBe('common.forbidden');
    expect(await outcome(deleteDiscountCode(ctx, attendee.viewer, cat.event.id, cat.demo10.id))).toBe('common.forbidden');
  });

  it('lists codes with used/left and ticket names', async () => {
    await ctx.db.update(schema.discount_codes).set({ used_quantity: 3 }).where(eq(schema.discount_codes.id, cat.demo10.id));
    const list = await listDiscountCodes(ctx, admin.viewer, cat.event.id);
    expect(list.map((c) => c.code)).toEqual(['DEMO10', 'FREE100']);
    expect(list[0]).toMatchObject({ discount_percentage: 10, max_tickets_quantity: 100, used_quantity: 3, left_quantity: 97, valid_until: null });
    expect(list[0]!.tickets.map((t) => t.name)).toEqual(['Standard', 'VIP']);
  });

  it('creates a code stored uppercased, which the checkout then accepts', async () => {
    const created = await createDiscountCode(ctx, admin.viewer, cat.event.id, { ...valid(), code: '  spring-25 ', valid_until: '2030-01-01T00:00:00Z' });
    expect(created).toMatchObject({ code: 'SPRING-25', discount_percentage: 25, used_quantity: 0, left_quantity: 10, valid_until: '2030-01-01T00:00:00.000Z' });
    expect(created.tickets).toEqual([{ id: cat.standard.id, name: 'Standard' }]);
    const check = await checkDiscountCode(ctx, { eventId: cat.event.id, discount_code: 'Spring-25', ticket_ids: [cat.standard.id, cat.vip.id], ip: '10.0.0.1' });
    expect(check).toMatchObject({ discount_percentage: 25, ticket_ids: [cat.standard.id] });
  });

  it('names the invalid field', async () => {
    const create = (over: Record<string, unknown>) => outcome(createDiscountCode(ctx, admin.viewer, cat.event.id, { ...valid(), code: 'OTHER', ...over }));
    expect(await create({ code: 'ab' })).toBe('discount.code_format@code');
    expect(await create({ code: 'has space' })).toBe('discount.code_format@code');
    expect(await create({ discount_percentage: 0 })).toBe('common.validation@discount_percentage');
    expect(await create({ discount_percentage: 101 })).toBe('common.validation@discount_percentage');
    expect(await create({ ticket_ids: [] })).toBe('common.required@ticket_ids');
    expect(await create({ valid_until: 'tomorrow' })).toBe('common.validation@valid_until');
    expect(await create({ ticket_ids: [cat.standard.id, other.vip.id] })).toBe('discount.ticket_unknown@ticket_ids.1');
    expect(await create({ code: 'Spring-25' })).toBe('discount.code_taken@code');
    // Another event may use the same code.
    expect(await outcome(createDiscountCode(ctx, otherAdmin.viewer, other.event.id, { ...valid(), ticket_ids: [other.vip.id] }))).toBe('ok');
  });

  it('updates fields and tickets; the cap never drops below the used quantity', async () => {
    const id = cat.demo10.id;
    const updated = await updateDiscountCode(ctx, admin.viewer, cat.event.id, id, { discount_percentage: 15, ticket_ids: [cat.vip.id], max_tickets_quantity: 3 });
    expect(updated).toMatchObject({ code: 'DEMO10', discount_percentage: 15, max_tickets_quantity: 3, left_quantity: 0 });
    expect(updated.tickets.map((t) => t.id)).toEqual([cat.vip.id]);
    expect(await outcome(updateDiscountCode(ctx, admin.viewer, cat.event.id, id, { max_tickets_quantity: 2 }))).toBe('discount.below_used@max_tickets_quantity');
    expect(await outcome(updateDiscountCode(ctx, admin.viewer, cat.event.id, id, { code: 'free100' }))).toBe('discount.code_taken@code');
    expect(await outcome(updateDiscountCode(ctx, admin.viewer, cat.event.id, id, { ticket_ids: [] }))).toBe('common.required@ticket_ids');
    expect(await outcome(updateDiscountCode(ctx, admin.viewer, cat.event.id, other.demo10.id, { discount_percentage: 5 }))).toBe('discount.not_found');
    expect((await updateDiscountCode(ctx, admin.viewer, cat.event.id, id, { max_tickets_quantity: null })).left_quantity).toBeNull();
  });

  it('deletes an unused code; refuses a used one (orders keep referring to it)', async () => {
    expect(await outcome(deleteDiscountCode(ctx, admin.viewer, cat.event.id, cat.demo10.id))).toBe('discount.in_use');
    expect(await deleteDiscountCode(ctx, admin.viewer, cat.event.id, cat.free100.id)).toEqual({ id: cat.free100.id });
    expect((await listDiscountCodes(ctx, admin.viewer, cat.event.id)).map((c) => c.code)).toEqual(['DEMO10', 'SPRING-25']);
    expect(await outcome(deleteDiscountCode(ctx, admin.viewer, cat.event.id, other.free100.id))).toBe('discount.not_found');
  });

  it('refuses to delete a code an order refers to, even once its quantity was given back', async () => {
    const code = await createDiscountCode(ctx, admin.viewer, cat.event.id, { ...valid(), code: 'EXPIRED-ORDER' });
    await ctx.db.insert(schema.orders).values({ event_id: cat.event.id, status: 'expired', currency: 'PLN', subtotal_amount: 0, discount_amount: 0, total_amount: 0, discount_code_id: code.id });
    expect(await outcome(deleteDiscountCode(ctx, admin.viewer, cat.event.id, code.id))).toBe('discount.in_use');
  });
});
