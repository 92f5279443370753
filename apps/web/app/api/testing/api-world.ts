import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import type { AccessModeType } from '@foyer/db/schema';
import { insertTestUser, type TestUser } from '@foyer/core/access/test-users';
import { companyInvoiceForm, insertOrder, setSeller } from '@foyer/core/documents/testing/order-fixtures';
import { bluemediaReturnHash } from '@foyer/core/payments/bluemedia';
import { insertComponent, insertEvent, type TestCtx } from '@foyer/core/testing/index';
import { insertTicketCatalogue } from '@foyer/core/tickets/test-fixtures';
import { newTreasureCode } from '@foyer/core/treasure-hunt/treasure-code';

/** The component kinds the API serves content of, one component each. */
const kinds = ['agenda', 'speakers', 'exhibitors', 'partners', 'venues', 'resources', 'audio_visuals', 'social_media', 'feed_wall', 'survey_quiz_component', 'business_matching', 'treasure_hunt'] as const;
export type WorldComponent = (typeof kinds)[number];

export const ACCOUNT_PASSWORD = 'correct horse';

/**
 * One event with something behind every id the API takes, the people of SPEC §6 around it, and
 * a second event run by someone else: what the generated tests (fuzz-openapi, role-matrix) call
 * the whole OpenAPI document against.
 *
 * - `attendee`, `otherAttendee`, `moderator`: joined members; the attendee bought (and holds) the
 *   order; the moderator moderates `otherExhibitor`, not the exhibitor the paths name.
 * - `admin`: the event's administrator (a joined member tagged ADMINISTRATOR); `organizer`: an
 *   administrator as a member of the event's organization, who never joined it; `otherAdmin`:
 *   the administrator of `other` only.
 * - `account`: a confirmed user with a password (sign-in calls), `requester`: a pending join request.
 */
