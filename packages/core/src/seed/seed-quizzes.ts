import { schema } from '@foyer/db';
import { insertChunked } from './insert-chunked.ts';
import { forkPrng } from './prng.ts';
import type { EventScope } from './seed-scope.ts';

interface DemoQuestion {
  question: string;
  mode: 'single' | 'multi' | 'open';
  answers: { answer: string; correct?: boolean; mode?: 'choice' | 'text' }[];
}

interface DemoQuiz {
  name: string;
  mode: 'quiz' | 'survey';
  visible_results: boolean;
  is_login_required: boolean;
  questions: DemoQuestion[];
}

const demoQuizzes: readonly DemoQuiz[] = [
  {
    name: 'Warsaw Trivia',
    mode: 'quiz',
    visible_results: true,
    is_login_required: true,
    questions: [
      {
        question: 'Which river flows through Warsaw?',
        mode: 'single',
        answers: [{ answer: 'Vistula', correct: true }, { answer: 'Oder' }, { answer: 'Danube' }, { answer: 'Elbe' }],
      },
      {
        question: 'What is the symbol of Warsaw?',
        mode: 'single',
        answers: [{ answer: 'The Mermaid (Syrenka)', correct: true }, { answer: 'The Dragon' }, { answer: 'The Eagle' }],
      },
      {
        question: 'Which of these were born in Warsaw?',
        mode: 'multi',
        answers: [
          { answer: 'Maria Skłodowska-Curie', correct: true },
          { answer: 'Fryderyk Chopin' },
          { answer: 'Nicolaus Copernicus' },
        ],
      },
    ],
  },
  {
    name: 'Event Tech Quiz',
    mode: 'quiz',
    visible_results: true,
    is_login_required: true,
    questions: [
      {
        question: 'Which currency do ticket prices at this summit use?',
        mode: 'single',
        answers: [{ answer: 'PLN', correct: true }, { answer: 'EUR' }, { answer: 'CZK' }],
      },
      {
        question: 'What does a QR code on your ticket let you do?',
        mode: 'single',
        answers: [{ answer: 'Check in at the entrance', correct: true }, { answer: 'Order coffee' }, { answer: 'Nothing' }],
      },
      {
        question: 'How long must a conversation last before a QR rescan gives points?',
        mode: 'single',
        answers: [{ answer: '2 minutes', correct: true }, { answer: '30 seconds' }, { answer: '10 minutes' }],
      },
    ],
  },
  {
    name: 'Your Feedback',
    mode: 'survey',
    visible_results: true,
    is_login_required: false,
    questions: [
      {
        question: 'How would you rate the event so far?',
        mode: 'single',
        answers: [{ answer: 'Excellent' }, { answer: 'Good' }, { answer: 'Average' }, { answer: 'Poor' }],
      },
      {
        question: 'Which tracks did you attend?',
        mode: 'multi',
        answers: [{ answer: 'Product' }, { answer: 'Engineering' }, { answer: 'Marketing & Growth' }, { answer: 'Community' }],
      },
      {
        question: 'What should we improve next year?',
        mode: 'open',
        answers: [{ answer: 'Your answer', mode: 'text' }],
      },
    ],
  },
];

/** Two quizzes and one survey, with questions and answers. */
export async function seedQuizzes(scope: EventScope, componentId: number): Promise<{ quizIds: number[] }> {
  const { db, eventId } = scope;
  const r = forkPrng(scope.seed, 'quizzes');
  const quizIds: number[] = [];
  for (const [q, quiz] of demoQuizzes.entries()) {
    const [row] = await db
      .insert(schema.quizzes)
      .values({
        event_id: eventId,
        event_component_id: componentId,
        uuid: r.uuid(),
        mode: quiz.mode,
        order: q + 1,
        visible_results: quiz.visible_results,
        name: quiz.name,
        is_login_required: quiz.is_login_required,
      })
      .returning({ id: schema.quizzes.id });
    quizIds.push(row!.id);
    const questionIds = await insertChunked(
      db,
      schema.quiz_questions,
      quiz.questions.map((question, i) => ({
        event_id: eventId,
        survey_quiz_id: row!.id,
        mode: question.mode,
        order: i + 1,
        question: question.question,
      })),
    );
    await insertChunked(
      db,
      schema.quiz_answers,
      quiz.questions.flatMap((question, i) =>
        question.answers.map((a, k) => ({
          event_id: eventId,
          survey_quiz_question_id: questionIds[i]!,
          mode: a.mode ?? 'choice',
          order: k + 1,
          answer: a.answer,
          is_correct: quiz.mode === 'quiz' && a.correct === true,
          points: quiz.mode === 'quiz' && a.correct ? 1 : 0,
        })),
      ),
    );
  }
  return { quizIds };
}
