import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { insertTestUser, type TestUser } from '../access/test-users.ts';
import { administratorTag } from '../access/is-event-admin.ts';
import { createTestCtx, insertEvent, type TestCtx } from '../testing/index.ts';
import { openAgenda, openDiscussion } from './discussion-scope.ts';
import { pointsLeaderboard } from '../points/ledger.ts';
import { QUESTION_POINTS, acceptQuestion, askQuestion, deleteQuestion, likeQuestion, listQuestions, questionInput, questionListInput } from './questions.ts';
import { approvedQuestionCounts, pickSessionList, setQuestionModeration, SESSION_LIST } from './session-lists.ts';
import { listAgendaSessions } from '../content/agenda-sessions.ts';

let ctx: TestCtx;
let asker: TestUser;
let other: TestUser;
let admin: TestUser;
let speakerModerator: TestUser;
let otherModerator: TestUser;
let otherEventAdmin: TestUser;
let eventId: number;
let componentId: number;
let sessionId: number;
let quietSessionId: number;
let otherSessionId: number;

const hour = 3_600_000;
const at = (h: number) => new Date(Date.now() + h * hour);

beforeAll(async () => {
  ctx = await createTestCtx();
  [asker, other, admin, speakerModerator, otherModerator, otherEventAdmin] = await Promise.all([
    insertTestUser(ctx, { first_name: 'Quinn', last_name: 'Asker' }),
    insertTestUser(ctx),
    insertTestUser(ctx),
    insertTestUser(ctx),
    insertTestUser(ctx),
    insertTestUser(ctx),
  ]);
  eventId = (await insertEvent(ctx)).id;
  const otherEventId = (await insertEvent(ctx)).id;
  await ctx.db.insert(schema.event_memberships).values([
    ...[asker, other, speakerModerator, otherModerator, otherEventAdmin].map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true })),
    { event_id: eventId, user_id: admin.viewer.id, joined: true, user_tags: [administratorTag] },
    { event_id: otherEventId, user_id: otherEventAdmin.viewer.id, joined: true, user_tags: [administratorTag] },
  ]);
  const [agenda] = await ctx.db.insert(schema.components).values({ event_id: eventId, component_name: 'agenda', label: 'Agenda', order: 1 }).returning();
  componentId = agenda!.id;
  const base = { event_id: eventId, event_component_id: componentId };
  const [now, quiet, other2, ...later] = await ctx.db
    .insert(schema.agenda_sessions)
    .values([
      { ...base, name: 'Keynote', time_start: at(-1), time_end: at(1), agenda_discussion_on: true },
      { ...base, name: 'Lunch', time_start: at(-1), time_end: at(1), agenda_discussion_on: false },
      { ...base, name: 'Panel', time_start: at(2), time_end: at(3), agenda_discussion_on: true },
      { ...base, name: 'Yesterday', time_start: at(-26), time_end: at(-25), agenda_discussion_on: true },
    ])
    .returning();
  [sessionId, quietSessionId, otherSessionId] = [now!.id, quiet!.id, other2!.id];
  expect(later).toHaveLength(1);
  const [speaker, otherSpeaker] = await ctx.db
    .insert(schema.speakers)
    .values([
      { ...base, first_name: 'Sam', last_name: 'Speaker' },
      { ...base, first_name: 'Pat', last_name: 'Panelist' },
    ])
    .returning();
  await ctx.db.insert(schema.agenda_session_speakers).values([
    { event_id: eventId, agenda_session_id: sessionId, speaker_id: speaker!.id },
    { event_id: eventId, agenda_session_id: otherSessionId, speaker_id: otherSpeaker!.id },
  ]);
  await ctx.db.insert(schema.speaker_moderators).values([
    { event_id: eventId, speaker_id: speaker!.id, user_id: speakerModerator.viewer.id },
    { event_id: eventId, speaker_id: otherSpeaker!.id, user_id: otherModerator.viewer.id },
  ]);
});
afterAll(() => ctx.close());

