import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './accounts.ts';
import { agenda_sessions } from './content.ts';
import { eventId } from './event-scope.ts';

/** Session Q&A. accepted_by_moderator defaults to true: moderation is opt-out (SPEC §3). */
export const agenda_session_questions = pgTable(
  'agenda_session_questions',
  {
    id: id(),
    event_id: eventId(),
    agenda_session_id: integer()
      .notNull()
      .references(() => agenda_sessions.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    anonymous: boolean().notNull().default(false),
    accepted_by_moderator: boolean().notNull().default(true),
    likes: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('agenda_session_questions_session_created_idx').on(t.agenda_session_id, t.created_at),
    index('agenda_session_questions_session_likes_idx').on(t.agenda_session_id, t.likes),
    index('agenda_session_questions_event_idx').on(t.event_id),
  ],
);

export const agenda_session_question_likes = pgTable(
  'agenda_session_question_likes',
  {
    id: id(),
    event_id: eventId(),
    agenda_session_question_id: integer()
      .notNull()
      .references(() => agenda_session_questions.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    unique('agenda_session_question_likes_question_user_uq').on(t.agenda_session_question_id, t.user_id),
    index('agenda_session_question_likes_event_user_idx').on(t.event_id, t.user_id),
  ],
);
