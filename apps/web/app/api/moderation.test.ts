import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { createAttachment } from '@foyer/core/profile/create-attachment';
import { tinyPng } from '@foyer/core/moderation/test-images';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';

/** SPEC §7 moderator calls and the organizer's review over HTTP, per role. */
let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let eventId: number, componentId: number, exA: number, exB: number;
let mod: TestUser, modB: TestUser, attendee: TestUser, admin: TestUser;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  eventId = (await insertEvent(ctx, { languages: [{ lang_code: 'en', default_lang: true }, { lang_code: 'pl' }] })).id;
  componentId = (await insertComponent(ctx, eventId, 'exhibitors')).id;
  [mod, modB, attendee, admin] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Mia', last_name: 'Mod' }),
    insertTestUser(ctx, { first_name: 'Bea', last_name: 'Mod' }),
    insertTestUser(ctx, { first_name: 'Ari', last_name: 'Attendee' }),
    insertTestUser(ctx, { first_name: 'Ola', last_name: 'Admin' }),
  ]);
  const member = (u: TestUser, user_tags: string[] = []) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name });
  await ctx.db.insert(schema.event_memberships).values([member(mod), member(modB), member(attendee), member(admin, ['ADMINISTRATOR'])]);
  const xs = await ctx.db.insert(schema.exhibitors).values([{ event_id: eventId, event_component_id: componentId, name: 'Alpha' }, { event_id: eventId, event_component_id: componentId, name: 'Beta' }]).returning();
  [exA, exB] = [xs[0]!.id, xs[1]!.id];
  await ctx.db.insert(schema.exhibitor_moderators).values([{ event_id: eventId, exhibitor_id: exA, user_id: mod.viewer.id }, { event_id: eventId, exhibitor_id: exB, user_id: modB.viewer.id }]);
});
afterAll(() => ctx?.close());

const as = (u: TestUser | null) => ({ headers: u ? u.auth : {} });
const exPath = (id: number) => `/events/${eventId}/components/${componentId}/exhibitor/${id}`;
const body = (logo_id?: number) => ({ updated_exhibitor: { name: 'Alpha Ltd', description: 'Fresh', translations: [{ locale: 'pl', description: 'Świeży opis' }], ...(logo_id ? { logo_id } : {}) }, extra_note: 'thanks' });

