import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { createTestCtx, type TestCtx } from '@foyer/core/testing/index';
import { createApi } from './create-api.ts';
import { buildApiWorld, type ApiWorld } from './testing/api-world.ts';
import { firstCode, testClient } from './testing/test-client.ts';

/**
 * Issue #17, quizzes over HTTP: who may read, answer and see results (on a close event), one run
 * per person even when sent in parallel, and public results that say nothing of who answered.
 */
let ctx: TestCtx;
let call: ReturnType<typeof testClient>;
let w: ApiWorld;
let base: string;

beforeAll(async () => {
  ctx = await createTestCtx();
  call = testClient(createApi(ctx));
  w = await buildApiWorld(ctx, { accessMode: 'close' });
  base = `/events/${w.event.id}/components/${w.components.survey_quiz_component}`;
});
afterAll(() => ctx.close());

const as = (who: keyof ApiWorld['users'] | null, eventId?: number) => ({ headers: who ? w.as(w.users[who], eventId) : {} });

describe('quizzes over HTTP', () => {
  it('lists the component’s quizzes for members and admins; guests 401, another event’s admin 403 (404 through their own event)', async () => {
    const list = await call('GET', `${base}/survey_quizzes`, as('attendee'));
    expect(list.status).toBe(200);
    expect(list.body.survey_quizzes.map((q: { name: string; questions_count: number }) => [q.name, q.questions_count])).toEqual([
      ['A quiz', 1],
      ['A survey', 1],
    ]);
    expect((await call('GET', `${base}/survey_quizzes?filter=completed`, as('admin'))).body.survey_quizzes).toEqual([]);
    expect((await call('GET', `${base}/survey_quizzes?filter=nope`, as('admin'))).status).toBe(422);
    expect((await call('GET', `${base}/survey_quizzes`, as(null))).status).toBe(401);
    expect((await call('GET', `${base}/survey_quizzes`, as('otherAdmin'))).status).toBe(403);
    const own = await call('GET', `/events/${w.other.id}/components/${w.components.survey_quiz_component}/survey_quiz/${w.quiz.id}`, as('otherAdmin', w.other.id));
    expect([own.status, firstCode(own.body)]).toEqual([404, 'component.not_found']);
  });

  it('answers once: a second run, also sent in parallel, is 422 quiz.already_completed and counts once', async () => {
    const send = () => call('POST', `${base}/survey_quiz/${w.quiz.id}/responses`, { ...as('otherAttendee'), json: w.quiz.run });
    const answers = await Promise.all([send(), send(), send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    expect(answers.filter((a) => a.status === 422).map((a) => firstCode(a.body))).toEqual(['quiz.already_completed', 'quiz.already_completed', 'quiz.already_completed']);
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ points: 1, all_points: 1 });
    const rows = await ctx.db.select().from(schema.quiz_responses).where(eq(schema.quiz_responses.user_id, w.users.otherAttendee.viewer.id));
    expect(rows).toHaveLength(1);
    const mine = await call('GET', `${base}/survey_quiz/${w.quiz.id}/responses`, as('otherAttendee'));
    expect(mine.body).toMatchObject({ responses: [w.quiz.run.responses[0]], result: { points: 1 } });
    // Nobody else reads those.
    expect((await call('GET', `${base}/survey_quiz/${w.quiz.id}/responses`, as('attendee'))).body).toEqual({ responses: [], result: null });
  });

  it('refuses a guest’s run (401), an incomplete one, and input that is not text', async () => {
    expect((await call('POST', `${base}/survey_quiz/${w.quiz.id}/responses`, { json: w.quiz.run })).status).toBe(401);
    const empty = await call('POST', `${base}/survey_quiz/${w.survey.id}/responses`, { ...as('attendee'), json: { responses: [] } });
    expect(empty.status).toBe(422);
    const nul = await call('POST', `${base}/survey_quiz/${w.survey.id}/responses`, { ...as('attendee'), json: { responses: [{ ...w.survey.run.responses[0], response: 'a\u0000b' }] } });
    expect(nul.status).toBe(422);
    const wrong = await call('POST', `${base}/survey_quiz/${w.survey.id}/responses`, { ...as('attendee'), json: w.quiz.run });
    expect([wrong.status, firstCode(wrong.body)]).toEqual([422, 'quiz.invalid_answer']);
  });

  it('public results by uuid: the leaderboard with short names only, survey counts; hidden or unknown is 404', async () => {
    await call('POST', `${base}/survey_quiz/${w.survey.id}/responses`, { ...as('attendee'), json: w.survey.run });
    const board = await call('GET', `/survey_leaderboard_external/${w.quiz.uuid}`);
    expect(board.status).toBe(200);
    expect(board.body.leaderboard).toEqual([expect.objectContaining({ position: 1, name: 'Olek O.', points: 1, mine: false })]);
    expect(JSON.stringify(board.body)).not.toMatch(/@|Other/);
    const results = await call('GET', `/survey_responses_external/${w.survey.uuid}`);
    expect(results.body).toMatchObject({ respondents: 1, questions: [{ respondents: 1, answers: [{ answer: 'This', count: 1 }] }] });
    expect((await call('GET', `/survey_leaderboard_external/${w.survey.uuid}`)).status).toBe(404);
    expect((await call('GET', `/survey_leaderboard_external/not-a-uuid`)).status).toBe(404);
    await ctx.db.update(schema.quizzes).set({ visible_results: false }).where(eq(schema.quizzes.id, w.quiz.id));
    const hidden = await call('GET', `/survey_leaderboard_external/${w.quiz.uuid}`);
    expect([hidden.status, firstCode(hidden.body)]).toEqual([404, 'quiz.results_hidden']);
    await ctx.db.update(schema.quizzes).set({ visible_results: true }).where(eq(schema.quizzes.id, w.quiz.id));
  });
});
