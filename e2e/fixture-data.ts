/**
 * The people and events e2e/fixtures.ts creates before the server starts. Plain data with no
 * imports, so Playwright specs can import it (fixtures.ts pulls in the server packages).
 */
export const e2eUsers = {
  organizer: { email: 'organizer@e2e.foyer.test', password: 'organizer-pass-1', first_name: 'Olga', last_name: 'Organizer' },
  /** An administrator of the demo event, made as an operator would: foyer admin grant. */
  demoAdmin: { email: 'demo-admin@e2e.foyer.test', password: 'demo-admin-pass-1', first_name: 'Anna', last_name: 'Admin' },
  attendee: { email: 'attendee@e2e.foyer.test', password: 'attendee-pass-1', first_name: 'Adam', last_name: 'Attendee' },
  // One buyer per ticketing journey: a held ticket changes what the checkout allows next.
  freeBuyer: { email: 'free-buyer@e2e.foyer.test', password: 'free-buyer-pass-1', first_name: 'Filip', last_name: 'Freebie' },
  payuBuyer: { email: 'payu-buyer@e2e.foyer.test', password: 'payu-buyer-pass-1', first_name: 'Paula', last_name: 'Payer' },
  invoiceBuyer: { email: 'invoice-buyer@e2e.foyer.test', password: 'invoice-buyer-pass-1', first_name: 'Iwona', last_name: 'Żółkiewska' },
  // Leaves the gateway's page without paying, then finishes or cancels from My tickets (e2e/tickets.spec.ts).
  leavingBuyer: { email: 'leaving-buyer@e2e.foyer.test', password: 'leaving-buyer-pass-1', first_name: 'Lena', last_name: 'Leaver' },
  // A card payment left before paying, taken up again from My tickets (e2e/tickets.spec.ts).
  cardLeaver: { email: 'card-leaver@e2e.foyer.test', password: 'card-leaver-pass-1', first_name: 'Carla', last_name: 'Leaver' },
  // The keyboard-only checkout (e2e/tickets.spec.ts).
  keyboardBuyer: { email: 'keyboard-buyer@e2e.foyer.test', password: 'keyboard-buyer-pass-1', first_name: 'Kai', last_name: 'Keys' },
  // Checkout filter-group answers (e2e/checkout-filters.spec.ts).
  filterBuyer: { email: 'filter-buyer@e2e.foyer.test', password: 'filter-buyer-pass-1', first_name: 'Fiona', last_name: 'Filters' },
  // A first visitor's journey in Polish (e2e/first-visitor.spec.ts): buys a ticket, then is told early.
  visitor: { email: 'visitor@e2e.foyer.test', password: 'visitor-pass-1', first_name: 'Łucja', last_name: 'Zając' },
  // The look journeys (e2e/look.spec.ts): one buyer per language and viewport, so each baseline
  // shows the same one ticket whatever else ran first.
  lookPlDesktop: { email: 'look-pl-desktop@e2e.foyer.test', password: 'look-pass-1', first_name: 'Zofia', last_name: 'Wiśniewska' },
  lookPlPhone: { email: 'look-pl-phone@e2e.foyer.test', password: 'look-pass-1', first_name: 'Zofia', last_name: 'Wiśniewska' },
  lookDeDesktop: { email: 'look-de-desktop@e2e.foyer.test', password: 'look-pass-1', first_name: 'Jürgen', last_name: 'Müller' },
  lookDePhone: { email: 'look-de-phone@e2e.foyer.test', password: 'look-pass-1', first_name: 'Jürgen', last_name: 'Müller' },
  // The builder event's administrator (e2e/builder.spec.ts): the password re-entry is rate limited
  // per account (5 in 15 minutes), and the organizer's discount-code journeys use theirs.
  builderAdmin: { email: 'builder-admin@e2e.foyer.test', password: 'builder-admin-pass-1', first_name: 'Bruno', last_name: 'Builder' },
  // An administrator of the demo for the admin home's phone layout (e2e/menu.spec.ts): its own password re-entries.
  figuresAdmin: { email: 'figures-admin@e2e.foyer.test', password: 'figures-admin-pass-1', first_name: 'Filip', last_name: 'Figures' },
  // An administrator of the demo who opens the builder in Polish and saves nothing (e2e/builder.spec.ts).
  builderReader: { email: 'builder-reader@e2e.foyer.test', password: 'builder-reader-pass-1', first_name: 'Renata', last_name: 'Reader' },
  // An administrator of the demo who types hostile admin addresses (e2e/hostile-urls.spec.ts).
  hostileAdmin: { email: 'hostile-admin@e2e.foyer.test', password: 'hostile-admin-pass-1', first_name: 'Hugo', last_name: 'Hostile' },
  // The door event's administrator (e2e/check-in.spec.ts).
  doorAdmin: { email: 'door-admin@e2e.foyer.test', password: 'door-admin-pass-1', first_name: 'Dorota', last_name: 'Door' },
  // The same event's second administrator (e2e/check-in-offline.spec.ts): the password re-entry's limit is per account.
  offlineDoorAdmin: { email: 'offline-door@e2e.foyer.test', password: 'offline-door-pass-1', first_name: 'Olek', last_name: 'Offline' },
  // Two attendees of the demo's feed wall (e2e/feed-wall.spec.ts): one posts, the other sees it live.
  wallPoster: { email: 'wall-poster@e2e.foyer.test', password: 'wall-poster-pass-1', first_name: 'Wanda', last_name: 'Wall' },
  wallReader: { email: 'wall-reader@e2e.foyer.test', password: 'wall-reader-pass-1', first_name: 'Rafał', last_name: 'Reader' },
  // The demo's administrator who deals with reported posts (e2e/feed-wall.spec.ts).
  wallAdmin: { email: 'wall-admin@e2e.foyer.test', password: 'wall-admin-pass-1', first_name: 'Maria', last_name: 'Moderacja' },
  // Session Q&A (e2e/discussion.spec.ts): an attendee who asks, and the demo's administrator who moderates.
  qaAsker: { email: 'qa-asker@e2e.foyer.test', password: 'qa-asker-pass-1', first_name: 'Quentin', last_name: 'Question' },
  qaModerator: { email: 'qa-moderator@e2e.foyer.test', password: 'qa-moderator-pass-1', first_name: 'Mona', last_name: 'Moderator' },
  // The demo's quizzes and surveys (e2e/quizzes.spec.ts): one takes the trivia quiz, the other the survey.
  quizTaker: { email: 'quiz-taker@e2e.foyer.test', password: 'quiz-taker-pass-1', first_name: 'Quinn', last_name: 'Quizzer' },
  surveyTaker: { email: 'survey-taker@e2e.foyer.test', password: 'survey-taker-pass-1', first_name: 'Sara', last_name: 'Survey' },
  // Finds three of the demo's treasure codes through the fake camera (e2e/treasure-hunt.spec.ts).
  treasureHunter: { email: 'treasure-hunter@e2e.foyer.test', password: 'treasure-hunter-pass-1', first_name: 'Tessa', last_name: 'Treasure' },
  // Two attendees of the demo who chat (e2e/inbox.spec.ts); joined before the server starts, with known profile tokens.
  inboxWriter: { email: 'inbox-writer@e2e.foyer.test', password: 'inbox-writer-pass-1', first_name: 'Iga', last_name: 'Inbox', token: 'e2e-inbox-writer-token' },
  inboxReader: { email: 'inbox-reader@e2e.foyer.test', password: 'inbox-reader-pass-1', first_name: 'Igor', last_name: 'Odbiorca', token: 'e2e-inbox-reader-token' },
  // Two attendees of the demo who become friends (e2e/friends.spec.ts); joined before the server starts, with known profile tokens.
  friendInviter: { email: 'friend-inviter@e2e.foyer.test', password: 'friend-inviter-pass-1', first_name: 'Fryderyk', last_name: 'Friendly', token: 'e2e-friend-inviter-token' },
  friendInvitee: { email: 'friend-invitee@e2e.foyer.test', password: 'friend-invitee-pass-1', first_name: 'Frida', last_name: 'Fellow', token: 'e2e-friend-invitee-token' },
  // An attendee of the demo who marks busy times and imports a calendar (e2e/availability.spec.ts).
  availabilityAttendee: { email: 'availability@e2e.foyer.test', password: 'availability-pass-1', first_name: 'Ava', last_name: 'Busy' },
  // Two attendees of the demo who book a business meeting (e2e/business-matching.spec.ts); joined before the server starts.
  bmBooker: { email: 'bm-booker@e2e.foyer.test', password: 'bm-booker-pass-1', first_name: 'Bianka', last_name: 'Bookwell' },
  bmInvitee: { email: 'bm-invitee@e2e.foyer.test', password: 'bm-invitee-pass-1', first_name: 'Milo', last_name: 'Meetwell' },
  // A free-time meeting booked and accepted, the invitee's pending list open meanwhile (e2e/business-matching-free-time.spec.ts).
  bmFreeHost: { email: 'bm-free-host@e2e.foyer.test', password: 'bm-free-host-pass-1', first_name: 'Fenna', last_name: 'Freetimer' },
  bmFreeGuest: { email: 'bm-free-guest@e2e.foyer.test', password: 'bm-free-guest-pass-1', first_name: 'Gustav', last_name: 'Gastwell' },
  // A group conversation of three (e2e/inbox-group.spec.ts): joined before the server starts.
  groupHost: { email: 'group-host@e2e.foyer.test', password: 'group-host-pass-1', first_name: 'Greta', last_name: 'Groupwright' },
  groupFirst: { email: 'group-first@e2e.foyer.test', password: 'group-first-pass-1', first_name: 'Hugo', last_name: 'Huddleston' },
  groupSecond: { email: 'group-second@e2e.foyer.test', password: 'group-second-pass-1', first_name: 'Ilse', last_name: 'Huddlemore' },
  // The scan game (e2e/scan-game.spec.ts): two joined attendees of the demo, one shows their code, the other scans it; and the photo booth's poster (e2e/photo-booth.spec.ts).
  scanTalker: { email: 'scan-talker@e2e.foyer.test', password: 'scan-talker-pass-1', first_name: 'Tala', last_name: 'Talkwell', token: 'e2e-scan-talker-token' },
  scanListener: { email: 'scan-listener@e2e.foyer.test', password: 'scan-listener-pass-1', first_name: 'Leon', last_name: 'Listenby', token: 'e2e-scan-listener-token' },
  boothPoster: { email: 'booth-poster@e2e.foyer.test', password: 'booth-poster-pass-1', first_name: 'Bea', last_name: 'Boothby', token: 'e2e-booth-poster-token' },
  // The moderation journey (e2e/moderation.spec.ts): a booth's moderator and the organizer who reviews it, on an event of their own.
  boothModerator: { email: 'booth-moderator@e2e.foyer.test', password: 'booth-moderator-pass-1', first_name: 'Mira', last_name: 'Moderska' },
  boothAdmin: { email: 'booth-admin@e2e.foyer.test', password: 'booth-admin-pass-1', first_name: 'Rene', last_name: 'Reviewer' },
  // Joined the demo event before the server starts (dashboard journey).
  dashboardAttendee: { email: 'dashboard@e2e.foyer.test', password: 'dashboard-pass-1', first_name: 'Dora', last_name: 'Dashboard' },
} as const;