describe('moderation API', () => {
  it('accesses: guests 401, attendees and admins without a link 403, a moderator sees only their exhibitor', async () => {
    const path = `/events/${eventId}/moderator/accesses`;
    expect((await call('GET', path, as(null))).status).toBe(401);
    const a = await call('GET', path, as(attendee));
    expect([a.status, firstCode(a.body)]).toEqual([403, 'moderation.not_moderator']);
    expect((await call('GET', path, as(admin))).status).toBe(403);
    const m = await call('GET', path, as(mod));
    expect(m.status).toBe(200);
    expect((m.body as { exhibitors: { name: string }[] }).exhibitors.map((x) => x.name)).toEqual(['Alpha']);
  });

  it('a moderator of A reading or updating B gets 404, of A through another component too', async () => {
    for (const [method, path] of [['GET', `${exPath(exB)}/updates`], ['GET', `${exPath(exB)}/translations`], ['DELETE', `${exPath(exB)}/update/1`]] as const) {
      const r = await call(method, path, as(mod));
      expect([r.status, firstCode(r.body)]).toEqual([404, 'moderation.exhibitor_not_found']);
    }
    const post = await call('POST', `${exPath(exB)}/updates`, { ...as(mod), json: body() });
    expect(post.status).toBe(404);
    const wrongComponent = await call('GET', `/events/${eventId}/components/${componentId + 1000}/exhibitor/${exA}/updates`, as(mod));
    expect(wrongComponent.status).toBe(404);
  });

  it('names the failing field, refuses a wrong-ratio logo, and NUL bytes or huge ids never give a 500', async () => {
    const bad = await call('POST', `${exPath(exA)}/updates`, { ...as(mod), json: { updated_exhibitor: { name: '', www: 'ftp://x' } } });
    expect(bad.status).toBe(422);
    const fields = (bad.body as { errors: { field?: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['updated_exhibitor.name', 'updated_exhibitor.www']));
    const wide = await createAttachment(ctx, mod.viewer, { filename: 'logo.png', bytes: tinyPng(60, 20) });
    const ratio = await call('POST', `${exPath(exA)}/updates`, { ...as(mod), json: body(wide.id) });
    expect([ratio.status, firstCode(ratio.body), (ratio.body as { errors: { field?: string }[] }).errors[0]!.field]).toEqual([422, 'moderation.image_ratio', 'updated_exhibitor.logo_id']);
    const nul = await call('POST', `${exPath(exA)}/updates`, { ...as(mod), json: { updated_exhibitor: { name: 'a\u0000b' } } });
    expect(nul.status).toBe(422);
    expect((await call('GET', `/events/${eventId}/components/${componentId}/exhibitor/99999999999/updates`, as(mod))).status).toBe(422);
  });

  it('submit → the admin queue shows the diff → accept publishes once → the moderator sees it accepted', async () => {
    const logo = await createAttachment(ctx, mod.viewer, { filename: 'logo.png', bytes: tinyPng(50, 50) });
    const sent = await call('POST', `${exPath(exA)}/updates`, { ...as(mod), json: body(logo.id) });
    expect(sent.status).toBe(200);
    const id = (sent.body as { id: number }).id;
    expect((await call('GET', `/events/${eventId}/moderation/reviews`, as(mod))).status).toBe(403);
    expect((await call('GET', `/events/${eventId}/moderation/reviews`, as(null))).status).toBe(401);
    const q = await call('GET', `/events/${eventId}/moderation/reviews`, as(admin));
    const item = (q.body as { reviews: { id: number; diff: { field: string; locale: string | null; new: string | null }[] }[] }).reviews.find((r) => r.id === id)!;
    expect(item.diff).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'description', locale: 'pl', new: 'Świeży opis' })]));
    expect((await call('POST', `/events/${eventId}/moderation/reviews/exhibitor/${id}/accept`, as(mod))).status).toBe(403);
    const [one, two] = await Promise.all([
      call('POST', `/events/${eventId}/moderation/reviews/exhibitor/${id}/accept`, as(admin)),
      call('POST', `/events/${eventId}/moderation/reviews/exhibitor/${id}/accept`, as(admin)),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const [x] = await ctx.db.select().from(schema.exhibitors).where(eq(schema.exhibitors.id, exA));
    expect(x).toMatchObject({ name: 'Alpha Ltd', description: 'Fresh', translations: { pl: { description: 'Świeży opis' } } });
    const mine = await call('GET', `${exPath(exA)}/update/${id}`, as(mod));
    expect(mine.body).toMatchObject({ status: 'accepted' });
    const cancel = await call('DELETE', `${exPath(exA)}/update/${id}`, as(mod));
    expect([cancel.status, firstCode(cancel.body)]).toEqual([409, 'moderation.not_pending']);
  });

  it('reject needs a note; the rejected update shows it', async () => {
    const sent = await call('POST', `${exPath(exA)}/updates`, { ...as(mod), json: body() });
    const id = (sent.body as { id: number }).id;
    const noNote = await call('POST', `/events/${eventId}/moderation/reviews/exhibitor/${id}/reject`, { ...as(admin), json: { rejection_note: '' } });
    expect([noNote.status, firstCode(noNote.body)]).toEqual([422, 'moderation.rejection_note_required']);
    expect((await call('POST', `/events/${eventId}/moderation/reviews/exhibitor/${id}/reject`, { ...as(admin), json: { rejection_note: 'Logo too small' } })).status).toBe(200);
    const list = await call('GET', `${exPath(exA)}/updates`, as(mod));
    expect((list.body as { exhibitor_updates: unknown[] }).exhibitor_updates[0]).toMatchObject({ id, status: 'rejected', rejection_note: 'Logo too small' });
  });
});
