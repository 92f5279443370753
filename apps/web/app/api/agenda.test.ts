import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@foyer/db';
import { insertTestUser } from '@foyer/core/access/test-users';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { firstCode, testClient } from './testing/test-client.ts';
import { contentEvent, member } from './testing/content-fixtures.ts';

let ctx: TestCtx;
let api: ReturnType<typeof createApi>;
let call: ReturnType<typeof testClient>;
beforeAll(async () => {
  ctx = await createTestCtx({ now: new Date('2027-05-18T08:00:00Z') });
  api = createApi(ctx);
  call = testClient(api);
});
afterAll(() => ctx.close());

async function agendaEvent() {
  const e = await contentEvent(ctx, { timezone: 'Europe/Warsaw' });
  const [place] = await ctx.db.insert(schema.agenda_session_places).values({ event_id: e.event.id, value: 'Hall A; left', hex: '#111111' }).returning();
  const base = { event_id: e.event.id, event_component_id: e.agenda.id };
  const [later, keynote, past] = await ctx.db.insert(schema.agenda_sessions).values([
    { ...base, name: 'Later', time_start: new Date('2027-05-18T12:00:00Z'), time_end: new Date('2027-05-18T13:00:00Z') },
    { ...base, name: 'Keynote, day 1', description: 'Opening\nwith coffee', time_start: new Date('2027-05-18T09:00:00Z'), time_end: new Date('2027-05-18T10:00:00Z'), tag_agenda_place_id: place!.id },
    { ...base, name: 'Warm-up', time_start: new Date('2027-05-18T07:00:00Z'), time_end: new Date('2027-05-18T07:45:00Z') },
  ]).returning();
  const [sp] = await ctx.db.insert(schema.speakers).values({ event_id: e.event.id, event_component_id: e.speakers.id, first_name: 'Ada', last_name: 'Lovelace', company: 'AE' }).returning();
  await ctx.db.insert(schema.agenda_session_speakers).values({ event_id: e.event.id, agenda_session_id: keynote!.id, speaker_id: sp!.id });
  const [seat] = await ctx.db.insert(schema.agenda_session_tickets).values({ event_id: e.event.id, agenda_session_id: keynote!.id, price: 5000, currency: 'PLN', tickets_left: 7 }).returning();
  return { ...e, later: later!, keynote: keynote!, past: past!, seat: seat! };
}

const mine = (eventId: number) => `/events/${eventId}/agenda/my_schedule`;
const slot = (eventId: number, sessionId: number, what = 'my_schedule') => `/events/${eventId}/agenda_sessions/${sessionId}/${what}`;

describe('my schedule per role', () => {
  it('is 401 for guests and 403 for signed-in non-members, on every call', async () => {
    const e = await agendaEvent();
    const outsider = await insertTestUser(ctx);
    const calls: [string, string, unknown?][] = [
      ['GET', mine(e.event.id)],
      ['GET', `${mine(e.event.id)}.ics`],
      ['POST', slot(e.event.id, e.keynote.id)],
      ['DELETE', slot(e.event.id, e.keynote.id)],
      ['PUT', slot(e.event.id, e.keynote.id, 'reminder'), { reminder_minutes: 5 }],
      ['PUT', slot(e.event.id, e.past.id, 'rating'), { rating: 4 }],
    ];
    for (const [method, path, json] of calls) {
      const guest = await call(method, path, { json });
      expect([method, path, guest.status, firstCode(guest.body)]).toEqual([method, path, 401, 'common.not_authenticated']);
      const other = await call(method, path, { json, headers: outsider.auth });
      expect([method, path, other.status, firstCode(other.body)]).toEqual([method, path, 403, 'access.not_joined']);
    }
    expect(await ctx.db.select().from(schema.agenda_session_attendances)).toHaveLength(0);
  });

  it('lets a member add, list, set a reminder, rate and remove; another member cannot touch it', async () => {
    const e = await agendaEvent();
    const ann = await member(ctx, e.event.id);
    const bob = await member(ctx, e.event.id);

    expect((await call('POST', slot(e.event.id, e.later.id), { headers: ann.auth })).body).toMatchObject({ in_schedule: true });
    expect((await call('POST', slot(e.event.id, e.later.id), { headers: ann.auth, json: { reminder_minutes: 10 } })).status).toBe(422);
    const added = await call('POST', slot(e.event.id, e.keynote.id), { headers: ann.auth, json: { reminder_minutes: 15 } });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ agenda_session_id: e.keynote.id, in_schedule: true, reminder_minutes: 15 });

    const list = await call('GET', mine(e.event.id), { headers: ann.auth });
    expect(list.status).toBe(200);
    expect(list.body.time_zone).toBe('Europe/Warsaw');
    expect(list.body.agenda_sessions.map((s: { id: number }) => s.id)).toEqual([e.keynote.id, e.later.id]);
    expect(list.body.agenda_sessions[0]).toMatchObject({
      reminder_minutes: 15, rating: null, tag_agenda_place: { value: 'Hall A; left' },
      speakers: [{ first_name: 'Ada', last_name: 'Lovelace' }], seat: { ticket_id: e.seat.id, tickets_left: 7, price: 5000, sold_out: false },
    });

    // Bob's calls only ever change Bob's rows.
    expect((await call('GET', mine(e.event.id), { headers: bob.auth })).body.agenda_sessions).toEqual([]);
    expect((await call('DELETE', slot(e.event.id, e.keynote.id), { headers: bob.auth })).status).toBe(200);
    expect(firstCode((await call('PUT', slot(e.event.id, e.keynote.id, 'reminder'), { headers: bob.auth, json: { reminder_minutes: null } })).body)).toBe('common.not_found');
    expect((await call('GET', mine(e.event.id), { headers: ann.auth })).body.agenda_sessions[0]).toMatchObject({ id: e.keynote.id, reminder_minutes: 15 });

    const changed = await call('PUT', slot(e.event.id, e.keynote.id, 'reminder'), { headers: ann.auth, json: { reminder_minutes: 5 } });
    expect(changed.body).toMatchObject({ reminder_minutes: 5 });
    expect((await call('PUT', slot(e.event.id, e.keynote.id, 'reminder'), { headers: ann.auth, json: { reminder_minutes: 10 } })).status).toBe(422);

    const early = await call('PUT', slot(e.event.id, e.keynote.id, 'rating'), { headers: ann.auth, json: { rating: 5 } });
    expect([early.status, firstCode(early.body)]).toEqual([422, 'common.validation']);
    expect((await call('PUT', slot(e.event.id, e.past.id, 'rating'), { headers: ann.auth, json: { rating: 6 } })).status).toBe(422);
    expect((await call('PUT', slot(e.event.id, e.past.id, 'rating'), { headers: ann.auth, json: { rating: 2 } })).body).toEqual({ agenda_session_id: e.past.id, rating: 2 });
    expect((await call('PUT', slot(e.event.id, e.past.id, 'rating'), { headers: ann.auth, json: { rating: 4 } })).status).toBe(200);
    expect((await call('PUT', slot(e.event.id, e.past.id, 'rating'), { headers: bob.auth, json: { rating: 1 } })).status).toBe(200);
    const ratings = await ctx.db.select().from(schema.agenda_session_attendances);
    expect(ratings.filter((r) => r.agenda_session_id === e.past.id).map((r) => [r.user_id, r.rating]).sort()).toEqual([[ann.viewer.id, 4], [bob.viewer.id, 1]].sort());

    const removed = await call('DELETE', slot(e.event.id, e.keynote.id), { headers: ann.auth });
    expect(removed.body).toEqual({ agenda_session_id: e.keynote.id, in_schedule: false });
    expect((await call('GET', mine(e.event.id), { headers: ann.auth })).body.agenda_sessions.map((s: { id: number }) => s.id)).toEqual([e.past.id, e.later.id]);
  });

  it('answers 404 for a session of another event', async () => {
    const e = await agendaEvent();
    const other = await agendaEvent();
    const ann = await member(ctx, e.event.id);
    const res = await call('POST', slot(e.event.id, other.keynote.id), { headers: ann.auth });
    expect([res.status, firstCode(res.body)]).toEqual([404, 'common.not_found']);
    const details = await call('GET', `/events/${e.event.id}/components/${e.agenda.id}/agenda_session/${other.keynote.id}/details`, { headers: ann.auth });
    expect(details.status).toBe(404);
  });
});

