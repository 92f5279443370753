import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertComponent, insertEvent, type TestCtx } from '../testing/index.ts';
import { insertOrder, insertUser } from '../documents/testing/order-fixtures.ts';
import { scanTicket } from './scan-ticket.ts';
import { listCheckIns } from './list-check-ins.ts';
import { findSessionDoor, listSessionDoors } from './door.ts';

/** Agenda-session check-in (issue #16): each door admits its own tickets only. */
let ctx: TestCtx;
let admin: TestUser;
let eventId: number;
let workshop: number;
let keynote: number;
let otherEventSession: number;

async function session(event: number, name: string, start: string) {
  const agenda = await insertComponent(ctx, event, 'agenda');
  const [s] = await ctx.db.insert(schema.agenda_sessions).values({ event_id: event, event_component_id: agenda.id, name, time_start: new Date(start), time_end: new Date(new Date(start).getTime() + 3_600_000) }).returning();
  await ctx.db.insert(schema.agenda_session_tickets).values({ event_id: event, agenda_session_id: s!.id, name: `${name} seat`, price: 0, tickets_left: 10 });
  return s!.id;
}

/** A paid session ticket: the order fixture's event ticket turned into the session's. */
async function sessionTicket(sessionId: number, last: string) {
  const buyer = await insertUser(ctx);
  const { reservations } = await insertOrder(ctx, { eventId, buyer, holders: [{ first_name: 'Sara', last_name: last, email: buyer.email }] });
  const [st] = await ctx.db.select().from(schema.agenda_session_tickets).where(eq(schema.agenda_session_tickets.agenda_session_id, sessionId));
  await ctx.db.update(schema.ticket_reservations).set({ kind: 'agenda_session', event_ticket_id: null, agenda_session_ticket_id: st!.id }).where(eq(schema.ticket_reservations.id, reservations[0]!.id));
  return reservations[0]!.ticket_reservation_uuid;
}

beforeAll(async () => {
  ctx = await createTestCtx();
  admin = await insertTestUser(ctx, { first_name: 'Olga', last_name: 'Door' });
  eventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] });
  workshop = await session(eventId, 'Workshop', '2027-05-20T09:00:00Z');
  keynote = await session(eventId, 'Keynote', '2027-05-20T08:00:00Z');
  otherEventSession = await session((await insertEvent(ctx)).id, 'Elsewhere', '2027-05-20T08:00:00Z');
});
afterAll(() => ctx.close());

const at = (sessionId: number | null, code: string) => scanTicket(ctx, admin.viewer, eventId, { code }, { sessionId });

describe('session doors', () => {
  it('a session ticket is checked in at its session, and only there', async () => {
    const code = await sessionTicket(workshop, 'Warsztat');
    expect(await at(keynote, code)).toMatchObject({ outcome: 'other_door', ticket: { holder_name: 'Sara Warsztat', ticket_name: 'Workshop seat' } });
    expect(await at(null, code)).toMatchObject({ outcome: 'other_door' });
    expect(await at(workshop, code)).toMatchObject({ outcome: 'checked_in', ticket: { ticket_name: 'Workshop seat', checked_in_by: 'Olga Door' } });
    expect(await at(workshop, code)).toMatchObject({ outcome: 'already_checked_in', ticket: { checked_in_by: 'Olga Door' } });
  });

  it('an event ticket is for the entrance, not for a session', async () => {
    const buyer = await insertUser(ctx);
    const { reservations } = await insertOrder(ctx, { eventId, buyer, holders: [{ first_name: 'Ewa', last_name: 'Wejście', email: buyer.email }], ticketName: 'Standard' });
    const code = reservations[0]!.ticket_reservation_uuid;
    expect(await at(workshop, code)).toMatchObject({ outcome: 'other_door' });
    expect(await at(null, code)).toMatchObject({ outcome: 'checked_in' });
  });

  it('another event’s session is not a door here; its lists are for administrators', async () => {
    await expect(at(otherEventSession, 'whatever')).rejects.toMatchObject({ code: 'common.not_found' });
    await expect(listCheckIns(ctx, admin.viewer, eventId, {}, { sessionId: otherEventSession })).rejects.toMatchObject({ code: 'common.not_found' });
    const attendee = await insertTestUser(ctx);
    await expect(listSessionDoors(ctx, attendee.viewer, eventId)).rejects.toMatchObject({ code: 'common.forbidden' });
  });

  it('each door lists its own tickets; the doors list counts them in time order', async () => {
    await sessionTicket(keynote, 'Otwarcie');
    const list = await listCheckIns(ctx, admin.viewer, eventId, {}, { sessionId: keynote });
    expect(list.tickets.map((t) => t.holder_name)).toEqual(['Sara Otwarcie']);
    expect(list).toMatchObject({ total: 1, checked_in: 0 });
    const doors = await listSessionDoors(ctx, admin.viewer, eventId);
    expect(doors.map((d) => [d.name, d.tickets, d.checked_in])).toEqual([
      ['Keynote', 1, 0],
      ['Workshop', 1, 1],
    ]);
    const entrance = await listCheckIns(ctx, admin.viewer, eventId, {});
    expect(entrance.tickets.map((t) => t.holder_name)).toEqual(['Ewa Wejście']);
  });

  it('names the doors in the reader’s language where the session has a translation, as the agenda does', async () => {
    await ctx.db.update(schema.agenda_sessions).set({ translations: { pl: { name: 'Warsztaty' } } }).where(eq(schema.agenda_sessions.id, workshop));
    expect((await listSessionDoors(ctx, admin.viewer, eventId, 'pl')).map((d) => d.name)).toEqual(['Keynote', 'Warsztaty']);
    expect((await listSessionDoors(ctx, admin.viewer, eventId, 'en')).map((d) => d.name)).toEqual(['Keynote', 'Workshop']);
    expect(await findSessionDoor(ctx, eventId, workshop, 'pl')).toMatchObject({ id: workshop, name: 'Warsztaty' });
    expect(await findSessionDoor(ctx, eventId, workshop)).toMatchObject({ name: 'Workshop' });
  });
});
