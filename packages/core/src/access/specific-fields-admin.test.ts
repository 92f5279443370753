import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertTestUser, type TestUser } from './test-users.ts';
import { administratorTag } from './is-event-admin.ts';
import { isAppError } from '../errors.ts';
import { addSpecificField } from './add-specific-field.ts';
import { destroySpecificField } from './destroy-specific-field.ts';
import { listSpecificFieldsForAdmin } from './list-specific-fields-admin.ts';

let ctx: TestCtx;
let eventId: number;
let otherEventId: number;
let admin: TestUser;
let attendee: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
  [admin, attendee] = [await insertTestUser(ctx), await insertTestUser(ctx)];
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: eventId, user_id: attendee.viewer.id, joined: true },
  ]);
});
afterAll(() => ctx.close());

const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (isAppError(e) ? `${e.code}${e.items[0]?.field ? `@${e.items[0].field}` : ''}` : 'thrown'));

describe('registration fields in the admin panel (SPEC §3, §7)', () => {
  it('lists fields in order with how many attendees answered, for administrators only', async () => {
    const size = await addSpecificField(ctx, admin.viewer, eventId, { name: 'Company size', required: true });
    await addSpecificField(ctx, admin.viewer, eventId, { name: 'Diet' });
    await ctx.db.insert(schema.user_specific_field_responses).values({ event_id: eventId, specific_field_id: size.id, user_id: attendee.viewer.id, response: '11-50' });
    expect(await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId)).toEqual([
      { id: size.id, name: 'Company size', required: true, translations: {}, answers: 1 },
      expect.objectContaining({ name: 'Diet', required: false, answers: 0 }),
    ]);
    expect(await code(listSpecificFieldsForAdmin(ctx, attendee.viewer, eventId))).toBe('common.forbidden');
    expect(await code(listSpecificFieldsForAdmin(ctx, null, eventId))).toBe('common.not_authenticated');
  });

  it('refuses a blank question and another event’s field, and removes a field with its answers', async () => {
    expect(await code(addSpecificField(ctx, admin.viewer, eventId, { name: '   ' }))).toBe('common.validation@name');
    const [size] = await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId);
    expect(await code(destroySpecificField(ctx, admin.viewer, otherEventId, size!.id))).toBe('common.forbidden');
    await destroySpecificField(ctx, admin.viewer, eventId, size!.id);
    expect((await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId)).map((f) => f.name)).toEqual(['Diet']);
    expect(await ctx.db.select().from(schema.user_specific_field_responses)).toEqual([]);
  });
});
