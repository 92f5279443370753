import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { listAttendees } from './list-event-members.ts';

let ctx: TestCtx;
let eventId: number;
let listId: number;
let granted: TestUser;
let outsider: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  eventId = (await insertEvent(ctx)).id;
  listId = (await insertComponent(ctx, eventId, 'attendees')).id;
  [granted, outsider, admin] = await Promise.all([insertTestUser(ctx), insertTestUser(ctx), insertTestUser(ctx)]);
  for (const u of [granted, outsider]) await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: u.viewer.id, joined: true, first_name: 'A', last_name: 'B' });
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: ['ADMINISTRATOR'] });
});
afterAll(() => ctx.close());

const codeOf = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code ?? String(e));
const page = { limit: 40, max_id: null, search: null };

/** SPEC §6: "access to … attendee lists can be limited to users with access" — the event-wide list too. */
describe('the event-wide attendee list', () => {
  it('is open while the attendees component is', async () => {
    expect(await codeOf(listAttendees(ctx, eventId, outsider.viewer.id, page))).toBe('ok');
  });

  it('follows the component once it is limited: the granted and the administrator see it, others get 403', async () => {
    await ctx.db.update(schema.components).set({ access_limited: true }).where(eq(schema.components.id, listId));
    await ctx.db.insert(schema.component_accesses).values({ event_id: eventId, component_id: listId, user_id: granted.viewer.id });
    expect(await codeOf(listAttendees(ctx, eventId, outsider.viewer.id, page))).toBe('common.forbidden');
    expect((await listAttendees(ctx, eventId, granted.viewer.id, page)).meta.all_items).toBe(3);
    expect(await codeOf(listAttendees(ctx, eventId, admin.viewer.id, page))).toBe('ok');
  });

  it('stays open when another attendees component of the event is not limited', async () => {
    await insertComponent(ctx, eventId, 'attendees', 2);
    expect(await codeOf(listAttendees(ctx, eventId, outsider.viewer.id, page))).toBe('ok');
  });
});
