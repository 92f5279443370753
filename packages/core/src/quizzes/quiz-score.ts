import { AppError } from '../errors.ts';

/** What scoring and checking need of a question: its mode and its answers with their worth. */
export interface KeyQuestion {
  id: number;
  mode: 'single' | 'multi' | 'open';
  answers: { id: number; mode: 'choice' | 'text'; is_correct: boolean; points: number }[];
}

export interface ResponseIn {
  question: number;
  answer?: number | null;
  response?: string | null;
}

export interface ResponseRow {
  question_id: number;
  answer_id: number | null;
  response: string | null;
}

const invalid = (message: string) => new AppError('quiz.invalid_answer', message, 'responses');

/**
 * Checks one run against the quiz (SPEC §5) and gives the rows to store: every answer belongs
 * to its question, a single-choice question has one answer, a multiple-choice one at least one
 * (each once), an open question one text; a "text" answer (other, please specify) carries its
 * text. Complete exactly when the answered question ids are the quiz's question ids; a run that
 * is not is quiz.incomplete and nothing of it is kept.
 */
export function checkRun(questions: KeyQuestion[], responses: ResponseIn[]): ResponseRow[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const picked = new Map<number, { answers: Set<number>; texts: number }>();
  const rows: ResponseRow[] = [];
  for (const r of responses) {
    const q = byId.get(r.question);
    if (!q) throw invalid('An answered question is not one of this quiz.');
    const entry = picked.get(q.id) ?? { answers: new Set<number>(), texts: 0 };
    picked.set(q.id, entry);
    const text = r.response?.length ? r.response : null;
    if (r.answer !== null && r.answer !== undefined) {
      const a = q.answers.find((x) => x.id === r.answer);
      if (!a) throw invalid('An answer is not one of its question.');
      if (entry.answers.has(a.id)) throw invalid('An answer was given twice.');
      if (a.mode === 'text' && !text) throw invalid('This answer needs your words.');
      entry.answers.add(a.id);
      rows.push({ question_id: q.id, answer_id: a.id, response: a.mode === 'text' ? text : null });
    } else {
      if (q.mode !== 'open') throw invalid('A choice question needs one of its answers.');
      if (!text) throw invalid('An open question needs your words.');
      entry.texts += 1;
      rows.push({ question_id: q.id, answer_id: null, response: text });
    }
  }
  for (const [id, entry] of picked) {
    const q = byId.get(id)!;
    const given = entry.answers.size + entry.texts;
    if ((q.mode === 'single' || q.mode === 'open') && given !== 1) throw invalid('This question takes one answer.');
    if (q.mode === 'multi' && (entry.texts > 0 || entry.answers.size === 0)) throw invalid('Choose at least one answer.');
  }
  const complete = picked.size === questions.length && questions.every((q) => picked.has(q.id));
  if (!complete) throw new AppError('quiz.incomplete', 'Please answer every question before sending.', 'responses');
  return rows;
}

/**
 * The score of a run (quizzes; a survey scores nothing). A single-choice question scores the
 * points of the chosen answer when it is correct, out of its best correct answer's; a
 * multiple-choice one scores the points of its correct answers only when exactly those were
 * chosen (picking everything must not pay); open questions score nothing.
 */
export function scoreRun(questions: KeyQuestion[], rows: ResponseRow[]): { points: number; all_points: number } {
  let points = 0;
  let all = 0;
  for (const q of questions) {
    const correct = q.answers.filter((a) => a.is_correct);
    const chosen = new Set(rows.filter((r) => r.question_id === q.id && r.answer_id !== null).map((r) => r.answer_id!));
    if (q.mode === 'single') {
      all += Math.max(0, ...correct.map((a) => a.points));
      const a = q.answers.find((x) => chosen.has(x.id));
      if (a?.is_correct) points += Math.max(0, a.points);
    } else if (q.mode === 'multi') {
      const worth = correct.reduce((s, a) => s + Math.max(0, a.points), 0);
      all += worth;
      if (chosen.size === correct.length && correct.every((a) => chosen.has(a.id))) points += worth;
    }
  }
  return { points, all_points: all };
}
