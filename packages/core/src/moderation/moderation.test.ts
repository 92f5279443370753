import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { createAttachment } from '../profile/create-attachment.ts';
import { listAccesses, openModeration } from './moderation-scope.ts';
import { cancelExhibitorUpdate, getExhibitorUpdate, getModeratedExhibitor, listExhibitorUpdates, submitExhibitorUpdate } from './exhibitor-updates.ts';
import { cancelSpeakerUpdate, listSpeakerUpdates, submitSpeakerUpdate } from './speaker-updates.ts';
import { listReviewQueue } from './review-queue.ts';
import { acceptUpdate, rejectUpdate } from './review-decide.ts';
import { tinyPng } from './test-images.ts';

let ctx: TestCtx;
let mod: TestUser, other: TestUser, attendee: TestUser, admin: TestUser, contact: TestUser;
let eventId: number, componentId: number, exA: number, exB: number, spA: number, tagId: number;

const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);
const upload = async (u: TestUser, w: number, h: number) => (await createAttachment(ctx, u.viewer, { filename: `${w}x${h}.png`, bytes: tinyPng(w, h) })).id;
const scope = (u: TestUser) => openModeration(ctx, u.viewer, eventId);

beforeAll(async () => {
  ctx = await createTestCtx();
  [mod, other, attendee, admin, contact] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Mo', last_name: 'Derator', locale: 'pl' }),
    insertTestUser(ctx, { first_name: 'Otto', last_name: 'Other' }),
    insertTestUser(ctx, { first_name: 'Ada', last_name: 'Attendee' }),
    insertTestUser(ctx, { first_name: 'Org', last_name: 'Admin' }),
    insertTestUser(ctx, { first_name: 'Cleo', last_name: 'Contact' }),
  ]);
  eventId = (await insertEvent(ctx, { languages: [{ lang_code: 'en', default_lang: true }, { lang_code: 'pl' }] })).id;
  componentId = (await insertComponent(ctx, eventId, 'exhibitors')).id;
  const speakersComponent = (await insertComponent(ctx, eventId, 'speakers')).id;
  const member = (u: TestUser, user_tags: string[] = []) => ({ event_id: eventId, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name });
  await ctx.db.insert(schema.event_memberships).values([member(mod), member(other), member(attendee), member(contact), member(admin, [administratorTag])]);
  const xs = await ctx.db.insert(schema.exhibitors).values([
    { event_id: eventId, event_component_id: componentId, name: 'Acme', description: 'Old', translations: { pl: { description: 'Stary opis' } } },
    { event_id: eventId, event_component_id: componentId, name: 'Beta' },
  ]).returning();
  [exA, exB] = [xs[0]!.id, xs[1]!.id];
  spA = (await ctx.db.insert(schema.speakers).values({ event_id: eventId, event_component_id: speakersComponent, first_name: 'Sam', last_name: 'Speaker' }).returning())[0]!.id;
  tagId = (await ctx.db.insert(schema.exhibitor_tags).values({ event_id: eventId, value: 'AI' }).returning())[0]!.id;
  await ctx.db.insert(schema.exhibitor_moderators).values([{ event_id: eventId, exhibitor_id: exA, user_id: mod.viewer.id }, { event_id: eventId, exhibitor_id: exB, user_id: other.viewer.id }]);
  await ctx.db.insert(schema.speaker_moderators).values({ event_id: eventId, speaker_id: spA, user_id: mod.viewer.id });
});
afterAll(() => ctx?.close());

const full = async () => ({
  updated_exhibitor: {
    name: 'Acme Corp', scope_description: 'Robots', description: 'New description', www: 'https://acme.test', video_call_url: 'https://meet.test/acme',
    promotion_film_url: 'https://video.test/acme', email: 'booth@acme.test', phone: '+48 600 100 200', phone_country_code: '48',
    facebook_profile: 'https://facebook.com/acme', twitter_profile: 'https://x.com/acme', linked_profile: 'https://linkedin.com/acme',
    youtube_profile: 'https://youtube.com/acme', instagram_profile: 'https://instagram.com/acme', for_logged_contact: true, for_logged_sm: true,
    tag_ids: [tagId], contact_users: [contact.viewer.user_identity_token],
    contact_people: [{ first_name: 'Paula', last_name: 'Person', description: 'Sales', email: 'p@acme.test', translations: [{ locale: 'pl' as const, description: 'Sprzedaż' }] }],
    attachment_ids: [await upload(mod, 10, 10)], logo_id: await upload(mod, 40, 40), banner_id: await upload(mod, 190, 100),
    translations: [{ locale: 'pl' as const, name: 'Acme PL', scope_description: 'Roboty', description: 'Nowy opis' }],
  },
  extra_note: 'Please publish before Monday',
});

