import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { specificFieldsSubmitted } from '@foyer/core/access/specific-fields-submitted';
import { updateUserSpecific } from '@foyer/core/access/update-user-specific';
import { createTestCtx, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
});
afterAll(() => ctx.close());

async function setup() {
  const event = await insertEvent(ctx, { access_mode_type: 'close' });
  const user = await insertTestUser(ctx);
  const organizer = await insertTestUser(ctx);
  await ctx.db.insert(schema.event_memberships).values([
    { event_id: event.id, user_id: user.viewer.id },
    { event_id: event.id, user_id: organizer.viewer.id, user_tags: ['ADMINISTRATOR'] },
  ]);
  const field = async (name: string, required = false, order = 0) =>
    (await ctx.db.insert(schema.event_specific_fields).values({ event_id: event.id, name, required, order }).returning())[0]!;
  return { event, user, organizer, field };
}

const update = (eventId: number, u: TestUser, specific_fields: unknown) =>
  call('POST', `/events/${eventId}/update_user_specific`, { headers: u.auth, json: { specific_fields } });

describe('specific fields', () => {
  it('lists the fields in order with the user’s answers and the SPEC §5 verdict', async () => {
    const { event, user, field } = await setup();
    const second = await field('Dietary needs', true, 2);
    const first = await field('Company size', false, 1);
    let res = await call('GET', `/events/${event.id}/specific_fields_for_user`, { headers: user.auth });
    expect(res.body).toEqual({
      specific_fields: [
        { id: first.id, name: 'Company size', required: false, response: null },
        { id: second.id, name: 'Dietary needs', required: true, response: null },
      ],
      submitted: false,
    });
    expect(await specificFieldsSubmitted(ctx, user.viewer, event.id)).toBe(false);
    expect(await update(event.id, user, [{ id: second.id, response: ' Vegan ' }])).toEqual({ status: 200, body: { status: 'ok' } });
    res = await call('GET', `/events/${event.id}/specific_fields_for_user`, { headers: user.auth });
    expect(res.body.specific_fields[1].response).toBe('Vegan');
    expect(res.body.submitted).toBe(true);
    expect(await specificFieldsSubmitted(ctx, user.viewer, event.id)).toBe(true);
  });

  it('passes when at least one required field is answered, not necessarily all (SPEC §5)', async () => {
    const { event, user, field } = await setup();
    const a = await field('A', true);
    await field('B', true);
    expect((await update(event.id, user, [{ id: a.id, response: 'yes' }])).status).toBe(200);
    expect(await specificFieldsSubmitted(ctx, user.viewer, event.id)).toBe(true);
  });

  it('passes with no required field at all', async () => {
    const { event, user, field } = await setup();
    await field('Optional');
    expect(await specificFieldsSubmitted(ctx, user.viewer, event.id)).toBe(true);
  });

  it('refuses to leave every required field empty, and saves nothing then', async () => {
    const { event, user, field } = await setup();
    const required = await field('Required', true);
    const optional = await field('Optional');
    const res = await update(event.id, user, [{ id: optional.id, response: 'something' }, { id: required.id, response: '' }]);
    expect(res.status).toBe(422);
    expect(firstCode(res.body)).toBe('access.specific_fields_required');
    const rows = await ctx.db.select().from(schema.user_specific_field_responses).where(eq(schema.user_specific_field_responses.user_id, user.viewer.id));
    expect(rows).toHaveLength(0);
  });

  it('removes an answer sent empty', async () => {
    const { event, user, field } = await setup();
    const f = await field('Optional');
    await update(event.id, user, [{ id: f.id, response: 'x' }]);
    await update(event.id, user, [{ id: f.id, response: null }]);
    const rows = await ctx.db.select().from(schema.user_specific_field_responses).where(eq(schema.user_specific_field_responses.specific_field_id, f.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses field ids of another event, naming the item', async () => {
    const { event, user, field } = await setup();
    const own = await field('Own');
    const elsewhere = await setup();
    const foreign = await elsewhere.field('Foreign');
    const res = await update(event.id, user, [{ id: own.id, response: 'a' }, { id: foreign.id, response: 'b' }]);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'common.validation', field: 'specific_fields.1.id' });
    const rows = await ctx.db.select().from(schema.user_specific_field_responses).where(eq(schema.user_specific_field_responses.user_id, user.viewer.id));
    expect(rows).toHaveLength(0);
  });

  it('validates the payload shape, naming the field', async () => {
    const { event, user } = await setup();
    const res = await update(event.id, user, [{ id: 'x', response: 'a' }]);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ code: 'common.validation', field: 'specific_fields.0.id' });
    expect((await call('POST', `/events/${event.id}/update_user_specific`, { headers: user.auth })).status).toBe(422);
    // Called directly (as the UI's actions do), the service answers an AppError too, never a ZodError.
    await expect(updateUserSpecific(ctx, user.viewer, event.id, { specific_fields: [{ id: -1, response: 'x' }] })).rejects.toMatchObject({
      name: 'AppError',
      items: [{ code: 'common.validation', field: 'specific_fields.0.id' }],
    });
  });
});