export const e2eEvents = {
  whitelist: { slug: 'whitelist-demo', title: 'Invitation-only Meetup' },
  accessCode: { slug: 'code-demo', title: 'Code Night', code: 'OPEN-SESAME' },
  closed: { slug: 'closed-demo', title: 'Members Day' },
  /** The landing-page builder journey (e2e/builder.spec.ts): English and Polish, one speakers component. */
  builder: { slug: 'builder-demo', title: 'Builder Conf', speakers: 'Speakers', speaker: { first_name: 'Bea', last_name: 'Builder' } },
  /** The moderation journey's event (its exhibitor changes; the demo's must not): English and Polish, one exhibitor. */
  booth: {
    slug: 'booth-demo',
    title: 'Booth Expo',
    exhibitor: 'Nordlicht Solar',
    // The exhibitor's texts before the moderation journey changes them (e2e/reset-fixtures.ts puts them back for a retry).
    exhibitorTexts: { description: 'Solar panels for balconies.', translations: { pl: { description: 'Panele słoneczne na balkony.' } } },
    speaker: { first_name: 'Sven', last_name: 'Sonne' },
  },
  // The door journey's event (e2e/check-in.spec.ts): its ticket must not show on the demo's page.
  door: { slug: 'door-demo', title: 'Door Conf' },
} as const;

