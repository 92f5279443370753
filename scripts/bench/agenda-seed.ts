import { sql } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { Ctx } from '@foyer/core/context';
import { insertComponent, insertEvent } from '@foyer/core/testing/fixtures';
import { rowsOf } from '@foyer/core/tickets/rows-of';
import { createBenchUsers, type BenchUser } from './bench-users.ts';

export interface AgendaEvent {
  eventId: number;
  componentId: number;
  sessions: number;
  attendees: number;
  /** Signed-in attendees (members of the event) the load generator takes turns with. */
  signedIn: BenchUser[];
}

const lorem =
  'Zażółć gęślą jaźń — a talk about queues, caches and the people who run them. We look at what broke last year, ' +
  'what we measured, and which of the fixes still hold up under real traffic. Bring questions; slides are shared afterwards. ';

/**
 * A conference as issue #5 describes it: `sessions` agenda sessions over three days in eight
 * rooms and five tracks, each with one to three of 150 speakers, and `attendees` members of the
 * event. Rows are written in bulk (generate_series for the users), so seeding takes seconds.
 */
export async function seedAgendaEvent(ctx: Ctx, sessions = 300, attendees = 5000, signedInCount = 20): Promise<AgendaEvent> {
  const event = await insertEvent(ctx, { lp_url: `agenda-bench-${Date.now()}`, title: 'Agenda bench conference' });
  const [agenda, speakersComponent] = [await insertComponent(ctx, event.id, 'agenda', 1), await insertComponent(ctx, event.id, 'speakers', 2)];
  const e = event.id;
  const days = await ctx.db.insert(schema.event_days).values(['2027-05-18', '2027-05-19', '2027-05-20'].map((only_date) => ({ event_id: e, only_date }))).returning();
  const places = await ctx.db
    .insert(schema.agenda_session_places)
    .values(Array.from({ length: 8 }, (_, i) => ({ event_id: e, value: `Hall ${String.fromCharCode(65 + i)}`, hex: `#${(0x203040 + i * 0x151515).toString(16)}`, order: i })))
    .returning();
  const paths = await ctx.db
    .insert(schema.agenda_session_paths)
    .values(['Tech', 'Business', 'Design', 'Science', 'Community'].map((value, i) => ({ event_id: e, value, hex: `#${(0x604020 + i * 0x111111).toString(16)}`, order: i })))
    .returning();
  const speakers = await ctx.db
    .insert(schema.speakers)
    .values(
      Array.from({ length: 150 }, (_, i) => ({
        event_id: e, event_component_id: speakersComponent.id, order: i, first_name: `Łucja ${i}`, last_name: `Żak-Kowalska ${i}`,
        position: 'Engineer', company: 'Foyer', picture: `/uploads/speakers/${i}.jpg`,
      })),
    )
    .returning({ id: schema.speakers.id });

  // Eight parallel rooms, 40-minute slots from 08:00 UTC, spread over the three days.
  const perDay = Math.ceil(sessions / days.length);
  const rows = Array.from({ length: sessions }, (_, i) => {
    const day = Math.floor(i / perDay);
    const slot = Math.floor((i % perDay) / places.length);
    const start = new Date(Date.UTC(2027, 4, 18 + day, 8, slot * 40));
    return {
      event_id: e, event_component_id: agenda.id, name: `Session ${i + 1}: scaling the foyer`, description: lorem.repeat(1 + (i % 3)),
      order: i % places.length, time_start: start, time_end: new Date(start.getTime() + 35 * 60_000),
      registration: i % 4 === 0, registration_limit: i % 4 === 0 ? 40 : null, agenda_discussion_on: i % 5 === 0,
      video_call_url: i % 6 === 0 ? `https://meet.example.test/s${i}` : null,
      tag_agenda_place_id: places[i % places.length]!.id, tag_agenda_path_id: i % 7 === 6 ? null : paths[i % paths.length]!.id,
      agenda_session_day_id: days[day]!.id,
    };
  });
  const inserted = await ctx.db.insert(schema.agenda_sessions).values(rows).returning({ id: schema.agenda_sessions.id });
  const links = inserted.flatMap((s, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, k) => ({ event_id: e, agenda_session_id: s.id, speaker_id: speakers[(i * 3 + k * 7) % speakers.length]!.id, order: k })),
  );
  await ctx.db.insert(schema.agenda_session_speakers).values(links);

  // Members: the signed-in ones the load generator uses, the rest written by the database itself.
  const signedIn = await createBenchUsers(ctx, signedInCount, `agenda-${e}`);
  await ctx.db.execute(sql`
    with u as (
      insert into users (user_identity_token, email, email_confirmed_at, first_name, last_name, locale)
      select md5(${e}::text || '-' || g), 'agenda-' || ${e} || '-m' || g || '@bench.test', now(), 'Member', 'Nr ' || g, 'en'
      from generate_series(1, ${attendees - signedInCount}::int) g
      returning id, first_name, last_name
    )
    insert into event_memberships (event_id, user_id, first_name, last_name) select ${e}, id, first_name, last_name from u`);
  await ctx.db.execute(sql`
    insert into event_memberships (event_id, user_id, first_name, last_name)
    select ${e}, id, first_name, last_name from users where email ~ ${`^agenda-${e}-[0-9]+@bench\\.test$`}`);
  const [{ members } = { members: 0 }] = rowsOf<{ members: number }>(await ctx.db.execute(sql`select count(*)::int as members from event_memberships where event_id = ${e}`));
  if (members !== attendees) throw new Error(`agenda seed: ${members} members instead of ${attendees}`);
  await ctx.db.execute(sql`analyze`);
  return { eventId: e, componentId: agenda.id, sessions, attendees, signedIn };
}
