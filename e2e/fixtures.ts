/**
 * Events and people the end-to-end journeys need besides the demo event, created before the
 * server starts. Passwords are known to the tests (see e2eUsers).
 */
import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@foyer/db';
import { createEvent } from '@foyer/core/events/index';
import { grantEventAdmin } from '@foyer/core/access/grant-event-admin';
import { systemClock } from '@foyer/core/context';
import { e2eNotifications } from './notifications-data.ts';
import { signTicketQr } from '@foyer/core/tickets/ticket-qr';
import { e2eDoorTicket, e2eCameraTicket, e2eOfflineTicket, e2eSessionTicket, e2eEvents, e2ePeople, e2eUsers } from './fixture-data.ts';

export { e2eEvents, e2eUsers };

async function user(db: Db, u: { email: string; password: string; first_name: string; last_name: string }) {
  const [row] = await db
    .insert(schema.users)
    .values({
      email: u.email,
      first_name: u.first_name,
      last_name: u.last_name,
      password_hash: await hash(u.password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
      email_confirmed_at: new Date(),
      user_identity_token: randomBytes(16).toString('base64url'),
    })
    .returning();
  return row!;
}

export async function createE2eFixtures(db: Db, sessionSecret: string) {
  await createNotificationsFixtures(db);
  const start = new Date(Date.now() + 30 * 86_400_000);
  const end = new Date(start.getTime() + 2 * 86_400_000);
  const common = { organization_slug: 'e2e-org', start_date: start, end_date: end, languages: ['en', 'pl', 'de'] as ('en' | 'pl' | 'de')[] };
  const whitelist = await createEvent({ db }, { ...common, title: e2eEvents.whitelist.title, lp_url: e2eEvents.whitelist.slug, access_mode_type: 'whitelist' });
  const code = await createEvent({ db }, { ...common, title: e2eEvents.accessCode.title, lp_url: e2eEvents.accessCode.slug });
  await db.update(schema.events).set({ access_code_on: true, access_code: e2eEvents.accessCode.code }).where(eq(schema.events.id, code.id));
  await createEvent({ db }, { ...common, title: e2eEvents.closed.title, lp_url: e2eEvents.closed.slug, access_mode_type: 'close' });
  // A ticket the organizer's discount codes can apply to (e2e/discount-codes.spec.ts).
  await db.insert(schema.event_tickets).values({ event_id: whitelist.id, name: 'Guest pass', price: 5_000, tickets_left: 50 });
  const organizer = await user(db, e2eUsers.organizer);
  await user(db, e2eUsers.attendee);
  for (const buyer of [e2eUsers.freeBuyer, e2eUsers.payuBuyer, e2eUsers.leavingBuyer, e2eUsers.cardLeaver, e2eUsers.invoiceBuyer, e2eUsers.filterBuyer, e2eUsers.visitor, e2eUsers.keyboardBuyer, e2eUsers.wallPoster, e2eUsers.wallReader, e2eUsers.qaAsker, e2eUsers.quizTaker, e2eUsers.surveyTaker, e2eUsers.treasureHunter]) await user(db, buyer);
  for (const looker of [e2eUsers.lookPlDesktop, e2eUsers.lookPlPhone, e2eUsers.lookDeDesktop, e2eUsers.lookDePhone]) await user(db, looker);
  const dora = await user(db, e2eUsers.dashboardAttendee);
  const [demo] = await db.select({ id: schema.events.id }).from(schema.events).where(eq(schema.events.lp_url, 'demo'));
  await db.insert(schema.event_memberships).values({ event_id: demo!.id, user_id: dora.id, first_name: dora.first_name, last_name: dora.last_name });
  await db.insert(schema.event_memberships).values({
    event_id: whitelist.id,
    user_id: organizer.id,
    joined: true,
    user_tags: ['ADMINISTRATOR'],
    first_name: organizer.first_name,
    last_name: organizer.last_name,
  });
  await grantEventAdmin({ db, clock: systemClock }, { event_id: demo!.id, ...e2eUsers.demoAdmin });
  await grantEventAdmin({ db, clock: systemClock }, { event_id: demo!.id, ...e2eUsers.wallAdmin });
  await grantEventAdmin({ db, clock: systemClock }, { event_id: demo!.id, ...e2eUsers.figuresAdmin });
  await grantEventAdmin({ db, clock: systemClock }, { event_id: demo!.id, ...e2eUsers.hostileAdmin });
  await grantEventAdmin({ db, clock: systemClock }, { event_id: demo!.id, ...e2eUsers.builderReader });
  await grantEventAdmin({ db, clock: systemClock }, { event_id: demo!.id, ...e2eUsers.qaModerator });
  await createPeopleFixtures(db);
  await createFriendsFixtures(db, demo!.id);
  await createAvailabilityFixtures(db, demo!.id);
  await createMatchingFixtures(db, demo!.id);
  await createInboxFixtures(db, demo!.id);
  await createGamesFixtures(db, demo!.id);
  await createBuilderFixtures(db, (await user(db, e2eUsers.builderAdmin)).id, start, end);
  await createBoothFixtures(db, start, end);
  const door = await createEvent({ db }, { ...common, title: e2eEvents.door.title, lp_url: e2eEvents.door.slug });
  await createDoorFixtures(db, door.id, (await user(db, e2eUsers.doorAdmin)).id, sessionSecret);
  await db.insert(schema.event_memberships).values({ event_id: door.id, user_id: (await user(db, e2eUsers.offlineDoorAdmin)).id, joined: true, user_tags: ['ADMINISTRATOR'] });
}

/** The door journeys: the event's administrator and paid tickets with known codes (typed, shown to the camera, scanned offline). */
async function createDoorFixtures(db: Db, eventId: number, adminId: number, sessionSecret: string) {
  await db.insert(schema.event_memberships).values({ event_id: eventId, user_id: adminId, joined: true, user_tags: ['ADMINISTRATOR'] });
  const [ticket] = await db.insert(schema.event_tickets).values({ event_id: eventId, name: e2eDoorTicket.ticket, price: 0, tickets_left: 0 }).returning();
  const [order] = await db.insert(schema.orders).values({ event_id: eventId, status: 'paid', paid_at: new Date(), fulfilled_at: new Date(), currency: 'PLN', total_amount: 0 }).returning();
  await db.insert(schema.ticket_reservations).values(
    [e2eDoorTicket, e2eCameraTicket, e2eOfflineTicket].map((t) => ({
      event_id: eventId,
      order_id: order!.id,
      event_ticket_id: ticket!.id,
      ticket_reservation_uuid: t.uuid,
      status: 'active' as const,
      holder_first_name: t.first_name,
      holder_last_name: t.last_name,
      holder_email: `${t.first_name.toLowerCase()}.${t.last_name.toLowerCase()}@e2e.foyer.test`,
      amount: 0,
      currency: 'PLN',
      qrcode: signTicketQr(sessionSecret, t.uuid),
    })),
  );
  // An agenda session that sells tickets: a door of its own, with one ticket sold.
  const s = e2eSessionTicket;
  const [agenda] = await db.insert(schema.components).values({ event_id: eventId, component_name: 'agenda', label: 'Agenda', order: 1 }).returning();
  const [session] = await db
    .insert(schema.agenda_sessions)
    .values({ event_id: eventId, event_component_id: agenda!.id, name: s.session, time_start: new Date(Date.now() + 86_400_000), time_end: new Date(Date.now() + 90_000_000) })
    .returning();
  const [seat] = await db.insert(schema.agenda_session_tickets).values({ event_id: eventId, agenda_session_id: session!.id, name: s.ticket, price: 0, tickets_left: 10 }).returning();
  await db.insert(schema.ticket_reservations).values({
    event_id: eventId,
    order_id: order!.id,
    kind: 'agenda_session',
    agenda_session_ticket_id: seat!.id,
    ticket_reservation_uuid: s.uuid,
    status: 'active',
    holder_first_name: s.first_name,
    holder_last_name: s.last_name,
    holder_email: 'lutowa.cyna@e2e.foyer.test',
    amount: 0,
    currency: 'PLN',
    qrcode: signTicketQr(sessionSecret, s.uuid),
  });
}

/** An event of its own for the builder journey (its page changes; the demo's look baselines must not). */
async function createBuilderFixtures(db: Db, adminId: number, start: Date, end: Date) {
  const f = e2eEvents.builder;
  const event = await createEvent({ db }, { organization_slug: 'e2e-org', title: f.title, lp_url: f.slug, start_date: start, end_date: end, languages: ['en', 'pl'] });
  const [speakers] = await db.insert(schema.components).values({ event_id: event.id, component_name: 'speakers', label: f.speakers, order: 1 }).returning();
  await db.insert(schema.speakers).values({ event_id: event.id, event_component_id: speakers!.id, ...f.speaker, position: 'Keynote' });
  await db.insert(schema.event_memberships).values({ event_id: event.id, user_id: adminId, joined: true, user_tags: ['ADMINISTRATOR'] });
}

/** The moderation journey's event: one exhibitor, its moderator (a joined attendee) and an administrator who reviews. */
async function createBoothFixtures(db: Db, start: Date, end: Date) {
  const f = e2eEvents.booth;
  const event = await createEvent({ db }, { organization_slug: 'e2e-org', title: f.title, lp_url: f.slug, start_date: start, end_date: end, languages: ['en', 'pl'] });
  const [exhibitors] = await db.insert(schema.components).values({ event_id: event.id, component_name: 'exhibitors', label: 'Exhibitors', order: 1 }).returning();
  const [x] = await db
    .insert(schema.exhibitors)
    .values({ event_id: event.id, event_component_id: exhibitors!.id, name: f.exhibitor, ...f.exhibitorTexts, email: 'hello@nordlicht.test' })
    .returning();
  await db.insert(schema.exhibitor_tags).values({ event_id: event.id, value: 'Energy', hex: '#2a9d8f' });
  const moderator = await user(db, e2eUsers.boothModerator);
  const admin = await user(db, e2eUsers.boothAdmin);
  await db.insert(schema.event_memberships).values([
    { event_id: event.id, user_id: moderator.id, joined: true, first_name: moderator.first_name, last_name: moderator.last_name },
    { event_id: event.id, user_id: admin.id, joined: true, user_tags: ['ADMINISTRATOR'], first_name: admin.first_name, last_name: admin.last_name },
  ]);
  await db.insert(schema.exhibitor_moderators).values({ event_id: event.id, exhibitor_id: x!.id, user_id: moderator.id });
  const [speakers] = await db.insert(schema.components).values({ event_id: event.id, component_name: 'speakers', label: 'Speakers', order: 2 }).returning();
  const [s] = await db.insert(schema.speakers).values({ event_id: event.id, event_component_id: speakers!.id, ...f.speaker, position: 'Engineer' }).returning();
  await db.insert(schema.speaker_moderators).values({ event_id: event.id, speaker_id: s!.id, user_id: moderator.id });
}

/** e2ePeople joined to the demo event: no password (nobody signs in as them), every third shows contact details. */
async function createPeopleFixtures(db: Db) {
  const [demo] = await db.select({ id: schema.events.id }).from(schema.events).where(eq(schema.events.lp_url, 'demo'));
  const people = e2ePeople.lastNames.flatMap((last_name) => e2ePeople.firstNames.map((first_name) => ({ first_name, last_name })));
  const rows = await db
    .insert(schema.users)
    .values(people.map((p, i) => ({
      ...p,
      email: `${p.first_name}.${p.last_name}@e2e.foyer.test`.toLowerCase(),
      email_confirmed_at: new Date(),
      user_identity_token: randomBytes(16).toString('base64url'),
      what_i_offer: 'Introductions to other founders',
      show_contact_details: i % 3 === 0,
    })))
    .returning({ id: schema.users.id, first_name: schema.users.first_name, last_name: schema.users.last_name });
  await db.insert(schema.event_memberships).values(
    rows.map((r) => ({ event_id: demo!.id, user_id: r.id, joined: true, user_tags: [e2ePeople.tag], first_name: r.first_name, last_name: r.last_name })),
  );
}

/**
 * The notifications journey: an event with an agenda session starting soon and a notifications
 * component, and two joined attendees (one per viewport) who have not been notified of anything.
 */
async function createNotificationsFixtures(db: Db) {
  const f = e2eNotifications;
  const now = Date.now();
  const event = await createEvent(
    { db },
    { organization_slug: 'e2e-org', title: f.event.title, lp_url: f.event.slug, start_date: new Date(now - 3_600_000), end_date: new Date(now + 86_400_000), languages: ['en'] },
  );
  const [agenda, notifications] = await db
    .insert(schema.components)
    .values([
      { event_id: event.id, component_name: 'agenda', label: 'Agenda', order: 1 },
      { event_id: event.id, component_name: 'notifications', label: 'Notifications', order: 2 },
    ])
    .returning();
  const start = new Date(now + f.session.startsInMinutes * 60_000);
  await db.insert(schema.agenda_sessions).values({
    event_id: event.id, event_component_id: agenda!.id, name: f.session.name, time_start: start, time_end: new Date(start.getTime() + 30 * 60_000),
  });
  for (const person of [f.attendee, f.phoneAttendee, f.noScriptAttendee]) {
    const u = await user(db, person);
    await db.insert(schema.event_memberships).values({ event_id: event.id, user_id: u.id, joined: true, first_name: u.first_name, last_name: u.last_name });
    if (person === f.noScriptAttendee) {
      await db.insert(schema.notifications).values({ event_id: event.id, user_id: u.id, notify_type: 'event', ...f.welcome, dl: `/${f.event.slug}` });
    }
  }
  return { eventId: event.id, notificationsComponentId: notifications!.id };
}

/** The inbox journey's two attendees: joined members of the demo, their profile tokens known to the test. */
async function createInboxFixtures(db: Db, demoId: number) {
  for (const u of [e2eUsers.inboxWriter, e2eUsers.inboxReader]) {
    const row = await user(db, u);
    await db.update(schema.users).set({ user_identity_token: u.token }).where(eq(schema.users.id, row.id));
    await db.insert(schema.event_memberships).values({ event_id: demoId, user_id: row.id, joined: true, first_name: u.first_name, last_name: u.last_name });
  }
}

/** The scan game's two attendees and the photo booth's poster: joined members of the demo (players), tokens known to the test. */
async function createGamesFixtures(db: Db, demoId: number) {
  for (const u of [e2eUsers.scanTalker, e2eUsers.scanListener, e2eUsers.boothPoster]) {
    const row = await user(db, u);
    await db.update(schema.users).set({ user_identity_token: u.token }).where(eq(schema.users.id, row.id));
    await db.insert(schema.event_memberships).values({ event_id: demoId, user_id: row.id, joined: true, first_name: u.first_name, last_name: u.last_name });
  }
}

/** The friends journey's two attendees: joined members of the demo, their profile tokens known to the test. */
async function createFriendsFixtures(db: Db, demoId: number) {
  for (const u of [e2eUsers.friendInviter, e2eUsers.friendInvitee]) {
    const row = await user(db, u);
    await db.update(schema.users).set({ user_identity_token: u.token }).where(eq(schema.users.id, row.id));
    await db.insert(schema.event_memberships).values({ event_id: demoId, user_id: row.id, joined: true, first_name: u.first_name, last_name: u.last_name });
  }
}

/** The availability journey's attendee: a joined member of the demo. */
async function createAvailabilityFixtures(db: Db, demoId: number) {
  const u = e2eUsers.availabilityAttendee;
  const row = await user(db, u);
  await db.insert(schema.event_memberships).values({ event_id: demoId, user_id: row.id, joined: true, first_name: u.first_name, last_name: u.last_name });
}

/** The business-matching journeys' attendees (and the group conversation's): joined members of the demo (meetings are between joined members). */
async function createMatchingFixtures(db: Db, demoId: number) {
  for (const u of [e2eUsers.bmBooker, e2eUsers.bmInvitee, e2eUsers.bmFreeHost, e2eUsers.bmFreeGuest, e2eUsers.groupHost, e2eUsers.groupFirst, e2eUsers.groupSecond]) {
    const row = await user(db, u);
    await db.insert(schema.event_memberships).values({ event_id: demoId, user_id: row.id, joined: true, first_name: u.first_name, last_name: u.last_name });
  }
}