export async function buildApiWorld(ctx: TestCtx, opts: { accessMode?: AccessModeType } = {}) {
  const cat = await insertTicketCatalogue(ctx, { access_mode_type: opts.accessMode ?? 'none', lp_url: `world-${process.pid}-${Date.now()}` });
  const event = cat.event;
  const other = await insertEvent(ctx, { access_mode_type: opts.accessMode ?? 'none' });
  await setSeller(ctx, event.organization_id);

  const components = { agenda: cat.session.event_component_id } as Record<WorldComponent, number>;
  for (const kind of kinds.slice(1)) components[kind] = (await insertComponent(ctx, event.id, kind, kinds.indexOf(kind))).id;
  const otherAgenda = await insertComponent(ctx, other.id, 'agenda', 1);

  const [attendee, otherAttendee, moderator, admin, otherAdmin, organizer, account, requester] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Anna', last_name: 'Attendee' }),
    insertTestUser(ctx, { first_name: 'Olek', last_name: 'Other' }),
    insertTestUser(ctx, { first_name: 'Maja', last_name: 'Moderator' }),
    insertTestUser(ctx, { first_name: 'Adam', last_name: 'Admin' }),
    insertTestUser(ctx, { first_name: 'Xenia', last_name: 'Elsewhere' }),
    insertTestUser(ctx, { first_name: 'Olga', last_name: 'Organizer' }),
    insertTestUser(ctx, { password: ACCOUNT_PASSWORD }),
    insertTestUser(ctx),
  ]);
  const membership = (u: TestUser, eventId: number, user_tags: string[] = []) => ({
    event_id: eventId, user_id: u.viewer.id, joined: true, user_tags, first_name: u.viewer.first_name, last_name: u.viewer.last_name,
  });
  await ctx.db.insert(schema.event_memberships).values([
    membership(attendee, event.id),
    membership(otherAttendee, event.id),
    membership(moderator, event.id),
    membership(admin, event.id, ['ADMINISTRATOR']),
    membership(otherAdmin, other.id, ['ADMINISTRATOR']),
  ]);
  // An administrator by the organization that owns the event (SPEC §6), without joining it.
  await ctx.db.insert(schema.organization_members).values({ organization_id: event.organization_id, user_id: organizer.viewer.id });

  const base = { event_id: event.id };
  const [speaker] = await ctx.db.insert(schema.speakers).values({ ...base, event_component_id: components.speakers, first_name: 'Ada', last_name: 'Lovelace' }).returning();
  await ctx.db.insert(schema.agenda_session_speakers).values({ ...base, agenda_session_id: cat.session.id, speaker_id: speaker!.id });
  const [exhibitor, otherExhibitor] = await ctx.db
    .insert(schema.exhibitors)
    .values([
      { ...base, event_component_id: components.exhibitors, name: 'Booth A' },
      { ...base, event_component_id: components.exhibitors, name: 'Booth B' },
    ])
    .returning();
  await ctx.db.insert(schema.exhibitor_moderators).values({ ...base, exhibitor_id: otherExhibitor!.id, user_id: moderator.viewer.id });
  const [field] = await ctx.db.insert(schema.event_specific_fields).values({ ...base, name: 'Company' }).returning();
  const [joinRequest] = await ctx.db.insert(schema.event_join_requests).values({ ...base, user_id: requester.viewer.id }).returning();

  // The feed wall: a channel with the attendee's thread and comment on it (the owner-only calls name them).
  const [channel] = await ctx.db.insert(schema.feed_wall_channels).values({ ...base, event_component_id: components.feed_wall, name: 'General', default: true }).returning();
  const feedPost = (userId = attendee.viewer.id) => ctx.db.insert(schema.feed_wall_threads).values({ ...base, channel_id: channel!.id, user_id: userId, message: 'Hello, wall' }).returning().then(([t]) => t!);
  const feedComment = (threadId: number, userId = attendee.viewer.id) => ctx.db.insert(schema.feed_wall_comments).values({ ...base, feed_wall_thread_id: threadId, user_id: userId, message: 'Hello, post' }).returning().then(([c]) => c!);
  const thread = await feedPost();
  const comment = await feedComment(thread.id);
  // Session Q&A: the catalogue's session takes questions; the attendee asked one.
  await ctx.db.update(schema.agenda_sessions).set({ agenda_discussion_on: true }).where(eq(schema.agenda_sessions.id, cat.session.id));
  const sessionQuestion = (userId = attendee.viewer.id) => ctx.db.insert(schema.agenda_session_questions).values({ ...base, agenda_session_id: cat.session.id, user_id: userId, question: 'Why QR codes?' }).returning().then(([q]) => q!);
  const question = await sessionQuestion();

  // The inbox: the attendee's thread with someone none of the roles is (the owner-only calls name it).
  const inboxPeer = await insertTestUser(ctx, { first_name: 'Petra', last_name: 'Peer' });
  const [inboxThread] = await ctx.db.insert(schema.inbox_threads).values({ ...base, created_by_user_id: attendee.viewer.id }).returning();
  await ctx.db.insert(schema.inbox_thread_members).values([attendee, inboxPeer].map((u) => ({ ...base, inbox_thread_id: inboxThread!.id, user_id: u.viewer.id })));
  await ctx.db.insert(schema.inbox_messages).values({ ...base, inbox_thread_id: inboxThread!.id, user_id: inboxPeer.viewer.id, message: 'Hello, Anna' });

  // Business matching: a session with a place (the day after the test clock's now), and a fresh
  // invitation from the inbox peer to the attendee per call (the owner-only calls name it).
  const [bmPlace] = await ctx.db.insert(schema.agenda_session_places).values({ ...base, value: 'Table 1' }).returning();
  const bmStart = new Date(ctx.clock.now().getTime() + 24 * 3600_000);
  const [bmSession] = await ctx.db.insert(schema.bm_sessions).values({ ...base, event_component_id: components.business_matching, title: 'Speed networking', time_start: bmStart, time_end: new Date(bmStart.getTime() + 3600_000), time_period: 15 }).returning();
  await ctx.db.insert(schema.bm_session_places).values({ ...base, bm_session_id: bmSession!.id, tag_agenda_place_id: bmPlace!.id });
  const bmMeeting = (status: 'pending' | 'accepted' = 'pending') =>
    ctx.db.insert(schema.bm_meetings).values({ ...base, event_component_id: components.business_matching, bm_session_id: bmSession!.id, tag_agenda_place_id: bmPlace!.id, from_user_id: inboxPeer.viewer.id, to_user_id: attendee.viewer.id, time_start: bmStart, time_end: new Date(bmStart.getTime() + 15 * 60_000), status }).returning().then(([m]) => m!);
  const meeting = await bmMeeting('accepted');

  // Games: a treasure hunt with one code; the attendee scored another code of it (an entry to void).
  const treasureHunt = () =>
    ctx.db.insert(schema.treasure_hunts).values({ ...base, event_component_id: components.treasure_hunt, name: 'Hunt' }).returning().then(([h]) => h!);
  const treasurePoint = (huntId: number) =>
    ctx.db.insert(schema.treasure_hunt_points).values({ ...base, treasure_hunt_id: huntId, name: 'Fountain', code: newTreasureCode(), points: 5 }).returning().then(([p]) => p!);
  const hunt = await treasureHunt();
  const huntPoint = await treasurePoint(hunt.id);
  const pointEntry = () =>
    ctx.db.insert(schema.point_entries).values({ ...base, user_id: attendee.viewer.id, source: 'treasure_hunt', source_key: `matrix:${Math.random()}`, points: 5 }).returning().then(([e]) => e!);
  const entry = await pointEntry();

  // Quizzes: a quiz open to guests (the paths' quizId) and a survey, both with public results; `run` answers all of one.
  const quizRow = async (mode: 'quiz' | 'survey') => {
    const [q] = await ctx.db.insert(schema.quizzes).values({ ...base, event_component_id: components.survey_quiz_component, name: `A ${mode}`, mode, visible_results: true, is_login_required: false }).returning();
    const [question] = await ctx.db.insert(schema.quiz_questions).values({ ...base, survey_quiz_id: q!.id, question: 'Which?' }).returning();
    const [answer] = await ctx.db.insert(schema.quiz_answers).values({ ...base, survey_quiz_question_id: question!.id, answer: 'This', is_correct: mode === 'quiz', points: mode === 'quiz' ? 1 : 0 }).returning();
    return { ...q!, run: { responses: [{ question: question!.id, answer: answer!.id }] } };
  };
  const quiz = await quizRow('quiz');
  const survey = await quizRow('survey');

  const purchase = await insertOrder(ctx, {
    eventId: event.id,
    buyer: { id: attendee.viewer.id, email: attendee.viewer.email, first_name: 'Anna', last_name: 'Attendee' },
    holders: [{ first_name: 'Anna', last_name: 'Attendee', email: attendee.viewer.email, user_id: attendee.viewer.id }],
    invoiceForm: companyInvoiceForm,
  });
  const order = purchase.order;
  const bluemediaOrderId = `bm${order.id}x${process.pid}`;
  const paid = { ...base, order_id: order.id, state: 'confirmed' as const, amount: order.total_amount, currency: order.currency, confirmed_at: ctx.clock.now() };
  await ctx.db.insert(schema.payments).values([
    { ...paid, gateway: 'payu', external_id: `payu-${order.uuid}` },
    { ...paid, gateway: 'bluemedia', external_id: bluemediaOrderId, return_url: `${ctx.config.publicUrl}/${event.lp_url}/buy-ticket/${cat.standard.id}/confirmation?order_id=${order.uuid}` },
  ]);

  /** Ids by the name of the path (or query) parameter that takes them. */
  const ids: Record<string, number | string> = {
    eventId: event.id,
    event_id: event.id,
    componentId: components.agenda,
    component_id: components.agenda,
    sessionId: cat.session.id,
    ticketId: cat.standard.id,
    codeId: cat.free100.id,
    fieldId: field!.id,
    requestId: joinRequest!.id,
    channelId: channel!.id,
    threadId: thread.id,
    commentId: comment.id,
    inboxThreadId: inboxThread!.id,
    meetingId: meeting.id,
    huntId: hunt.id,
    pointId: huntPoint.id,
    entryId: entry.id,
    treasureUuid: hunt.uuid,
    userToken: attendee.viewer.user_identity_token,
    to_user: otherAttendee.viewer.user_identity_token,
    quizId: quiz.id,
    quizUuid: quiz.uuid,
    surveyUuid: survey.uuid,
    questionId: question.id,
    uuid: purchase.reservations[0]!.ticket_reservation_uuid,
    orderUuid: order.uuid,
    user_identity_token: otherAttendee.viewer.user_identity_token,
    urlSuffix: event.lp_url,
    version: 0,
  };
  const otherIds: Record<string, number | string> = { eventId: other.id, event_id: other.id, componentId: otherAgenda.id, component_id: otherAgenda.id };

  return {
    event,
    other,
    catalogue: cat,
    components,
    speaker: speaker!,
    exhibitor: exhibitor!,
    otherExhibitor: otherExhibitor!,
    order,
    reservations: purchase.reservations,
    users: { attendee, otherAttendee, moderator, admin, otherAdmin, organizer, account, requester },
    ids,
    otherIds,
    bluemediaOrderId,
    /** A fresh thread (and comment) of the attendee on the feed wall, for calls that delete what they name. */
    feedPost,
    feedComment,
    /** A fresh meeting from the inbox peer to the attendee (pending unless said), for calls that change what they name. */
    bmMeeting,
    bmSession: bmSession!,
    bmPlace: bmPlace!,
    /** A fresh hunt, a fresh code of a hunt, a fresh ledger entry of the attendee, for calls that delete or void what they name. */
    treasureHunt,
    treasurePoint,
    pointEntry,
    /** The quiz the paths name and a survey (their `run` answers every question). */
    quiz,
    survey,
    /** A fresh question of the attendee in the world's session, for calls that delete what they name. */
    sessionQuestion,
    /** The hash BlueMedia sends the buyer back with, for the order's bluemedia payment (when configured). */
    bluemediaHash: () => {
      const c = ctx.config.payments.bluemedia;
      return c ? bluemediaReturnHash(c.serviceId, bluemediaOrderId, c.sharedKey) : 'f'.repeat(64);
    },
    /** What only the buyer may learn: an answer to anyone else must not contain these. */
    ownerSecrets: [order.uuid, ...purchase.reservations.map((r) => r.ticket_reservation_uuid)],
    /** A user's request headers for this event (bearer token and X-App-Id). */
    as: (u: TestUser | null, eventId: number = event.id): Record<string, string> => (u ? { ...u.auth, 'x-app-id': String(eventId) } : {}),
  };
}

export type ApiWorld = Awaited<ReturnType<typeof buildApiWorld>>;