describe('admin: add_field / destroy_field', () => {
  it('adds fields at the end and removes them with their answers', async () => {
    const { event, user, organizer, field } = await setup();
    await field('Existing', false, 5);
    const added = await call('POST', `/events/${event.id}/specific/add_field`, { headers: organizer.auth, json: { name: '  Allergies ', required: true } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: 'Allergies', required: true });
    const [row] = await ctx.db.select().from(schema.event_specific_fields).where(eq(schema.event_specific_fields.id, added.body.id));
    expect(row!.order).toBe(6);
    await update(event.id, user, [{ id: added.body.id, response: 'nuts' }]);

    const gone = await call('DELETE', `/events/${event.id}/specific/destroy_field/${added.body.id}`, { headers: organizer.auth });
    expect(gone).toEqual({ status: 200, body: { status: 'ok' } });
    const answers = await ctx.db.select().from(schema.user_specific_field_responses).where(eq(schema.user_specific_field_responses.specific_field_id, added.body.id));
    expect(answers).toHaveLength(0);
    expect((await call('DELETE', `/events/${event.id}/specific/destroy_field/${added.body.id}`, { headers: organizer.auth })).status).toBe(404);
  });

  it('requires a name', async () => {
    const { event, organizer } = await setup();
    const res = await call('POST', `/events/${event.id}/specific/add_field`, { headers: organizer.auth, json: { name: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'name' });
  });

  it('cannot remove a field of another event through its own event', async () => {
    const { event, organizer } = await setup();
    const other = await setup();
    const foreign = await other.field('Foreign');
    const res = await call('DELETE', `/events/${event.id}/specific/destroy_field/${foreign.id}`, { headers: organizer.auth });
    expect(res.status).toBe(404);
    const still = await ctx.db.select().from(schema.event_specific_fields).where(and(eq(schema.event_specific_fields.id, foreign.id)));
    expect(still).toHaveLength(1);
  });
});

describe('admin: a field in the event’s languages (update_field)', () => {
  it('asks each attendee in their Accept-Language where the organizer translated the question', async () => {
    const event = await insertEvent(ctx, { languages: [{ lang_code: 'en', default_lang: true }, { lang_code: 'pl' }] });
    const [user, organizer] = [await insertTestUser(ctx), await insertTestUser(ctx)];
    await ctx.db.insert(schema.event_memberships).values([
      { event_id: event.id, user_id: user.viewer.id, joined: true },
      { event_id: event.id, user_id: organizer.viewer.id, user_tags: ['ADMINISTRATOR'] },
    ]);
    const added = await call('POST', `/events/${event.id}/specific/add_field`, { headers: organizer.auth, json: { name: 'Diet', translations: { pl: 'Dieta' } } });
    expect(added).toMatchObject({ status: 200, body: { name: 'Diet', translations: { pl: { name: 'Dieta' } } } });
    const asked = async (lang: string) =>
      (await call('GET', `/events/${event.id}/specific_fields_for_user`, { headers: { ...user.auth, 'accept-language': lang } })).body.specific_fields.map((f: { name: string }) => f.name);
    expect(await asked('pl-PL,pl;q=0.9')).toEqual(['Dieta']);
    expect(await asked('en')).toEqual(['Diet']);

    const changed = await call('POST', `/events/${event.id}/specific/update_field/${added.body.id}`, { headers: organizer.auth, json: { name: 'Diet', required: true, translations: { pl: 'Wymagania dietetyczne' } } });
    expect(changed).toMatchObject({ status: 200, body: { required: true, translations: { pl: { name: 'Wymagania dietetyczne' } } } });
    expect(await asked('pl')).toEqual(['Wymagania dietetyczne']);

    // German is not offered by this event: refused by name, nothing changed.
    const refused = await call('POST', `/events/${event.id}/specific/update_field/${added.body.id}`, { headers: organizer.auth, json: { name: 'Diät', translations: { de: 'Diät' } } });
    expect(refused.status).toBe(422);
    expect(firstCode(refused.body)).toBe('moderation.locale_not_offered');
    expect(refused.body.errors[0]).toMatchObject({ field: 'translations.de' });
    expect(await asked('en')).toEqual(['Diet']);
    // No such field, or an id past int4: a 404 and a 422 naming fieldId, never a 500.
    const at = async (id: string) => (await call('POST', `/events/${event.id}/specific/update_field/${id}`, { headers: organizer.auth, json: { name: 'X' } })).status;
    expect(await at('999999')).toBe(404);
    expect(await at('2147483648')).toBe(422);
  });
});
