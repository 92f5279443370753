import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type DbHandle } from '@foyer/db';
import { createTestDb } from '@foyer/db/testing';
import { isValidNip } from '../invoices/tax-id.ts';
import { seedDemo, seedSteps } from './seed-demo.ts';
import { agendaWords } from './demo-translations/agenda-words.ts';

const handles: DbHandle[] = [];
async function freshDb() {
  const handle = await createTestDb();
  handles.push(handle);
  return handle.db;
}
afterAll(async () => {
  for (const h of handles) await h.close();
});

/** Row contents without ids, foreign keys and timestamps, which legitimately differ per run. */
function stable(rows: Record<string, unknown>[]) {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([k, v]) => k !== 'id' && !k.endsWith('_id') && !(v instanceof Date))),
  );
}

async function digest(db: DbHandle['db']) {
  const users = await db.select().from(schema.users).orderBy(asc(schema.users.email));
  const sessions = await db
    .select()
    .from(schema.agenda_sessions)
    .orderBy(asc(schema.agenda_sessions.time_start), asc(schema.agenda_sessions.order));
  return createHash('sha256')
    .update(JSON.stringify([stable(users), stable(sessions)]))
    .digest('hex');
}

describe('seedDemo', () => {
  it('writes the same data for the same seed and different data for another', async () => {
    const [a, b, c] = [await freshDb(), await freshDb(), await freshDb()];
    await seedDemo(a, { seed: 7 });
    await seedDemo(b, { seed: 7 });
    await seedDemo(c, { seed: 8 });
    const digestA = await digest(a);
    expect(await digest(b)).toBe(digestA);
    expect(await digest(c)).not.toBe(digestA);
  }, 180_000);

  it('creates the demo event with its content, tickets and a valid landing page', async () => {
    const db = await freshDb();
    const progress: [string, number, number][] = [];
    const result = await seedDemo(db, { onProgress: (...args) => progress.push(args) });

    expect(progress).toEqual(seedSteps.map((s, i) => [s, i + 1, seedSteps.length]));
    expect(result.slug).toBe('demo');

    const [event] = await db.select().from(schema.events).where(eq(schema.events.id, result.eventId));
    expect(event).toMatchObject({
      title: 'Foyer Summit 2027',
      lp_url: 'demo',
      timezone: 'Europe/Warsaw',
      organization_id: result.organizationId,
      main_color: '#1f4fd1',
      tax: 23,
      marketing_enabled: true,
      marketing_discount_percentage: 5,
      access_mode_type: 'none',
    });
    expect(event!.start_date.toISOString()).toBe('2027-05-18T07:00:00.000Z');
    expect(event!.end_date.toISOString()).toBe('2027-05-20T16:00:00.000Z');

    // Seeded questions are dated no later than the seed: a visitor's new one is the newest.
    const questions = await db.select().from(schema.agenda_session_questions).where(eq(schema.agenda_session_questions.event_id, result.eventId));
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.created_at.getTime() <= Date.now())).toBe(true);

    const langs = await db.select().from(schema.event_languages).where(eq(schema.event_languages.event_id, result.eventId));
    expect(langs).toHaveLength(9);
    expect(langs.filter((l) => l.default_lang).map((l) => l.lang_code)).toEqual(['en']);

    const sessions = await db.select().from(schema.agenda_sessions).where(eq(schema.agenda_sessions.event_id, result.eventId));
    expect(sessions.length).toBeGreaterThanOrEqual(28);
    const perSession = await db
      .select({ id: schema.agenda_session_speakers.agenda_session_id, n: sql<number>`count(*)::int` })
      .from(schema.agenda_session_speakers)
      .groupBy(schema.agenda_session_speakers.agenda_session_id);
    expect(perSession).toHaveLength(sessions.length);
    for (const s of perSession) {
      expect(s.n).toBeGreaterThanOrEqual(1);
      expect(s.n).toBeLessThanOrEqual(3);
    }
    for (const s of sessions) {
      expect(s.tag_agenda_place_id).not.toBeNull();
      expect(s.time_end.getTime()).toBeGreaterThan(s.time_start.getTime());
      expect(s.time_start.getTime()).toBeGreaterThanOrEqual(event!.start_date.getTime());
      expect(s.time_end.getTime()).toBeLessThanOrEqual(event!.end_date.getTime());
    }

    const categories = await db.select().from(schema.partner_categories).orderBy(asc(schema.partner_categories.level));
    expect(categories.map((c) => [c.name, c.level])).toEqual([['Gold', 1], ['Silver', 2], ['Media', 3]]);
    const exhibitors = await db.select().from(schema.exhibitors);
    expect(exhibitors).toHaveLength(12);
    expect(exhibitors.some((e) => e.vip)).toBe(true);
    // Every session, speaker and exhibitor text the demo writes is written in its eight other languages.
    const others = ['bg', 'cs', 'de', 'fr', 'hu', 'pl', 'ro', 'ru'];
    const speakers = await db.select().from(schema.speakers);
    const [venues, pins, downloads, recordings, partners] = await Promise.all([
      db.select().from(schema.venues), db.select().from(schema.venue_map_points), db.select().from(schema.resources), db.select().from(schema.audio_visuals), db.select().from(schema.partners),
    ]);
    const translatedRows: [string, Record<string, unknown>, Record<string, Record<string, string>>, string[]][] = [
      ...sessions.map((x) => ['session', x, x.translations, ['name', 'description']] as const),
      ...speakers.map((x) => ['speaker', x, x.translations, ['position', 'description']] as const),
      ...exhibitors.map((x) => ['exhibitor', x, x.translations, ['scope_description', 'description']] as const),
      ...venues.map((x) => ['venue', x, x.translations, ['description']] as const),
      ...pins.map((x) => ['map pin', x, x.translations, ['label']] as const),
      ...downloads.map((x) => ['resource', x, x.translations, ['name', 'description']] as const),
      ...recordings.map((x) => ['recording', x, x.translations, ['title', 'description']] as const),
      ...partners.map((x) => ['partner', x, x.translations, ['description']] as const),
    ].map(([k, row, tr, fields]) => [k, row as Record<string, unknown>, tr as Record<string, Record<string, string>>, [...fields]]);
    for (const [kind, row, translations, fields] of translatedRows) {
      expect(Object.keys(translations).sort(), `${kind} ${row.id}`).toEqual(others);
      for (const lng of others) {
        for (const field of fields) {
          expect(translations[lng]![field], `${kind} ${row.id} ${lng} ${field}`).toBeTruthy();
          // Positions like "CTO" and names like "Stand A1" may read the same; sentences never do.
          if (field === 'description') expect(translations[lng]![field], `${kind} ${row.id} ${lng} ${field}`).not.toBe(row[field]);
        }
      }
    }
    // The organizer's own words the screens pass through the event's dictionary (core events/event-text):
    // ticket and seat names, matching groups and tags, feed wall channels, the treasure hunt.
    const dictionary = JSON.parse(event!.lp_settings!).translations as Record<string, Record<string, string>>;
    const [seats, groups, tags, wallChannels, hunts, treasures] = await Promise.all([
      db.select().from(schema.agenda_session_tickets).where(eq(schema.agenda_session_tickets.event_id, result.eventId)),
      db.select().from(schema.bm_filter_groups).where(eq(schema.bm_filter_groups.event_id, result.eventId)),
      db.select().from(schema.bm_filter_tags).where(eq(schema.bm_filter_tags.event_id, result.eventId)),
      db.select().from(schema.feed_wall_channels).where(eq(schema.feed_wall_channels.event_id, result.eventId)),
      db.select().from(schema.treasure_hunts).where(eq(schema.treasure_hunts.event_id, result.eventId)),
      db.select().from(schema.treasure_hunt_points).where(eq(schema.treasure_hunt_points.event_id, result.eventId)),
    ]);
    const eventWords = [
      ...seats.flatMap((x) => [x.name, x.description]), ...groups.flatMap((x) => [x.name, x.question]), ...tags.map((x) => x.value),
      ...wallChannels.map((x) => x.name), ...hunts.flatMap((x) => [x.name, x.description]), ...treasures.map((x) => x.name),
    ].filter((x): x is string => !!x);
    expect(eventWords).toEqual(expect.arrayContaining(['Workshop seat', 'Industry', 'Talent', 'Questions to organizers', 'Summit treasure hunt']));
    for (const lng of others) expect([...new Set(eventWords)].filter((w) => !dictionary[lng]?.[w]), lng).toEqual([]);

    const opening = sessions.find((x) => x.name === 'Opening Keynote: Welcome to Foyer Summit');
    expect(opening?.translations.pl?.name).toBe(agendaWords.pl.openingKeynote);

    const points = await db.select().from(schema.venue_map_points).where(eq(schema.venue_map_points.event_id, result.eventId));
    expect(points.length).toBeGreaterThanOrEqual(8);
    expect(points.filter((p) => p.exhibitor_id !== null).length).toBeGreaterThanOrEqual(1);
    const resources = await db.select().from(schema.resources).where(eq(schema.resources.event_id, result.eventId));
    expect(resources.some((r) => r.for_logged_in)).toBe(true);
    expect(await db.select().from(schema.audio_visuals).where(eq(schema.audio_visuals.event_id, result.eventId))).toHaveLength(4);
    const quizzes = await db.select().from(schema.quizzes);
    expect(quizzes.map((q) => q.mode).sort()).toEqual(['quiz', 'quiz', 'survey']);
    const channels = await db.select().from(schema.feed_wall_channels);
    expect(channels.filter((c) => c.default)).toHaveLength(1);
    const threads = await db.select().from(schema.feed_wall_threads);
    expect(threads.length).toBeGreaterThanOrEqual(6);

    const tickets = await db.select().from(schema.event_tickets).orderBy(asc(schema.event_tickets.order));
    expect(tickets.map((t) => [t.name, t.price, t.tickets_left, t.currency])).toEqual([
      ['Standard', 49_900, 300, 'PLN'],
      ['VIP', 129_900, 20, 'PLN'],
      ['Student', 0, null, 'PLN'],
      ['Community pass', 0, 300, 'PLN'],
    ]);
    const codes = await db.select().from(schema.discount_codes).orderBy(asc(schema.discount_codes.code));
    expect(codes.map((c) => [c.code, c.discount_percentage, c.max_tickets_quantity])).toEqual([
      ['DEMO10', 10, 100],
      ['EARLY10', 10, 50],
      ['FREE100', 100, 5],
    ]);
    const [seller] = await db.select().from(schema.organizations).where(eq(schema.organizations.id, result.organizationId));
    expect(isValidNip(seller!.nip!)).toBe(true);
    expect(seller).toMatchObject({ city: 'Łódź', country: 'PL', bank_account: expect.stringMatching(/^PL\d{26}$/) });
    const [code] = await db.select().from(schema.discount_codes).where(eq(schema.discount_codes.code, 'EARLY10'));
    expect(code).toMatchObject({ discount_percentage: 10, max_tickets_quantity: 50, used_quantity: 0 });
    const codeTickets = await db.select().from(schema.discount_code_tickets).where(eq(schema.discount_code_tickets.discount_code_id, code!.id));
    expect(codeTickets.map((t) => t.event_ticket_id).sort()).toEqual([tickets[0]!.id, tickets[1]!.id].sort());

    const [admin] = await db
      .select({ tags: schema.event_memberships.user_tags })
      .from(schema.event_memberships)
      .innerJoin(schema.users, eq(schema.users.id, schema.event_memberships.user_id))
      .where(eq(schema.users.email, 'organizer@demo.foyer.test'));
    expect(admin?.tags).toEqual(['ADMINISTRATOR']);
    const [owner] = await db.select().from(schema.organization_members).where(eq(schema.organization_members.organization_id, result.organizationId));
    expect(owner?.role).toBe('owner');
  }, 120_000);

  it('refuses to seed a database that already has the demo event, and leaves it unchanged', async () => {
    const db = await freshDb();
    await seedDemo(db, { attendees: 3 });
    await expect(seedDemo(db, { attendees: 3 })).rejects.toMatchObject({ code: 'common.validation' });
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(schema.organizations)) as [{ n: number }];
    expect(n).toBe(1);
  }, 120_000);

  it('creates as many attendee memberships as asked for', async () => {
    const db = await freshDb();
    const { eventId } = await seedDemo(db, { attendees: 500 });
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.event_memberships)
      .innerJoin(schema.users, eq(schema.users.id, schema.event_memberships.user_id))
      .where(and(eq(schema.event_memberships.event_id, eventId), sql`${schema.users.email} like 'attendee%'`))) as [{ n: number }];
    expect(n).toBe(500);
    const [last] = await db.select().from(schema.users).where(eq(schema.users.email, 'attendee500@demo.foyer.test'));
    expect(last?.password_hash).toBeNull();
  }, 180_000);

  it('with the installation’s key, the first twelve attendees hold a free ticket the door checks in by its QR', async () => {
    const db = await freshDb();
    const { eventId } = await seedDemo(db, { attendees: 15, qrSecret: 'demo-secret-demo-secret-demo-secret-1' });
    const r = schema.ticket_reservations;
    const held = await db.select().from(r).where(eq(r.event_id, eventId));
    expect(held).toHaveLength(12);
    const orders = await db.select().from(schema.orders).where(eq(schema.orders.event_id, eventId));
    expect(orders.map((o) => [o.status, o.total_amount, o.test_mode])).toEqual(Array.from({ length: 12 }, () => ['paid', 0, false]));
    const [organizer] = await db.select().from(schema.users).where(eq(schema.users.email, 'organizer@demo.foyer.test'));
    const { scanTicket } = await import('../checkin/scan-ticket.ts');
    const door = { db, clock: { now: () => new Date() }, config: { sessionSecret: 'demo-secret-demo-secret-demo-secret-1' } } as unknown as Parameters<typeof scanTicket>[0];
    const viewer = { id: organizer!.id, first_name: 'Olga', last_name: 'Door' } as Parameters<typeof scanTicket>[1];
    const scanned = await scanTicket(door, viewer, eventId, { code: held[0]!.qrcode });
    expect(scanned).toMatchObject({ outcome: 'checked_in', ticket: { holder_name: `${held[0]!.holder_first_name} ${held[0]!.holder_last_name}`, ticket_name: 'Student' } });
    // Without the key (tests, benchmarks) nobody holds a ticket.
    const plain = await freshDb();
    const seeded = await seedDemo(plain, { attendees: 15 });
    expect(await plain.select().from(r).where(eq(r.event_id, seeded.eventId))).toEqual([]);
  }, 180_000);
});
