import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { insertTestUser } from '../access/test-users.ts';
import { createTestCtx, type TestCtx } from '../testing/index.ts';
import { listEventFilterGroups } from './filter-groups.ts';
import { placeOrder } from './place-order.ts';
import type { PurchaseInputRaw } from './purchase-input.ts';
import { insertTicketCatalogue, purchaseFor, type TicketCatalogue } from './test-fixtures.ts';

let ctx: TestCtx;
let cat: TicketCatalogue;
let other: TicketCatalogue;
const groups = { industry: 0, lookingFor: 0, foreign: 0 };
const tags = { fintech: 0, ai: 0, partners: 0, clients: 0, foreign: 0 };

async function insertGroup(eventId: number, name: string, order: number, multi: boolean, values: string[]) {
  const [g] = await ctx.db.insert(schema.bm_filter_groups).values({ event_id: eventId, name, order, multi_choice: multi }).returning();
  const rows = await ctx.db
    .insert(schema.bm_filter_tags)
    .values(values.map((value, i) => ({ event_id: eventId, bm_filter_group_id: g!.id, value, order: i + 1 })))
    .returning();
  return { id: g!.id, tags: rows.map((r) => r.id) };
}

beforeAll(async () => {
  ctx = await createTestCtx();
  cat = await insertTicketCatalogue(ctx);
  other = await insertTicketCatalogue(ctx);
  // Inserted "out of order" to show the display order is the groups' `order`.
  const looking = await insertGroup(cat.event.id, 'Looking for', 2, false, ['Partners', 'Clients']);
  const industry = await insertGroup(cat.event.id, 'Industry', 1, true, ['Fintech', 'AI']);
  const foreign = await insertGroup(other.event.id, 'Elsewhere', 1, true, ['Other']);
  Object.assign(groups, { industry: industry.id, lookingFor: looking.id, foreign: foreign.id });
  Object.assign(tags, { fintech: industry.tags[0], ai: industry.tags[1], partners: looking.tags[0], clients: looking.tags[1], foreign: foreign.tags[0] });
});
afterAll(() => ctx.close());

async function fieldOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as { code?: string; status?: number; items?: { field?: string }[] };
    return `${err.code}:${err.status}@${err.items?.[0]?.field ?? ''}`;
  }
  return 'ok';
}

async function buy(input: PurchaseInputRaw) {
  const u = await insertTestUser(ctx);
  const order = await placeOrder(ctx, { eventId: cat.event.id, viewer: u.viewer, locale: 'en', input, gateway: 'free' });
  const rows = await ctx.db
    .select({ email: schema.ticket_reservations.holder_email, answers: schema.ticket_reservations.filter_group_responses })
    .from(schema.ticket_reservations)
    .where(eq(schema.ticket_reservations.order_id, order.id))
    .orderBy(schema.ticket_reservations.id);
  return { u, rows };
}

/** Two free tickets: the buyer's own and a guest's, with the guest's answers given. */
function withGuestAnswers(email: string, answers: PurchaseInputRaw['filter_group_responses']): PurchaseInputRaw {
  return purchaseFor(
    { email },
    {
      ticket_id: cat.community.id,
      gdpr_consent: true,
      tickets_for: [
        { first_name: 'Anna', last_name: 'Nowak', email, this_is_me: true },
        { first_name: 'Jan', last_name: 'Guest', email: `guest-${Math.random().toString(36).slice(2)}@example.test`, filter_group_responses: answers },
      ],
    },
  );
}

