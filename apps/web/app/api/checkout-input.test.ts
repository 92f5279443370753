import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { insertTicketCatalogue, type TicketCatalogue } from '@foyer/core/tickets/test-fixtures';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';

/**
 * What the checkout takes: `specific_fields` in both of SPEC's forms (issue #11), and (issue #12)
 * concurrent checkouts share statements (coalesced snapshots, batched orders). A
 * stranger's out-of-range id or NUL byte must fail only their own request, with a 422 naming the
 * field, while everyone checking out beside them gets their ticket.
 */
let ctx: TestCtx;
let api: ReturnType<typeof createApi>;
let cat: TicketCatalogue;

beforeAll(async () => {
  ctx = await createTestCtx();
  api = createApi(ctx);
  cat = await insertTicketCatalogue(ctx);
});
afterAll(() => ctx?.close());

const init = (buyer: TestUser, body: Record<string, unknown>) =>
  api.request(`/events/${cat.event.id}/payment/free/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...buyer.auth },
    body: JSON.stringify({
      ticket_id: cat.community.id,
      personal_form: { first_name: 'Ola', last_name: 'Kowalska', email: buyer.viewer.email },
      terms_accepted: true,
      ...body,
    }),
  });

describe('one bad checkout among many', () => {
  it('25 buyers get their tickets and the one sending ticket_id 2147483648 alone gets a 422', async () => {
    const buyers = await Promise.all(Array.from({ length: 26 }, () => insertTestUser(ctx)));
    const answers = await Promise.all(buyers.map((b, i) => init(b, i === 13 ? { ticket_id: 2_147_483_648 } : {})));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses[13]).toBe(422);
    expect(await answers[13]!.json()).toMatchObject({ errors: [{ code: 'common.validation', field: 'ticket_id' }] });
  });

  it.each([
    ['a NUL byte in a name', { personal_form: { first_name: 'O\u0000la', last_name: 'K', email: 'x@example.test' } }, 'personal_form.first_name'],
    ['a lone surrogate in the company', { personal_form: { first_name: 'Ola', last_name: 'K', email: 'x@example.test', company: 'A\uD800' } }, 'personal_form.company'],
    ['a NUL byte in a discount code', { discount_code: 'DEMO\u000010' }, 'discount_code'],
    ['a NUL byte in a form answer', { specific_fields: { diet: 've\u0000gan' } }, 'specific_fields.diet'],
    ['an add-on id out of range', { addons: [2_147_483_648] }, 'addons.0'],
  ])('refuses %s with a 422 naming the field', async (_what, body, field) => {
    const res = await init(await insertTestUser(ctx), body);
    expect(res.status).toBe(422);
    const errors = ((await res.json()) as { errors: { field?: string }[] }).errors;
    expect(errors.map((e) => e.field)).toContain(field);
  });
});

/** SPEC §3's purchase payload takes `specific_fields` in the list form update_user_specific uses, too. */
async function buyFree(specific_fields: unknown) {
  const buyer = await insertTestUser(ctx);
  const res = await init(buyer, { specific_fields });
  const body = (await res.json()) as { status?: string; errors?: { code: string; field?: string }[] };
  const [reservation] = await ctx.db
    .select({ specific_fields: schema.ticket_reservations.specific_fields })
    .from(schema.ticket_reservations)
    .where(eq(schema.ticket_reservations.holder_email, buyer.viewer.email));
  return { status: res.status, body, saved: reservation?.specific_fields };
}

describe('checkout specific_fields', () => {
  it('takes an empty list as no answers', async () => {
    expect(await buyFree([])).toMatchObject({ status: 200, body: { status: 'paid' }, saved: {} });
  });

  it('takes the list form and keeps the answers given', async () => {
    const r = await buyFree([
      { id: 'diet', response: 'Vegan' },
      { id: 'shirt', response: null },
    ]);
    expect(r).toMatchObject({ status: 200, saved: { diet: 'Vegan' } });
  });

  it('still takes the map form', async () => {
    expect(await buyFree({ diet: 'None' })).toMatchObject({ status: 200, saved: { diet: 'None' } });
  });

  it('names the bad item and sells nothing', async () => {
    const r = await buyFree([{ id: 2147483648, response: 'x' }]);
    expect(r.status).toBe(422);
    expect(r.body.errors?.[0]).toMatchObject({ code: 'common.validation', field: 'specific_fields.0.id' });
    expect(r.saved).toBeUndefined();
  });
});