describe('session details and .ics', () => {
  it('shows speakers, place, seats left and my state; guests see it without a schedule', async () => {
    const e = await agendaEvent();
    const ann = await member(ctx, e.event.id);
    const path = `/events/${e.event.id}/components/${e.agenda.id}/agenda_session/${e.keynote.id}/details`;
    const guest = await call('GET', path);
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({
      name: 'Keynote, day 1', time_zone: 'Europe/Warsaw', my_schedule: null, can_rate: false,
      speakers: [{ first_name: 'Ada', company: 'AE' }], seat: { ticket_id: e.seat.id, tickets_left: 7 },
    });
    await call('POST', slot(e.event.id, e.keynote.id), { headers: ann.auth, json: { reminder_minutes: 30 } });
    expect((await call('GET', path, { headers: ann.auth })).body.my_schedule).toEqual({ reminder_minutes: 30, rating: null });
    expect((await call('GET', `/events/${e.event.id}/components/${e.speakers.id}/agenda_session/${e.keynote.id}/details`)).status).toBe(404);
  });

  it('serves one session and my schedule as text/calendar', async () => {
    const e = await agendaEvent();
    const ann = await member(ctx, e.event.id);
    const one = await api.request(`/events/${e.event.id}/components/${e.agenda.id}/agenda_session/${e.keynote.id}/calendar.ics`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await one.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`UID:agenda-session-${e.keynote.id}@localhost:3000`);
    expect(lines).toContain('DTSTART:20270518T090000Z');
    expect(lines).toContain('DTEND:20270518T100000Z');
    expect(lines).toContain('SUMMARY:Keynote\\, day 1');
    expect(lines).toContain('LOCATION:Hall A\\; left');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Opening\\nwith coffee\\n\\nAda Lovelace');

    await call('POST', slot(e.event.id, e.keynote.id), { headers: ann.auth });
    await call('POST', slot(e.event.id, e.later.id), { headers: ann.auth });
    const all = await api.request(`/events/${e.event.id}/agenda/my_schedule.ics`, { headers: ann.auth });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-disposition')).toContain('.ics');
    const body = await all.text();
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain(`UID:agenda-session-${e.later.id}@`);
  });
});

describe('openapi', () => {
  it('documents the agenda calls', async () => {
    const doc = await call('GET', '/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining([
      '/events/{eventId}/agenda/my_schedule', '/events/{eventId}/agenda/my_schedule.ics',
      '/events/{eventId}/agenda_sessions/{sessionId}/my_schedule', '/events/{eventId}/agenda_sessions/{sessionId}/reminder',
      '/events/{eventId}/agenda_sessions/{sessionId}/rating', '/events/{eventId}/components/{componentId}/agenda_session/{sessionId}/details',
      '/events/{eventId}/components/{componentId}/agenda_session/{sessionId}/calendar.ics',
    ]));
  });
});