describe('moderator scope', () => {
  it('a guest is asked to log in, an attendee without links is refused, a moderator sees only their own', async () => {
    expect(await code(openModeration(ctx, null, eventId))).toBe('common.not_authenticated');
    expect(await code(scope(attendee))).toBe('moderation.not_moderator');
    expect(await code(scope(admin))).toBe('moderation.not_moderator');
    const a = await listAccesses(ctx, await scope(mod));
    expect(a.exhibitors.map((x) => x.name)).toEqual(['Acme']);
    expect(a.speakers.map((x) => x.last_name)).toEqual(['Speaker']);
  });
  it('a moderator of A can neither read nor update B', async () => {
    const s = await scope(mod);
    expect(await code(getModeratedExhibitor(ctx, s, exB))).toBe('moderation.exhibitor_not_found');
    expect(await code(listExhibitorUpdates(ctx, s, exB))).toBe('moderation.exhibitor_not_found');
    expect(await code(submitExhibitorUpdate(ctx, s, exB, await full()))).toBe('moderation.exhibitor_not_found');
    expect(await code(submitExhibitorUpdate(ctx, s, exA, await full(), componentId + 999))).toBe('moderation.exhibitor_not_found');
  });
});

describe('submitting', () => {
  it('checks the logo and banner by their real size, whatever the name says', async () => {
    const s = await scope(mod);
    const wrongLogo = await full();
    wrongLogo.updated_exhibitor.logo_id = await upload(mod, 40, 30);
    expect(await code(submitExhibitorUpdate(ctx, s, exA, wrongLogo))).toBe('moderation.image_ratio');
    const wrongBanner = await full();
    wrongBanner.updated_exhibitor.banner_id = await upload(mod, 160, 90);
    expect(await code(submitExhibitorUpdate(ctx, s, exA, wrongBanner))).toBe('moderation.image_ratio');
  });
  it('refuses someone else’s file, a foreign tag, a non-attendee contact and a locale the event does not offer', async () => {
    const s = await scope(mod);
    const theirs = await full();
    theirs.updated_exhibitor.logo_id = await upload(other, 40, 40);
    expect(await code(submitExhibitorUpdate(ctx, s, exA, theirs))).toBe('moderation.attachment_not_found');
    // Real rows, just not this event's: another event's tag, a registered user who never joined.
    const elsewhere = (await insertEvent(ctx)).id;
    const foreignTag = (await ctx.db.insert(schema.exhibitor_tags).values({ event_id: elsewhere, value: 'AI' }).returning())[0]!.id;
    const tag = await full();
    tag.updated_exhibitor.tag_ids = [foreignTag];
    expect(await code(submitExhibitorUpdate(ctx, s, exA, tag))).toBe('moderation.tag_not_found');
    const stranger = await insertTestUser(ctx, { first_name: 'Stan', last_name: 'Stranger' });
    const user = await full();
    user.updated_exhibitor.contact_users = [stranger.viewer.user_identity_token];
    expect(await code(submitExhibitorUpdate(ctx, s, exA, user))).toBe('moderation.contact_user_not_found');
    const de = await full();
    (de.updated_exhibitor.translations as { locale: string }[])[0]!.locale = 'de';
    expect(await code(submitExhibitorUpdate(ctx, s, exA, de))).toBe('moderation.locale_not_offered');
    const nul = await full();
    nul.updated_exhibitor.description = 'a\u0000b';
    const err = await submitExhibitorUpdate(ctx, s, exA, nul).catch((e: { items: { field?: string }[] }) => e.items[0]);
    expect(err).toMatchObject({ field: 'updated_exhibitor.description' });
  });
  it('lists pending updates with their note, and a pending one can be canceled (then it is hidden)', async () => {
    const s = await scope(mod);
    const u = await submitExhibitorUpdate(ctx, s, exA, await full());
    expect(u).toMatchObject({ status: 'pending', extra_note: 'Please publish before Monday', translations: [{ locale: 'pl', name: 'Acme PL' }] });
    expect(u.updated_exhibitor.contact_users).toEqual([expect.objectContaining({ user_identity_token: contact.viewer.user_identity_token })]);
    expect(await cancelExhibitorUpdate(ctx, s, exA, u.id)).toEqual({ status: 'ok' });
    expect((await listExhibitorUpdates(ctx, s, exA)).map((x) => x.id)).not.toContain(u.id);
    expect(await code(getExhibitorUpdate(ctx, s, exA, u.id))).toBe('moderation.update_not_found');
    // A moderator of B cannot withdraw A's pending update through B's path: it stays pending.
    const pending = await submitExhibitorUpdate(ctx, s, exA, await full());
    expect(await code(cancelExhibitorUpdate(ctx, await scope(other), exB, pending.id))).toBe('moderation.update_not_found');
    expect((await getExhibitorUpdate(ctx, s, exA, pending.id)).status).toBe('pending');
    await cancelExhibitorUpdate(ctx, s, exA, pending.id);
  });
});

