import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';
import { contact, contentEvent, member, socials } from './testing/content-fixtures.ts';

let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
});
afterAll(() => ctx.close());

const at = (iso: string) => new Date(iso);

describe('speakers', () => {
  it('lists VIP first, then order, then last name, and scopes the component', async () => {
    const { event, speakers, exhibitors } = await contentEvent(ctx);
    const base = { event_id: event.id, event_component_id: speakers.id };
    await ctx.db.insert(schema.speakers).values([
      { ...base, first_name: 'Z', last_name: 'Zed', order: 1 },
      { ...base, first_name: 'A', last_name: 'Beta', order: 0 },
      { ...base, first_name: 'A', last_name: 'Alpha', order: 0 },
      { ...base, first_name: 'V', last_name: 'Vip', order: 9, vip: true },
    ]);
    const res = await call('GET', `/events/${event.id}/components/${speakers.id}/speakers`);
    expect(res.status).toBe(200);
    expect(res.body.speakers.map((s: { last_name: string }) => s.last_name)).toEqual(['Vip', 'Alpha', 'Beta', 'Zed']);

    const other = await contentEvent(ctx);
    expect(firstCode((await call('GET', `/events/${event.id}/components/${other.speakers.id}/speakers`)).body)).toBe('component.not_found');
    const wrongKind = await call('GET', `/events/${event.id}/components/${exhibitors.id}/speakers`);
    expect([wrongKind.status, firstCode(wrongKind.body)]).toEqual([404, 'component.not_found']);
  });

  it('hides phone and e-mail without show_public_data from everyone but admins', async () => {
    const { event, speakers, agenda } = await contentEvent(ctx);
    const [hidden, shown] = await ctx.db.insert(schema.speakers).values([
      { event_id: event.id, event_component_id: speakers.id, first_name: 'H', last_name: 'Hidden', show_public_data: false, phone: '111', email: 'h@x.test' },
      { event_id: event.id, event_component_id: speakers.id, first_name: 'S', last_name: 'Shown', phone: '222', email: 's@x.test' },
    ]).returning();
    const [session] = await ctx.db.insert(schema.agenda_sessions).values({
      event_id: event.id, event_component_id: agenda.id, name: 'Keynote', time_start: at('2027-05-18T09:00:00Z'), time_end: at('2027-05-18T10:00:00Z'),
    }).returning();
    await ctx.db.insert(schema.agenda_session_speakers).values({ event_id: event.id, agenda_session_id: session!.id, speaker_id: hidden!.id });
    const attendee = await member(ctx, event.id);
    const admin = await member(ctx, event.id, true);
    const path = `/events/${event.id}/components/${speakers.id}/speaker/${hidden!.id}`;
    for (const headers of [undefined, attendee.auth]) {
      expect((await call('GET', path, { headers })).body).toMatchObject({ phone: null, email: null });
    }
    const asAdmin = await call('GET', path, { headers: admin.auth });
    expect(asAdmin.body).toMatchObject({ phone: '111', email: 'h@x.test' });
    expect(asAdmin.body.agenda_sessions).toEqual([{ id: session!.id, name: 'Keynote', time_start: '2027-05-18T09:00:00.000Z', time_end: '2027-05-18T10:00:00.000Z' }]);
    expect((await call('GET', `/events/${event.id}/components/${speakers.id}/speaker/${shown!.id}`)).body).toMatchObject({ phone: '222', email: 's@x.test' });

    const other = await contentEvent(ctx);
    expect((await call('GET', `/events/${other.event.id}/components/${other.speakers.id}/speaker/${hidden!.id}`)).status).toBe(404);
  });
});