/**
 * Demo-event attendees of the people journey (e2e/people.spec.ts), 30 of them so the attendee
 * list has a second page. Their Z last names sort after the seeded attendees; all share one tag,
 * so each has "people with similar interests".
 */
export const e2ePeople = {
  tag: 'e2e-networking',
  firstNames: ['Anna', 'Bruno', 'Clara', 'Dario', 'Elena', 'Felix', 'Greta', 'Hugo', 'Iris', 'Jonas'],
  lastNames: ['Zawada', 'Zeller', 'Zorn'],
} as const;

/** A paid ticket of the door event the door journey checks in by its printed code. */
export const e2eDoorTicket = { uuid: '0e2e0d00-0000-4000-8000-00000000d001', first_name: 'Tomasz', last_name: 'Bramka', ticket: 'Door pass' };
/** A ticket of the door event's agenda session "Soldering workshop", checked in at that session's own door. */
export const e2eSessionTicket = { uuid: '0e2e0d00-0000-4000-8000-00000000d003', first_name: 'Lutowa', last_name: 'Cyna', ticket: 'Workshop seat', session: 'Soldering workshop' };
/** A second one, shown to the phone camera (Chromium's fake capture device) by the camera journey. */
/** Checked in at two doors with the network off (check-in-offline.spec.ts). */
export const e2eOfflineTicket = { uuid: '0e2e0d00-0000-4000-8000-00000000d004', first_name: 'Ofelia', last_name: 'Zasieg', ticket: 'Door pass' };
export const e2eCameraTicket = { uuid: '0e2e0d00-0000-4000-8000-00000000d002', first_name: 'Kamila', last_name: 'Obiektyw', ticket: 'Door pass' };