const scopeOf = (who: TestUser | null, session = sessionId) => openDiscussion(ctx, { eventId, viewer: who?.viewer ?? null, locale: 'en', componentId, sessionId: session });
const ask = async (who: TestUser, question = 'What about accessibility?', anonymous = false) => askQuestion(ctx, await scopeOf(who), questionInput.parse({ question, anonymous }));
const list = async (who: TestUser | null, sort = 0, asAdmin = false) => listQuestions(ctx, await scopeOf(who), questionListInput.parse({ sort }), asAdmin);
const moderate = async (on: boolean) => setQuestionModeration(ctx, await openAgenda(ctx, { eventId, viewer: admin.viewer, locale: 'en', componentId }), { questions_moderated: on });

describe('session questions', () => {
  it('an attendee asks; everyone, guests too, sees it with its asker; a guest may not ask', async () => {
    const asked = await ask(asker, '  How do you test this?  ');
    expect(asked).toMatchObject({ question: 'How do you test this?', accepted_by_moderator: true, likes: 0, mine: true, user: { first_name: 'Quinn' } });
    expect((await list(null)).agenda_session_questions.some((x) => x.id === asked.id)).toBe(true);
    await expect(askQuestion(ctx, await scopeOf(null), questionInput.parse({ question: 'Me too?' }))).rejects.toMatchObject({ code: 'common.not_authenticated' });
  });

  it('refuses a question too short, too long or not text, naming the field', () => {
    expect(questionInput.safeParse({ question: ' ? ' }).error?.issues[0]?.path).toEqual(['question']);
    expect(questionInput.safeParse({ question: 'x'.repeat(1001) }).success).toBe(false);
    expect(questionInput.safeParse({ question: 'nul\u0000byte' }).success).toBe(false);
  });

  it('takes no question in a session whose discussion is off, nor in another component’s session', async () => {
    await expect(scopeOf(asker, quietSessionId)).rejects.toMatchObject({ code: 'agenda_question.discussion_off' });
    await expect(scopeOf(asker, 2_000_000_000)).rejects.toMatchObject({ code: 'common.not_found' });
  });

  it('an anonymous question names its asker to no one but the event’s administrators', async () => {
    const asked = await ask(asker, 'Is the budget public?', true);
    expect(asked).toMatchObject({ anonymous: true, user: null, mine: true });
    const seenBy = async (who: TestUser) => (await list(who)).agenda_session_questions.find((x) => x.id === asked.id);
    expect(await seenBy(other)).toMatchObject({ user: null, mine: false });
    expect(await seenBy(speakerModerator)).toMatchObject({ user: null });
    expect((await seenBy(admin))?.user).toMatchObject({ first_name: 'Quinn' });
  });

  it('sorts by date or likes; sorts 2 and 3 are 422 for attendees, the admin list refuses non-moderators', async () => {
    const first = await ask(asker, 'First question');
    const second = await ask(other, 'Second question');
    await likeQuestion(ctx, await scopeOf(other), first.id, true);
    const byDate = (await list(other, 0)).agenda_session_questions.map((x) => x.id);
    expect(byDate.indexOf(second.id)).toBeLessThan(byDate.indexOf(first.id));
    const byLikes = (await list(other, 1)).agenda_session_questions.map((x) => x.id);
    expect(byLikes.indexOf(first.id)).toBeLessThan(byLikes.indexOf(second.id));
    await expect(list(other, 2)).rejects.toMatchObject({ code: 'agenda_question.sort_not_allowed', items: [{ field: 'sort' }] });
    await expect(list(other, 0, true)).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(list(otherModerator, 0, true)).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(list(otherEventAdmin, 0, true)).rejects.toMatchObject({ code: 'common.forbidden' });
    expect((await list(speakerModerator, 3, true)).agenda_session_questions.length).toBeGreaterThan(0);
  });

  it('with moderation on, a question waits: its asker sees it, others do not, a moderator approves it onto everyone’s list', async () => {
    await moderate(true);
    try {
      const asked = await ask(asker, 'Will the slides be shared?');
      expect(asked.accepted_by_moderator).toBe(false);
      expect((await list(asker)).agenda_session_questions.some((x) => x.id === asked.id)).toBe(true);
      expect((await list(other)).agenda_session_questions.some((x) => x.id === asked.id)).toBe(false);
      // Not there for others: liking it is as for a question that does not exist.
      await expect(likeQuestion(ctx, await scopeOf(other), asked.id, true)).rejects.toMatchObject({ code: 'agenda_question.not_found' });
      const queue = await list(admin, 2, true);
      expect(queue.agenda_session_questions[0]?.id).toBe(asked.id);
      expect(queue.meta.pending).toBe(1);
      await expect(acceptQuestion(ctx, await scopeOf(other), asked.id)).rejects.toMatchObject({ code: 'common.forbidden' });
      await expect(acceptQuestion(ctx, await scopeOf(otherModerator), asked.id)).rejects.toMatchObject({ code: 'common.forbidden' });
      expect((await acceptQuestion(ctx, await scopeOf(speakerModerator), asked.id)).accepted_by_moderator).toBe(true);
      expect((await list(other)).agenda_session_questions.some((x) => x.id === asked.id)).toBe(true);
      // A moderator's own question needs no approval.
      expect((await ask(speakerModerator, 'Moderator here: any more?')).accepted_by_moderator).toBe(true);
    } finally {
      await moderate(false);
    }
  });

  it('a question the audience sees scores one point per session on the event board; a waiting one only once approved', async () => {
    const newcomer = await insertTestUser(ctx, { first_name: 'Nora', last_name: 'New' });
    await ctx.db.insert(schema.event_memberships).values({ event_id: eventId, user_id: newcomer.viewer.id, joined: true });
    const points = async () => (await pointsLeaderboard(ctx, eventId, { source: 'question', viewerId: newcomer.viewer.id })).me?.points ?? 0;
    await moderate(true);
    try {
      const waiting = await ask(newcomer, 'Is there a recording?');
      expect(await points()).toBe(0);
      await acceptQuestion(ctx, await scopeOf(admin), waiting.id);
      expect(await points()).toBe(QUESTION_POINTS);
    } finally {
      await moderate(false);
    }
    await ask(newcomer, 'And the slides, too?');
    expect(await points()).toBe(QUESTION_POINTS);
    const elsewhere = await askQuestion(ctx, await scopeOf(newcomer, otherSessionId), questionInput.parse({ question: 'Which room is the panel in?', anonymous: false }));
    expect(await points()).toBe(2 * QUESTION_POINTS);
    await deleteQuestion(ctx, await scopeOf(newcomer, otherSessionId), elsewhere.id);
  });

  it('only administrators switch moderation', async () => {
    const scope = await openAgenda(ctx, { eventId, viewer: speakerModerator.viewer, locale: 'en', componentId });
    await expect(setQuestionModeration(ctx, scope, { questions_moderated: true })).rejects.toMatchObject({ code: 'common.forbidden' });
  });

  it('a like counts once per person: 422 codes for a second like and an unlike of one not liked', async () => {
    const asked = await ask(asker, 'Like me once');
    const scope = await scopeOf(other);
    expect(await likeQuestion(ctx, scope, asked.id, true)).toEqual({ rating: 1, liked_by_me: true });
    await expect(likeQuestion(ctx, scope, asked.id, true)).rejects.toMatchObject({ code: 'agenda_question.already_liked' });
    expect(await likeQuestion(ctx, scope, asked.id, false)).toEqual({ rating: 0, liked_by_me: false });
    await expect(likeQuestion(ctx, scope, asked.id, false)).rejects.toMatchObject({ code: 'agenda_question.not_liked' });
  });

  it('100 parallel likes by one person count once; by 20 people, 20', async () => {
    const asked = await ask(asker, 'Popular question');
    const scope = await scopeOf(other);
    const once = await Promise.allSettled(Array.from({ length: 100 }, () => likeQuestion(ctx, scope, asked.id, true)));
    expect(once.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const crowd = await Promise.all(Array.from({ length: 19 }, () => insertTestUser(ctx)));
    await ctx.db.insert(schema.event_memberships).values(crowd.map((u) => ({ event_id: eventId, user_id: u.viewer.id, joined: true })));
    await Promise.all(crowd.map(async (u) => likeQuestion(ctx, await scopeOf(u), asked.id, true)));
    const [row] = await ctx.db.select({ likes: schema.agenda_session_questions.likes }).from(schema.agenda_session_questions).where(eq(schema.agenda_session_questions.id, asked.id));
    expect(row?.likes).toBe(20);
  });

  it('the asker deletes their own; another attendee may not; a moderator deletes through the admin path', async () => {
    const mine = await ask(asker, 'Delete me later');
    await expect(deleteQuestion(ctx, await scopeOf(other), mine.id)).rejects.toMatchObject({ code: 'common.forbidden' });
    await expect(deleteQuestion(ctx, await scopeOf(other), mine.id, true)).rejects.toMatchObject({ code: 'common.forbidden' });
    expect(await deleteQuestion(ctx, await scopeOf(asker), mine.id)).toEqual({ status: 'ok' });
    const theirs = await ask(other, 'Off-topic rant');
    expect(await deleteQuestion(ctx, await scopeOf(speakerModerator), theirs.id, true)).toEqual({ status: 'ok' });
    await expect(deleteQuestion(ctx, await scopeOf(asker), theirs.id)).rejects.toMatchObject({ code: 'agenda_question.not_found' });
  });

  it('a question of another session is not found through this one', async () => {
    const asked = await ask(asker, 'About the keynote');
    await expect(likeQuestion(ctx, await scopeOf(other, otherSessionId), asked.id, true)).rejects.toMatchObject({ code: 'agenda_question.not_found' });
  });

  it('lists sessions with their discussion on: ongoing, upcoming, finished, with their approved questions', async () => {
    const scope = await openAgenda(ctx, { eventId, viewer: null, locale: 'en', componentId });
    const sessions = await listAgendaSessions(ctx, scope);
    const names = (l: number) => pickSessionList(sessions, l).map((s) => s.name);
    expect(names(SESSION_LIST.ongoing)).toEqual(['Keynote']);
    expect(names(SESSION_LIST.upcoming)).toEqual(['Panel']);
    expect(names(SESSION_LIST.finished)).toEqual(['Yesterday']);
    expect(() => pickSessionList(sessions, 7)).toThrow('Unknown session list.');
    const counts = await approvedQuestionCounts(ctx, [sessionId, otherSessionId]);
    expect(counts.get(sessionId)).toBe((await list(null)).agenda_session_questions.length);
    expect(counts.get(otherSessionId)).toBeUndefined();
  });
});

describe('pickSessionList', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const s = (name: string, from: string, to: string, on = true) => ({ name, time_start: `2026-06-01T${from}:00.000Z`, time_end: `2026-06-01T${to}:00.000Z`, agenda_discussion_on: on });
  it('keeps the first 10 upcoming by start and the 10 most recently finished, newest first', () => {
    const day = Array.from({ length: 24 }, (_, h) => s(`h${h}`, `${String(h).padStart(2, '0')}:00`, `${String(h).padStart(2, '0')}:59`));
    expect(pickSessionList(day, SESSION_LIST.upcoming, now).map((x) => x.name)).toEqual(['h13', 'h14', 'h15', 'h16', 'h17', 'h18', 'h19', 'h20', 'h21', 'h22']);
    expect(pickSessionList(day, SESSION_LIST.finished, now).map((x) => x.name)).toEqual(['h11', 'h10', 'h9', 'h8', 'h7', 'h6', 'h5', 'h4', 'h3', 'h2']);
    expect(pickSessionList(day, SESSION_LIST.ongoing, now).map((x) => x.name)).toEqual(['h12']);
  });
  it('leaves out sessions whose discussion is off; a session ending exactly now is finished', () => {
    expect(pickSessionList([s('off', '11:00', '13:00', false)], SESSION_LIST.ongoing, now)).toEqual([]);
    expect(pickSessionList([s('ends', '11:00', '12:00')], SESSION_LIST.finished, now).map((x) => x.name)).toEqual(['ends']);
  });
});
