import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@foyer/db';
import { forkPrng } from './prng.ts';
import type { EventScope } from './seed-scope.ts';

const MINUTE = 60_000;

const demoQuestions = [
  'Will the slides be shared after the session?',
  'How do you measure success in the first month?',
  'What would you do differently if you started again today?',
  'Is there a recording for those who join later?',
  'Which tools do you recommend for a small team?',
  'How does this work for events outside Poland?',
  'What was the hardest part of the migration?',
  'Can you share an example of a failure you learned from?',
];

/**
 * A few audience questions in the first sessions that take them, asked by seeded attendees and
 * liked by others (like rows and counters agree, as the Q&A services keep them).
 */
export async function seedSessionQuestions(scope: EventScope, componentId: number, askerIds: number[]): Promise<void> {
  if (askerIds.length < 2) return;
  const { db, eventId } = scope;
  const r = forkPrng(scope.seed, 'questions');
  const a = schema.agenda_sessions;
  const sessions = await db
    .select({ id: a.id, time_start: a.time_start })
    .from(a)
    .where(and(eq(a.event_component_id, componentId), eq(a.agenda_discussion_on, true)))
    .orderBy(asc(a.time_start), asc(a.id))
    .limit(3);
  for (const session of sessions) {
    // Asked before the session, but never after the seed ran: dated in the future, seeded
    // questions would sort above every question a visitor asks today under "newest".
    const askedBy = Math.min(session.time_start.getTime(), scope.now.getTime());
    const texts = r.sample(demoQuestions, r.int(2, 4));
    for (const [i, question] of texts.entries()) {
      const [asker, ...others] = r.sample(askerIds, Math.min(askerIds.length, 8));
      const likers = others.slice(0, r.int(0, others.length));
      const [row] = await db
        .insert(schema.agenda_session_questions)
        .values({ event_id: eventId, agenda_session_id: session.id, user_id: asker!, question, anonymous: r.chance(0.2), likes: likers.length, created_at: new Date(askedBy - (texts.length - i) * 7 * MINUTE) })
        .returning({ id: schema.agenda_session_questions.id });
      if (likers.length > 0) await db.insert(schema.agenda_session_question_likes).values(likers.map((user_id) => ({ event_id: eventId, agenda_session_question_id: row!.id, user_id })));
    }
  }
}
