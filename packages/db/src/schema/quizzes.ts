import { boolean, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, order, tstz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { components } from './events.ts';
import { eventId } from './event-scope.ts';

/** mode: 'quiz' is scored and has a leaderboard; 'survey' collects answers and shows results. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    event_id: eventId(),
    event_component_id: integer()
      .notNull()
      .references(() => components.id, { onDelete: 'cascade' }),
    /** Public handle for leaderboard/{quizUuid} and survey-results/{surveyUuid}. */
    uuid: uuid().notNull().defaultRandom().unique(),
    mode: text().$type<'quiz' | 'survey'>().notNull().default('quiz'),
    order: order(),
    visible_results: boolean().notNull().default(false),
    name: text().notNull(),
    is_login_required: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('quizzes_component_idx').on(t.event_component_id, t.order), index('quizzes_event_idx').on(t.event_id)],
);

/** mode: 'single' | 'multi' choice, or 'open' (free-text response). */
export const quiz_questions = pgTable(
  'quiz_questions',
  {
    id: id(),
    event_id: eventId(),
    survey_quiz_id: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    mode: text().$type<'single' | 'multi' | 'open'>().notNull().default('single'),
    order: order(),
    question: text().notNull(),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.survey_quiz_id, t.order), index('quiz_questions_event_idx').on(t.event_id)],
);

/** mode: 'choice' or 'text' (an "other, please specify" answer that takes a response). */
export const quiz_answers = pgTable(
  'quiz_answers',
  {
    id: id(),
    event_id: eventId(),
    survey_quiz_question_id: integer()
      .notNull()
      .references(() => quiz_questions.id, { onDelete: 'cascade' }),
    mode: text().$type<'choice' | 'text'>().notNull().default('choice'),
    order: order(),
    answer: text().notNull(),
    /** Quizzes only: a correct answer scores points. */
    is_correct: boolean().notNull().default(false),
    points: integer().notNull().default(0),
  },
  (t) => [index('quiz_answers_question_idx').on(t.survey_quiz_question_id, t.order), index('quiz_answers_event_idx').on(t.event_id)],
);

/** One answer a user gave: question, answer and response text (SPEC §3). */
export const quiz_responses = pgTable(
  'quiz_responses',
  {
    id: id(),
    event_id: eventId(),
    survey_quiz_id: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question_id: integer()
      .notNull()
      .references(() => quiz_questions.id, { onDelete: 'cascade' }),
    answer_id: integer().references(() => quiz_answers.id, { onDelete: 'cascade' }),
    response: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('quiz_responses_quiz_user_idx').on(t.survey_quiz_id, t.user_id),
    index('quiz_responses_question_answer_idx').on(t.question_id, t.answer_id),
    index('quiz_responses_event_idx').on(t.event_id),
  ],
);

/** A user's completed run; the leaderboard orders by points then last_response_date. */
export const quiz_results = pgTable(
  'quiz_results',
  {
    id: id(),
    event_id: eventId(),
    survey_quiz_id: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer().notNull().default(0),
    all_points: integer().notNull().default(0),
    last_response_date: tstz().notNull().defaultNow(),
  },
  (t) => [
    unique('quiz_results_quiz_user_uq').on(t.survey_quiz_id, t.user_id),
    index('quiz_results_leaderboard_idx').on(t.survey_quiz_id, t.points.desc(), t.last_response_date),
    index('quiz_results_event_user_idx').on(t.event_id, t.user_id),
  ],
);