describe('review', () => {
  it('only admins see the queue; the diff shows old and new per field and per locale', async () => {
    const s = await scope(mod);
    await submitExhibitorUpdate(ctx, s, exA, await full());
    expect(await code(listReviewQueue(ctx, mod.viewer, eventId))).toBe('common.forbidden');
    expect(await code(listReviewQueue(ctx, null, eventId))).toBe('common.not_authenticated');
    // Another booth's update waits too: each item is compared with its own exhibitor.
    await submitExhibitorUpdate(ctx, await scope(other), exB, { updated_exhibitor: { name: 'Beta', description: 'Beta at hall 2' }, extra_note: '' });
    const queue = await listReviewQueue(ctx, admin.viewer, eventId);
    const item = queue.find((q) => q.kind === 'exhibitor' && q.target_id === exA)!;
    expect(item.diff).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: 'description', locale: null, old: 'Old', new: 'New description', changed: true }),
      expect.objectContaining({ field: 'description', locale: 'pl', old: 'Stary opis', new: 'Nowy opis', changed: true }),
      expect.objectContaining({ field: 'tags', new: 'AI' }),
    ]));
    const beta = queue.find((q) => q.kind === 'exhibitor' && q.target_id === exB)!;
    expect(beta.diff.filter((d) => d.changed)).toEqual([expect.objectContaining({ field: 'description', locale: null, new: 'Beta at hall 2' })]);
    await rejectUpdate(ctx, admin.viewer, eventId, 'exhibitor', beta.id, { rejection_note: 'Not now' });
  });
  it('two organizers accepting at once apply it once; every field and translation lands', async () => {
    const [item] = (await listReviewQueue(ctx, admin.viewer, eventId)).filter((q) => q.kind === 'exhibitor');
    const answers = await Promise.all(Array.from({ length: 5 }, () => code(acceptUpdate(ctx, admin.viewer, eventId, 'exhibitor', item!.id))));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(1);
    expect(answers.filter((a) => a === 'moderation.not_pending')).toHaveLength(4);
    const [x] = await ctx.db.select().from(schema.exhibitors).where(eq(schema.exhibitors.id, exA));
    expect(x).toMatchObject({
      name: 'Acme Corp', scope_description: 'Robots', description: 'New description', www: 'https://acme.test', email: 'booth@acme.test', phone: '+48600100200',
      phone_country_code: '+48', instagram_profile: 'https://instagram.com/acme', for_logged_contact: true, for_logged_sm: true,
      translations: { pl: { name: 'Acme PL', scope_description: 'Roboty', description: 'Nowy opis' } },
    });
    expect(x!.picture).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    expect(x!.vip_picture).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
    const people = await ctx.db.select().from(schema.exhibitor_contact_people).where(eq(schema.exhibitor_contact_people.exhibitor_id, exA));
    expect(people).toEqual([expect.objectContaining({ first_name: 'Paula', description: 'Sales', translations: { pl: { description: 'Sprzedaż' } } })]);
    expect(await ctx.db.select().from(schema.exhibitor_tag_links).where(eq(schema.exhibitor_tag_links.exhibitor_id, exA))).toHaveLength(1);
    expect(await ctx.db.select().from(schema.exhibitor_contact_users).where(eq(schema.exhibitor_contact_users.exhibitor_id, exA))).toHaveLength(1);
    expect(await ctx.db.select().from(schema.exhibitor_attachments).where(eq(schema.exhibitor_attachments.exhibitor_id, exA))).toHaveLength(1);
    const notes = await ctx.db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, mod.viewer.id), eq(schema.notifications.notify_subtype, 'exhibitor_update_accepted')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.dl).toMatch(new RegExp(`/manage/exhibitor/${exA}/update/${item!.id}$`));
    expect((await listExhibitorUpdates(ctx, await scope(mod), exA))[0]).toMatchObject({ id: item!.id, status: 'accepted' });
  });
  it('a contact who left the event between the proposal and the acceptance is not linked', async () => {
    const m = schema.event_memberships;
    const proposal = await submitExhibitorUpdate(ctx, await scope(mod), exA, await full());
    await ctx.db.update(m).set({ joined: false }).where(and(eq(m.event_id, eventId), eq(m.user_id, contact.viewer.id)));
    try {
      await acceptUpdate(ctx, admin.viewer, eventId, 'exhibitor', proposal.id);
      expect(await ctx.db.select().from(schema.exhibitor_contact_users).where(eq(schema.exhibitor_contact_users.exhibitor_id, exA))).toEqual([]);
    } finally {
      await ctx.db.update(m).set({ joined: true }).where(and(eq(m.event_id, eventId), eq(m.user_id, contact.viewer.id)));
    }
  });
  it('a rejection needs a note, keeps the profile, and the moderator is told why', async () => {
    const s = await scope(mod);
    const u = await submitSpeakerUpdate(ctx, s, spA, { updated_speaker: { first_name: 'Samuel', last_name: 'Speaker', translations: [{ locale: 'pl', position: 'Prelegent' }] } });
    expect(await code(rejectUpdate(ctx, admin.viewer, eventId, 'speaker', u.id, { rejection_note: ' ' }))).toBe('moderation.rejection_note_required');
    expect(await code(rejectUpdate(ctx, mod.viewer, eventId, 'speaker', u.id, { rejection_note: 'No' }))).toBe('common.forbidden');
    expect(await rejectUpdate(ctx, admin.viewer, eventId, 'speaker', u.id, { rejection_note: 'Use your full title' })).toEqual({ status: 'rejected' });
    expect((await listSpeakerUpdates(ctx, s, spA))[0]).toMatchObject({ status: 'rejected', rejection_note: 'Use your full title' });
    const [sp] = await ctx.db.select().from(schema.speakers).where(eq(schema.speakers.id, spA));
    expect(sp!.first_name).toBe('Sam');
    const notes = await ctx.db.select().from(schema.notifications).where(and(eq(schema.notifications.user_id, mod.viewer.id), eq(schema.notifications.notify_subtype, 'speaker_update_rejected'))).orderBy(asc(schema.notifications.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('Use your full title');
    expect(await code(cancelSpeakerUpdate(ctx, s, spA, u.id))).toBe('moderation.not_pending');
  });
  it('an accepted speaker update writes its fields and translations', async () => {
    const s = await scope(mod);
    const u = await submitSpeakerUpdate(ctx, s, spA, { updated_speaker: { first_name: 'Samuel', last_name: 'Speaker', position: 'CTO', picture_id: await upload(mod, 30, 30), translations: [{ locale: 'pl', position: 'Dyrektor' }] } });
    await acceptUpdate(ctx, admin.viewer, eventId, 'speaker', u.id);
    const [sp] = await ctx.db.select().from(schema.speakers).where(eq(schema.speakers.id, spA));
    expect(sp).toMatchObject({ first_name: 'Samuel', position: 'CTO', translations: { pl: { position: 'Dyrektor' } } });
    expect(sp!.picture).toMatch(/\.png$/);
    expect(await code(acceptUpdate(ctx, admin.viewer, eventId, 'speaker', u.id))).toBe('moderation.not_pending');
  });
});
