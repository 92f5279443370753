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

describe('partner categories', () => {
  it('orders categories and partners and hides flagged details from guests', async () => {
    const e = await contentEvent(ctx);
    const [gold, silver] = await ctx.db.insert(schema.partner_categories).values([
      { event_id: e.event.id, event_component_id: e.partners.id, name: 'Gold', order: 0, level: 1 },
      { event_id: e.event.id, event_component_id: e.partners.id, name: 'Silver', order: 1, level: 2 },
    ]).returning();
    const [p2, p1] = await ctx.db.insert(schema.partners).values([
      { event_id: e.event.id, partners_category_id: gold!.id, name: 'Late', order: 3, for_logged_contact: true, for_logged_sm: true, ...contact, ...socials },
      { event_id: e.event.id, partners_category_id: gold!.id, name: 'Early', order: 1, ...contact },
    ]).returning();
    await ctx.db.insert(schema.partner_contact_persons).values({ event_id: e.event.id, partner_id: p2!.id, first_name: 'P', last_name: 'C', phone: '9', email: 'p@x.test' });
    const path = `/events/${e.event.id}/components/${e.partners.id}/partner/categories`;

    const guest = await call('GET', path);
    expect(guest.status).toBe(200);
    expect(guest.body.partner_categories.map((c: { name: string }) => c.name)).toEqual(['Gold', 'Silver']);
    const [early, late] = guest.body.partner_categories[0].partners;
    expect([early.id, late.id]).toEqual([p1!.id, p2!.id]);
    expect(early).toMatchObject({ email: contact.email });
    expect(late).toMatchObject({ phone: null, email: null, www: null, facebook_profile: null });
    expect(late.partner_contact_persons[0]).toMatchObject({ first_name: 'P', phone: null, email: null });
    expect(guest.body.partner_categories[1]).toMatchObject({ id: silver!.id, partners: [] });

    const attendee = await member(ctx, e.event.id);
    const signedIn = (await call('GET', path, { headers: attendee.auth })).body.partner_categories[0].partners[1];
    expect(signedIn).toMatchObject({ ...contact, ...socials });
    expect(signedIn.partner_contact_persons[0]).toMatchObject({ phone: '9', email: 'p@x.test' });

    expect(firstCode((await call('GET', `/events/${e.event.id}/components/${e.speakers.id}/partner/categories`)).body)).toBe('component.not_found');
  });
});

describe('agenda sessions', () => {
  it('lists sessions by start time with place, path, day and speakers', async () => {
    const e = await contentEvent(ctx);
    const [place] = await ctx.db.insert(schema.agenda_session_places).values({ event_id: e.event.id, value: 'Hall A', hex: '#111111' }).returning();
    const [track] = await ctx.db.insert(schema.agenda_session_paths).values({ event_id: e.event.id, value: 'Tech', hex: '#222222' }).returning();
    const [day] = await ctx.db.insert(schema.event_days).values({ event_id: e.event.id, only_date: '2027-05-18' }).returning();
    const base = { event_id: e.event.id, event_component_id: e.agenda.id };
    const [late, early] = await ctx.db.insert(schema.agenda_sessions).values([
      { ...base, name: 'Late', time_start: at('2027-05-18T12:00:00Z'), time_end: at('2027-05-18T13:00:00Z') },
      { ...base, name: 'Early', time_start: at('2027-05-18T09:00:00Z'), time_end: at('2027-05-18T10:00:00Z'), registration: true, registration_limit: 30,
        tag_agenda_place_id: place!.id, tag_agenda_path_id: track!.id, agenda_session_day_id: day!.id },
    ]).returning();
    const [sp] = await ctx.db.insert(schema.speakers).values({ event_id: e.event.id, event_component_id: e.speakers.id, first_name: 'Ada', last_name: 'L', picture: '/p.jpg' }).returning();
    await ctx.db.insert(schema.agenda_session_speakers).values({ event_id: e.event.id, agenda_session_id: early!.id, speaker_id: sp!.id });

    const res = await call('GET', `/events/${e.event.id}/components/${e.agenda.id}/agenda_sessions`);
    expect(res.status).toBe(200);
    expect(res.body.agenda_sessions.map((s: { id: number }) => s.id)).toEqual([early!.id, late!.id]);
    expect(res.body.agenda_sessions[0]).toMatchObject({
      name: 'Early', registration: true, registration_limit: 30, time_start: '2027-05-18T09:00:00.000Z',
      tag_agenda_place: { id: place!.id, value: 'Hall A', hex: '#111111' },
      tag_agenda_path: { id: track!.id, value: 'Tech', hex: '#222222' },
      agenda_session_day: { id: day!.id, only_date: '2027-05-18' },
      speakers: [{ id: sp!.id, first_name: 'Ada', last_name: 'L', picture: '/p.jpg' }],
    });
    expect(res.body.agenda_sessions[1]).toMatchObject({ tag_agenda_place: null, tag_agenda_path: null, agenda_session_day: null, speakers: [] });

    const one = await call('GET', `/events/${e.event.id}/components/${e.agenda.id}/agenda_session/${early!.id}`);
    expect(one.body).toMatchObject({ id: early!.id, name: 'Early' });
    const other = await contentEvent(ctx);
    expect((await call('GET', `/events/${other.event.id}/components/${other.agenda.id}/agenda_session/${early!.id}`)).status).toBe(404);
    expect(firstCode((await call('GET', `/events/${other.event.id}/components/${e.agenda.id}/agenda_sessions`)).body)).toBe('component.not_found');
  });
});

describe('closed events', () => {
  for (const mode of ['close', 'whitelist'] as const) {
    it(`keeps guests and non-members out of a "${mode}" event`, async () => {
      const e = await contentEvent(ctx, { access_mode_type: mode });
      const paths = [
        `/events/${e.event.id}/components/${e.speakers.id}/speakers`,
        `/events/${e.event.id}/components/${e.exhibitors.id}/exhibitors`,
        `/events/${e.event.id}/components/${e.partners.id}/partner/categories`,
        `/events/${e.event.id}/components/${e.agenda.id}/agenda_sessions`,
        `/events/${e.event.id}/tags/tag_exhibitors`,
      ];
      const outsider = await insertTestUser(ctx);
      const attendee = await member(ctx, e.event.id);
      for (const path of paths) {
        const guest = await call('GET', path);
        expect([guest.status, firstCode(guest.body)]).toEqual([401, 'access.login_required']);
        const stranger = await call('GET', path, { headers: outsider.auth });
        expect([stranger.status, firstCode(stranger.body)]).toEqual([403, 'access.not_joined']);
        expect((await call('GET', path, { headers: attendee.auth })).status).toBe(200);
      }
    });
  }

  it('asks for the access code when the event has one', async () => {
    const e = await contentEvent(ctx, { access_mode_type: 'none', access_code_on: true, access_code: 'OPEN-1' });
    const path = `/events/${e.event.id}/components/${e.speakers.id}/speakers`;
    expect(firstCode((await call('GET', path)).body)).toBe('access.code_required');
    expect((await call('GET', path, { headers: { 'x-access-code': 'OPEN-1' } })).status).toBe(200);
  });

  it('answers an unknown event with event.invalid', async () => {
    expect(firstCode((await call('GET', '/events/999999/components/1/speakers')).body)).toBe('event.invalid');
  });
});