describe('exhibitors', () => {
  async function seed() {
    const e = await contentEvent(ctx, { languages: [{ lang_code: 'en', default_lang: true }, { lang_code: 'pl' }] });
    const base = { event_id: e.event.id, event_component_id: e.exhibitors.id };
    const [a, b, vip] = await ctx.db.insert(schema.exhibitors).values([
      { ...base, name: 'Second', order: 2, for_logged_contact: true, for_logged_sm: true, ...contact, ...socials, translations: { pl: { name: 'Drugi', description: 'Opis' } } },
      { ...base, name: 'First', order: 1, ...contact, ...socials },
      { ...base, name: 'Vip', order: 5, vip: true },
    ]).returning();
    const [tag] = await ctx.db.insert(schema.exhibitor_tags).values({ event_id: e.event.id, value: 'AI', hex: '#ff0000' }).returning();
    await ctx.db.insert(schema.exhibitor_tag_links).values({ event_id: e.event.id, exhibitor_id: a!.id, exhibitor_tag_id: tag!.id });
    await ctx.db.insert(schema.exhibitor_contact_people).values({ event_id: e.event.id, exhibitor_id: a!.id, first_name: 'Cp', last_name: 'One', phone: '333', phone_country_code: '+48', email: 'cp@x.test' });
    return { ...e, a: a!, b: b!, vip: vip!, tag: tag! };
  }

  it('puts the VIP section first, then order, with tags and contact people', async () => {
    const s = await seed();
    const res = await call('GET', `/events/${s.event.id}/components/${s.exhibitors.id}/exhibitors`);
    expect(res.status).toBe(200);
    expect(res.body.exhibitors.map((x: { name: string }) => x.name)).toEqual(['Vip', 'First', 'Second']);
    expect(res.body.exhibitors[2].tags_exhibitors).toEqual([{ id: s.tag.id, value: 'AI', hex: '#ff0000' }]);
    expect(res.body.exhibitors[2].exhibitor_contact_people[0]).toMatchObject({ first_name: 'Cp', last_name: 'One' });
    expect(res.body.exhibitors[2]).not.toHaveProperty('translations');
  });

  it('hides flagged contact and social details from guests only', async () => {
    const s = await seed();
    const list = `/events/${s.event.id}/components/${s.exhibitors.id}/exhibitors`;
    const guest = (await call('GET', list)).body.exhibitors;
    const flagged = guest.find((x: { id: number }) => x.id === s.a.id);
    expect(flagged).toMatchObject({ phone: null, phone_country_code: null, email: null, www: null, facebook_profile: null, instagram_profile: null });
    expect(flagged.exhibitor_contact_people[0]).toMatchObject({ phone: null, email: null });
    expect(guest.find((x: { id: number }) => x.id === s.b.id)).toMatchObject({ ...contact, ...socials });

    const attendee = await member(ctx, s.event.id);
    const signedIn = (await call('GET', `/events/${s.event.id}/components/${s.exhibitors.id}/exhibitor/${s.a.id}`, { headers: attendee.auth })).body;
    expect(signedIn).toMatchObject({ ...contact, ...socials });
    expect(signedIn.exhibitor_contact_people[0]).toMatchObject({ phone: '333', email: 'cp@x.test' });
  });

  it('only hides what each flag covers', async () => {
    const e = await contentEvent(ctx);
    const [smOnly] = await ctx.db.insert(schema.exhibitors).values({ event_id: e.event.id, event_component_id: e.exhibitors.id, name: 'S', for_logged_sm: true, ...contact, ...socials }).returning();
    const body = (await call('GET', `/events/${e.event.id}/components/${e.exhibitors.id}/exhibitor/${smOnly!.id}`)).body;
    expect(body).toMatchObject({ ...contact, facebook_profile: null, twitter_profile: null, linked_profile: null, youtube_profile: null });
  });

  it('returns attachments and contact users on the details call and 404s foreign ids', async () => {
    const s = await seed();
    const u = await insertTestUser(ctx, { first_name: 'Ula', last_name: 'Booth' });
    await ctx.db.insert(schema.exhibitor_contact_users).values({ event_id: s.event.id, exhibitor_id: s.b.id, user_id: u.viewer.id });
    const [file] = await ctx.db.insert(schema.attachments).values({ event_id: s.event.id, storage_key: 'k', file_url: '/u/k.pdf', file_name: 'k.pdf', mime: 'application/pdf', size: 1 }).returning();
    await ctx.db.insert(schema.exhibitor_attachments).values({ event_id: s.event.id, exhibitor_id: s.b.id, attachment_id: file!.id });
    const res = await call('GET', `/events/${s.event.id}/components/${s.exhibitors.id}/exhibitor/${s.b.id}`);
    expect(res.body.exhibitor_contact_users).toEqual([{ user_identity_token: u.viewer.user_identity_token, first_name: 'Ula', last_name: 'Booth', picture: null }]);
    expect(res.body.exhibitor_attachments).toEqual([expect.objectContaining({ id: file!.id, file_url: '/u/k.pdf', file_name: 'k.pdf' })]);
    const other = await seed();
    expect((await call('GET', `/events/${other.event.id}/components/${other.exhibitors.id}/exhibitor/${s.b.id}`)).status).toBe(404);
  });

  it('applies the translation of the Accept-Language locale when present', async () => {
    const s = await seed();
    const path = `/events/${s.event.id}/components/${s.exhibitors.id}/exhibitor/${s.a.id}`;
    expect((await call('GET', path, { headers: { 'accept-language': 'pl-PL,pl;q=0.9' } })).body).toMatchObject({ name: 'Drugi', description: 'Opis' });
    expect((await call('GET', path, { headers: { 'accept-language': 'de' } })).body).toMatchObject({ name: 'Second', description: null });
  });

  it('lists the event exhibitor tags', async () => {
    const s = await seed();
    expect((await call('GET', `/events/${s.event.id}/tags/tag_exhibitors`)).body).toEqual({ tag_exhibitors: [{ id: s.tag.id, value: 'AI', hex: '#ff0000' }] });
  });
});
