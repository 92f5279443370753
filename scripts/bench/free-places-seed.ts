import { sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertComponent, insertEvent } from '@foyer/core/testing/fixtures';
import { rowsOf } from '@foyer/core/tickets/rows-of';
import { createBenchUsers, type BenchUser } from './bench-users.ts';

export interface FreePlacesEvent {
  eventId: number;
  componentId: number;
  /** Signed-in joined members who ask (bearer), and the attendee they all want to meet. */
  viewers: BenchUser[];
  otherToken: string;
  meetings: { accepted: number; other: number };
  slots: number;
  places: number;
}

/** A small deterministic generator, so two runs seed the same event. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Issue #18's business-matching event: 3 days from tomorrow, each with a morning (09:00–12:30)
 * and an afternoon (14:00–18:00) session of 15-minute slots (90 slots) at `places` tables;
 * `attendees` joined members; about 60 % of the slot × place cells booked by an accepted meeting
 * of two attendees free then (nobody twice in one slot), as many pending, declined and deleted
 * invitations beside them, and a few hours of unavailability for the askers. `viewers` of the
 * attendees are signed in; they and the attendee they ask about are booked like everyone else.
 */
export async function seedFreePlacesEvent(ctx: Ctx, { attendees = 2000, viewers = 20, places = 30 } = {}): Promise<FreePlacesEvent> {
  const event = await insertEvent(ctx, { lp_url: `bm-bench-${Date.now()}`, title: 'Business matching bench conference' });
  const component = await insertComponent(ctx, event.id, 'business_matching', 1);
  const tag = `bm-${event.id}`;
  const signedIn = await createBenchUsers(ctx, viewers + 1, tag);
  await ctx.db.execute(sql`
    insert into users (user_identity_token, email, first_name, last_name, company, locale)
    select md5(${tag} || g), ${tag} || '-x' || g || '@bench.test', 'Attendee', 'No. ' || g, 'Foyer', 'en'
    from generate_series(1, ${attendees - viewers - 1}) g`);
  await ctx.db.execute(sql`
    insert into event_memberships (event_id, user_id, joined, first_name, last_name)
    select ${event.id}, id, true, first_name, last_name from users where email like ${`${tag}-%@bench.test`}`);
  const users = rowsOf<{ id: number; email: string; user_identity_token: string }>(
    await ctx.db.execute(sql`select id, email, user_identity_token from users where email like ${`${tag}-%@bench.test`} order by id`),
  );
  const viewerEmails = new Set(signedIn.map((u) => u.email));
  const asked = users.find((u) => u.email === signedIn[viewers]!.email)!;

  const tables = await ctx.db
    .insert(schema.agenda_session_places)
    .values(Array.from({ length: places }, (_, i) => ({ event_id: event.id, value: `Table ${i + 1}`, hex: '#3366cc', order: i })))
    .returning({ id: schema.agenda_session_places.id });
  const day0 = new Date();
  day0.setUTCHours(0, 0, 0, 0);
  const at = (day: number, h: number, m = 0) => new Date(day0.getTime() + (day + 1) * 86_400_000 + (h * 60 + m) * 60_000);
  const windows = [0, 1, 2].flatMap((d) => [
    { title: `Day ${d + 1} morning`, time_start: at(d, 9), time_end: at(d, 12, 30) },
    { title: `Day ${d + 1} afternoon`, time_start: at(d, 14), time_end: at(d, 18) },
  ]);
  const sessions = await ctx.db
    .insert(schema.bm_sessions)
    .values(windows.map((w, i) => ({ ...w, event_id: event.id, event_component_id: component.id, time_period: 15, order: i })))
    .returning({ id: schema.bm_sessions.id, time_start: schema.bm_sessions.time_start, time_end: schema.bm_sessions.time_end });
  await ctx.db.insert(schema.bm_session_places).values(sessions.flatMap((s) => tables.map((t) => ({ event_id: event.id, bm_session_id: s.id, tag_agenda_place_id: t.id }))));

  const rnd = random(18);
  const meetings: (typeof schema.bm_meetings.$inferInsert)[] = [];
  let accepted = 0;
  let slots = 0;
  const pick = (busy: Set<number>) => {
    for (let tries = 0; tries < 50; tries++) {
      const u = users[Math.floor(rnd() * users.length)]!.id;
      if (!busy.has(u)) return u;
    }
    return null;
  };
  for (const s of sessions) {
    for (let t = s.time_start.getTime(); t + 15 * 60_000 <= s.time_end.getTime(); t += 15 * 60_000) {
      slots += 1;
      const busy = new Set<number>();
      const when = { time_start: new Date(t), time_end: new Date(t + 15 * 60_000) };
      const base = { event_id: event.id, event_component_id: component.id, bm_session_id: s.id, message: 'Shall we talk about the pilot?', ...when };
      for (const table of tables) {
        // The asked-about attendee and the first viewers are booked now and then, as anyone is.
        const forced = rnd() < 0.02 ? asked.id : null;
        const a = forced && !busy.has(forced) ? forced : pick(busy);
        if (a === null) continue;
        busy.add(a);
        const z = pick(busy);
        if (z === null) continue;
        busy.add(z);
        if (rnd() < 0.6) {
          meetings.push({ ...base, tag_agenda_place_id: table.id, status: 'accepted', from_user_id: a, to_user_id: z });
          accepted += 1;
        } else {
          const status = (['pending', 'declined', 'deleted', 'rescheduled'] as const)[Math.floor(rnd() * 4)]!;
          meetings.push({ ...base, tag_agenda_place_id: table.id, status, from_user_id: a, to_user_id: z });
        }
      }
    }
  }
  for (let i = 0; i < meetings.length; i += 1000) await ctx.db.insert(schema.bm_meetings).values(meetings.slice(i, i + 1000));
  const viewerIds = users.filter((u) => viewerEmails.has(u.email)).map((u) => u.id);
  await ctx.db.insert(schema.user_unavailability).values(
    viewerIds.map((id, i) => ({ event_id: event.id, user_id: id, unavailability_from: at(i % 3, 10), unavailability_to: at(i % 3, 11, 30) })),
  );
  await ctx.db.execute(sql`analyze`);
  return {
    eventId: event.id,
    componentId: component.id,
    viewers: signedIn.slice(0, viewers),
    otherToken: asked.user_identity_token,
    meetings: { accepted, other: meetings.length - accepted },
    slots,
    places,
  };
}