describe('filter-group answers at purchase', () => {
  it('lists the event’s groups with their tags in display order, and none of another event’s', async () => {
    const list = await listEventFilterGroups(ctx, { eventId: cat.event.id });
    expect(list.map((g) => [g.name, g.multi_choice, g.tags.map((t) => t.value)])).toEqual([
      ['Industry', true, ['Fintech', 'AI']],
      ['Looking for', false, ['Partners', 'Clients']],
    ]);
  });

  it('stores each holder’s answers on their reservation, duplicates and empty answers dropped', async () => {
    const email = `buyer-${Date.now()}@example.test`;
    const input = withGuestAnswers(email, [
      { filter_group_id: groups.industry, filter_tag_ids: [tags.ai, tags.fintech, tags.ai] },
      { filter_group_id: groups.lookingFor, filter_tag_ids: [] },
    ]);
    input.tickets_for![0]!.filter_group_responses = [{ filter_group_id: groups.lookingFor, filter_tag_ids: [tags.clients] }];
    const { rows } = await buy(input);
    expect(rows.map((r) => r.answers)).toEqual([
      [{ filter_group_id: groups.lookingFor, filter_tag_ids: [tags.clients] }],
      [{ filter_group_id: groups.industry, filter_tag_ids: [tags.ai, tags.fintech] }],
    ]);
  });

  it('stores the buyer’s answers of a one-ticket order sent at the top level', async () => {
    const { u, rows } = await buy(purchaseFor({ email: 'x@example.test' }, { ticket_id: cat.community.id, filter_group_responses: [{ filter_group_id: groups.industry, filter_tag_ids: [tags.fintech] }] }));
    expect(rows).toEqual([{ email: u.viewer.email.toLowerCase(), answers: [{ filter_group_id: groups.industry, filter_tag_ids: [tags.fintech] }] }]);
  });

  it('refuses a group of another event, naming the field', async () => {
    const input = withGuestAnswers(`b1-${Date.now()}@example.test`, [
      { filter_group_id: groups.industry, filter_tag_ids: [tags.ai] },
      { filter_group_id: groups.foreign, filter_tag_ids: [tags.foreign] },
    ]);
    expect(await fieldOf(buy(input))).toBe('common.validation:422@tickets_for.1.filter_group_responses.1.filter_group_id');
  });

  it('refuses a tag of another group or event, naming the tag', async () => {
    const ofOtherGroup = withGuestAnswers(`b2-${Date.now()}@example.test`, [{ filter_group_id: groups.industry, filter_tag_ids: [tags.fintech, tags.partners] }]);
    expect(await fieldOf(buy(ofOtherGroup))).toBe('common.validation:422@tickets_for.1.filter_group_responses.0.filter_tag_ids.1');
    const ofOtherEvent = purchaseFor({ email: 'y@example.test' }, { ticket_id: cat.community.id, filter_group_responses: [{ filter_group_id: groups.industry, filter_tag_ids: [tags.foreign] }] });
    expect(await fieldOf(buy(ofOtherEvent))).toBe('common.validation:422@filter_group_responses.0.filter_tag_ids.0');
  });

  it('refuses two answers to a single-choice group and a group answered twice', async () => {
    const two = withGuestAnswers(`b3-${Date.now()}@example.test`, [{ filter_group_id: groups.lookingFor, filter_tag_ids: [tags.partners, tags.clients] }]);
    expect(await fieldOf(buy(two))).toBe('common.validation:422@tickets_for.1.filter_group_responses.0.filter_tag_ids');
    const twice = withGuestAnswers(`b4-${Date.now()}@example.test`, [
      { filter_group_id: groups.industry, filter_tag_ids: [tags.ai] },
      { filter_group_id: groups.industry, filter_tag_ids: [tags.fintech] },
    ]);
    expect(await fieldOf(buy(twice))).toBe('common.validation:422@tickets_for.1.filter_group_responses.1.filter_group_id');
  });

  it('takes no stock when the answers are refused (checked before the order transaction)', async () => {
    const [before] = await ctx.db.select({ n: schema.event_tickets.tickets_left }).from(schema.event_tickets).where(eq(schema.event_tickets.id, cat.community.id));
    await fieldOf(buy(withGuestAnswers(`b5-${Date.now()}@example.test`, [{ filter_group_id: groups.foreign, filter_tag_ids: [] }])));
    const [after] = await ctx.db.select({ n: schema.event_tickets.tickets_left }).from(schema.event_tickets).where(eq(schema.event_tickets.id, cat.community.id));
    expect(after!.n).toBe(before!.n);
  });
});
