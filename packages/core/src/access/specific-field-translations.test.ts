import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { eq } from 'drizzle-orm';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertTestUser, type TestUser } from './test-users.ts';
import { administratorTag } from './is-event-admin.ts';
import { isAppError } from '../errors.ts';
import { addSpecificField } from './add-specific-field.ts';
import { updateSpecificField } from './update-specific-field.ts';
import { listSpecificFieldsForAdmin } from './list-specific-fields-admin.ts';
import { listSpecificFieldsForUser } from './list-specific-fields.ts';

let ctx: TestCtx;
let eventId: number;
let otherEventId: number;
let admin: TestUser;
let otherAdmin: TestUser;
let attendee: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  eventId = (await insertEvent(ctx)).id;
  otherEventId = (await insertEvent(ctx)).id;
  [admin, otherAdmin, attendee] = [await insertTestUser(ctx), await insertTestUser(ctx), await insertTestUser(ctx)];
  // The event speaks English (its main language) and Polish; the other one offers every language.
  await ctx.db.delete(schema.event_languages).where(eq(schema.event_languages.event_id, eventId));
  await ctx.db.insert(schema.event_languages).values([
    { event_id: eventId, lang_code: 'en', default_lang: true },
    { event_id: eventId, lang_code: 'pl' },
  ]);
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: otherEventId, user_id: otherAdmin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: eventId, user_id: attendee.viewer.id, joined: true },
  ]);
});
afterAll(() => ctx.close());

const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (isAppError(e) ? `${e.code}${e.items[0]?.field ? `@${e.items[0].field}` : ''}` : 'thrown'));
const names = async (locale: string | null) => (await listSpecificFieldsForUser(ctx, attendee.viewer, eventId, locale)).map((f) => f.name);

describe('registration fields in the event’s languages', () => {
  it('asks each attendee in their language, and as written where no translation exists', async () => {
    const size = await addSpecificField(ctx, admin.viewer, eventId, { name: 'T-shirt size', translations: { pl: '  Rozmiar koszulki ' } });
    expect(size.translations).toEqual({ pl: { name: 'Rozmiar koszulki' } });
    expect(await names('pl')).toEqual(['Rozmiar koszulki']);
    expect(await names('en')).toEqual(['T-shirt size']);
    // Czech is not translated: the question as the organizer wrote it.
    expect(await names('cs')).toEqual(['T-shirt size']);
    expect(await names(null)).toEqual(['T-shirt size']);
  });

  it('rewords a field and its translations, keeping the answers; an empty text removes a translation', async () => {
    const [field] = await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId);
    await ctx.db.insert(schema.user_specific_field_responses).values({ event_id: eventId, specific_field_id: field!.id, user_id: attendee.viewer.id, response: 'M' });
    await updateSpecificField(ctx, admin.viewer, eventId, field!.id, { name: 'Shirt size', required: true, translations: { pl: 'Rozmiar' } });
    expect(await listSpecificFieldsForUser(ctx, attendee.viewer, eventId, 'pl')).toEqual([{ id: field!.id, name: 'Rozmiar', required: true, response: 'M' }]);
    await updateSpecificField(ctx, admin.viewer, eventId, field!.id, { name: 'Shirt size', required: true, translations: { pl: '' } });
    expect(await names('pl')).toEqual(['Shirt size']);
    expect((await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId))[0]!.translations).toEqual({});
  });

  it('refuses a language the event does not offer or that does not exist, naming it, and changes nothing', async () => {
    const [field] = await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId);
    expect(await code(addSpecificField(ctx, admin.viewer, eventId, { name: 'Diet', translations: { de: 'Ernährung' } }))).toBe('moderation.locale_not_offered@translations.de');
    expect(await code(updateSpecificField(ctx, admin.viewer, eventId, field!.id, { name: 'X', translations: { xx: 'y' } as never }))).toBe('common.validation@translations');
    expect(await code(updateSpecificField(ctx, admin.viewer, eventId, field!.id, { name: 'X', translations: { pl: 'y'.repeat(201) } }))).toBe('common.validation@translations.pl');
    expect(await code(updateSpecificField(ctx, admin.viewer, eventId, field!.id, { name: ' ', translations: {} }))).toBe('common.validation@name');
    // Postgres stores neither a NUL nor a lone surrogate (in text or in jsonb): refused by field, not a 500.
    expect(await code(updateSpecificField(ctx, admin.viewer, eventId, field!.id, { name: 'X', translations: { pl: 'a\u0000b' } }))).toBe('common.validation@translations.pl');
    expect(await code(addSpecificField(ctx, admin.viewer, eventId, { name: 'a\uD800b' }))).toBe('common.validation@name');
    expect((await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId)).map((f) => f.name)).toEqual(['Shirt size']);
  });

  it('lets only this event’s administrators change a field', async () => {
    const [field] = await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId);
    const change = { name: 'Hacked', translations: {} };
    expect(await code(updateSpecificField(ctx, attendee.viewer, eventId, field!.id, change))).toBe('common.forbidden');
    expect(await code(updateSpecificField(ctx, otherAdmin.viewer, eventId, field!.id, change))).toBe('common.forbidden');
    // Another event's administrator, through their own event: the field is not theirs.
    expect(await code(updateSpecificField(ctx, otherAdmin.viewer, otherEventId, field!.id, change))).toBe('common.not_found');
    expect(await code(updateSpecificField(ctx, null as never, eventId, field!.id, change))).toBe('common.not_authenticated');
    expect(await code(updateSpecificField(ctx, admin.viewer, eventId, 2147483647, change))).toBe('common.not_found');
    expect((await listSpecificFieldsForAdmin(ctx, admin.viewer, eventId)).map((f) => f.name)).toEqual(['Shirt size']);
  });
});
